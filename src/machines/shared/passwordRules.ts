/**
 * A new password, wherever one is chosen (/profile's 'Byt lösenord', /login's new password after
 * a recovery code): the rule of src/content/passwords (at least 8 characters, at most 72 bytes,
 * not one of the most common passwords), the Swedish message beside the field, and the message for
 * the auth server's refusals (GoTrue's `weak_password` with its reasons, `same_password`,
 * `current_password_invalid`). Nothing typed is cleared by a refusal.
 */
import { fromPromise } from 'xstate';
import {
  loadCommonPasswords,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordWeakness,
  type PasswordWeakness,
} from '../../content/passwords/rules';
import { isServiceError } from '../../services/result';

export const NEW_PASSWORD_HINT = `Minst ${PASSWORD_MIN_LENGTH} tecken. Välj inte ett vanligt lösenord: en mening eller några ord går bra.`;

export const PASSWORD_RULE_MESSAGES = {
  passwordsDiffer: 'Lösenorden matchar inte',
  length: `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken.`,
  tooLong: `Lösenordet får vara högst ${PASSWORD_MAX_LENGTH} tecken.`,
  pwned:
    'Det här är ett av de vanligaste lösenorden och lätt att gissa. Välj ett annat, till exempel några ord i en mening.',
  samePassword: 'Det nya lösenordet måste skilja sig från det nuvarande.',
  currentMissing: 'Ange ditt nuvarande lösenord.',
  currentWrong: 'Det nuvarande lösenordet stämmer inte.',
} as const;

const WEAKNESS_MESSAGES: Record<PasswordWeakness, string> = {
  length: PASSWORD_RULE_MESSAGES.length,
  tooLong: PASSWORD_RULE_MESSAGES.tooLong,
  pwned: PASSWORD_RULE_MESSAGES.pwned,
};

export interface NewPasswordFields {
  newPassword: string;
  confirmPassword: string;
}

/**
 * The messages beside the new password fields, empty when they may be sent. `common` is the
 * list of common passwords once it has loaded (before, only the length is checked here; the auth
 * server checks the list too).
 */
export function newPasswordErrors(
  fields: NewPasswordFields,
  common: ReadonlySet<string> | null,
): Partial<Record<keyof NewPasswordFields, string>> {
  const weakness = passwordWeakness(fields.newPassword, common);
  if (weakness !== null) return { newPassword: WEAKNESS_MESSAGES[weakness] };
  if (fields.newPassword !== fields.confirmPassword)
    return { confirmPassword: PASSWORD_RULE_MESSAGES.passwordsDiffer };
  return {};
}

/** The message beside the new password for the auth server's refusal of it, or null. */
export function newPasswordRefusal(error: unknown): string | null {
  if (!isServiceError(error)) return null;
  if (error.code === 'same_password') return PASSWORD_RULE_MESSAGES.samePassword;
  if (error.code === 'weak_password')
    return error.reasons?.includes('pwned')
      ? PASSWORD_RULE_MESSAGES.pwned
      : PASSWORD_RULE_MESSAGES.length;
  if (error.code === 'validation_failed' && error.status === 400)
    return PASSWORD_RULE_MESSAGES.tooLong;
  return null;
}

/** The list of common passwords, loaded with a password form (null if it cannot be loaded). */
export const commonPasswordsOrNull = (): Promise<ReadonlySet<string> | null> =>
  loadCommonPasswords().catch(() => null);

/** The same, as an actor a form invokes. */
export const commonPasswordsLoader = fromPromise<ReadonlySet<string> | null>(commonPasswordsOrNull);
