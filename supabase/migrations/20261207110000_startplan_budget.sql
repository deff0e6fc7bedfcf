-- Startklar, issue 57: Din likviditetsbudget. The budget's own answers are kept with the plan they
-- grow out of (one plan per founder): `budget` is their query string (`salj=80000&lon=30000&…`,
-- src/content/budget/keys.ts, the same text as in the page's address), removed with the row
-- ('Ta bort planen') and with the account (on delete cascade from auth.users), and in the export.
--
-- The subscribed calendar shows the budget's amounts only when the founder has ticked 'Visa
-- beloppen i prenumerationen' (`show_amounts`): a leaked feed address must not reveal a company's
-- figures by default. startplan_feed(token) answers the budget only then.

alter table public.startplans
  add column budget text not null default '',
  add column show_amounts boolean not null default false,
  add constraint startplans_budget_length check (char_length(budget) <= 5000);

comment on column public.startplans.budget is
  'The likviditetsbudget''s answers as a query string (issue 57).';
comment on column public.startplans.show_amounts is
  'Whether the subscribed calendar shows the budget''s amounts (''Visa beloppen i prenumerationen'').';

grant insert (budget, show_amounts) on table public.startplans to authenticated;
grant update (budget, show_amounts) on table public.startplans to authenticated;

-- The feed's question answers the budget too, but only when its owner asked for amounts.
drop function public.startplan_feed(text);

create function public.startplan_feed(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'answers', p.answers,
           'plan_id', p.plan_id,
           'budget', case when p.show_amounts then p.budget else null end
         )
    from public.startplans p
   where p.feed_token = token;
$$;

comment on function public.startplan_feed(text) is
  'The stored answers and plan id of the start plan whose calendar feed token this is, and its budget when the owner shows amounts; null for an unknown token.';

revoke all on function public.startplan_feed(text) from public;
grant execute on function public.startplan_feed(text) to anon, authenticated, service_role;
