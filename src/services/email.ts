/**
 * E-mail addresses are compared as the auth server stores them: trimmed and lower-case. The
 * services normalise every address they send so `konton.email` always matches the session's.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
