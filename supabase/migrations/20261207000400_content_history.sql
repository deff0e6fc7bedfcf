-- Startklar: the content history and the editors' ids (issue 54, item 9).
--
-- 1. Who saved a text is nobody else's business. content_items.updated_by is an editor's auth
--    user id; every visitor could read it (`grant select on content_items to anon`), and so could
--    anyone who signs up. Readers get the columns a page needs, per column, without updated_by;
--    admins see who saved each version in the revisions (author_email, admins only by RLS).
--    PostgREST's `select=*` then asks for a column the role may not read: 42501, as Postgres
--    says. src/mocks/policies.ts (GRANTS) mirrors the column list.
--
-- 2. Deleting a text keeps its history. The revisions referenced their item `on delete cascade`:
--    one delete (by an admin, or an admin's stolen session) erased every version. Now the
--    reference is `on delete restrict`: an item with revisions cannot be deleted through the API
--    (409, 23503), and nobody may delete revisions through it either (no grant). Removing a text
--    for good is a decision for the project's owner in the SQL editor (revisions first).

-------------------------------------------------------------------------------
-- 1. Per-column read grants on content_items
-------------------------------------------------------------------------------

revoke select on table public.content_items from anon, authenticated;
grant select (id, type, content_id, content, title, updated_at, version)
  on table public.content_items to anon, authenticated;

-------------------------------------------------------------------------------
-- 2. The revisions outlive their item
-------------------------------------------------------------------------------

alter table public.content_item_revisions
  drop constraint content_item_revisions_item_id_fkey,
  add constraint content_item_revisions_item_id_fkey
    foreign key (item_id) references public.content_items (id) on delete restrict;
