import type { FactTexts } from '../content/factTokens';
import { BLOG_NOT_FOUND_TEXT } from '../content/site';

/**
 * What a blog post's route loads: the body (one small chunk per post), the texts of the dated
 * figures it names (for each year; the page fills them in by the site's clock) and the description
 * for head(). The metadata of all posts loads with the page's chunk, not with the app.
 */
export async function loadBlogPostPage(
  id: string,
): Promise<{ body: string | undefined; factTexts: FactTexts; description: string }> {
  const [blog, bodies, facts] = await Promise.all([
    import('../content/blog'),
    import('../content/blog/bodies'),
    import('../content/factText'),
  ]);
  const body = await bodies.loadBlogBody(id);
  return {
    body,
    factTexts: facts.factTextsOf(body ?? ''),
    description: blog.getBlogPost(id)?.excerpt ?? BLOG_NOT_FOUND_TEXT,
  };
}
