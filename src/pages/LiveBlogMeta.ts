/**
 * The blog post's metadata editor, loaded by `BlogPostView` for editors only: its machine (which
 * the page starts as src/app provides it), the post as it has it and the question on leaving.
 */
export { blogMetaEditorMachine as machine } from '../machines/blogMetaEditor';
export { BlogMetaControls, blogMetaView } from '../components/editing/BlogMetaControls';
