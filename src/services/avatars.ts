/** Profile pictures in the public `avatars` storage bucket. */
import { getSupabase, getSupabaseUrl } from './client';
import { fail, ok, ServiceError, toServiceError, type Result } from './result';

export const AVATAR_BUCKET = 'avatars';

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

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
 * konton.avatar_url). Only images are accepted; only the owner of the account may write.
 */
export async function upload(
  accountId: string,
  file: Blob & { name?: string },
): Promise<Result<string>> {
  if (!file.type.startsWith('image/'))
    return fail(new ServiceError({ kind: 'invalid', code: 'not_an_image' }));
  try {
    const client = await getSupabase();
    const path = `${accountId}-${randomNumber()}.${extensionOf(file)}`;
    const { data, error } = await client.storage
      .from(AVATAR_BUCKET)
      .upload(path, file, { cacheControl: '3600', upsert: false, contentType: file.type });
    if (error) return fail(toServiceError(error));
    return ok(data.path);
  } catch (error) {
    return fail(toServiceError(error));
  }
}

/** The public URL of an avatar path (no network, no client needed). */
export function publicUrl(path: string): string {
  return encodeURI(`${getSupabaseUrl()}/storage/v1/object/public/${AVATAR_BUCKET}/${path}`);
}
