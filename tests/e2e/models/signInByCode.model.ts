/**
 * Sign-in by a one-time code, as the visitor sees it (spec §2 /login, /verify, §5 'Verify code',
 * §8; decisions.md: codes are random 6-digit strings, valid 10 minutes, used once; a second code
 * within 60 s is refused like GoTrue's 429 and the button counts down 'Vänta {n}s...'; the demo
 * inbox on /verify shows the codes, newest first).
 *
 * What the visitor can do: send the address on /login, type a wrong code or the newest code from
 * the inbox on /verify, ask for a new code, reload, go back to /login by the page's link, and let
 * time pass (a minute, to just before the newest code's 10 minutes, past them).
 */
import type { Model } from '../../../src/statecharts/planner';
export interface Toast {
  title: string;
  /** The whole description, or a pattern of it when it holds a number (of seconds, say). */
  description: string | RegExp;
}

/** How old the newest code is: the 60 s resend limit and the 10-minute life. */
export type CodeAge = 'none' | 'justSent' | 'minuteOld' | 'lastSeconds' | 'expired';

export interface SignInView {
  page: '/login' | '/verify' | '/';
  code: CodeAge;
  /** Codes listed in the demo inbox. */
  codes: number;
  /** The send button counts down 'Vänta {n}s...' and is disabled. */
  countdown: boolean;
  /** The toast the last step raised (null: none). */
  toast: Toast | null;
}

export type SignInEvent =
  | { type: 'sendAddress' }
  | { type: 'typeWrongCode' }
  | { type: 'typeInboxCode' }
  | { type: 'askForNewCode' }
  | { type: 'reload' }
  | { type: 'backToLogin' }
  | { type: 'wait'; until: 'minute' | 'lastSeconds' | 'expiry' };

export const TOASTS = {
  codeSent: {
    title: 'Verifieringskod skickad!',
    description: 'En verifieringskod har skickats till din e-post.',
  },
  tooSoon: {
    title: 'Inloggningen misslyckades',
    description: /En kod skickades nyss\. Vänta \d+ sekunder innan du begär en ny\./,
  },
  refused: { title: 'Verifiering misslyckades', description: 'Ogiltig eller utgången kod.' },
  verified: { title: 'Verifiering lyckades!', description: 'Du är nu inloggad.' },
  resent: {
    title: 'Ny kod skickad',
    description: 'En ny verifieringskod har skickats till din e-post.',
  },
  resendTooSoon: {
    title: 'Kunde inte skicka ny kod',
    description: /En kod skickades nyss\. Vänta \d+ sekunder innan du begär en ny\./,
  },
} as const satisfies Record<string, Toast>;

const START: SignInView = {
  page: '/login',
  code: 'none',
  codes: 0,
  countdown: false,
  toast: null,
};

/** Within 60 s of the newest code a new one is refused. */
const tooSoon = (view: SignInView) => view.code === 'justSent';
const usable = (view: SignInView): boolean =>
  view.code === 'justSent' || view.code === 'minuteOld' || view.code === 'lastSeconds';

/**
 * What the visitor can do, kept to what tells the rules apart: a wrong code is tried on the first
 * code (once: five make a code void, which the machine suites cover), the page is reloaded while it
 * counts down, /login is visited again while the newest code is less than a minute old, and time
 * passes to the end of the first minute, to just before the code's 10 minutes and past them.
 */
function offered(view: SignInView): SignInEvent[] {
  const { code, countdown } = view;
  if (view.page === '/login') {
    if (code === 'none' || code === 'minuteOld') return [{ type: 'sendAddress' }];
    if (code === 'justSent')
      return countdown ? [{ type: 'wait', until: 'minute' }] : [{ type: 'sendAddress' }];
    return [];
  }
  if (view.page === '/') return [];
  switch (code) {
    case 'justSent':
      return countdown
        ? [{ type: 'reload' }, { type: 'wait', until: 'minute' }]
        : [
            ...(view.codes === 1 ? [{ type: 'typeWrongCode' } as const] : []),
            { type: 'typeInboxCode' },
            { type: 'askForNewCode' },
            { type: 'backToLogin' },
            { type: 'wait', until: 'minute' },
          ];
    case 'minuteOld':
      return [
        { type: 'typeInboxCode' },
        { type: 'askForNewCode' },
        { type: 'wait', until: 'lastSeconds' },
      ];
    case 'lastSeconds':
      return [{ type: 'typeInboxCode' }, { type: 'wait', until: 'expiry' }];
    case 'expired':
      return [{ type: 'typeInboxCode' }, { type: 'askForNewCode' }];
    case 'none':
      return [];
  }
}

function step(previous: SignInView, event: SignInEvent): SignInView {
  const view = { ...previous, toast: null };
  const newCode = (toast: Toast): SignInView => ({
    ...view,
    page: '/verify',
    code: 'justSent',
    codes: view.codes + 1,
    countdown: false,
    toast,
  });
  switch (event.type) {
    case 'sendAddress':
      return tooSoon(view)
        ? { ...view, countdown: true, toast: TOASTS.tooSoon }
        : newCode(TOASTS.codeSent);
    case 'typeWrongCode':
      return { ...view, toast: TOASTS.refused };
    case 'typeInboxCode':
      return usable(view)
        ? { ...view, page: '/', countdown: false, toast: TOASTS.verified }
        : { ...view, toast: TOASTS.refused };
    case 'askForNewCode':
      return tooSoon(view)
        ? { ...view, countdown: true, toast: TOASTS.resendTooSoon }
        : newCode(TOASTS.resent);
    case 'reload':
      // The countdown lives in the page; the server's 60 s do not.
      return { ...view, countdown: false };
    case 'backToLogin':
      return { ...view, page: '/login', countdown: false };
    case 'wait': {
      // The countdown has ended by the end of the first minute.
      const code =
        event.until === 'minute'
          ? 'minuteOld'
          : event.until === 'lastSeconds'
            ? 'lastSeconds'
            : 'expired';
      return { ...view, code, countdown: false };
    }
  }
}

export const signInByCode: Model<SignInView, SignInEvent> = {
  name: 'sign-in by code',
  initial: START,
  events: offered,
  step,
  // What the last step raised is no state; two codes or more in the inbox are alike.
  serialize: ({ toast: _, codes, ...state }) =>
    JSON.stringify({ ...state, codes: Math.min(codes, 2) }),
  describe: (event) => (event.type === 'wait' ? `wait (${event.until})` : event.type),
};

/** Paths are chained up to this many steps (fewer page loads). */
export const SIGN_IN_STEPS = 24;
