-- Startklar, issue 55: the start plan's own random id. Every event of the plan's calendar carries
-- it in its UID (src/content/startplan/ics.ts), so two companies' calendars in one calendar app
-- never share a UID, and one plan keeps its UIDs across downloads and the subscribed feed.
--
-- `plan_id` is kept with the plan: the browser makes it (newPlanId in
-- src/content/startplan/plan.ts: 16 hexadecimal characters) and its owner writes it with the
-- answers; a row written without one gets the hex of a random uuid from the database (existing
-- rows each get their own as the column is added). Not a secret: it says nothing about the
-- answers and gives no access to anything.

alter table public.startplans
  add column plan_id text not null default replace(gen_random_uuid()::text, '-', ''),
  add constraint startplans_plan_id_format check (plan_id ~ '^[0-9a-f]{16,32}$');

comment on column public.startplans.plan_id is
  'The plan''s random id (16–32 lowercase hex characters), carried by every calendar event''s UID.';

-- The owner writes the id beside the answers and ticks (the grants of 20261127120000 stand).
grant insert (plan_id) on table public.startplans to authenticated;
grant update (plan_id) on table public.startplans to authenticated;

-- The feed's one question now answers what the feed needs: the answers and the plan's id, as
-- {"answers": …, "plan_id": …}, or null for an unknown token. The return type changes, so the
-- function is made anew (with the same grants).
drop function public.startplan_feed(text);

create function public.startplan_feed(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('answers', p.answers, 'plan_id', p.plan_id)
    from public.startplans p
   where p.feed_token = token;
$$;

comment on function public.startplan_feed(text) is
  'The stored answers and plan id of the start plan whose calendar feed token this is; null for an unknown token.';

revoke all on function public.startplan_feed(text) from public;
grant execute on function public.startplan_feed(text) to anon, authenticated, service_role;
