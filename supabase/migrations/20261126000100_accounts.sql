-- Startklar: closing an account (issue 24). A signed-in user deletes their own account with a
-- one-time code: `reauthenticate()` mails it (GoTrue stores its hash in auth.users), and
-- public.delete_my_account(code) checks it and deletes the user and everything of theirs in one
-- transaction. src/mocks/accountDeletion.ts mirrors this function for the demo backend;
-- tests/db/restDifferential.test.ts sends both the same requests.
--
-- Why a database function and not an Edge Function: the function's owner (`postgres` on Supabase)
-- may delete from auth.users, and deleting the auth user removes their sessions, identities,
-- konton row and quiz results (`on delete cascade`) in the same transaction. Files are the one
-- thing SQL must not delete: Supabase Storage refuses `delete from storage.objects` (the row would
-- go, the file would stay in the object store). The app removes the avatar files through the
-- Storage API first; the function refuses to finish ('files_remain') while any are left.

-- Wrong tries at a deletion code, so that the fifth makes the code void. Not in an exposed schema
-- and no grants: only the function below reads and writes it.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.deletion_code_failures (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- The code (GoTrue's hash of it) the failures were counted for: a new code starts from zero.
  token text not null,
  failures integer not null default 0
);

revoke all on table private.deletion_code_failures from public, anon, authenticated;

-- Answers, as text (a refusal must be committed to be counted, so it is an answer, not an error):
--   'deleted'       the user and everything of theirs is gone;
--   'files_remain'  the code is right, but avatar files are left (the code stays usable);
--   'code_invalid'  wrong code;
--   'code_void'     the fifth wrong try, or a code already void: ask for a new one;
--   'code_expired'  no pending code, or it is older than otp_expiry (10 minutes).
-- Anon callers get "permission denied" (no grant).
create or replace function public.delete_my_account(code text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  who record;
  account uuid;
  tries integer;
begin
  if me is null then
    raise exception 'permission denied for function delete_my_account' using errcode = '42501';
  end if;

  select u.id, u.email, u.reauthentication_token, u.reauthentication_sent_at
    into who
    from auth.users u
   where u.id = me
     for update;
  if not found
     or coalesce(who.reauthentication_token, '') = ''
     or who.reauthentication_sent_at is null
     -- otp_expiry = 600 in supabase/config.toml.
     or who.reauthentication_sent_at + interval '10 minutes' < now() then
    return 'code_expired';
  end if;

  select f.failures into tries
    from private.deletion_code_failures f
   where f.user_id = me and f.token = who.reauthentication_token;
  if coalesce(tries, 0) >= 5 then
    return 'code_void';
  end if;

  -- GoTrue keeps sha224(email || code) in hex (crypto.GenerateTokenHash).
  if who.reauthentication_token
     <> encode(sha224(convert_to(who.email || btrim(coalesce(code, '')), 'UTF8')), 'hex') then
    insert into private.deletion_code_failures as f (user_id, token, failures)
    values (me, who.reauthentication_token, 1)
    on conflict (user_id) do update
      set failures = case when f.token = excluded.token then f.failures + 1 else 1 end,
          token = excluded.token
    returning f.failures into tries;
    return case when tries >= 5 then 'code_void' else 'code_invalid' end;
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

  -- The cascade would remove these too; said explicitly, in the order a reader expects.
  delete from public.user_quiz_results r where r.user_id = me;
  delete from public.konton k where k.user_id = me;
  -- The editorial history keeps the texts, not who wrote them: author_id goes with the user
  -- (on delete set null), the address the revision kept goes here.
  update public.content_item_revisions r set author_email = null where r.author_id = me;
  delete from auth.users u where u.id = me;
  return 'deleted';
end;
$$;

comment on function public.delete_my_account(text) is
  'Deletes the calling user and all their rows once the reauthentication code is right; avatar files must be removed through the Storage API first.';

revoke all on function public.delete_my_account(text) from public, anon;
grant execute on function public.delete_my_account(text) to authenticated, service_role;
