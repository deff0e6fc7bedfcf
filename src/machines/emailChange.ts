import {
  assign,
  fromPromise,
  raise,
  sendTo,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import * as accounts from '../services/accounts';
import { requestEmailChange, verifyEmailChange } from '../services/authFlows';
import type { KontoRow } from '../services/database.types';
import { codeRequestMachine, type CodeRequest, type CodeRequestReply } from './codeRequest';
import {
  CODE_ENTRY,
  codeEntryMachine,
  type CheckCodeInput,
  type CodeEntryReply,
} from './codeEntry';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './shared/codes';
import { emailError } from './shared/email';
import { silentAuthWatcher, type AuthSummary, type AuthUpdatedEvent } from './shared/authSync';
import { codeSendFailure, failureToast, errorCode } from './shared/messages';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';

/**
 * 'Byt e-postadress' on /profile. The new address is sent to the auth server
 * (`updateUser({ email })`, the invoked `changeRequest` code-request actor with its 429 countdown);
 * with secure e-mail change it mails one code to the new address and one to the current one.
 * The codes are asked for one after the other, each by the one code step (`codeEntry`, invoked
 * as `CODE_ENTRY` for as long as its step shows): first the new address's (`codes.step.new`),
 * then the current one's (`current`); the server says when it has both (or needs only one), and
 * only then does the address change and the konton row follow it (`following`). 'Skicka nya
 * koder' asks for the change again: the new codes replace both, so the steps start over.
 * Everything typed stays through every failure; five wrong tries make the codes void.
 */

export const EMAIL_CHANGE_MESSAGES = {
  sameAddress: 'Det är redan din e-postadress. Ange den nya adressen.',
  codeRefused: 'Koden stämmer inte eller har gått ut. Kontrollera den eller skicka nya koder.',
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
} as const;

export const EMAIL_CHANGE_TOASTS = {
  // The same answer whether or not the new address has an account already (GoTrue's
  // email_exists is not passed on: nobody learns through this form who has an account).
  codesSent: {
    title: 'Koder skickade',
    description:
      'Om den nya adressen kan användas har vi skickat en kod dit och en till din nuvarande adress.',
  },
  changed: {
    title: 'E-postadressen är bytt',
    description: 'Du loggar in med den nya adressen från och med nu.',
  },
} as const satisfies Record<string, ToastInput>;

export type EmailChangeField = 'newEmail';
/** Which code the step asks for: the one mailed to the new address, or to the current one. */
export type CodeStepName = 'new' | 'current';

export interface EmailChangeContext {
  /** The signed-in address (auth watcher). */
  currentEmail: string | null;
  /** The account row's address (the row to move). */
  rowEmail: string | null;
  newEmail: string;
  errors: Partial<Record<EmailChangeField, string>>;
  /** The last change made here (the page says so; the old address was mailed about it). */
  changed: { from: string; to: string } | null;
}

export type EmailChangeEvent =
  | AuthUpdatedEvent
  | { type: 'emailChange.open' }
  | { type: 'emailChange.close' }
  | { type: 'emailChange.fieldChanged'; field: EmailChangeField; value: string }
  | { type: 'emailChange.submitAddress' }
  | { type: 'emailChange.resend' }
  /** New codes replace the old: the code steps start over. */
  | { type: 'emailChange.codesReplaced' }
  | CodeRequestReply
  | CodeEntryReply;

const EMPTY = { newEmail: '', errors: {} };

/** The wording beside a code field: a refused code asks for new codes (both come again). */
const CODE_STEP_MESSAGES = {
  wrong: EMAIL_CHANGE_MESSAGES.codeRefused,
  expired: EMAIL_CHANGE_MESSAGES.codeRefused,
};

/** The answer to a change request that went out (or to a taken address, answered alike). */
const codesSent = { type: 'showToast' as const, params: EMAIL_CHANGE_TOASTS.codesSent };
type Failed = { event: { error: unknown } };
const requestFailed = {
  type: 'showToast' as const,
  params: ({ event }: Failed) => codeSendFailure(event.error),
};

/** The id of the change's code-request child (its 429 countdown is read by it). */
export const CHANGE_REQUEST = 'changeRequest' as const;

/** A code step: its code checked for `address`; the server says whether it needs the other. */
const codeStep = (address: (context: EmailChangeContext) => string, other: CodeStepName) => ({
  invoke: {
    id: CODE_ENTRY,
    src: 'codeEntry' as const,
    input: ({ context }: { context: EmailChangeContext }) => ({
      email: address(context),
      messages: CODE_STEP_MESSAGES,
    }),
  },
  on: {
    'codeEntry.accepted': [
      {
        guard: {
          type: 'isChanged' as const,
          params: ({ event }: { event: { output: unknown } }) => ({ result: event.output }),
        },
        target: '#emailChange.open.following',
      },
      // This code is in; the server waits for the other.
      { target: other },
    ],
    // A fault (network, server): the code stays, to try again.
    'codeEntry.failed': {
      actions: {
        type: 'showToast' as const,
        params: ({ event }: Failed) => failureToast(event.error),
      },
    },
  },
});

export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
    children: {} as {
      authWatcher: 'authWatcher';
      [CHANGE_REQUEST]: 'changeRequest';
      [CODE_ENTRY]: 'codeEntry';
    },
  },
  actors: {
    authWatcher: silentAuthWatcher,
    /** The code-request machine, asking for an e-mail change instead of a sign-in code. */
    changeRequest: codeRequestMachine.provide({
      actors: {
        sendCode: fromPromise<void, CodeRequest>(({ input }) =>
          unwrap(requestEmailChange(input.email)),
        ),
      },
    }),
    /**
     * A code step: the code checked with the address it was mailed to. New codes come from the
     * dialog's own change request ('Skicka nya koder' replaces both), never from the step.
     */
    codeEntry: codeEntryMachine.provide({
      actors: {
        checkCode: fromPromise<unknown, CheckCodeInput>(({ input }) =>
          unwrap(verifyEmailChange(input.email, input.code)),
        ),
      },
    }),
    followAuthEmail: fromPromise<KontoRow, { rowEmail: string | null; newEmail: string }>(
      async ({ input }) => {
        if (input.rowEmail === null) throw new Error('no account row');
        return unwrap(accounts.followAuthEmail(input.rowEmail, input.newEmail));
      },
    ),
  },
  guards: {
    isAddressInvalid: ({ context }) => emailError(context.newEmail) !== null,
    isSameAddress: ({ context }) =>
      context.currentEmail !== null &&
      context.newEmail.trim().toLowerCase() === context.currentEmail.trim().toLowerCase(),
    isTaken: ({ event }) => 'error' in event && errorCode(event.error) === 'email_exists',
    isChanged: (_, params: { result: unknown }) => params.result === 'changed',
  },
  actions: {
    sync: assign((_, params: AuthSummary) => ({
      currentEmail: params.email,
      rowEmail: params.profile?.email ?? null,
    })),
    reset: assign(EMPTY),
    forgetChange: assign({ changed: null }),
    rememberChange: assign(({ context }) => ({
      changed: { from: context.currentEmail ?? '', to: context.newEmail.trim() },
    })),
    setAddress: assign((_, params: { value: string }) => ({ newEmail: params.value, errors: {} })),
    showAddressError: assign(({ context }) => ({
      errors: { newEmail: emailError(context.newEmail) ?? undefined },
    })),
    setAddressError: assign((_, params: { message: string }) => ({
      errors: { newEmail: params.message },
    })),
    requestChange: sendTo(CHANGE_REQUEST, ({ context }) => ({
      type: 'codeRequest.send' as const,
      email: context.newEmail.trim(),
    })),
    replaceCodes: raise({ type: 'emailChange.codesReplaced' as const }),
    /** Provided by src/app: one `toasts.show` to the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: `auth.profileChanged` to the root auth actor. */
    notifyProfileChanged: (_, _params: { profile: KontoRow }) => {},
  },
}).createMachine({
  id: 'emailChange',
  context: { currentEmail: null, rowEmail: null, changed: null, ...EMPTY },
  invoke: { id: 'authWatcher', src: 'authWatcher' },
  on: {
    'auth.updated': { actions: { type: 'sync', params: ({ event }) => event.auth } },
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'emailChange.open': { target: 'open', actions: ['reset', 'forgetChange'] } },
    },
    open: {
      initial: 'editing',
      // Lives as long as the dialog: sends the request and counts down after a 429.
      invoke: { id: CHANGE_REQUEST, src: 'changeRequest' },
      on: {
        'emailChange.close': { target: 'closed', actions: 'reset' },
      },
      states: {
        editing: {
          on: {
            'emailChange.fieldChanged': {
              actions: { type: 'setAddress', params: ({ event }) => event },
            },
            'emailChange.submitAddress': [
              { guard: 'isAddressInvalid', actions: 'showAddressError' },
              {
                guard: 'isSameAddress',
                actions: {
                  type: 'setAddressError',
                  params: { message: EMAIL_CHANGE_MESSAGES.sameAddress },
                },
              },
              { target: 'requesting', actions: 'requestChange' },
            ],
          },
        },
        requesting: {
          on: {
            'codeRequest.sent': { target: 'codes', actions: codesSent },
            'codeRequest.failed': [
              // A taken address is answered as any other: no code will come, nothing says why.
              { guard: 'isTaken', target: 'codes', actions: codesSent },
              { target: 'editing', actions: requestFailed },
            ],
          },
        },
        codes: {
          type: 'parallel',
          states: {
            /** The code step that shows: the new address's code, then the current one's. */
            step: {
              initial: 'new',
              on: { 'emailChange.codesReplaced': { target: '.new', reenter: true } },
              states: {
                new: codeStep((context) => context.newEmail.trim(), 'current'),
                current: codeStep((context) => context.currentEmail ?? '', 'new'),
              },
            },
            /** 'Skicka nya koder': the change asked for again; the steps stay meanwhile. */
            request: {
              initial: 'idle',
              states: {
                idle: {
                  on: { 'emailChange.resend': { target: 'resending', actions: 'requestChange' } },
                },
                resending: {
                  on: {
                    'codeRequest.sent': { target: 'idle', actions: [codesSent, 'replaceCodes'] },
                    'codeRequest.failed': [
                      // New codes for a taken address: answered as for any other.
                      { guard: 'isTaken', target: 'idle', actions: [codesSent, 'replaceCodes'] },
                      // After a 429 the last codes still work: the step stays as it was.
                      { target: 'idle', actions: requestFailed },
                    ],
                  },
                },
              },
            },
          },
        },
        /** The address has changed: the konton row follows it. */
        following: {
          invoke: {
            id: 'followAuthEmail',
            src: 'followAuthEmail',
            input: ({ context }) => ({
              rowEmail: context.rowEmail,
              newEmail: context.newEmail.trim(),
            }),
            onDone: {
              target: '#emailChange.closed',
              actions: [
                {
                  type: 'notifyProfileChanged',
                  params: ({ event }) => ({ profile: event.output }),
                },
                { type: 'showToast', params: EMAIL_CHANGE_TOASTS.changed },
                'rememberChange',
                'reset',
              ],
            },
            // The sign-in address has changed; the row follows at the next profile load.
            onError: {
              target: '#emailChange.closed',
              actions: [
                { type: 'showToast', params: EMAIL_CHANGE_TOASTS.changed },
                'rememberChange',
                'reset',
              ],
            },
          },
        },
      },
    },
  },
});

