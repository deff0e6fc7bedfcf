import { getSupabaseUrl } from './client';

/** The Storage bucket of the profile pictures (public read). */
export const AVATAR_BUCKET = 'avatars';

/**
 * The public URL of an avatar path (no network, no client needed). A module of its own: the
 * account area shows the picture on every page, and needs none of the upload code.
 */
export function publicUrl(path: string): string {
  return encodeURI(`${getSupabaseUrl()}/storage/v1/object/public/${AVATAR_BUCKET}/${path}`);
}
