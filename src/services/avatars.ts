/** Profile pictures in the public `avatars` storage bucket. */
import { getSupabase, getSupabaseUrl } from './client';
import { fail, ok, ServiceError, toServiceError, type Result } from './result';

export const AVATAR_BUCKET = 'avatars';

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

function extensionOf(file: Blob & { name?: string }): string {
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(file.name ?? '')?.[1];
  if (fromName !== undefined) return fromName.toLowerCase();
  return EXTENSION_BY_TYPE[file.type] ?? 'bin';
}

function randomNumber(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] ?? Math.floor(Math.random() * 2 ** 32);
}

/**
 * Uploads an image as `${accountId}-${random}.${ext}` and returns that path (store it in
 * konton.avatar_url). Only JPEG, PNG, WebP and GIF up to 5 MiB; only the owner may write.
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
    const client = await getSupabase();
    const path = `${accountId}-${randomNumber()}.${extensionOf(file)}`;
    const { data, error } = await client.storage
      .from(AVATAR_BUCKET)
      .upload(path, file, { cacheControl: '3600', upsert: false, contentType: file.type });
    if (error) return fail(limitError(toServiceError(error)));
    return ok(data.path);
  } catch (error) {
    return fail(toServiceError(error));
  }
}

/** The public URL of an avatar path (no network, no client needed). */
export function publicUrl(path: string): string {
  return encodeURI(`${getSupabaseUrl()}/storage/v1/object/public/${AVATAR_BUCKET}/${path}`);
}
