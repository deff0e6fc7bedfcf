-- Registration details travel as user_metadata with the code request, and anybody can request a
-- code for any address: the first request for an unknown address decides the new user's metadata.
-- A konton row made from them is therefore unconfirmed (null) until its owner says the details are
-- right on /account, or the browser that typed them into the registration form creates it.
alter table public.konton add column details_confirmed_at timestamptz;

-- Rows from before this column were made by their owners' own sign-ins: keep them as they are.
update public.konton set details_confirmed_at = created_at;

grant insert (details_confirmed_at), update (details_confirmed_at)
  on table public.konton to authenticated;
