import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../content/site';
import { articles } from '../../content/articles';
import { matchesCategory } from '../../content/search';
import { validateSearchQuery } from '../../pages/search';
import { ArticleCard } from '../../components/reading/ArticleCard';
import { CategoryListPage } from '../../components/reading/CategoryListPage';
import { useLogic } from '../../pages/useLogic';
import { articleCategoryMachine } from '../../machines/categoryList';

// Path params arrive decoded by the router; a malformed %-escape matches no route, so it shows
// the 404 page ('Sidan kunde inte hittas') instead of crashing.
export const Route = createFileRoute('/article-category/$categoryName')({
  head: ({ match, params }) =>
    pageHead(match.pathname, `Artiklar inom kategorin ${params.categoryName} på Startklar.`),
  validateSearch: validateSearchQuery,
  component: RoutePage,
});

function RoutePage() {
  const { categoryName } = Route.useParams();
  const { search } = Route.useSearch();
  const logic = useLogic('articleCategory', articleCategoryMachine);
  const items = articles.filter((article) => matchesCategory(article.category, categoryName));
  return (
    <CategoryListPage
      key={categoryName}
      logic={logic}
      categoryName={categoryName}
      items={items}
      initialFilter={search ?? ''}
      renderCard={(article) => (
        <ArticleCard article={article} headingLevel={2} showCategory={false} />
      )}
    />
  );
}
