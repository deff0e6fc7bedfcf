-- Startklar: limits of the avatars bucket and who may list its objects (issue 15, items 1 and 2).
-- A new migration, so that projects that already applied the earlier ones get the change too.

-- Storage refuses what the browser check also refuses: more than 5 MiB, or anything but a raster
-- image (no SVG: it can carry script). The list is AVATAR_MIME_TYPES in src/content/avatars.ts.
update storage.buckets
set file_size_limit = 5242880,
    allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif']
where id = 'avatars';

-- Public URLs of a public bucket are served without any SELECT policy. A SELECT policy for
-- everyone only added listing (`list()`), which exposed every user's konton.id. Only the owner
-- sees their own objects now (storage also needs this to replace or remove them).
drop policy if exists "avatars: anyone reads" on storage.objects;

create policy "avatars: owner reads"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'avatars'
    and starts_with(name, (select public.my_account_id())::text || '-')
  );
