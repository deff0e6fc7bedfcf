-- Startklar: a reauthentication code made void by five wrong tries is void for GoTrue too
-- (issue 54, item 5a).
--
-- check_reauthentication (the password dialog) and delete_my_account count wrong tries at the
-- code GET /auth/v1/reauthenticate mailed, and answer 'code_void' from the fifth on. GoTrue itself
-- counts nothing: it kept the code (auth.users.reauthentication_token), so whoever had guessed
-- five times here could go on guessing through PUT /auth/v1/user's nonce. Now the fifth wrong try
-- empties GoTrue's copy as well: a password change with that code is refused by GoTrue
-- (422 reauthentication_not_valid, internal/api/reauthenticate.go), whatever the code. The count
-- stays under the emptied token ('') so that later tries keep answering 'code_void' until a new
-- code is sent; an accepted code clears a count left from an earlier one.
-- src/mocks/accountDeletion.ts mirrors it.

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
  select u.email, coalesce(u.reauthentication_token, '') as token, u.reauthentication_sent_at
    into who
    from auth.users u
   where u.id = me
     for update;
  if not found
     or who.reauthentication_sent_at is null
     or who.reauthentication_sent_at + interval '10 minutes' < now() then
    return 'code_expired';
  end if;

  select f.failures into tries
    from private.reauthentication_code_failures f
   where f.user_id = me and f.token = who.token;
  if coalesce(tries, 0) >= 5 then
    return 'code_void';
  end if;
  if who.token = '' then
    return 'code_expired';
  end if;

  -- GoTrue keeps sha224(email || code) in hex (crypto.GenerateTokenHash).
  if who.token <> encode(sha224(convert_to(who.email || btrim(coalesce(code, '')), 'UTF8')), 'hex') then
    insert into private.reauthentication_code_failures as f (user_id, token, failures)
    values (me, who.token, 1)
    on conflict (user_id) do update
      set failures = case when f.token = excluded.token then f.failures + 1 else 1 end,
          token = excluded.token
    returning f.failures into tries;
    if tries >= 5 then
      -- The code is void for GoTrue too: no nonce matches an empty token.
      update auth.users u set reauthentication_token = '' where u.id = me;
      update private.reauthentication_code_failures f set token = '' where f.user_id = me;
      return 'code_void';
    end if;
    return 'code_invalid';
  end if;

  delete from private.reauthentication_code_failures f where f.user_id = me and f.token <> who.token;
  return 'ok';
end;
$$;

revoke all on function private.reauthentication_code_answer(uuid, text)
  from public, anon, authenticated;
