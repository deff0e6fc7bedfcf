/**
 * /blog's editing parts, loaded only for a visitor whose pages load the editors (src/app:
 * `editorWanted`): the machines the page starts for the list's stored metadata and for one
 * content editor in preview mode (one rights check for every card, not one per card), and the
 * cards drawn with them and their 'Edit'. A reader's /blog loads none of them; its cards stay as
 * prerendered, with the published metadata the build has baked in.
 */
import { blogPosts } from '../../../content/blog';
import { blogMetaListMachine } from '../../../machines/blogMetaList';
import {
  contentEditorMachine,
  type ContentEditorActor,
  type ContentEditorInput,
} from '../../../machines/contentEditor';
import { PreviewEdit } from '../../../components/editing/PreviewEdit';
import type { StoredMetaByPost } from '../../../content/blog/meta';
import BlogCards from './BlogCards';

const PREVIEW_INPUT: ContentEditorInput = {
  type: 'blog-post',
  contentId: 'bloggen',
  title: null,
  shipped: '',
  preview: true,
};

const POST_IDS = blogPosts.map((post) => post.id);

export { blogMetaListMachine, contentEditorMachine };

export const metaListInput = { postIds: POST_IDS };

export { PREVIEW_INPUT as previewInput };

/** The cards with the stored metadata, each with its 'Edit' (all on the one preview editor). */
export function EditableBlogCards({
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
