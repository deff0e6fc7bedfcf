/**
 * GoTrue's checkPasswordStrength (internal/api/password.go) with this project's settings:
 * `minimum_password_length = 8` (supabase/config.toml) and, where a hosted project has GoTrue ask
 * Have I Been Pwned (`password_hibp_enabled`), the app's own list of the most common passwords
 * (src/content/passwords/common-passwords.txt, the list the forms check; read here as data).
 * A refusal is GoTrue's: 422 `weak_password` with `weak_password.reasons` (`length`, `pwned`), or
 * 400 `validation_failed` beyond 72 bytes (bcrypt reads no further).
 */
import type { JsonValue } from './http';

/** `minimum_password_length` in supabase/config.toml. */
export const MIN_PASSWORD_LENGTH = 8;
/** GoTrue's MaxPasswordLength (bytes). */
export const MAX_PASSWORD_LENGTH = 72;

let list: Promise<ReadonlySet<string>> | null = null;

function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('../content/passwords/common-passwords.txt?raw').then(
    (module) =>
      new Set(
        module.default
          .split('\n')
          .map((line) => line.trim().toLowerCase())
          .filter((line) => line !== '' && !line.startsWith('#')),
      ),
  );
  return list;
}

export interface PasswordRefusal {
  status: number;
  errorCode: string;
  message: string;
  extra: Record<string, JsonValue>;
}

/** Null when GoTrue would take `password`; otherwise its refusal. */
export async function passwordRefusal(password: string): Promise<PasswordRefusal | null> {
  const bytes = new TextEncoder().encode(password).length;
  if (bytes > MAX_PASSWORD_LENGTH) {
    return {
      status: 400,
      errorCode: 'validation_failed',
      message: `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
      extra: {},
    };
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  // Go's len(): bytes, as GoTrue counts them.
  if (bytes < MIN_PASSWORD_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if ((await commonPasswords()).has(password.toLowerCase())) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  if (reasons.length === 0) return null;
  return {
    status: 422,
    errorCode: 'weak_password',
    message: messages.join(' '),
    extra: { weak_password: { reasons } },
  };
}
