/**
 * The spec's avatar letter: the first letter of the username, otherwise the first letter of the
 * e-mail in upper case, otherwise 'U'.
 */
export function avatarLetter(username?: string | null, email?: string | null): string {
  const fromUsername = username?.trim().charAt(0);
  if (fromUsername) return fromUsername.toUpperCase();
  const fromEmail = email?.trim().charAt(0);
  if (fromEmail) return fromEmail.toUpperCase();
  return 'U';
}
