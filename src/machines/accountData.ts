import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { deleteMyAccount, exportFileName, exportMine } from '../services/accountData';
import { signOut } from '../services/auth';
import type { CodeRequestReply } from './codeRequest';
import {
  CODE_EXPIRED_MESSAGE,
  isCodeVoid,
  isValidCode,
  normaliseCode,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './shared/codes';
import { failureToast, isRateLimited, errorCode } from './shared/messages';
import type { Navigation } from './shared/navigation';
import { codeStepReplies, reauthCodeRequest } from './shared/codeStep';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';

/**
 * The user's data as a whole, on /profile, in two independent regions:
 * - `export`: 'Ladda ner mina uppgifter' collects everything stored about the user and hands it
 *   to `download` (provided by src/app) as `startklar-mina-uppgifter-ÅÅÅÅ-MM-DD.json`.
 * - `deletion`: 'Radera mitt konto' says what will be deleted, mails a code (reauthentication,
 *   the invoked `reauthCode` code-request actor with its 429 countdown) and asks for it; with the
 *   right code the account is deleted (avatar files, then public.delete_my_account), this browser
 *   signs out, and the visitor reads "Ditt konto är raderat." on the start page.
 */

export const ACCOUNT_DATA_MESSAGES = {
  codeMalformed: 'Ange den 6-siffriga koden från e-postmeddelandet.',
  codeWrong: 'Koden stämmer inte. Kontrollera den eller skicka en ny kod.',
  codeExpired: CODE_EXPIRED_MESSAGE,
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
} as const;

export const ACCOUNT_DATA_TOASTS = {
  exported: {
    title: 'Dina uppgifter är nedladdade',
    description: 'Filen innehåller allt vi har sparat om dig.',
  },
  codeSent: {
    title: 'Kod skickad',
    description: 'Vi har skickat en kod till din e-post. Ange den för att radera kontot.',
  },
  deleted: {
    title: 'Kontot är raderat',
    description: 'Ditt konto är raderat.',
  },
} as const satisfies Record<string, ToastInput>;

const CODE_REPLIES = codeStepReplies({
  codeSent: ACCOUNT_DATA_TOASTS.codeSent,
  back: 'confirming',
});

/** What `download` gets: the file's name and its text. */
export interface ExportFile {
  fileName: string;
  json: string;
}

export interface AccountDataContext {
  code: string;
  codeError: string | null;
}

export type AccountDataEvent =
  | { type: 'accountData.export' }
  | { type: 'accountData.openDeletion' }
  | { type: 'accountData.closeDeletion' }
  | { type: 'accountData.requestCode' }
  | { type: 'accountData.codeChanged'; value: string }
  | { type: 'accountData.confirmDeletion' }
  | { type: 'accountData.resendCode' }
  | CodeRequestReply;

/** The message beside the code field for a refused code, or null for a fault (a toast). */
function refusalMessage(error: unknown): string | null {
  if (isCodeVoid(error)) return ACCOUNT_DATA_MESSAGES.tooManyAttempts;
  if (errorCode(error) === 'code_invalid') return ACCOUNT_DATA_MESSAGES.codeWrong;
  if (errorCode(error) === 'code_expired') return ACCOUNT_DATA_MESSAGES.codeExpired;
  return null;
}

export const accountDataMachine = setup({
  types: {
    context: {} as AccountDataContext,
    events: {} as AccountDataEvent,
    children: {} as { reauthCode: 'reauthCodeRequest' },
  },
  actors: {
    exportData: fromPromise<ExportFile>(async () => {
      const data = await unwrap(exportMine());
      return { fileName: exportFileName(new Date()), json: JSON.stringify(data, null, 2) };
    }),
    reauthCodeRequest,
    deleteAccount: fromPromise<void, { code: string }>(({ input }) =>
      unwrap(deleteMyAccount(input.code)),
    ),
    /** The user no longer exists: forget this browser's session without asking the server. */
    signOutHere: fromPromise<void>(() => unwrap(signOut('local'))),
  },
  guards: {
    isCodeMalformed: ({ context }) => !isValidCode(context.code),
    isCodeRateLimited: ({ event }) => 'error' in event && isRateLimited(event.error),
    isRefusal: (_, params: { error: unknown }) => refusalMessage(params.error) !== null,
  },
  actions: {
    setCode: assign((_, params: { value: string }) => ({ code: params.value, codeError: null })),
    clearCode: assign({ code: '', codeError: null }),
    setCodeError: assign((_, params: { error: unknown }) => ({
      codeError: refusalMessage(params.error),
    })),
    showMalformed: assign({ codeError: ACCOUNT_DATA_MESSAGES.codeMalformed }),
    requestCode: sendTo('reauthCode', { type: 'codeRequest.send' as const, email: '' }),
    /** Provided by src/app: saves the file in the browser. */
    download: (_, _params: ExportFile) => {},
    /** Provided by src/app: one `toasts.show` to the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: the router. */
    navigate: (_, _params: Navigation) => {},
  },
}).createMachine({
  id: 'accountData',
  type: 'parallel',
  context: { code: '', codeError: null },
  states: {
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'accountData.export': 'exporting' } },
        exporting: {
          invoke: {
            id: 'exportData',
            src: 'exportData',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'download', params: ({ event }) => event.output },
                { type: 'showToast', params: ACCOUNT_DATA_TOASTS.exported },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
            },
          },
        },
      },
    },
    deletion: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'accountData.openDeletion': { target: 'open', actions: 'clearCode' } },
        },
        open: {
          initial: 'confirming',
          // Lives as long as the dialog: mails reauthentication codes and counts down after a 429.
          invoke: { id: 'reauthCode', src: 'reauthCodeRequest' },
          on: { 'accountData.closeDeletion': { target: 'closed', actions: 'clearCode' } },
          states: {
            /** What will be deleted; 'Skicka kod'. */
            confirming: {
              on: { 'accountData.requestCode': { target: 'requesting', actions: 'requestCode' } },
            },
            requesting: { on: CODE_REPLIES.requesting },
            entering: {
              on: {
                'accountData.codeChanged': {
                  actions: { type: 'setCode', params: ({ event }) => event },
                },
                'accountData.confirmDeletion': [
                  { guard: 'isCodeMalformed', actions: 'showMalformed' },
                  { target: 'deleting' },
                ],
                'accountData.resendCode': { target: 'resending', actions: 'requestCode' },
              },
            },
            resending: { on: CODE_REPLIES.resending },
            deleting: {
              invoke: {
                id: 'deleteAccount',
                src: 'deleteAccount',
                input: ({ context }) => ({ code: normaliseCode(context.code) }),
                onDone: '#accountData.deletion.signingOut',
                onError: [
                  {
                    guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                    target: 'entering',
                    actions: {
                      type: 'setCodeError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                  // A fault (network, server): nothing was deleted; the code is kept to try again.
                  {
                    target: 'entering',
                    actions: {
                      type: 'showToast',
                      params: ({ event }) => failureToast(event.error),
                    },
                  },
                ],
              },
            },
          },
        },
        /** The account is gone; this browser forgets the session either way. */
        signingOut: {
          invoke: {
            id: 'signOutHere',
            src: 'signOutHere',
            onDone: 'deleted',
            onError: 'deleted',
          },
        },
        deleted: {
          type: 'final',
          entry: [
            { type: 'showToast', params: ACCOUNT_DATA_TOASTS.deleted },
            { type: 'navigate', params: { to: '/', replace: true } },
          ],
        },
      },
    },
  },
});

