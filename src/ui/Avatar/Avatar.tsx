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

export function Avatar({ src, username, email, size = 32, alt = '' }: AvatarProps) {
  const dimension = { width: size, height: size };
  return (
    <span
      className={s.avatar}
      style={dimension}
      data-avatar=""
      aria-hidden={alt ? undefined : true}
    >
      {src ? (
        <img src={src} alt={alt} width={size} height={size} className={s.image} />
      ) : (
        avatarLetter(username, email)
      )}
    </span>
  );
}
