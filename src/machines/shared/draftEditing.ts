/**
 * The run both editors share (the content editor, the blog metadata editor): a draft kept in
 * this browser as it is typed and reopened after a reload, Cancel with changes asking
 * 'Kasta ändringarna?', a save that stores the draft only while the stored value is still the
 * version the draft began from (else `conflict`: keep mine, use theirs, or continue editing on
 * top of theirs), and lost rights keeping the draft while Save waits.
 *
 * `draftEditingStates` writes the states `loading`, `findingDraft`, `editing`, `saving` and
 * `conflict` for a machine that declares, by these names:
 * - actors `editRights` and `readDraft` (from `draftEditorActors`), its load and save actors;
 * - guards `needsLiveText`, `mayEdit`, `rightsSettled`, `hasLostRights`, `isChanged`,
 *   `isDraftInvalid`, `isKeptDraft` (`{ draft }`) and `isSaved` (`{ outcome }`);
 * - actions `setRights` (with `watchingRights`), `setStored` (the load's output), `markLiveRead`,
 *   `setDraft` (the field-changed event), `restoreDraft` (`{ draft }`), `showErrors`,
 *   `clearError`, `keepSaved` and `setTheirs` (`{ outcome }`), `rebaseOnTheirs` (the stored value
 *   becomes theirs, the next save begins from it, theirs is forgotten), `discardDraft`, and
 *   `storeDraft`, `clearDraft`, `showToast` (from `draftEditorActions`);
 * - a `viewing` state of its own (and a `starting` one that may enter `loading`).
 */
import { fromPromise, type EventObject } from 'xstate';
import type { SaveOutcome } from '../../services/contentItems';
import { editRightsMachine } from '../editRights';
import type { EditRights } from './editAccess';
import type { ToastInput } from './toast';
import type { Draft, DraftQuery, DraftRelease, DraftWrite } from './drafts';

/** What both editors' contexts hold that this module reads. */
interface EditorContext {
  rights: EditRights;
}

type With<C> = { context: C };

export const draftEditorActors = {
  editRights: editRightsMachine,
  /** Provided by src/app: this user's kept draft of the item, or null. */
  readDraft: fromPromise<Draft | null, DraftQuery>(async () => null),
};

export const draftEditorActions = {
  /** Provided by src/app: keeps the draft in this browser (storage adapter). */
  storeDraft: (_: unknown, _params: DraftWrite) => {},
  /** Provided by src/app: forgets the kept draft. */
  clearDraft: (_: unknown, _params: DraftRelease) => {},
  /** Provided by src/app: one `toasts.show` to the root system's toasts actor. */
  showToast: (_: unknown, _params: ToastInput) => {},
};

/** Transitions by verb, as a machine's `on` whose events are named `{prefix}.{verb}`. */
export const prefixed = <P extends string, T extends Record<string, unknown>>(
  prefix: P,
  transitions: T,
) =>
  Object.fromEntries(Object.entries(transitions).map(([verb, t]) => [`${prefix}.${verb}`, t])) as {
    [K in keyof T & string as `${P}.${K}`]: T[K];
  };

/** Both editors invoke the `editRights` child and hear what it says (action `setRights`). */
export const watchingRights = {
  invoke: { id: 'editRights' as const, src: 'editRights' as const },
  on: {
    'editRights.changed': {
      actions: {
        type: 'setRights' as const,
        params: ({ event }: { event: { rights: EditRights } }) => ({ rights: event.rights }),
      },
    },
  },
};

/** The text kept in this browser and what it began from (the owner is the signed-in user). */
type KeptText = Omit<Draft, 'owner'>;

interface DraftEditingOptions<C, L extends string, LI, S extends string, I, F> {
  /** The machine's id (for targets across the chart). */
  id: string;
  /** Whose draft of which item. */
  key: (context: C) => DraftQuery;
  /** What is kept of the draft now. */
  kept: (context: C) => KeptText;
  /** Reads the live value (the action `setStored` takes its output as `{ stored }`). */
  load: { src: L; input: (context: C) => LI };
  /** Where Cancel and 'Kasta utkastet' go once the draft is dropped. */
  afterDiscard: string;
  save: {
    src: S;
    input: (context: C) => I;
    savedToast: (context: C) => ToastInput;
    /** After a failed save (the draft stays, and stays kept, for another try). */
    failed: F;
  };
}

/**
 * The shared states, for a machine whose events are `E` and named `{prefix}.{verb}`. Curried so
 * that the context and events are named and the rest is inferred.
 */
