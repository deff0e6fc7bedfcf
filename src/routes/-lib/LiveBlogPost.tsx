import { EditableBlogPost } from '../../components/editing/EditableBlogPost';
import type { BlogPostMeta } from '../../content/types';
import { blogMetaEditorMachine } from '../../machines/blogMetaEditor';
import { contentEditorMachine } from '../../machines/contentEditor';
import { useLogic } from './useLogic';

/** A blog post with its editors as src/app provides them (loaded by `BlogPostView` for editors). */
export default function LiveBlogPost({
  post,
  body,
}: {
  post: BlogPostMeta;
  body: string | undefined;
}) {
  return (
    <EditableBlogPost
      post={post}
      body={body}
      metaLogic={useLogic('blogMetaEditor', blogMetaEditorMachine)}
      contentLogic={useLogic('contentEditor', contentEditorMachine)}
    />
  );
}
