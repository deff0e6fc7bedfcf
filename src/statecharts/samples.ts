/**
 * Example payloads for the events the machines' definitions name, so the /statecharts page can
 * walk past guards that read them (`event.value.trim()`, `event.output.profile`). Keyed by event
 * type; each entry is one variant of the payload. Events without an entry are sent as `{ type }`.
 * The Vitest suites keep their own, fuller event sets next to their test models.
 */
const PROFILE = {
  id: 'demo-user',
  email: 'anna@example.se',
  username: 'Anna',
  telefon: '0701234567',
  address: 'Storgatan 1',
};
const SIGNED_IN = {
  initialised: true,
  email: 'anna@example.se',
  profile: PROFILE,
  addressIncomplete: false,
};
const NO_ADDRESS = { ...SIGNED_IN, profile: { ...PROFILE, address: '' }, addressIncomplete: true };
/** A row made from a code request's metadata, waiting for "Stämmer dina uppgifter?". */
const UNCONFIRMED = { ...SIGNED_IN, profile: { ...PROFILE, details_confirmed_at: null } };
const SIGNED_OUT = { initialised: true, email: null, profile: null, addressIncomplete: false };
/** Signed in by a password recovery code (PASSWORD_RECOVERY). */
const RECOVERING = { ...SIGNED_IN, passwordRecovery: true };
const USER = { id: 'demo-user', email: 'anna@example.se' };
const text = (...values: string[]) => values.map((value) => ({ value }));
/** The e-mail field a form of /login starts with. */
const LOGIN_FORM = { email: 'anna@example.se', emailError: null, attempt: 0 };

export const SAMPLE_PAYLOADS: Readonly<
  Record<string, readonly Readonly<Record<string, unknown>>[]>
> = {
  'auth.updated': [
    { auth: SIGNED_OUT },
    { auth: SIGNED_IN },
    { auth: NO_ADDRESS },
    { auth: UNCONFIRMED },
    { auth: RECOVERING },
  ],
  'auth.changed': [
    { event: 'SIGNED_IN', user: USER },
    { event: 'SIGNED_OUT', user: null },
    { event: 'USER_UPDATED', user: USER },
    { event: 'PASSWORD_RECOVERY', user: USER },
  ],
  'auth.profileChanged': [{ profile: PROFILE }],
  'login.fieldChanged': text('', 'anna@example.se', 'inte-en-adress'),
  'register.fieldChanged': [
    { field: 'email', value: 'anna@example.se' },
    { field: 'email', value: '' },
  ],
  'calculator.fieldChanged': [{ field: 'lon', value: '30 000' }],
  'clock.today': [{ today: '2026-12-31' }, { today: '2027-01-01' }],
  'contentEditor.fieldChanged': [{ field: 'content', value: 'Ny text' }],
  'contentEditor.restore': [{ version: 1 }],
  'blogMetaEditor.edit': [{ field: 'title' }, { field: 'author' }],
  'blogMetaEditor.fieldChanged': [{ field: 'title', value: 'Ny titel' }],
  'account.fieldChanged': text('', 'Storgatan 1'),
  'account.detailChanged': [{ field: 'telefon', value: '070-123 45 67' }],
  'profile.synced': [{ profile: null }, { profile: PROFILE }],
  'profile.changed': [{ profile: PROFILE }],
  'profile.toast': [{ toast: { title: 'Sparat', variant: 'success' } }],
  'profile.fieldChanged': [
    { field: 'email', value: 'anna@example.se' },
    { field: 'email', value: '' },
    { field: 'newPassword', value: 'hemligt123' },
    { field: 'confirmPassword', value: 'annat' },
  ],
  'profile.avatarSelected': [
    { file: null },
    { file: { name: 'a.png', type: 'image/png', size: 1000 } },
  ],
  'landingQuiz.select': [{ option: 'Ett par timmar i veckan' }],
  'landingQuiz.goTo': [{ step: 0 }],
  'landingQuiz.fieldChanged': text('', 'anna@example.se'),
  'landingQuiz.termsChanged': [{ accepted: true }, { accepted: false }],
  'pageQuiz.choose': text('ja'),
  'pageQuiz.fieldChanged': [
    { field: 'text', value: 'Jag vill starta ett kafé i Malmö med egen bakning.' },
  ],
  'categoryList.fieldChanged': [
    { field: 'filter', value: '' },
    { field: 'filter', value: 'moms' },
  ],
  'contentSearch.fieldChanged': [
    { field: 'query', value: '' },
    { field: 'query', value: 'moms' },
  ],
  'cookieConsent.setCategory': [{ category: 'analytics', value: true }],
  'toasts.show': [{ toast: { title: 'Sparat', variant: 'success' } }],
  'demoGoogle.choose': [
    { account: { email: 'anna.lindqvist@example.com', fullName: 'Anna Lindqvist' } },
  ],
  'login.passwordChanged': text('', 'hemligt123'),
  'login.newPasswordChanged': [
    { field: 'newPassword', value: 'hemligt123' },
    { field: 'confirmPassword', value: 'hemligt123' },
  ],
  'emailChange.fieldChanged': [{ field: 'newEmail', value: 'ny@example.se' }],
  'code.type': text('12', '123456'),
  'codeEntry.toast': [{ toast: { title: 'Kod skickad', description: 'Kolla din e-post.' } }],
  'codeEntry.notSent': [{ error: new Error('nätverksfel') }],
  'codeEntry.unsent': [{ error: new Error('nätverksfel') }],
  'codeEntry.failed': [{ error: new Error('nätverksfel') }],
  'codeEntry.accepted': [{ code: '123456', output: null }],
  'googleSignIn.failed': [{ error: new Error('nätverksfel') }],
  'codeRequest.sent': [{ email: 'anna@example.se' }],
  'codeRequest.failed': [{ error: new Error('nätverksfel') }],
  // How /login's child forms end: on to another form, or signed in.
  'xstate.done.actor.password': ['code', 'recovery', 'signedIn'].map((next) => ({
    output: { ...LOGIN_FORM, password: '', passwordError: null, next },
  })),
  'xstate.done.actor.recovery': ['password', 'signedIn'].map((next) => ({
    output: { ...LOGIN_FORM, next },
  })),
  // How a sign-out ends: how far it reached, or not at all.
  'xstate.done.actor.signOut': [
    { output: { reach: 'everywhere' } },
    { output: { reach: 'thisBrowser' } },
    { output: { reach: null } },
  ],
  // How /account's forms end: closed unsaved, or with the row the server stored.
  'xstate.done.actor.addressForm': [{ output: { saved: null } }, { output: { saved: PROFILE } }],
  'xstate.done.actor.detailsForm': [{ output: { saved: null } }, { output: { saved: PROFILE } }],
};

