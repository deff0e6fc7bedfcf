import { memo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../content/site';
import { articles, articlesByGroup } from '../content/articles';
import { searchArticles } from '../content/search';
import { ARTICLE_CATEGORIES } from '../content/types';
import type { SearchFunction } from '../machines/contentSearch';
import { Container } from '../ui/Layout/Layout';
import { Link } from '../ui/Link/Link';
import { ArticleCard } from '../components/reading/Cards';
import { CategoryTiles } from '../components/reading/CategoryTiles';
import {
  ResultsPanel,
  SearchBox,
  SearchField,
  SearchStatus,
  useContentSearch,
  useSearchPanel,
} from '../components/reading/Search';
import * as s from '../components/reading/reading.css';
import { useLogic } from './-lib/useLogic';
import { validateSearchQuery } from './-lib/search';
import { articleSearchMachine } from '../machines/contentSearch';

export const Route = createFileRoute('/articles')({
  head: () => staticPageHead('/articles'),
  validateSearch: validateSearchQuery,
  component: ArticlesPage,
});

/** Beside the search results only the first 8 categories are shown. */
const CATEGORIES_BESIDE_RESULTS = 8;
const RESULTS_ID = 'artikelsok-resultat';

const search: SearchFunction = (query, bodies) => searchArticles(articles, bodies, query);

function ArticlesPage() {
  const logic = useLogic('articleSearch', articleSearchMachine);
  const actor = useContentSearch(logic, search, Route.useSearch().search);
  const { open } = useSearchPanel(actor);
  const categories = open
    ? ARTICLE_CATEGORIES.slice(0, CATEGORIES_BESIDE_RESULTS)
    : ARTICLE_CATEGORIES;

  return (
    <Container>
      <div className={s.landing}>
        <div className={s.section}>
          <header className={s.titleTile}>
            <h1 className={s.titleTileHeading}>Artiklar</h1>
            <p className={s.titleTileLead}>
              Guider om att starta, driva och utveckla företag i Sverige: företagsformer,
              affärsplan, registrering, skatter, bokföring, anställning och försäkringar.
            </p>
          </header>

          <SearchBox action="/articles">
            <SearchField
              actor={actor}
              label="Sök artiklar eller innehåll"
              placeholder="Sök artiklar eller innehåll"
              resultsId={RESULTS_ID}
            />
            <SearchStatus actor={actor} />
          </SearchBox>

          <div className={open ? s.searchLayout : undefined}>
            <ResultsPanel
              actor={actor}
              id={RESULTS_ID}
              size="articles"
              renderHit={(hit) => (
                <Link
                  to="/article/$articleId"
                  params={{ articleId: hit.id }}
                  unstyled
                  className={`${s.resultLink} ${s.titleLink}`}
                >
                  {hit.title}
                </Link>
              )}
            />
            <nav aria-label="Kategorier">
              <CategoryTiles
                categories={categories}
                palette="articles"
                beside={open}
                label="Artikelkategorier"
                renderTile={(category, className) => (
                  <Link
                    to="/article-category/$categoryName"
                    params={{ categoryName: category }}
                    unstyled
                    className={className}
                  >
                    {category}
                  </Link>
                )}
              />
            </nav>
          </div>
        </div>

        <ArticleGroups />
      </div>
    </Container>
  );
}

/**
 * Every article by group: the bulk of the page, the same whatever the search shows. Memoised, so
 * that a keystroke re-renders the search, not a hundred cards.
 */
const ArticleGroups = memo(function ArticleGroups() {
  return articlesByGroup().map((group) => (
    <section
      key={group.id}
      id={`grupp-${group.id}`}
      className={s.groupSection}
      aria-labelledby={`grupp-${group.id}-rubrik`}
    >
      <h2 id={`grupp-${group.id}-rubrik`} className={s.sectionHeading}>
        {group.label}
      </h2>
      <ul className={s.cardGrid}>
        {group.articles.map((article) => (
          <li key={article.id} className={s.cardItem}>
            <ArticleCard article={article} anchor brief showCategory={false} />
          </li>
        ))}
      </ul>
    </section>
  ));
});