export type AccountDataActor = ActorRefFrom<typeof accountDataMachine>;
export type AccountDataSnapshot = SnapshotFrom<typeof accountDataMachine>;

export const selectExport = (snapshot: AccountDataSnapshot) => ({
  isExporting: snapshot.matches({ export: 'exporting' }),
});

export const selectDeletion = (snapshot: AccountDataSnapshot) => {
  const open = snapshot.matches({ deletion: 'open' });
  const confirming = snapshot.matches({ deletion: { open: 'confirming' } });
  return {
    isOpen: open || snapshot.matches({ deletion: 'signingOut' }),
    step: confirming ? ('confirm' as const) : ('code' as const),
    code: snapshot.context.code,
    codeError: snapshot.context.codeError,
    isSendingCode:
      snapshot.matches({ deletion: { open: 'requesting' } }) ||
      snapshot.matches({ deletion: { open: 'resending' } }),
    isDeleting:
      snapshot.matches({ deletion: { open: 'deleting' } }) ||
      snapshot.matches({ deletion: 'signingOut' }),
    /** The account is gone; the page is on its way to the start page. */
    isDeleted: snapshot.matches({ deletion: 'deleted' }),
  };
};

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type AccountDataImplementations = Needs<
  typeof accountDataMachine,
  {
    actions: 'showToast' | 'navigate' | 'download';
  }
>;
