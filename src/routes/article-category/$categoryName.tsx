import { createFileRoute } from '@tanstack/react-router';
import { articles } from '../../content/articles';
import { loadArticleBodies } from '../../content/articles/bodies';
import { matchesCategory } from '../../content/search';
import { validateSearchQuery } from '../-lib/search';
import { ArticleCard } from '../../components/reading/Cards';
import { CategoryListPage } from '../../components/reading/CategoryListPage';

// Path params arrive decoded by the router; a malformed %-escape matches no route, so it shows
// the 404 page ('Sidan kunde inte hittas') instead of crashing.
export const Route = createFileRoute('/article-category/$categoryName')({
  validateSearch: validateSearchQuery,
  component: RoutePage,
});

function RoutePage() {
  const { categoryName } = Route.useParams();
  const { search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const items = articles.filter((article) => matchesCategory(article.category, categoryName));
  return (
    <CategoryListPage
      key={categoryName}
      categoryName={categoryName}
      items={items}
      initialFilter={search ?? ''}
      loadBodies={() => loadArticleBodies(items.map((article) => article.id))}
      onFilterChange={(filter) =>
        void navigate({
          search: filter.trim() === '' ? {} : { search: filter },
          replace: true,
          viewTransition: false,
        })
      }
      renderCard={(article) => (
        <ArticleCard article={article} headingLevel={2} showCategory={false} />
      )}
    />
  );
}
