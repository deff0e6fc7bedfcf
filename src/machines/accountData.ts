import { fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { deleteMyAccount, exportFileName, exportMine } from '../services/accountData';
import { signOut } from '../services/auth';
import {
  CODE_ENTRY,
  codeEntryMachine,
  type CheckCodeInput,
  type CodeEntryReply,
} from './codeEntry';
import {
  CODE_EXPIRED_MESSAGE,
  CODE_MALFORMED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './shared/codes';
import { failureToast } from './shared/messages';
import type { Navigation } from './shared/navigation';
import { reauthCodeRequest } from './shared/codeStep';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';

/**
 * The user's data as a whole, on /profile, in two independent regions:
 * - `export`: 'Ladda ner mina uppgifter' collects everything stored about the user and hands it
 *   to `download` (provided by src/app) as `startklar-mina-uppgifter-ÅÅÅÅ-MM-DD.json`.
 * - `deletion`: 'Radera mitt konto' says what will be deleted, mails a code (reauthentication,
 *   through the invoked code step `CODE_ENTRY`, with its 429 countdown) and asks for it; with the
 *   right code the account is deleted (avatar files, then public.delete_my_account), this browser
 *   signs out, and the visitor reads "Ditt konto är raderat." on the start page.
 */

export const ACCOUNT_DATA_MESSAGES = {
  codeMalformed: CODE_MALFORMED_MESSAGE,
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

/** What `download` gets: the file's name and its text. */
export interface ExportFile {
  fileName: string;
  json: string;
}

export type AccountDataEvent =
  | { type: 'accountData.export' }
  | { type: 'accountData.openDeletion' }
  | { type: 'accountData.closeDeletion' }
  | { type: 'accountData.requestCode' }
  | CodeEntryReply;

export const accountDataMachine = setup({
  types: {
    events: {} as AccountDataEvent,
    children: {} as { [CODE_ENTRY]: 'codeEntry' },
  },
  actors: {
    exportData: fromPromise<ExportFile>(async () => {
      const data = await unwrap(exportMine());
      return { fileName: exportFileName(new Date()), json: JSON.stringify(data, null, 2) };
    }),
    /** The code step: reauthentication codes, checked by deleting the account with them. */
    codeEntry: codeEntryMachine.provide({
      actors: {
        codeRequest: reauthCodeRequest,
        checkCode: fromPromise<unknown, CheckCodeInput>(({ input }) =>
          unwrap(deleteMyAccount(input.code)),
        ),
      },
    }),
    /** The user no longer exists: forget this browser's session without asking the server. */
    signOutHere: fromPromise<void>(() => unwrap(signOut('local'))),
  },
  actions: {
    /** Provided by src/app: saves the file in the browser. */
    download: (_, _params: ExportFile) => {},
    /** Provided by src/app: one `toasts.show` to the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: the router. */
    navigate: (_, _params: Navigation) => {},
    /**
     * Provided by src/app: `auth.accountDeleted` to the root auth actor, which forgets everything
     * personal in this browser, the editors' drafts too (the sign-out here did not choose to).
     */
    accountDeleted: () => {},
  },
}).createMachine({
  id: 'accountData',
  type: 'parallel',
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
        closed: { on: { 'accountData.openDeletion': 'open' } },
        open: {
          initial: 'confirming',
          on: { 'accountData.closeDeletion': 'closed' },
          states: {
            /** What will be deleted; 'Skicka kod'. */
            confirming: { on: { 'accountData.requestCode': 'code' } },
            /** The code step (its field, 'Skicka ny kod' and the 429 countdown): the right code deletes the account. */
            code: {
              invoke: {
                id: CODE_ENTRY,
                src: 'codeEntry',
                input: {
                  sendFirst: true,
                  messages: {
                    wrong: ACCOUNT_DATA_MESSAGES.codeWrong,
                    expired: ACCOUNT_DATA_MESSAGES.codeExpired,
                  },
                  // A fault in the check (network, server) deletes nothing; the code is kept to
                  // try again, and the step says so.
                  toasts: { codeSent: ACCOUNT_DATA_TOASTS.codeSent },
                },
              },
              on: {
                'codeEntry.toast': {
                  actions: { type: 'showToast', params: ({ event }) => event.toast },
                },
                // The first code did not go out: back to what will be deleted.
                'codeEntry.unsent': 'confirming',
                'codeEntry.accepted': '#accountData.deletion.signingOut',
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
            'accountDeleted',
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

/** The dialog; the code step is the `CODE_ENTRY` child's (useCodeEntry). */
export const selectDeletion = (snapshot: AccountDataSnapshot) => ({
  isOpen: snapshot.matches({ deletion: 'open' }) || snapshot.matches({ deletion: 'signingOut' }),
  step: snapshot.matches({ deletion: { open: 'confirming' } })
    ? ('confirm' as const)
    : ('code' as const),
  /** The account is deleted; this browser is signing out. */
  isSigningOut: snapshot.matches({ deletion: 'signingOut' }),
  /** The account is gone; the page is on its way to the start page. */
  isDeleted: snapshot.matches({ deletion: 'deleted' }),
});

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type AccountDataImplementations = Needs<
  typeof accountDataMachine,
  {
    actions: 'showToast' | 'navigate' | 'download' | 'accountDeleted';
  }
>;
