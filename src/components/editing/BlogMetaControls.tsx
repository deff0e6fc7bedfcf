/**
 * The blog post's metadata editor as the post's page follows it, for those who may edit: its
 * actor started here, the stored title, excerpt and author over the shipped ones, each field's
 * editor where the post shows it (`MetaFieldEditor`), and the question on leaving with unsaved
 * changes. It draws nothing of the post itself: the page (BlogPostPage) keeps its DOM and takes
 * the view this hands up. All behaviour lives in `blogMetaEditorMachine`.
 */
import { useEffect, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { BlogPostMeta } from '../../content/types';
import { selectHasUnsavedMeta, type blogMetaEditorMachine } from '../../machines/blogMetaEditor';
import { applyStoredMeta } from '../../machines/shared/blogMeta';
import type { EditableMetaField } from '../reading/BlogPostPage';
import { MetaFieldEditor } from './BlogMetaEditor';
import { LeaveGuard } from './LeaveGuard';

/** What the post's page shows of the metadata editor. */
export interface BlogMetaView {
  /** The post with the stored title, excerpt and author over the shipped ones. */
  post: BlogPostMeta;
  /** A field as the post shows it, with its editor. */
  renderMeta: (field: EditableMetaField, shown: ReactNode) => ReactNode;
}

export function BlogMetaControls({
  logic,
  post,
  onView,
}: {
  /** The metadata editor's machine as src/app provided it. */
  logic: typeof blogMetaEditorMachine;
  post: BlogPostMeta;
  onView: (view: BlogMetaView | null) => void;
}) {
  const actor = useActorRef(logic, { input: { post } });
  const stored = useSelector(actor, (snapshot) => snapshot.context.stored);
  const unsaved = useSelector(actor, selectHasUnsavedMeta);
  useEffect(() => {
    onView({
      post: applyStoredMeta(post, stored),
      renderMeta: (field, shown) => (
        <MetaFieldEditor actor={actor} field={field}>
          {shown}
        </MetaFieldEditor>
      ),
    });
  }, [actor, post, stored, onView]);
  useEffect(() => () => onView(null), [onView]);
  return <LeaveGuard when={unsaved} />;
}
