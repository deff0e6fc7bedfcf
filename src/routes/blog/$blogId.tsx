import { createFileRoute } from '@tanstack/react-router';
import { getBlogPost } from '../../content/blog';
import { BLOG_NOT_FOUND_TEXT, pageHead } from '../../content/site';
import { loadBlogPostPage } from '../../pages/blogPostLoader';
import { BlogPostView } from '../../pages/BlogPostView';

/** The same post as /blog-post/{blogId} (the canonical address). */
// Path params arrive decoded by the router; a malformed %-escape matches no route, so it shows
// the 404 page ('Sidan kunde inte hittas') instead of crashing.
export const Route = createFileRoute('/blog/$blogId')({
  loader: ({ params }) => loadBlogPostPage(params.blogId),
  // The loader comes with the page's code, not with every page's start-up.
  codeSplitGroupings: [['loader', 'component']],
  head: ({ match, params, loaderData }) =>
    pageHead(
      match.pathname,
      loaderData?.description ?? BLOG_NOT_FOUND_TEXT,
      `/blog-post/${params.blogId}`,
    ),
  component: RoutePage,
});

function RoutePage() {
  const { blogId } = Route.useParams();
  const { body, factTexts } = Route.useLoaderData();
  return <BlogPostView post={getBlogPost(blogId)} body={body} factTexts={factTexts} />;
}
