/**
 * The password rule, the same everywhere a password is chosen: the forms (/profile's 'Byt
 * lösenord', /login's new password after a recovery code), the demo backend's answers and
 * supabase/config.toml (`minimum_password_length = 8`; on a hosted project GoTrue's leaked-password
 * check, `password_hibp_enabled`, does what the list does here).
 *
 * - at least 8 characters (NIST SP 800-63B's minimum for a password the user chooses);
 * - at most 72 (bcrypt, GoTrue's hash, reads no further: GoTrue refuses longer ones);
 * - not one of the 3 000 most common passwords (common-passwords.txt: source and licence in its
 *   first lines), compared without regard to letter case. No rules about character classes: they
 *   make passwords harder to remember, not to guess.
 *
 * The list is a separate file of ≈ 13 KB (gzip), loaded with the password form
 * (`loadCommonPasswords`), never with a page's first JavaScript.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

/** Why a password is refused: GoTrue's `weak_password.reasons` (`length`, `pwned`) and too long. */
export type PasswordWeakness = 'length' | 'pwned' | 'tooLong';

/** The list's words (lower case) from the file's text; lines starting with # are comments. */
export function parseCommonPasswords(text: string): ReadonlySet<string> {
  const words = new Set<string>();
  for (const line of text.split('\n')) {
    const word = line.trim();
    if (word !== '' && !word.startsWith('#')) words.add(word.toLowerCase());
  }
  return words;
}

/**
 * Why `password` may not be chosen, or null when it may. Without the list (`common` null: not
 * loaded yet, or it failed to load) only the length is checked here; the auth server checks the rest.
 */
export function passwordWeakness(
  password: string,
  common: ReadonlySet<string> | null,
): PasswordWeakness | null {
  // GoTrue counts bytes (Go's len): the limit of 72 is bytes; the minimum is counted in
  // characters here, which is as strict or stricter (å, ä and ö are two bytes each).
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'length';
  if (common?.has(password.toLowerCase())) return 'pwned';
  return null;
}

let loading: Promise<ReadonlySet<string>> | null = null;

/** The list of common passwords, loaded once (a chunk of its own). */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('./common-passwords.txt?raw').then((module) =>
    parseCommonPasswords(module.default),
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
