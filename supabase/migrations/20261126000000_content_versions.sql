-- Startklar: editing that never loses work (issue 23). The database owns the bookkeeping of the
-- editable texts: a version that every change increments (the editors save only when the row is
-- still the version their draft began from), who changed it and when, length limits, and a
-- revision of every save that admins can read and restore. src/mocks mirrors all of it.

-------------------------------------------------------------------------------
-- content_items: version, updated_by, limits
-------------------------------------------------------------------------------

alter table public.content_items
  add column version integer not null default 1,
  add column updated_by uuid references auth.users (id) on delete set null,
  add constraint content_items_content_length check (char_length(content) <= 100000),
  add constraint content_items_title_length check (char_length(title) <= 200);

comment on column public.content_items.version is
  'Incremented by the database on every change; a save names the version it began from.';

-- Set by the database on every insert and update, whatever the client sent (and clients have no
-- grant on these columns anyway).
create or replace function public.content_items_bookkeeping()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  if tg_op = 'INSERT' then
    new.version := 1;
  else
    new.version := old.version + 1;
  end if;
  return new;
end;
$$;

create trigger content_items_bookkeeping
  before insert or update on public.content_items
  for each row execute function public.content_items_bookkeeping();

-------------------------------------------------------------------------------
-- content_item_revisions: every saved version, written by a trigger, read by admins
-------------------------------------------------------------------------------

create table public.content_item_revisions (
  id bigint generated always as identity primary key,
  item_id bigint not null references public.content_items (id) on delete cascade,
  version integer not null,
  content text not null,
  title text,
  author_id uuid references auth.users (id) on delete set null,
  -- The author's address as their token said when saving (an admin sees who, not an id).
  author_email text,
  created_at timestamptz not null default now(),
  constraint content_item_revisions_item_version_key unique (item_id, version)
);

comment on table public.content_item_revisions is
  'Every saved version of a content item; written only by a trigger, read only by admins.';

-- security definer: the trigger writes a table nobody may write through the API.
create or replace function public.content_items_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.content_item_revisions (item_id, version, content, title, author_id, author_email)
  values (new.id, new.version, new.content, new.title, new.updated_by, (select auth.jwt()) ->> 'email');
  return null;
end;
$$;

create trigger content_items_revision
  after insert or update on public.content_items
  for each row execute function public.content_items_revision();

revoke all on function public.content_items_bookkeeping(), public.content_items_revision()
  from public, anon, authenticated;

-------------------------------------------------------------------------------
-- Grants: clients write only the texts, never the bookkeeping; revisions are read-only
-------------------------------------------------------------------------------

revoke insert, update on table public.content_items from authenticated;
grant insert (type, content_id, content, title) on table public.content_items to authenticated;
grant update (content, title) on table public.content_items to authenticated;

revoke all on table public.content_item_revisions from public, anon, authenticated;
grant all on table public.content_item_revisions to service_role;
grant select on table public.content_item_revisions to authenticated;

-- Not FORCE: the trigger's function runs as the table owner and must get its rows in.
alter table public.content_item_revisions enable row level security;

create policy "content_item_revisions: admins read"
  on public.content_item_revisions for select to authenticated
  using ((select public.is_admin()));
