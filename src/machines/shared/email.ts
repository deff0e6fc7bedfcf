/** E-mail fields of the sign-in forms (/login, /register, the landing quiz's login step). */

export const EMAIL_REQUIRED_MESSAGE = 'Vänligen fyll i din e-postadress';
export const EMAIL_INVALID_MESSAGE = 'Ange en giltig e-postadress, till exempel namn@exempel.se';

/** A deliberately simple check; the one-time code e-mail is the real proof that it works. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailValid = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** The Swedish message for an e-mail field, or null when the value is acceptable. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  return isEmailValid(email) ? null : EMAIL_INVALID_MESSAGE;
}
