-- Startklar: a founder removes their start plan (issue 54 item 4). The owner may delete their own
-- row; the calendar address (the row's feed_token) then answers 404 at once, since
-- startplan_feed(token) finds nothing. A ticked step's id is at most 100 characters, so a row
-- holds at most 40 ticks of 100 characters beside its 500 characters of answers.

create policy "startplans: delete own"
  on public.startplans for delete to authenticated
  using (user_id = (select auth.uid()));

grant delete on table public.startplans to authenticated;

-- Whether every tick of a plan is at most 100 characters. A function, since a CHECK constraint
-- may not hold a subquery; immutable and without side effects, so the constraint may call it.
create or replace function public.startplan_ticks_fit(ticks text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(char_length(tick) <= 100), true) from unnest(ticks) as tick;
$$;

comment on function public.startplan_ticks_fit(text[]) is
  'Whether every ticked step id of a start plan is at most 100 characters (startplans_tick_length).';

alter table public.startplans
  add constraint startplans_tick_length check (public.startplan_ticks_fit(ticks));
