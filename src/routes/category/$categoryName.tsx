import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../content/site';
import { blogPosts } from '../../content/blog';
import { matchesCategory } from '../../content/search';
import { validateSearchQuery } from '../-lib/search';
import { BlogPostCard } from '../../components/reading/Cards';
import { CategoryListPage } from '../../components/reading/CategoryListPage';

/** A blog category (decisions.md: /category lists blog posts; cards go to /blog-post/{id}). */
// Path params arrive decoded by the router; a malformed %-escape matches no route, so it shows
// the 404 page ('Sidan kunde inte hittas') instead of crashing.
export const Route = createFileRoute('/category/$categoryName')({
  head: ({ match, params }) =>
    pageHead(match.pathname, `Blogginlägg inom kategorin ${params.categoryName} på Startklar.`),
  validateSearch: validateSearchQuery,
  component: RoutePage,
});

function RoutePage() {
  const { categoryName } = Route.useParams();
  const { search } = Route.useSearch();
  const logic = Route.useRouteContext({ select: (context) => context.logic.blogCategory });
  const items = blogPosts.filter((post) => matchesCategory(post.category, categoryName));
  return (
    <CategoryListPage
      key={categoryName}
      logic={logic}
      categoryName={categoryName}
      items={items}
      initialFilter={search ?? ''}
      renderCard={(post) => <BlogPostCard post={post} headingLevel={2} showCategory={false} />}
    />
  );
}
