-- Startklar: Din startplan och skattekalender (issue 39). A signed-in founder's answers and ticked
-- steps, kept in their account, and the secret token of their subscribed calendar.
--
-- One row per user, owned by the auth user (user_id = auth.uid(), set by the database; deleting
-- the user deletes the row). `answers` is the plan's query string (`form=ab&start=2027-01-15&…`,
-- src/content/startplan/answers.ts), the same text as in the page's address. `feed_token` is the
-- secret of the calendar address served by the Edge Function `skattekalender`: made by the
-- database (two random uuids' hex: 244 random bits), readable by its owner only, replaced by
-- renew_startplan_feed(); the feed finds a plan through startplan_feed(token), which answers only
-- the answers of that one plan.

create table public.startplans (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  answers text not null default '',
  ticks text[] not null default '{}',
  feed_token text not null
    default replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
  updated_at timestamptz not null default now(),
  constraint startplans_answers_length check (char_length(answers) <= 500),
  constraint startplans_ticks_count check (cardinality(ticks) <= 40),
  constraint startplans_feed_token_key unique (feed_token)
);

comment on table public.startplans is
  'Din startplan och skattekalender: a user''s answers (query string), ticked steps and calendar feed token.';

-- The database owns updated_at.
create or replace function public.startplans_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger startplans_touch
  before insert or update on public.startplans
  for each row execute function public.startplans_touch();

revoke all on function public.startplans_touch() from public, anon, authenticated;

alter table public.startplans enable row level security;

create policy "startplans: read own"
  on public.startplans for select to authenticated
  using (user_id = (select auth.uid()));

create policy "startplans: create own"
  on public.startplans for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "startplans: update own"
  on public.startplans for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Clients write the answers and ticks; the owner, the token and the time are the database's.
revoke all on table public.startplans from public, anon, authenticated;
grant select on table public.startplans to authenticated;
grant insert (answers, ticks) on table public.startplans to authenticated;
grant update (answers, ticks) on table public.startplans to authenticated;
grant all on table public.startplans to service_role;

-- The feed's one question: the answers of the plan with this token (null when there is none).
-- Anyone may ask (a calendar client has no session); a wrong token learns nothing.
create or replace function public.startplan_feed(token text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.answers from public.startplans p where p.feed_token = token;
$$;

comment on function public.startplan_feed(text) is
  'The stored answers of the start plan whose calendar feed token this is; null for an unknown token.';

revoke all on function public.startplan_feed(text) from public;
grant execute on function public.startplan_feed(text) to anon, authenticated, service_role;

-- A new secret for the caller's calendar address: the old address stops working at once.
-- Answers the new token, or null when the caller has saved no plan yet.
create or replace function public.renew_startplan_feed()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  fresh text;
begin
  if (select auth.uid()) is null then
    raise exception 'permission denied for function renew_startplan_feed' using errcode = '42501';
  end if;
  update public.startplans p
     set feed_token = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
   where p.user_id = (select auth.uid())
  returning p.feed_token into fresh;
  return fresh;
end;
$$;

comment on function public.renew_startplan_feed() is
  'Replaces the calling user''s calendar feed token; the previous address stops working.';

revoke all on function public.renew_startplan_feed() from public, anon;
grant execute on function public.renew_startplan_feed() to authenticated, service_role;
