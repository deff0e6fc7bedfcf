-- Startklar: accounts nobody can take over (issue 36).
--
-- 1. A password belongs only to whoever proved the address. GoTrue's POST /auth/v1/signup takes
--    any address with a password of the caller's choosing. With enable_confirmations = true
--    (supabase/config.toml) such a user stays unconfirmed until the code mailed to the address is
--    used, but the password would survive that: the owner, registering by code later, would land
--    in an account whose password somebody else knows. So the first confirmation of an address
--    clears any password set before it; whoever sets one afterwards has proven the address.
--    (GoTrue's own code sign-ups carry a random password nobody knows; it goes the same way.)
--    src/mocks/authStore.ts (`confirmEmail`) does the same in the demo backend.
--
-- 2. public.check_reauthentication(code): the reauthentication code (GET /auth/v1/reauthenticate)
--    checked without using it up, for the password dialog of an account without a password:
--    GoTrue checks the nonce of a password change only for sessions older than 24 hours, and a
--    code the dialog asks for must be checked every time. delete_my_account shares the check.
--
-- 3. Length limits on every text column a client writes (CHECK, counted in characters).
--
-- 4. An editor reads the revisions they wrote (for "Ladda ner mina uppgifter"), also after they
--    are no longer an admin.

-------------------------------------------------------------------------------
-- 1. Confirming an address clears an earlier password
-------------------------------------------------------------------------------

-- A trigger function touches only NEW: no privileges of its own needed (Postgres checks none when
-- a trigger fires), and no API role may call it.
create or replace function public.clear_password_on_confirmation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- GoTrue's "no password" (models.User.HasPassword: an empty hash).
  new.encrypted_password := '';
  return new;
end;
$$;

comment on function public.clear_password_on_confirmation() is
  'Trigger on auth.users: the first confirmation of an address clears a password set before it.';

revoke all on function public.clear_password_on_confirmation() from public, anon, authenticated;

-- GoTrue confirms with `update auth.users set confirmation_token = '', email_confirmed_at = now()`
-- (models.User.Confirm), on a verified sign-up code, a recovery code, an e-mail change or an
-- identity that vouches for the address.
create trigger auth_users_clear_password_on_confirmation
  before update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function public.clear_password_on_confirmation();

-------------------------------------------------------------------------------
-- 2. The reauthentication code, checked for the password dialog and the account deletion
-------------------------------------------------------------------------------

alter table private.deletion_code_failures rename to reauthentication_code_failures;

-- 'ok', 'code_invalid' (a wrong try, counted), 'code_void' (the fifth, or a code already void),
-- 'code_expired' (none pending, or older than otp_expiry = 600). Uses nothing up.
create or replace function private.reauthentication_code_answer(me uuid, code text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  who record;
  tries integer;
begin
  select u.email, u.reauthentication_token, u.reauthentication_sent_at
    into who
    from auth.users u
   where u.id = me
     for update;
  if not found
     or coalesce(who.reauthentication_token, '') = ''
     or who.reauthentication_sent_at is null
     or who.reauthentication_sent_at + interval '10 minutes' < now() then
    return 'code_expired';
  end if;

  select f.failures into tries
    from private.reauthentication_code_failures f
   where f.user_id = me and f.token = who.reauthentication_token;
  if coalesce(tries, 0) >= 5 then
    return 'code_void';
  end if;

  -- GoTrue keeps sha224(email || code) in hex (crypto.GenerateTokenHash).
  if who.reauthentication_token
     <> encode(sha224(convert_to(who.email || btrim(coalesce(code, '')), 'UTF8')), 'hex') then
    insert into private.reauthentication_code_failures as f (user_id, token, failures)
    values (me, who.reauthentication_token, 1)
    on conflict (user_id) do update
      set failures = case when f.token = excluded.token then f.failures + 1 else 1 end,
          token = excluded.token
    returning f.failures into tries;
    return case when tries >= 5 then 'code_void' else 'code_invalid' end;
  end if;
  return 'ok';
end;
$$;

revoke all on function private.reauthentication_code_answer(uuid, text)
  from public, anon, authenticated;

-- Answers, as text (a wrong try must be committed to be counted): see above. Anon: no grant.
create or replace function public.check_reauthentication(code text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'permission denied for function check_reauthentication' using errcode = '42501';
  end if;
  return private.reauthentication_code_answer(me, code);
end;
$$;

comment on function public.check_reauthentication(text) is
  'Checks the caller''s pending reauthentication code without using it up: ok, code_invalid, code_void or code_expired.';

revoke all on function public.check_reauthentication(text) from public, anon;
grant execute on function public.check_reauthentication(text) to authenticated, service_role;

-- The same answers as before (20261126000100_accounts.sql), with the shared check.
create or replace function public.delete_my_account(code text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  answer text;
  account uuid;
begin
  if me is null then
    raise exception 'permission denied for function delete_my_account' using errcode = '42501';
  end if;

  answer := private.reauthentication_code_answer(me, code);
  if answer <> 'ok' then
    return answer;
  end if;

  select k.id into account from public.konton k where k.user_id = me;
  if account is not null and exists (
    select 1
      from storage.objects o
     where o.bucket_id = 'avatars'
       and starts_with(o.name, account::text || '-')
  ) then
    return 'files_remain';
  end if;

  delete from public.user_quiz_results r where r.user_id = me;
  delete from public.konton k where k.user_id = me;
  update public.content_item_revisions r set author_email = null where r.author_id = me;
  delete from auth.users u where u.id = me;
  return 'deleted';
end;
$$;

-------------------------------------------------------------------------------
-- 3. Length limits (characters), the same in src/mocks/rest/tables.ts and, where a form asks,
--    in the forms' rules (src/machines/shared/personalFields.ts)
-------------------------------------------------------------------------------

alter table public.konton
  add constraint konton_email_length check (char_length(email) <= 255),
  add constraint konton_telefon_length check (char_length(telefon) <= 30),
  add constraint konton_fornamn_length check (char_length(fornamn) <= 100),
  add constraint konton_efternamn_length check (char_length(efternamn) <= 100),
  add constraint konton_username_length check (char_length(username) <= 100),
  add constraint konton_adress_length check (char_length(adress) <= 300),
  add constraint konton_avatar_url_length check (char_length(avatar_url) <= 300);

alter table public.user_quiz_results
  add constraint user_quiz_results_user_email_length check (char_length(user_email) <= 255),
  add constraint user_quiz_results_answers_length
    check (cardinality(answers) <= 100 and char_length(array_to_string(answers, '')) <= 5000),
  add constraint user_quiz_results_business_type_length check (char_length(business_type) <= 2000),
  add constraint user_quiz_results_personal_text_length check (char_length(personal_text) <= 1000);

alter table public.content_items
  add constraint content_items_type_length check (char_length(type) <= 50),
  add constraint content_items_content_id_length check (char_length(content_id) <= 200);

-- Written only by the trigger, from content_items (whose limits they repeat) and the JWT.
alter table public.content_item_revisions
  add constraint content_item_revisions_content_length check (char_length(content) <= 100000),
  add constraint content_item_revisions_title_length check (char_length(title) <= 200),
  add constraint content_item_revisions_author_email_length check (char_length(author_email) <= 255);

-------------------------------------------------------------------------------
-- 4. Authors read their own revisions (the export of their data)
-------------------------------------------------------------------------------

create policy "content_item_revisions: authors read their own"
  on public.content_item_revisions for select to authenticated
  using (author_id = (select auth.uid()));
