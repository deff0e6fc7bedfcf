-- Startklar: accounts and quiz results belong to an auth user, not to an address (issue 15, item 3).
-- Keyed by e-mail only, a deleted user's rows stayed behind and a new account with the same address
-- inherited them. Now every row carries the owner's auth.users id: the policies compare it with
-- auth.uid(), and deleting the user deletes the rows.

alter table public.konton
  add column user_id uuid references auth.users (id) on delete cascade;
alter table public.user_quiz_results
  add column user_id uuid references auth.users (id) on delete cascade;

-- Existing rows: the owner is the auth user with the same address. Rows without one could not be
-- reached by anybody (no user can sign in with that address) and are removed.
update public.konton k
set user_id = u.id
from auth.users u
where lower(u.email) = lower(k.email);
delete from public.konton where user_id is null;

update public.user_quiz_results r
set user_id = u.id
from auth.users u
where lower(u.email) = lower(r.user_email);
delete from public.user_quiz_results where user_id is null;

-- New rows get the caller's id; the API roles have no grant on the column, so nobody sets it.
alter table public.konton
  alter column user_id set default auth.uid(),
  alter column user_id set not null,
  add constraint konton_user_id_key unique (user_id);
alter table public.user_quiz_results
  alter column user_id set default auth.uid(),
  alter column user_id set not null;

create index user_quiz_results_user_id_idx on public.user_quiz_results (user_id);

-- The caller's account id (for the avatars storage policies), by owner id.
create or replace function public.my_account_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select k.id from public.konton k where k.user_id = (select auth.uid());
$$;

comment on function public.my_account_id() is 'konton.id of the calling user (by owner id), for the avatars storage policies.';

-- konton: the own row by owner id; a written row must also carry the caller's e-mail.
drop policy "konton: read own row" on public.konton;
drop policy "konton: create own row" on public.konton;
drop policy "konton: update own row" on public.konton;

create policy "konton: read own row"
  on public.konton for select to authenticated
  using (user_id = (select auth.uid()));

create policy "konton: create own row"
  on public.konton for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and lower(email) = lower((select auth.jwt()) ->> 'email')
  );

create policy "konton: update own row"
  on public.konton for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and lower(email) = lower((select auth.jwt()) ->> 'email')
  );

-- user_quiz_results: the own results by owner id.
drop policy "user_quiz_results: read own" on public.user_quiz_results;
drop policy "user_quiz_results: insert own" on public.user_quiz_results;

create policy "user_quiz_results: read own"
  on public.user_quiz_results for select to authenticated
  using (user_id = (select auth.uid()));

create policy "user_quiz_results: insert own"
  on public.user_quiz_results for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and lower(user_email) = lower((select auth.jwt()) ->> 'email')
  );
