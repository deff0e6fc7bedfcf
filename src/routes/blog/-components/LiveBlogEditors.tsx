import { useEffect, type ComponentType } from 'react';
import { useActorRef } from '@xstate/react';
import { blogPosts } from '../../../content/blog';
import { blogMetaListMachine, type BlogMetaListActor } from '../../../machines/blogMetaList';
import {
  contentEditorMachine,
  type ContentEditorActor,
  type ContentEditorInput,
} from '../../../machines/contentEditor';
import { PreviewEdit } from '../../../components/editing/PreviewEdit';
import { useLogic } from '../../-lib/useLogic';

const PREVIEW_INPUT: ContentEditorInput = {
  type: 'blog-post',
  contentId: 'bloggen',
  title: null,
  shipped: '',
  preview: true,
};

const POST_IDS = blogPosts.map((post) => post.id);

/** What /blog's editors hand the page: the cards' stored metadata and their 'Edit'. */
export interface BlogEditorsView {
  /** Saved titles, excerpts and authors (the offline demo's own database), once read. */
  metaList: BlogMetaListActor;
  /** One content editor in preview mode for every card: one rights check, not one per card. */
  preview: ContentEditorActor;
  Edit: ComponentType<{ actor: ContentEditorActor; postTitle: string }>;
}

/**
 * /blog's editing parts, loaded only for a visitor whose pages load the editors (src/app:
 * `editorWanted`): the list's stored metadata and the cards' 'Edit'. A reader's /blog loads
 * none of them; its cards show the published metadata, which the build has baked in.
 */
export default function LiveBlogEditors({ onView }: { onView: (view: BlogEditorsView) => void }) {
  const metaList = useActorRef(useLogic('blogMetaList', blogMetaListMachine), {
    input: { postIds: POST_IDS },
  });
  const preview = useActorRef(useLogic('contentEditor', contentEditorMachine), {
    input: PREVIEW_INPUT,
  });
  useEffect(() => {
    onView({ metaList, preview, Edit: PreviewEdit });
  }, [metaList, preview, onView]);
  return null;
}
