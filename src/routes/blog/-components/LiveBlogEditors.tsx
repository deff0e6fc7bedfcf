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
import type { StoredMetaByPost } from '../../../content/blog/meta';
import { useLogic } from '../../-lib/useLogic';
import BlogCards from './BlogCards';

const PREVIEW_INPUT: ContentEditorInput = {
  type: 'blog-post',
  contentId: 'bloggen',
  title: null,
  shipped: '',
  preview: true,
};

const POST_IDS = blogPosts.map((post) => post.id);

/** What /blog's editors hand the page: the cards' stored metadata and the cards with their 'Edit'. */
export interface BlogEditorsView {
  /** Saved titles, excerpts and authors (the offline demo's own database), once read. */
  metaList: BlogMetaListActor;
  /** One content editor in preview mode for every card: one rights check, not one per card. */
  preview: ContentEditorActor;
  /** The cards with the stored metadata, each with its 'Edit'. */
  Cards: ComponentType<{ stored: StoredMetaByPost; preview: ContentEditorActor }>;
}

/**
 * /blog's editing parts, loaded only for a visitor whose pages load the editors (src/app:
 * `editorWanted`): the list's stored metadata and the cards drawn with it and their 'Edit'. A
 * reader's /blog loads none of them; its cards stay as prerendered, with the published metadata
 * the build has baked in.
 */
export default function LiveBlogEditors({ onView }: { onView: (view: BlogEditorsView) => void }) {
  const metaList = useActorRef(useLogic('blogMetaList', blogMetaListMachine), {
    input: { postIds: POST_IDS },
  });
  const preview = useActorRef(useLogic('contentEditor', contentEditorMachine), {
    input: PREVIEW_INPUT,
  });
  useEffect(() => {
    onView({ metaList, preview, Cards: EditableBlogCards });
  }, [metaList, preview, onView]);
  return null;
}

/** The cards with the stored metadata, each with its 'Edit' (all on the one preview editor). */
function EditableBlogCards({
  stored,
  preview,
}: {
  stored: StoredMetaByPost;
  preview: ContentEditorActor;
}) {
  return (
    <BlogCards
      stored={stored}
      edit={(postTitle) => <PreviewEdit actor={preview} postTitle={postTitle} />}
    />
  );
}
