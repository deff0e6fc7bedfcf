/**
 * The content editor's version history ('Versionshistorik'): every saved version of the text
 * (admins), and 'Återställ' saving one again as a new version. `versionHistoryState` writes the
 * `history` state for a machine that declares the actors `loadRevisions` and `saveContent`, the
 * guard `isSaved`, the actions `setHistory`, `pickRevision`, `keepSaved`, `setTheirs`,
 * `takeTheirs`, `discardDraft` and `showToast`, and a `viewing` state.
 */
import { fromPromise } from 'xstate';
import * as contentItems from '../../services/contentItems';
import type { Revision, SaveInput, SaveOutcome, StoredItem } from '../../services/contentItems';
import type { ToastInput } from './toast';
import { prefixed } from './draftEditing';

/** Which item's text. */
export interface ItemKey {
  type: SaveInput['type'];
  contentId: string;
}

/** What the history shows: the live text and every saved version of it. */
export interface History {
  item: StoredItem | null;
  revisions: Revision[];
}

/** The history, with the live item (its current version is what a restore begins from). */
export const loadRevisions = fromPromise<History, ItemKey>(async ({ input }) => {
  const item = await contentItems.get(input.type, input.contentId);
  return { item, revisions: item ? await contentItems.revisions(item.id) : [] };
});

interface HistoryContext extends ItemKey {
  title: string | null;
  /** The version to restore (picked by `pickRevision`). */
  draft: string;
  stored: StoredItem | null;
}

type With<C> = { context: C };
type Outcome = { event: { output: SaveOutcome } };

/** The `history` state of a machine whose events are named `{prefix}.{verb}`. */
export function versionHistoryState<C extends HistoryContext, P extends string>(
  prefix: P,
  toasts: Record<'restored' | 'restoreConflict' | 'restoreFailed', ToastInput>,
) {
  const outcome = ({ event }: Outcome) => ({ outcome: event.output });
  const toast = (params: ToastInput) => ({ type: 'showToast' as const, params });
  const key = ({ context }: With<C>): ItemKey => ({
    type: context.type,
    contentId: context.contentId,
  });
  return {
    initial: 'loading',
    on: prefixed(prefix, { closeHistory: 'viewing' }),
    states: {
      loading: {
        invoke: {
          id: 'loadRevisions',
          src: 'loadRevisions' as const,
          input: key,
          onDone: {
            target: 'listing',
            actions: {
              type: 'setHistory' as const,
              params: ({ event }: { event: { output: History } }) => ({ history: event.output }),
            },
          },
          onError: 'failed',
        },
      },
      listing: {
        on: prefixed(prefix, {
          restore: {
            target: 'restoring',
            actions: {
              type: 'pickRevision' as const,
              params: ({ event }: { event: { version: number } }) => ({ version: event.version }),
            },
          },
        }),
      },
      failed: { on: prefixed(prefix, { retryHistory: 'loading' }) },
      restoring: {
        invoke: {
          id: 'restoreVersion',
          src: 'saveContent' as const,
          input: ({ context }: With<C>): SaveInput => ({
            ...key({ context }),
            content: context.draft,
            title: context.title,
            baseVersion: context.stored?.version ?? null,
          }),
          onDone: [
            {
              guard: { type: 'isSaved' as const, params: outcome },
              target: 'loading',
              actions: [
                { type: 'keepSaved' as const, params: outcome },
                'discardDraft' as const,
                toast(toasts.restored),
              ],
            },
            {
              target: 'loading',
              actions: [
                { type: 'setTheirs' as const, params: outcome },
                'takeTheirs' as const,
                'discardDraft' as const,
                toast(toasts.restoreConflict),
              ],
            },
          ],
          onError: {
            target: 'listing',
            actions: ['discardDraft' as const, toast(toasts.restoreFailed)],
          },
        },
      },
    },
  };
}