/** Actor answers: `null` (nothing stored / no profile), and a typical value. */
const OUTPUTS: readonly unknown[] = [null, PROFILE];

/** The events to walk for one event type named by a definition. */
export function sampleEvents(type: string): { type: string; [key: string]: unknown }[] {
  const payloads = SAMPLE_PAYLOADS[type];
  if (payloads) return payloads.map((payload) => ({ ...payload, type }));
  if (type.startsWith('xstate.done.actor.')) return OUTPUTS.map((output) => ({ type, output }));
  if (type.startsWith('xstate.error.actor.')) return [{ type, error: new Error('fel') }];
  return [{ type }];
}

/** Inputs for machines that need one, as their routes give it. */
export const SAMPLE_INPUTS: Readonly<Record<string, unknown>> = {
  verify: { email: 'anna@example.se' },
  codeEntry: { email: 'anna@example.se', sendFirst: true },
  login: { returnUrl: null },
  passwordSignIn: { ...LOGIN_FORM, password: '', passwordError: null },
  passwordRecovery: LOGIN_FORM,
  addressForm: { email: PROFILE.email, address: '' },
  detailsForm: {
    email: PROFILE.email,
    details: { fornamn: 'Anna', efternamn: 'Lindqvist', telefon: '', adress: '' },
  },
  demoGoogle: { search: '?redirect_to=%2Faccount&state=demo' },
  articleCategory: { items: [], filter: '' },
  blogCategory: { items: [], filter: '' },
  articleSearch: { search: '' },
  blogSearch: { search: '' },
  checklist: {},
  calculator: { fields: { lon: '30 000' } },
  startplan: { answers: {} },
  remoteSync: {
    plan: { answers: 'form=ab&start=2027-01-15&moms=kvartal', ticks: [] },
    touched: false,
  },
  startplanFeed: { token: 'a'.repeat(64) },
};
