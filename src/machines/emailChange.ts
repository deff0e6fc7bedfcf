import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import * as accounts from '../services/accounts';
import { requestEmailChange, verifyEmailChange } from '../services/authFlows';
import type { KontoRow } from '../services/database.types';
import { codeRequestMachine, type CodeRequest, type CodeRequestReply } from './codeRequest';
import { isValidCode, normaliseCode, TOO_MANY_ATTEMPTS_MESSAGE } from './shared/codes';
import { codeRefusal, codeStepReplies } from './shared/codeStep';
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
 * Both codes are checked (`verifyingCurrent`, then `verifyingNew`; a code already accepted is not
 * sent again); only then does the address change, and the konton row follows it (`following`).
 * Everything typed stays through every failure; five wrong tries make the codes void.
 */

export const EMAIL_CHANGE_MESSAGES = {
  sameAddress: 'Det är redan din e-postadress. Ange den nya adressen.',
  codeMalformed: 'Ange den 6-siffriga koden från e-postmeddelandet.',
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

export type CodeField = 'codeCurrent' | 'codeNew';
export type EmailChangeField = 'newEmail' | CodeField;

export interface EmailChangeContext {
  /** The signed-in address (auth watcher). */
  currentEmail: string | null;
  /** The account row's address (the row to move). */
  rowEmail: string | null;
  newEmail: string;
  codeCurrent: string;
  codeNew: string;
  errors: Partial<Record<EmailChangeField, string>>;
  /** Which of the two codes the auth server has accepted. */
  accepted: Record<CodeField, boolean>;
  /** The last change made here (the page says so; the old address was mailed about it). */
  changed: { from: string; to: string } | null;
}

export type EmailChangeEvent =
  | AuthUpdatedEvent
  | { type: 'emailChange.open' }
  | { type: 'emailChange.close' }
  | { type: 'emailChange.fieldChanged'; field: EmailChangeField; value: string }
  | { type: 'emailChange.submitAddress' }
  | { type: 'emailChange.submitCodes' }
  | { type: 'emailChange.resend' }
  | CodeRequestReply;

const EMPTY = {
  newEmail: '',
  codeCurrent: '',
  codeNew: '',
  errors: {},
  accepted: { codeCurrent: false, codeNew: false },
};

/** The message beside a code field that was not accepted, or null for a fault (a toast). */
const refusalMessage = (error: unknown) => codeRefusal(error, EMAIL_CHANGE_MESSAGES.codeRefused);

/** New codes replace the old ('Skicka nya koder'), as any code step's replies say. */
const CODE_REPLIES = codeStepReplies({ codeSent: EMAIL_CHANGE_TOASTS.codesSent, back: 'editing' });

type Failed = { event: { error: unknown } };
/** A code the server did not accept: the reason beside its field, or a toast for a fault. */
const notAccepted = (field: CodeField) => [
  {
    guard: { type: 'isRefusal' as const, params: ({ event }: Failed) => ({ error: event.error }) },
    target: 'entering',
    actions: {
      type: 'setCodeError' as const,
      params: ({ event }: Failed) => ({ field, error: event.error }),
    },
  },
  {
    target: 'entering',
    actions: {
      type: 'showToast' as const,
      params: ({ event }: Failed) => failureToast(event.error),
    },
  },
];

export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
    children: {} as { authWatcher: 'authWatcher'; changeRequest: 'changeRequest' },
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
    verifyCode: fromPromise<'waiting' | 'changed', { email: string; code: string }>(({ input }) =>
      unwrap(verifyEmailChange(input.email, input.code)),
    ),
    followAuthEmail: fromPromise<KontoRow, { rowEmail: string | null; newEmail: string }>(
      async ({ input }) => {
        if (input.rowEmail === null) throw new Error('no account row');
        return unwrap(accounts.followAuthEmail(input.rowEmail, input.newEmail));
      },
    ),
  },
  guards: {
    isAddressField: (_, params: { field: EmailChangeField }) => params.field === 'newEmail',
    isCodeField: (_, params: { field: EmailChangeField }) => params.field !== 'newEmail',
    isAddressInvalid: ({ context }) => emailError(context.newEmail) !== null,
    isSameAddress: ({ context }) =>
      context.currentEmail !== null &&
      context.newEmail.trim().toLowerCase() === context.currentEmail.trim().toLowerCase(),
    isTaken: ({ event }) => 'error' in event && errorCode(event.error) === 'email_exists',
    areCodesMalformed: ({ context }) =>
      (!context.accepted.codeCurrent && !isValidCode(context.codeCurrent)) ||
      (!context.accepted.codeNew && !isValidCode(context.codeNew)),
    isCurrentAccepted: ({ context }) => context.accepted.codeCurrent,
    isChanged: (_, params: { result: 'waiting' | 'changed' }) => params.result === 'changed',
    isRefusal: (_, params: { error: unknown }) => refusalMessage(params.error) !== null,
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
    setField: assign(({ context }, params: { field: EmailChangeField; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { [params.field]: params.value, errors };
    }),
    showAddressError: assign(({ context }) => ({
      errors: { newEmail: emailError(context.newEmail) ?? undefined },
    })),
    setAddressError: assign((_, params: { message: string }) => ({
      errors: { newEmail: params.message },
    })),
    showCodeErrors: assign(({ context }) => ({
      errors: {
        ...(!context.accepted.codeCurrent && !isValidCode(context.codeCurrent)
          ? { codeCurrent: EMAIL_CHANGE_MESSAGES.codeMalformed }
          : {}),
        ...(!context.accepted.codeNew && !isValidCode(context.codeNew)
          ? { codeNew: EMAIL_CHANGE_MESSAGES.codeMalformed }
          : {}),
      },
    })),
    accept: assign(({ context }, params: { field: CodeField }) => ({
      accepted: { ...context.accepted, [params.field]: true },
    })),
    setCodeError: assign(({ context }, params: { field: CodeField; error: unknown }) => ({
      errors: { ...context.errors, [params.field]: refusalMessage(params.error) ?? undefined },
    })),
    /** New codes replace the old: nothing typed or accepted before counts. */
    clearCode: assign({
      codeCurrent: '',
      codeNew: '',
      errors: {},
      accepted: { codeCurrent: false, codeNew: false },
    }),
    requestChange: sendTo('changeRequest', ({ context }) => ({
      type: 'codeRequest.send' as const,
      email: context.newEmail.trim(),
    })),
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
      invoke: { id: 'changeRequest', src: 'changeRequest' },
      on: {
        'emailChange.close': { target: 'closed', actions: 'reset' },
      },
      states: {
        editing: {
          on: {
            'emailChange.fieldChanged': {
              guard: { type: 'isAddressField', params: ({ event }) => event },
              actions: { type: 'setField', params: ({ event }) => event },
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
            'codeRequest.sent': {
              target: 'codes',
              actions: ['clearCode', { type: 'showToast', params: EMAIL_CHANGE_TOASTS.codesSent }],
            },
            'codeRequest.failed': [
              // A taken address is answered as any other: no code will come, nothing says why.
              {
                guard: 'isTaken',
                target: 'codes',
                actions: [
                  'clearCode',
                  { type: 'showToast', params: EMAIL_CHANGE_TOASTS.codesSent },
                ],
              },
              {
                target: 'editing',
                actions: { type: 'showToast', params: ({ event }) => codeSendFailure(event.error) },
              },
            ],
          },
        },
        codes: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'emailChange.fieldChanged': {
                  guard: { type: 'isCodeField', params: ({ event }) => event },
                  actions: { type: 'setField', params: ({ event }) => event },
                },
                'emailChange.submitCodes': [
                  { guard: 'areCodesMalformed', actions: 'showCodeErrors' },
                  { guard: 'isCurrentAccepted', target: 'verifyingNew' },
                  { target: 'verifyingCurrent' },
                ],
                'emailChange.resend': { target: 'resending', actions: 'requestChange' },
              },
            },
            /** The code mailed to the current address. */
            verifyingCurrent: {
              invoke: {
                id: 'verifyCurrent',
                src: 'verifyCode',
                input: ({ context }) => ({
                  email: context.currentEmail ?? '',
                  code: normaliseCode(context.codeCurrent),
                }),
                onDone: [
                  {
                    guard: { type: 'isChanged', params: ({ event }) => ({ result: event.output }) },
                    target: '#emailChange.open.following',
                  },
                  {
                    target: 'verifyingNew',
                    actions: { type: 'accept', params: { field: 'codeCurrent' } },
                  },
                ],
                onError: notAccepted('codeCurrent'),
              },
            },
            /** The code mailed to the new address: with it, the address changes. */
            verifyingNew: {
              invoke: {
                id: 'verifyNew',
                src: 'verifyCode',
                input: ({ context }) => ({
                  email: context.newEmail.trim(),
                  code: normaliseCode(context.codeNew),
                }),
                onDone: [
                  {
                    guard: { type: 'isChanged', params: ({ event }) => ({ result: event.output }) },
                    target: '#emailChange.open.following',
                  },
                  // The server still waits for the other code (accepted earlier elsewhere).
                  {
                    target: 'entering',
                    actions: { type: 'accept', params: { field: 'codeNew' } },
                  },
                ],
                onError: notAccepted('codeNew'),
              },
            },
            resending: {
              on: {
                ...CODE_REPLIES.resending,
                'codeRequest.failed': [
                  // New codes for a taken address: answered as for any other.
                  {
                    guard: 'isTaken',
                    target: 'entering',
                    actions: [
                      'clearCode',
                      { type: 'showToast', params: EMAIL_CHANGE_TOASTS.codesSent },
                    ],
                  },
                  CODE_REPLIES.resending['codeRequest.failed'],
                ],
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

export const selectEmailChange = (snapshot: EmailChangeSnapshot) => {
  const inCodes = snapshot.matches({ open: 'codes' }) || snapshot.matches({ open: 'following' });
  return {
    isOpen: snapshot.matches('open'),
    step: inCodes ? ('codes' as const) : ('address' as const),
    currentEmail: snapshot.context.currentEmail,
    newEmail: snapshot.context.newEmail,
    codeCurrent: snapshot.context.codeCurrent,
    codeNew: snapshot.context.codeNew,
    errors: snapshot.context.errors,
    accepted: snapshot.context.accepted,
    isSending:
      snapshot.matches({ open: 'requesting' }) ||
      snapshot.matches({ open: { codes: 'resending' } }),
    changed: snapshot.context.changed,
    isVerifying:
      snapshot.matches({ open: { codes: 'verifyingCurrent' } }) ||
      snapshot.matches({ open: { codes: 'verifyingNew' } }) ||
      snapshot.matches({ open: 'following' }),
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
