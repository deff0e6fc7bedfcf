import { BLOG_NOT_FOUND_TEXT } from '../../content/site';

/**
 * What a blog post's route loads: the body (one small chunk per post) and the description for
 * head(). The metadata of all posts loads with the page's chunk, not with the app.
 */
export async function loadBlogPostPage(
  id: string,
): Promise<{ body: string | undefined; description: string }> {
  const [blog, bodies] = await Promise.all([
    import('../../content/blog'),
    import('../../content/blog/bodies'),
  ]);
  return {
    body: await bodies.loadBlogBody(id),
    description: blog.getBlogPost(id)?.excerpt ?? BLOG_NOT_FOUND_TEXT,
  };
}