export type EmailChangeActor = ActorRefFrom<typeof emailChangeMachine>;
export type EmailChangeSnapshot = SnapshotFrom<typeof emailChangeMachine>;

/** The dialog; the code field is the `CODE_ENTRY` child's (useCodeEntry). */
export const selectEmailChange = (snapshot: EmailChangeSnapshot) => {
  const inCodes = snapshot.matches({ open: 'codes' }) || snapshot.matches({ open: 'following' });
  return {
    isOpen: snapshot.matches('open'),
    step: inCodes ? ('codes' as const) : ('address' as const),
    /** Which code the step asks for (the new address's first). */
    codeStep: snapshot.matches({ open: { codes: { step: 'current' } } })
      ? ('current' as const)
      : ('new' as const),
    currentEmail: snapshot.context.currentEmail,
    newEmail: snapshot.context.newEmail,
    errors: snapshot.context.errors,
    isSending:
      snapshot.matches({ open: 'requesting' }) ||
      snapshot.matches({ open: { codes: { request: 'resending' } } }),
    changed: snapshot.context.changed,
    /** The address has changed; the account row is following it. */
    isFollowing: snapshot.matches({ open: 'following' }),
  };
};

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type EmailChangeImplementations = Needs<
  typeof emailChangeMachine,
  {
    actors: 'authWatcher';
    actions: 'showToast' | 'notifyProfileChanged';
  }
>;
