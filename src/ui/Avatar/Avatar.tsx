import { useState } from 'react';
import { avatarLetter } from './avatarLetter';
import * as s from './Avatar.css';

export interface AvatarProps {
  /** Public URL of the uploaded picture, if any. */
  src?: string | null;
  username?: string | null;
  email?: string | null;
  /** Pixel size; the navbar uses the spec's 32 px. */
  size?: number;
  /** Decorative by default (a text label sits next to it). */
  alt?: string;
}

/**
 * The picture, or the letter (username, e-mail, 'U'). A picture that fails to load (deleted,
 * offline, broken) gives way to the letter instead of a broken image.
 */
export function Avatar({ src, username, email, size = 32, alt = '' }: AvatarProps) {
  const dimension = { width: size, height: size };
  // The address that failed; a new address is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      className={s.avatar}
      style={dimension}
      data-avatar=""
      aria-hidden={alt && showImage ? undefined : true}
    >
      {showImage && src ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          className={s.image}
          onError={() => setFailed(src)}
        />
      ) : (
        avatarLetter(username, email)
      )}
    </span>
  );
}
