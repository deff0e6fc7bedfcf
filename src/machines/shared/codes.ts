/**
 * One-time codes typed by the visitor (sign-in, recovery, e-mail change, reauthentication): valid
 * 10 minutes, void after 5 wrong tries. The demo backend answers the try that makes
 * a code void, and every later one, like GoTrue's per-IP limit on code checks (429
 * `over_request_rate_limit`); public.delete_my_account answers `code_void`. Either way the visitor
 * reads the same sentence and asks for a new code.
 */
import { isServiceError } from '../../services/result';

/** A code is exactly six digits; spaces a visitor types or pastes are ignored. */
const CODE_PATTERN = /^\d{6}$/;
export const normaliseCode = (value: string): string => value.replace(/\s+/g, '');
export const isValidCode = (value: string): boolean => CODE_PATTERN.test(normaliseCode(value));

export const TOO_MANY_ATTEMPTS_MESSAGE = 'För många felaktiga försök. Begär en ny kod.';
export const CODE_EXPIRED_MESSAGE = 'Koden har gått ut eller har redan använts. Begär en ny kod.';
export const CODE_WRONG_MESSAGE =
  'Koden stämmer inte eller har gått ut. Kontrollera den eller skicka en ny kod.';
export const CODE_MALFORMED_MESSAGE = 'Ange den 6-siffriga koden från e-postmeddelandet.';

/** The messages beside a code field: the one set every code step uses (codeEntry). */
export interface CodeMessages {
  /** Anything but six digits. */
  malformed: string;
  /** The server refused it as wrong (or expired, where the server cannot tell). */
  wrong: string;
  /** The server says it has expired or was used (public.delete_my_account can tell). */
  expired: string;
  /** Five wrong tries: the code is void. */
  void: string;
}

export const CODE_MESSAGES: CodeMessages = {
  malformed: CODE_MALFORMED_MESSAGE,
  wrong: CODE_WRONG_MESSAGE,
  expired: CODE_EXPIRED_MESSAGE,
  void: TOO_MANY_ATTEMPTS_MESSAGE,
};

/** The code is void: too many wrong tries (or the auth server's limit on code checks). */
export function isCodeVoid(error: unknown): boolean {
  return isServiceError(error) && (error.kind === 'rate_limited' || error.code === 'code_void');
}

/** The code was refused as wrong or expired (not a network or server fault). */
export function isCodeRefused(error: unknown): boolean {
  if (!isServiceError(error)) return false;
  return (
    error.code === 'otp_expired' ||
    error.code === 'reauthentication_not_valid' ||
    error.code === 'code_invalid' ||
    error.code === 'code_expired'
  );
}
