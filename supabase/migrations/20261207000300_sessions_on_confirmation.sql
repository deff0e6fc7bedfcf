-- Startklar: the first confirmation of an address ends every session made before it
-- (issue 54, item 5d).
--
-- The trigger of 20261127000000_account_trust.sql clears a password set before the address was
-- confirmed: whoever chose it had not proven the address. A session opened before that moment is
-- the same kind of thing (e.g. from a time the project confirmed nothing, or any other way in that
-- did not prove the address), so it goes too, with its refresh tokens (on delete cascade), in the
-- same statement that confirms. GoTrue makes the confirming sign-in's own session after the
-- confirmation, in the same transaction (internal/api/verify.go: signupVerify, then
-- issueRefreshToken), so that session is not touched. This replaces the browser's guess (a
-- sign-in within 60 s of the confirmation ended the other sessions with signOut('others')),
-- which a browser that never came back would not have made. src/mocks/authStore.ts
-- (`confirmEmail`) does the same in the demo backend.
--
-- The function runs as the role that confirms (GoTrue's supabase_auth_admin, which owns the auth
-- schema): no security definer needed, and no API role may call it.

create or replace function public.clear_password_on_confirmation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- GoTrue's "no password" (models.User.HasPassword: an empty hash).
  new.encrypted_password := '';
  delete from auth.sessions s where s.user_id = new.id;
  return new;
end;
$$;

comment on function public.clear_password_on_confirmation() is
  'Trigger on auth.users: the first confirmation of an address clears a password set before it and ends every session opened before it.';

revoke all on function public.clear_password_on_confirmation() from public, anon, authenticated;
