/**
 * Swedish texts for failed service calls, shared by the machines. Service errors carry English
 * defaults for logs; the visitor reads these instead. None contains personal data.
 */
import { PASSWORD_MIN_LENGTH } from '../../content/passwords/rules';
import { isServiceError } from '../../services/result';
import type { ToastInput } from './toast';

export const NETWORK_MESSAGE =
  'Tjänsten kunde inte nås. Kontrollera din internetanslutning och försök igen.';

/** The auth server's "one code per 60 s" rule, when it does not say how long to wait. */
export const DEFAULT_COOLDOWN_SECONDS = 60;

/** The countdown of `Vänta {n}s...` ticks once a second. */
export const COOLDOWN_TICK_MS = 1_000;

/** True when a failed call was refused with 429 (too many requests). */
export function isRateLimited(error: unknown): boolean {
  return isServiceError(error) && error.kind === 'rate_limited';
}

/** Seconds to wait after a 429, from the backend's answer (1..3600, default 60). */
export function retryAfterSeconds(error: unknown): number {
  const seconds = isServiceError(error) ? error.retryAfterSeconds : undefined;
  if (seconds === undefined || !Number.isFinite(seconds)) return DEFAULT_COOLDOWN_SECONDS;
  return Math.min(3600, Math.max(1, Math.ceil(seconds)));
}

/** The label of a button that sends a code, during the cooldown. */
export const cooldownLabel = (seconds: number): string => `Vänta ${seconds}s...`;

/** The toast text after a 429. */
export const cooldownMessage = (seconds: number): string =>
  `En kod skickades nyss. Vänta ${seconds} sekunder innan du begär en ny.`;

/**
 * The auth server refused the request's CAPTCHA (`captcha_failed`: no token, one used already,
 * or the check failed): the widget gives a new one by itself.
 */
export const CAPTCHA_MESSAGE =
  'Säkerhetskontrollen blev inte godkänd. Vänta tills rutan bekräftar att du är en människa och försök igen.';

/**
 * A Swedish description of a failed call for a toast: the cause when the visitor can act on it
 * (connection, too many requests, the CAPTCHA), else `fallback`. Never the server's own text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isServiceError(error)) return fallback;
  if (error.code === 'captcha_failed') return CAPTCHA_MESSAGE;
  if (error.kind === 'network') return NETWORK_MESSAGE;
  if (error.kind === 'rate_limited') return cooldownMessage(retryAfterSeconds(error));
  return fallback;
}

/** The Swedish text for a failed account or profile call ('Ett fel uppstod' + this text). */
export function describeServiceError(error: unknown): string {
  if (!isServiceError(error)) return 'Något gick fel. Försök igen.';
  switch (error.code) {
    case 'weak_password':
      return `Lösenordet är för svagt: det måste vara minst ${PASSWORD_MIN_LENGTH} tecken och inte ett av de vanligaste lösenorden.`;
    case 'same_password':
      return 'Det nya lösenordet måste skilja sig från det nuvarande.';
    case 'email_address_invalid':
      return 'Det går inte att skicka e-post till den adressen. Kontrollera den och försök igen.';
    case 'reauthentication_needed':
    case 'reauthentication_not_valid':
      return 'Koden stämmer inte eller har gått ut. Begär en ny kod och försök igen.';
    case 'not_an_image':
      return 'Filen är inte en bild. Välj en bild i JPG-, PNG-, GIF- eller WebP-format.';
    case 'image_too_large':
      return 'Bilden är för stor. Välj en bild på högst 5 MB.';
    case 'captcha_failed':
      return CAPTCHA_MESSAGE;
    default:
      break;
  }
  switch (error.kind) {
    case 'network':
      return 'Kunde inte nå servern. Kontrollera din internetanslutning och försök igen.';
    case 'rate_limited':
      return 'För många försök just nu. Vänta en stund och försök igen.';
    case 'not_found':
      return 'Kontot kunde inte hittas. Logga in igen och försök på nytt.';
    case 'forbidden':
      return 'Du har inte behörighet att göra detta. Logga in igen och försök på nytt.';
    case 'invalid':
      return 'Uppgifterna godtogs inte. Kontrollera dem och försök igen.';
    case 'server':
      return 'Tjänsten svarade inte som väntat. Försök igen om en stund.';
  }
}

/** The account and profile pages' failure toast: 'Ett fel uppstod' with the cause in Swedish. */
export const failureToast = (error: unknown): ToastInput => ({
  title: 'Ett fel uppstod',
  description: describeServiceError(error),
  variant: 'destructive',
});

/** The code of a service error (GoTrue's `error_code`, PostgREST's or the database's), if any. */
export const errorCode = (error: unknown): string | undefined =>
  isServiceError(error) ? error.code : undefined;

/**
 * The toast for a one-time code that could not be sent: after a 429 how long to wait (the last
 * code still works), otherwise the cause.
 */
export const codeSendFailure = (error: unknown, title = 'Ett fel uppstod'): ToastInput => ({
  title,
  description: isRateLimited(error)
    ? cooldownMessage(retryAfterSeconds(error))
    : describeServiceError(error),
  variant: 'destructive',
});
