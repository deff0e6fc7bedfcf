-- Startklar: who may do what. Grants decide which statements a role may run at all; the
-- row-level-security policies decide which rows. src/mocks/policies.ts mirrors these rules for the
-- demo backend, and tests/db/parity.test.ts checks that both agree.
--
-- Roles (Supabase): `anon` = requests with the public anon key and no session,
-- `authenticated` = requests with a user's access token, `service_role` = server key (bypasses RLS).
-- auth.jwt() is the decoded access token, auth.uid() its `sub`.

-------------------------------------------------------------------------------
-- Helper functions
-------------------------------------------------------------------------------

-- Is the caller listed in public.admins? security definer so that it can read the admins table
-- whatever the caller may see; false for anon (auth.uid() is null).
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admins a where a.user_id = (select auth.uid())
  );
$$;

comment on function public.is_admin() is 'True when the calling user is listed in public.admins (the admin check of the app).';

-- The konton.id of the caller's account (row whose e-mail equals the JWT e-mail, any case), or
-- null. Used by the storage policies: avatar objects are named `{konton.id}-...`.
create or replace function public.my_account_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select k.id
  from public.konton k
  where lower(k.email) = lower((select auth.jwt()) ->> 'email')
  limit 1;
$$;

comment on function public.my_account_id() is 'konton.id of the calling user (matched by JWT e-mail), for the avatars storage policies.';

-- Functions are executable by PUBLIC by default (and Supabase also grants anon/authenticated):
-- state it explicitly.
revoke all on function public.is_admin() from public;
revoke all on function public.my_account_id() from public, anon;
grant execute on function public.is_admin() to anon, authenticated, service_role;
grant execute on function public.my_account_id() to authenticated, service_role;

-------------------------------------------------------------------------------
-- Grants. Supabase's default privileges give anon and authenticated ALL on every new table in
-- public; start from nothing and grant only what the policies below need.
-------------------------------------------------------------------------------

revoke all on table public.konton, public.user_quiz_results, public.content_items, public.admins
  from public, anon, authenticated;
grant all on table public.konton, public.user_quiz_results, public.content_items, public.admins
  to service_role;

-- konton: read, create and change the own row; id and created_at are set by the database.
grant select on table public.konton to authenticated;
grant insert (email, telefon, fornamn, efternamn, adress, username, avatar_url)
  on table public.konton to authenticated;
grant update (email, telefon, fornamn, efternamn, adress, username, avatar_url)
  on table public.konton to authenticated;

-- user_quiz_results: read and add own results; never changed or removed through the API.
grant select on table public.user_quiz_results to authenticated;
grant insert (user_email, answers, business_type, personal_text)
  on table public.user_quiz_results to authenticated;

-- content_items: everyone reads; signed-in users may attempt writes, RLS lets only admins through.
grant select on table public.content_items to anon, authenticated;
grant insert (type, content_id, content, title, updated_at),
      update (type, content_id, content, title, updated_at),
      delete
  on table public.content_items to authenticated;

-- admins: a signed-in user may see whether they are listed; no writes through the API.
grant select on table public.admins to authenticated;

-------------------------------------------------------------------------------
-- Row-level security
-------------------------------------------------------------------------------

alter table public.konton enable row level security;
alter table public.user_quiz_results enable row level security;
alter table public.content_items enable row level security;
alter table public.admins enable row level security;

-- FORCE makes the policies apply to the table owner as well. Not on konton and admins: the
-- security-definer functions above run as the owner and must read every row of them. (On Supabase
-- the `postgres` owner has BYPASSRLS and service_role too, so FORCE never hinders administration.)
alter table public.user_quiz_results force row level security;
alter table public.content_items force row level security;

-- konton ---------------------------------------------------------------------

-- A user reads only the account row with their own e-mail (case-insensitive).
create policy "konton: read own row"
  on public.konton for select to authenticated
  using (lower(email) = lower((select auth.jwt()) ->> 'email'));

-- A user creates only a row with their own e-mail (registration / first Google sign-in).
create policy "konton: create own row"
  on public.konton for insert to authenticated
  with check (lower(email) = lower((select auth.jwt()) ->> 'email'));

-- A user changes only their own row, and the row must still carry their e-mail afterwards
-- (an e-mail change is written after the auth e-mail has changed).
create policy "konton: update own row"
  on public.konton for update to authenticated
  using (lower(email) = lower((select auth.jwt()) ->> 'email'))
  with check (lower(email) = lower((select auth.jwt()) ->> 'email'));

-- No delete policy: accounts are never deleted through the API.

-- user_quiz_results ----------------------------------------------------------

-- A user reads only the results saved under their own e-mail.
create policy "user_quiz_results: read own"
  on public.user_quiz_results for select to authenticated
  using (lower(user_email) = lower((select auth.jwt()) ->> 'email'));

-- A user saves results only under their own e-mail.
create policy "user_quiz_results: insert own"
  on public.user_quiz_results for insert to authenticated
  with check (lower(user_email) = lower((select auth.jwt()) ->> 'email'));

-- No update or delete policy: saved results are final.

-- content_items --------------------------------------------------------------

-- Site texts are public: visitors and signed-in users read every row.
create policy "content_items: everyone reads"
  on public.content_items for select to anon, authenticated
  using (true);

-- Only admins create texts.
create policy "content_items: admins insert"
  on public.content_items for insert to authenticated
  with check ((select public.is_admin()));

-- Only admins change texts.
create policy "content_items: admins update"
  on public.content_items for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Only admins remove texts.
create policy "content_items: admins delete"
  on public.content_items for delete to authenticated
  using ((select public.is_admin()));

-- admins ---------------------------------------------------------------------

-- A signed-in user sees only their own row (i.e. whether they are an admin).
create policy "admins: read own row"
  on public.admins for select to authenticated
  using (user_id = (select auth.uid()));

-- No insert, update or delete policy (and no grant): nobody makes themselves admin via the API.
