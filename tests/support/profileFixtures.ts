/**
 * What the /profile tests (and /login's) share: an account, files, the service errors the page
 * meets, and the spec's texts (written here, not imported from the machines).
 */
import type { KontoRow } from '../../src/services/database.types';
import { ServiceError } from '../../src/services/result';

export const ROW: KontoRow = {
  id: '00000000-0000-4000-8000-000000000002',
  user_id: '10000000-0000-4000-8000-000000000002',
  email: 'greta@example.se',
  telefon: '070-123 45 67',
  fornamn: 'Greta',
  efternamn: 'Garbo',
  adress: 'Storgatan 1, 411 38 Göteborg',
  username: null,
  avatar_url: null,
  details_confirmed_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
};
export const SAVED: KontoRow = { ...ROW, username: 'Greta G' };
export const WITH_AVATAR: KontoRow = { ...ROW, avatar_url: `${ROW.id}-1.png` };

/** Files serialise to `{}`; the traversal tells events apart by JSON, so give them a name. */
export function file(parts: BlobPart[], name: string, type: string): File {
  return Object.assign(new File(parts, name, { type }), { toJSON: () => ({ name, type }) });
}
export const PNG = file([new Uint8Array([137, 80, 78, 71])], 'bild.png', 'image/png');
export const TEXT = file(['hej'], 'anteckning.txt', 'text/plain');

export const SERVER_ERROR = new ServiceError({ kind: 'server' });
export const NEEDS_CODE = new ServiceError({
  kind: 'invalid',
  status: 400,
  code: 'reauthentication_needed',
});
export const CODE_REFUSED = new ServiceError({
  kind: 'invalid',
  status: 422,
  code: 'reauthentication_not_valid',
});
export const RATE_LIMITED = new ServiceError({
  kind: 'rate_limited',
  status: 429,
  retryAfterSeconds: 42,
});
export const CURRENT_REQUIRED = new ServiceError({
  kind: 'invalid',
  status: 400,
  code: 'current_password_required',
});
export const CURRENT_WRONG = new ServiceError({
  kind: 'invalid',
  status: 400,
  code: 'current_password_invalid',
});
export const WEAK_PWNED = new ServiceError({
  kind: 'invalid',
  status: 422,
  code: 'weak_password',
  reasons: ['pwned'],
});
/** public.check_reauthentication's refusal of a wrong code. */
export const CODE_INVALID = new ServiceError({ kind: 'invalid', code: 'code_invalid' });
/** public.check_reauthentication's answer for a code older than 10 minutes (or none). */
export const CODE_EXPIRED = new ServiceError({ kind: 'invalid', code: 'code_expired' });
/** The fifth wrong code: the demo backend answers like GoTrue's limit on code checks. */
export const CODE_VOID = new ServiceError({
  kind: 'rate_limited',
  status: 429,
  code: 'over_request_rate_limit',
});

/** The spec's texts for the page, as a visitor reads them. */
export const TEXTS = {
  profileSaved: { title: 'Profil uppdaterad', description: 'Dina uppgifter har sparats.' },
  passwordSaved: { title: 'Lösenord uppdaterat', description: 'Ditt nya lösenord har sparats.' },
  avatarSaved: { title: 'Profilbild uppdaterad', description: 'Din nya profilbild visas nu.' },
  codeSent: {
    title: 'Kod skickad',
    description: 'Vi har skickat en kod till din e-post. Ange den för att spara lösenordet.',
  },
  noAvatarFile: 'Du måste välja en bild att ladda upp.',
  notAnImage: 'Filen är inte en bild. Välj en bild i JPG-, PNG-, GIF- eller WebP-format.',
  avatarTooLarge: 'Bilden är för stor. Välj en bild på högst 5 MB.',
  passwordsDiffer: 'Lösenorden matchar inte',
  passwordTooShort: 'Lösenordet måste vara minst 8 tecken.',
  passwordCommon:
    'Det här är ett av de vanligaste lösenorden och lätt att gissa. Välj ett annat, till exempel några ord i en mening.',
  currentMissing: 'Ange ditt nuvarande lösenord.',
  currentWrong: 'Det nuvarande lösenordet stämmer inte.',
  codeMalformed: 'Ange den 6-siffriga koden från e-postmeddelandet.',
  codeRefused: 'Koden stämmer inte eller har gått ut. Kontrollera den eller skicka en ny kod.',
  tooManyAttempts: 'För många felaktiga försök. Begär en ny kod.',
  serverFault: 'Tjänsten svarade inte som väntat. Försök igen om en stund.',
  networkFault: 'Kunde inte nå servern. Kontrollera din internetanslutning och försök igen.',
  cooldown42: 'En kod skickades nyss. Vänta 42 sekunder innan du begär en ny.',
  codeNotAccepted: 'Koden stämmer inte eller har gått ut. Begär en ny kod och försök igen.',
  tooManyNow: 'För många försök just nu. Vänta en stund och försök igen.',
  notAccepted: 'Uppgifterna godtogs inte. Kontrollera dem och försök igen.',
} as const;

/** What a toast says of a failed call with one of the errors above. */
export function faultText(error: ServiceError): string {
  if (error.code === 'reauthentication_needed' || error.code === 'reauthentication_not_valid')
    return TEXTS.codeNotAccepted;
  if (error.kind === 'invalid') return TEXTS.notAccepted;
  return error.kind === 'rate_limited' ? TEXTS.tooManyNow : TEXTS.serverFault;
}

/** 'Ett fel uppstod' with the cause, as every failed call on the page says it. */
export const faultToast = (description: string) => ({
  title: 'Ett fel uppstod',
  description,
  variant: 'destructive',
});

export const done = <E>(id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as E;
export const failed = <E>(id: string, cause: ServiceError = SERVER_ERROR) =>
  ({ type: `xstate.error.actor.${id}`, error: cause }) as unknown as E;
