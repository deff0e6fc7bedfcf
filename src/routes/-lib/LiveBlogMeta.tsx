import { BlogMetaControls, type BlogMetaView } from '../../components/editing/BlogMetaControls';
import type { BlogPostMeta } from '../../content/types';
import { blogMetaEditorMachine } from '../../machines/blogMetaEditor';
import { useLogic } from './useLogic';

/**
 * The blog post's metadata editor as src/app provides it, loaded by `BlogPostView` for editors
 * only: hands the post's page the stored values and each field's editor.
 */
export default function LiveBlogMeta({
  post,
  onView,
}: {
  post: BlogPostMeta;
  onView: (view: BlogMetaView | null) => void;
}) {
  return (
    <BlogMetaControls
      logic={useLogic('blogMetaEditor', blogMetaEditorMachine)}
      post={post}
      onView={onView}
    />
  );
}
