import { createFileRoute } from '@tanstack/react-router';
import { getBlogPost } from '../../content/blog';
import { pageHead } from '../../content/site';
import { loadBlogBody } from '../../content/blog/bodies';
import { EditableBlogPost } from '../../components/editing/EditableBlogPost';
import { useLogic } from '../-lib/useLogic';

// Path params arrive decoded by the router; a malformed %-escape matches no route, so it shows
// the 404 page ('Sidan kunde inte hittas') instead of crashing.
export const Route = createFileRoute('/blog-post/$postId')({
  // Only the body is loaded here (one small chunk per post); the metadata comes with the page.
  loader: async ({ params }) => ({ body: await loadBlogBody(params.postId) }),
  head: ({ match, params }) =>
    pageHead(
      match.pathname,
      getBlogPost(params.postId)?.excerpt ?? 'Blogginlägget kunde inte hittas.',
    ),
  component: RoutePage,
});

function RoutePage() {
  const { postId } = Route.useParams();
  const { body } = Route.useLoaderData();
  return (
    <EditableBlogPost
      post={getBlogPost(postId)}
      body={body}
      metaLogic={useLogic('blogMetaEditor')}
      contentLogic={useLogic('contentEditor')}
    />
  );
}
