-- Startklar: unconfirmed sign-ups go after 24 hours (issue 54, item 2).
--
-- Anybody may ask for a code (or sign up with a password) for any address: GoTrue then keeps an
-- unconfirmed user with what the request carried, mails the address and waits. Nobody needs that
-- user once its codes (10 minutes) are long gone: a day after it was made, an address nobody
-- confirmed is deleted with its identities, sessions and tokens (on delete cascade). Its owner
-- can register again at any time; a fresh request makes a fresh user.
--
-- The purge runs hourly with pg_cron where the extension is available (hosted Supabase; the
-- README says how to turn it on when the migration could not). PGlite in tests/db has no pg_cron:
-- the tests call the function directly. src/mocks/authStore.ts (`purgeUnconfirmedUsers`) does
-- the same in the demo backend.

create or replace function private.purge_unconfirmed_users()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  gone integer;
begin
  delete from auth.users u
   where u.email_confirmed_at is null
     and u.created_at < now() - interval '24 hours';
  get diagnostics gone = row_count;
  return gone;
end;
$$;

comment on function private.purge_unconfirmed_users() is
  'Deletes auth users whose address nobody confirmed within 24 hours; returns how many. Hourly by pg_cron.';

revoke all on function private.purge_unconfirmed_users()
  from public, anon, authenticated, service_role;

-- Hourly, at a quiet minute, where pg_cron can be had. cron.schedule with a job name replaces a
-- job of that name, so running this again changes nothing.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule(
      'startklar-purge-unconfirmed-users',
      '17 * * * *',
      'select private.purge_unconfirmed_users()'
    );
  else
    raise notice 'pg_cron is not available: private.purge_unconfirmed_users() is not scheduled';
  end if;
end;
$$;
