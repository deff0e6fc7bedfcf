-- Startklar: the public `avatars` bucket and who may write in it.
-- storage.buckets and storage.objects belong to Supabase Storage; this migration only adds a row
-- and policies. Avatar objects are named `{konton.id}-{random}.{ext}` at the bucket root.

insert into storage.buckets (id, name, public)
values ('avatars', 'avatars', true)
on conflict (id) do nothing;

-- Anyone (visitors included) may read and list the objects of the public avatars bucket.
create policy "avatars: anyone reads"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'avatars');

-- A signed-in user uploads only objects named after their own account id: `{my_account_id}-...`.
-- No account row (my_account_id() is null) means no upload.
create policy "avatars: owner uploads"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and starts_with(name, (select public.my_account_id())::text || '-')
  );

-- A signed-in user replaces only their own objects, and may not rename them out of their prefix.
create policy "avatars: owner updates"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'avatars'
    and starts_with(name, (select public.my_account_id())::text || '-')
  )
  with check (
    bucket_id = 'avatars'
    and starts_with(name, (select public.my_account_id())::text || '-')
  );

-- A signed-in user removes only their own objects.
create policy "avatars: owner deletes"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'avatars'
    and starts_with(name, (select public.my_account_id())::text || '-')
  );
