/** Profile pictures in the public `avatars` storage bucket. */
import { withoutMetadata } from './imageReencode';
import { AVATAR_BUCKET } from './avatarUrl';
import { getSupabase } from './client';
import { fail, ok, ServiceError, toServiceError, type Result } from './result';

export { AVATAR_BUCKET, publicUrl } from './avatarUrl';

/**
 * The bucket's limits, as supabase/migrations/20261124000000_avatar_limits.sql sets them (checked
 * against the migrated database in tests/db). Storage enforces them; the browser checks the same
 * list first for a fast message. Raster images only: an SVG can carry script.
 */
export const AVATAR_MIME_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
];
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Storage's answers for the bucket's limits, as codes the machines turn into Swedish. */
function limitError(error: ServiceError): ServiceError {
  if (error.status === 415)
    return new ServiceError({ kind: 'invalid', status: 415, code: 'not_an_image' });
  if (error.status === 413)
    return new ServiceError({ kind: 'invalid', status: 413, code: 'image_too_large' });
  return error;
}

/**
 * The file extension for an accepted type. It comes from the type the bucket checks, never from
 * the file's name: `bild.exe` of type image/png is stored as `.png`.
 */
export function extensionFor(mimeType: string): string {
  return EXTENSION_BY_TYPE[mimeType] ?? 'bin';
}

function randomNumber(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] ?? Math.floor(Math.random() * 2 ** 32);
}

/**
 * Uploads an image as `${accountId}-${random}.${ext}` and returns that path (store it in
 * konton.avatar_url). Only JPEG, PNG, WebP and GIF up to 5 MiB; only the owner may write. In a
 * browser the picture is drawn afresh first (imageReencode.ts): its metadata stays behind.
 */
export async function upload(
  accountId: string,
  file: Blob & { name?: string },
): Promise<Result<string>> {
  if (!AVATAR_MIME_TYPES.includes(file.type))
    return fail(new ServiceError({ kind: 'invalid', code: 'not_an_image' }));
  if (file.size > AVATAR_MAX_BYTES)
    return fail(new ServiceError({ kind: 'invalid', code: 'image_too_large' }));
  try {
    // EXIF, GPS and the rest of the file's metadata never leave the device.
    const picture = await withoutMetadata(file);
    if (picture === null) return fail(new ServiceError({ kind: 'invalid', code: 'not_an_image' }));
    if (picture.size > AVATAR_MAX_BYTES)
      return fail(new ServiceError({ kind: 'invalid', code: 'image_too_large' }));
    const client = await getSupabase();
    const path = `${accountId}-${randomNumber()}.${extensionFor(picture.type)}`;
    const { data, error } = await client.storage
      .from(AVATAR_BUCKET)
      .upload(path, picture, { cacheControl: '3600', upsert: false, contentType: picture.type });
    if (error) return fail(limitError(toServiceError(error)));
    return ok(data.path);
  } catch (error) {
    return fail(toServiceError(error));
  }
}

/**
 * Removes pictures of the caller's own account (only the owner may). Paths that do not exist are
 * no error: Storage answers with the objects it removed.
 */
export async function remove(paths: readonly string[]): Promise<Result<void>> {
  if (paths.length === 0) return ok(undefined);
  try {
    const client = await getSupabase();
    const { error } = await client.storage.from(AVATAR_BUCKET).remove([...paths]);
    if (error) return fail(toServiceError(error));
    return ok(undefined);
  } catch (error) {
    return fail(toServiceError(error));
  }
}

/** The names of every picture stored under the account (`{accountId}-...`), the caller's own. */
export async function listMine(accountId: string): Promise<Result<string[]>> {
  try {
    const client = await getSupabase();
    const names: string[] = [];
    const pageSize = 100;
    for (let offset = 0; ; offset += pageSize) {
      const { data, error } = await client.storage
        .from(AVATAR_BUCKET)
        .list('', { search: `${accountId}-`, limit: pageSize, offset });
      if (error) return fail(toServiceError(error));
      names.push(...data.map((object) => object.name).filter((n) => n.startsWith(`${accountId}-`)));
      if (data.length < pageSize) return ok(names);
    }
  } catch (error) {
    return fail(toServiceError(error));
  }
}
