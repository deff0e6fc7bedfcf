/**
 * The toasts of signing in, shared by /login, the landing quiz's login step and the demo Google
 * chooser: a code sent, a code that could not be sent, a Google sign-in that failed.
 */
import type { ToastInput } from './toast';
import {
  CAPTCHA_MESSAGE,
  cooldownMessage,
  errorCode,
  isRateLimited,
  retryAfterSeconds,
} from './messages';

export const LOGIN_TOASTS = {
  codeSent: {
    title: 'Verifieringskod skickad!',
    description: 'En verifieringskod har skickats till din e-post.',
  },
  codeFailed: {
    title: 'Inloggningen misslyckades',
    description: 'Kunde inte skicka verifieringskod. Kontrollera din e-postadress och försök igen.',
    variant: 'destructive',
  },
  googleFailed: {
    title: 'Google-inloggning misslyckades',
    description: 'Kunde inte logga in med Google. Försök igen senare.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

/**
 * A code that could not be sent: after a 429 how long to wait, after a refused CAPTCHA what to
 * do, otherwise the catalogue's text.
 */
export function codeFailedToast(error: unknown): ToastInput {
  if (isRateLimited(error))
    return { ...LOGIN_TOASTS.codeFailed, description: cooldownMessage(retryAfterSeconds(error)) };
  if (errorCode(error) === 'captcha_failed')
    return { ...LOGIN_TOASTS.codeFailed, description: CAPTCHA_MESSAGE };
  return LOGIN_TOASTS.codeFailed;
}
