import { createFileRoute } from '@tanstack/react-router';
import { blogPosts } from '../../content/blog';
import { loadBlogBodies } from '../../content/blog/bodies';
import { matchesCategory } from '../../content/search';
import { validateSearchQuery } from '../-lib/search';
import { BlogPostCard } from '../../components/reading/Cards';
import { CategoryListPage } from '../../components/reading/CategoryListPage';

/** A blog category (decisions.md: /category lists blog posts; cards go to /blog-post/{id}). */
// Path params arrive decoded by the router; a malformed %-escape matches no route, so it shows
// the 404 page ('Sidan kunde inte hittas') instead of crashing.
export const Route = createFileRoute('/category/$categoryName')({
  validateSearch: validateSearchQuery,
  component: RoutePage,
});

function RoutePage() {
  const { categoryName } = Route.useParams();
  const { search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const items = blogPosts.filter((post) => matchesCategory(post.category, categoryName));
  return (
    <CategoryListPage
      key={categoryName}
      categoryName={categoryName}
      items={items}
      initialFilter={search ?? ''}
      loadBodies={() => loadBlogBodies(items.map((post) => post.id))}
      onFilterChange={(filter) =>
        void navigate({
          search: filter.trim() === '' ? {} : { search: filter },
          replace: true,
          viewTransition: false,
        })
      }
      renderCard={(post) => <BlogPostCard post={post} headingLevel={2} showCategory={false} />}
    />
  );
}
