import { createFileRoute } from '@tanstack/react-router';
import { getBlogPost } from '../../content/blog';
import { pageHead } from '../../content/site';
import { loadBlogBody } from '../../content/blog/bodies';
import { EditableBlogPost } from '../../components/editing/EditableBlogPost';
import { useLogic } from '../-lib/useLogic';

/** The same post as /blog-post/{blogId} (decisions.md). */
// Path params arrive decoded by the router; a malformed %-escape matches no route, so it shows
// the 404 page ('Sidan kunde inte hittas') instead of crashing.
export const Route = createFileRoute('/blog/$blogId')({
  loader: async ({ params }) => ({ body: await loadBlogBody(params.blogId) }),
  head: ({ match, params }) =>
    pageHead(
      match.pathname,
      getBlogPost(params.blogId)?.excerpt ?? 'Blogginlägget kunde inte hittas.',
      `/blog-post/${params.blogId}`,
    ),
  component: RoutePage,
});

function RoutePage() {
  const { blogId } = Route.useParams();
  const { body } = Route.useLoaderData();
  return (
    <EditableBlogPost
      post={getBlogPost(blogId)}
      body={body}
      metaLogic={useLogic('blogMetaEditor')}
      contentLogic={useLogic('contentEditor')}
    />
  );
}
