/**
 * Registration as the visitor sees it (spec §2 /register, §4 'Registration', §5: all five fields
 * required, the address with street, postcode and place (decisions.md); §8 'Registrering
 * misslyckades'; README 'Registration and row-level security': what was typed here is the
 * account's, confirmed, so /account asks nothing).
 *
 * What the visitor can do: send the empty form, fill it in with an address that is too short, fix
 * the address, send it while the backend fails or while it works, use the code from the demo
 * inbox, and open /account once signed in.
 */
import type { Model } from '../../../src/statecharts/planner';
import type { Toast } from './signInByCode.model';

export interface RegistrationView {
  page: '/register' | '/verify' | '/' | '/account';
  /** What the form holds. */
  form: 'empty' | 'shortAddress' | 'complete';
  /** The messages beside the fields: every field's 'Vänligen fyll i ...', or the address's. */
  messages: 'none' | 'allRequired' | 'address';
  toast: Toast | null;
}

export type RegistrationEvent =
  | { type: 'sendEmptyForm' }
  | { type: 'fillInShortAddress' }
  | { type: 'sendForm' }
  | { type: 'fixAddress' }
  | { type: 'sendWhileBackendFails' }
  | { type: 'typeInboxCode' }
  | { type: 'openAccount' };

export const REGISTRATION_TOASTS = {
  failed: {
    title: 'Registrering misslyckades',
    description: 'Ett fel uppstod vid registrering. Försök igen senare.',
  },
  codeSent: {
    title: 'Verifieringskod skickad!',
    description: 'En verifieringskod har skickats till din e-post.',
  },
  verified: { title: 'Verifiering lyckades!', description: 'Du är nu inloggad.' },
} as const satisfies Record<string, Toast>;

const START: RegistrationView = {
  page: '/register',
  form: 'empty',
  messages: 'none',
  toast: null,
};

function offered(view: RegistrationView): RegistrationEvent[] {
  switch (view.page) {
    case '/register':
      if (view.form === 'empty') return [{ type: 'sendEmptyForm' }, { type: 'fillInShortAddress' }];
      if (view.form === 'shortAddress') return [{ type: 'sendForm' }, { type: 'fixAddress' }];
      return [{ type: 'sendWhileBackendFails' }, { type: 'sendForm' }];
    case '/verify':
      return [{ type: 'typeInboxCode' }];
    case '/':
      return [{ type: 'openAccount' }];
    case '/account':
      return [];
  }
}

function step(previous: RegistrationView, event: RegistrationEvent): RegistrationView {
  const view = { ...previous, toast: null };
  switch (event.type) {
    case 'sendEmptyForm':
      return { ...view, messages: 'allRequired' };
    case 'fillInShortAddress':
      return { ...view, form: 'shortAddress', messages: 'none' };
    case 'fixAddress':
      return { ...view, form: 'complete', messages: 'none' };
    case 'sendForm':
      return view.form === 'complete'
        ? { ...view, page: '/verify', messages: 'none', toast: REGISTRATION_TOASTS.codeSent }
        : { ...view, messages: 'address' };
    case 'sendWhileBackendFails':
      // Nothing typed is lost.
      return { ...view, toast: REGISTRATION_TOASTS.failed };
    case 'typeInboxCode':
      return { ...view, page: '/', toast: REGISTRATION_TOASTS.verified };
    case 'openAccount':
      return { ...view, page: '/account' };
  }
}

export const registration: Model<RegistrationView, RegistrationEvent> = {
  name: 'registration',
  initial: START,
  events: offered,
  step,
  serialize: ({ toast: _, ...state }) => JSON.stringify(state),
};

/** Paths are chained up to this many steps (fewer page loads). */
export const REGISTRATION_STEPS = 14;
