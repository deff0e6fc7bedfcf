-- Startklar: registration details stay in the browser until the address is proved
-- (issue 54, item 1).
--
-- The registration form used to send first name, surname, phone and address with the code
-- request (`signInWithOtp({ options: { data } })`). GoTrue keeps a code request's `data` on the
-- unconfirmed user (raw_user_meta_data) and copies it into the e-mail identity's identity_data
-- for good, and POST /auth/v1/signup for an unconfirmed address answers that user, details
-- included, to anyone holding the public anon key (internal/api/signup.go). The app no longer
-- sends them (src/services/authFlows.ts: `sendOtp` carries only the spec's flow_type and use_otp);
-- this removes what earlier requests left, from every user: the `konton` row holds the details
-- of those who signed in, and nobody else's belong to the auth server.
--
-- The keys are the registration form's (`fornamn`, `efternamn`, `telefon`, `adress`) and the
-- spec's `phone_number`. Google identities keep what Google said (none of these keys).
-- src/mocks/db.ts does the same to a demo database kept from before.

update auth.users u
   set raw_user_meta_data =
         u.raw_user_meta_data - array['fornamn', 'efternamn', 'telefon', 'adress', 'phone_number']
 where u.raw_user_meta_data ?| array['fornamn', 'efternamn', 'telefon', 'adress', 'phone_number'];

update auth.identities i
   set identity_data =
         i.identity_data - array['fornamn', 'efternamn', 'telefon', 'adress', 'phone_number']
 where i.provider = 'email'
   and i.identity_data ?| array['fornamn', 'efternamn', 'telefon', 'adress', 'phone_number'];