export const draftEditingStates =
  <C extends EditorContext, E extends EventObject, Stored>() =>
  <P extends string, L extends string, LI, S extends string, I, F>(
    prefix: P,
    o: DraftEditingOptions<C, L, LI, S, I, F>,
  ) => {
    const at = (state: string) => `#${o.id}.${state}`;
    const write = (context: C): DraftWrite => {
      const key = o.key(context);
      return { ...key, draft: { owner: key.owner, ...o.kept(context) } };
    };
    const storeDraft = {
      type: 'storeDraft' as const,
      params: ({ context }: With<C>) => write(context),
    };
    const clearDraft = {
      type: 'clearDraft' as const,
      params: ({ context }: With<C>): DraftRelease => ({
        ...o.key(context),
        text: o.kept(context).text,
      }),
    };
    const discard = { target: at(o.afterDiscard), actions: [clearDraft, 'discardDraft' as const] };
    const outcome = ({ event }: { event: { output: SaveOutcome } }) => ({ outcome: event.output });
    const on = <T extends Record<string, unknown>>(transitions: T) => prefixed(prefix, transitions);

    return {
      /** The live value and its version are read; the published one shows meanwhile. */
      loading: {
        entry: 'markLiveRead' as const,
        invoke: {
          id: o.load.src,
          src: o.load.src,
          input: ({ context }: With<C>) => o.load.input(context),
          onDone: {
            target: 'findingDraft',
            actions: {
              type: 'setStored' as const,
              params: ({ event }: { event: { output: Stored } }) => ({ stored: event.output }),
            },
          },
          onError: 'findingDraft',
        },
      },
      /**
       * Once the rights are known, an editor reads the live value, and a draft kept in this
       * browser reopens the editor.
       */
      findingDraft: {
        initial: 'waitingForRights',
        states: {
          waitingForRights: {
            always: [
              { guard: 'needsLiveText' as const, target: at('loading') },
              { guard: 'mayEdit' as const, target: 'reading' },
              { guard: 'rightsSettled' as const, target: at('viewing') },
            ],
          },
          reading: {
            invoke: {
              id: 'readDraft',
              src: 'readDraft' as const,
              input: ({ context }: With<C>) => o.key(context),
              onDone: [
                {
                  guard: {
                    type: 'isKeptDraft' as const,
                    params: ({ event }: { event: { output: Draft | null } }) => ({
                      draft: event.output,
                    }),
                  },
                  target: at('editing'),
                  actions: {
                    type: 'restoreDraft' as const,
                    params: ({ event }: { event: { output: Draft | null } }) => ({
                      draft: event.output as Draft,
                    }),
                  },
                },
                { target: at('viewing') },
              ],
              onError: at('viewing'),
            },
          },
        },
      },
      editing: {
        initial: 'writing',
        // Every change is kept in this browser at once, whatever else is going on.
        on: on({
          fieldChanged: {
            actions: [
              {
                type: 'setDraft' as const,
                params: ({ event }: { event: Extract<E, { type: `${P}.fieldChanged` }> }) => event,
              },
              storeDraft,
            ],
          },
          discardRestored: discard,
        }),
        states: {
          writing: {
            always: { guard: 'hasLostRights' as const, target: 'rightsLost' },
            on: on({
              save: [
                { guard: 'isDraftInvalid' as const, actions: 'showErrors' as const },
                { target: at('saving'), actions: 'clearError' as const },
              ],
              cancel: [{ guard: 'isChanged' as const, target: 'confirmingCancel' }, discard],
            }),
          },
          /** 'Kasta ändringarna?' */
          confirmingCancel: {
            on: on({ confirmDiscard: discard, keepEditing: 'writing' }),
          },
          /** Signed out or no longer admin: the draft stays (kept in this browser), Save waits. */
          rightsLost: { always: { guard: 'mayEdit' as const, target: 'writing' } },
        },
      },
      saving: {
        invoke: {
          id: o.save.src,
          src: o.save.src,
          input: ({ context }: With<C>) => o.save.input(context),
          onDone: [
            {
              guard: { type: 'isSaved' as const, params: outcome },
              target: at('viewing'),
              actions: [
                {
                  type: 'showToast' as const,
                  params: ({ context }: With<C>) => o.save.savedToast(context),
                },
                clearDraft,
                { type: 'keepSaved' as const, params: outcome },
                'discardDraft' as const,
              ],
            },
            { target: at('conflict'), actions: { type: 'setTheirs' as const, params: outcome } },
          ],
          onError: { target: at('editing'), actions: o.save.failed },
        },
      },
      /** 'Texten har ändrats av någon annan sedan du började redigera.' */
      conflict: {
        on: on({
          keepMine: { target: at('saving'), actions: 'rebaseOnTheirs' as const },
          useTheirs: {
            target: at('viewing'),
            actions: [clearDraft, 'rebaseOnTheirs' as const, 'discardDraft' as const],
          },
          continueEditing: {
            target: at('editing'),
            actions: ['rebaseOnTheirs' as const, storeDraft],
          },
        }),
      },
    };
  };

/** The editor holds written text (leaving the page asks first when it is not stored). */
export const isWriting = (snapshot: {
  matches: (state: 'editing' | 'saving' | 'conflict') => boolean;
}): boolean =>
  snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('conflict');

/** What both editors' forms show of the draft run: a restored draft, a save under way, lost rights, Cancel's question. */
export interface DraftRunView {
  restored: boolean;
  saving: boolean;
  rightsLost: boolean;
  /** The rights went with the session (it expired or ended elsewhere): signing in again helps. */
  signedOut: boolean;
  confirming: boolean;
}

export const selectDraftRun = (snapshot: {
  context: { restored: boolean; rights: { signedIn: boolean } };
  matches: (state: 'saving' | { editing: 'rightsLost' | 'confirmingCancel' }) => boolean;
}): DraftRunView => {
  const rightsLost = snapshot.matches({ editing: 'rightsLost' });
  return {
    restored: snapshot.context.restored,
    saving: snapshot.matches('saving'),
    rightsLost,
    signedOut: rightsLost && !snapshot.context.rights.signedIn,
    confirming: snapshot.matches({ editing: 'confirmingCancel' }),
  };
};

/** Equality for `useSelector(actor, selectDraftRun, sameDraftRun)`: a new object per snapshot. */
export const sameDraftRun = (a: DraftRunView, b: DraftRunView): boolean =>
  a.restored === b.restored &&
  a.saving === b.saving &&
  a.rightsLost === b.rightsLost &&
  a.signedOut === b.signedOut &&
  a.confirming === b.confirming;
