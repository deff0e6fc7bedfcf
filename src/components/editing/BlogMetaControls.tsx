/**
 * The blog post's metadata editor as the post's page follows it, for those who may edit: the
 * stored title, excerpt and author over the shipped ones, each field's editor where the post
 * shows it (`MetaFieldEditor`), and the question on leaving with unsaved changes. The page
 * (src/pages/BlogPostView) starts the actor and keeps the post's DOM; this draws nothing of
 * the post itself. All behaviour lives in `blogMetaEditorMachine`.
 */
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { BlogPostMeta } from '../../content/types';
import { selectHasUnsavedMeta, type BlogMetaEditorActor } from '../../machines/blogMetaEditor';
import { applyStoredMeta, type StoredMeta } from '../../machines/shared/blogMeta';
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

/** The post as the editor's actor has it (`stored`: its context's stored values). */
export const blogMetaView = (
  actor: BlogMetaEditorActor,
  post: BlogPostMeta,
  stored: StoredMeta,
): BlogMetaView => ({
  post: applyStoredMeta(post, stored),
  renderMeta: (field, shown) => (
    <MetaFieldEditor actor={actor} field={field}>
      {shown}
    </MetaFieldEditor>
  ),
});

/** The question on leaving with unsaved changes. */
export function BlogMetaControls({ actor }: { actor: BlogMetaEditorActor }) {
  return <LeaveGuard when={useSelector(actor, selectHasUnsavedMeta)} />;
}
