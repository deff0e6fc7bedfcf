import { createFileRoute } from '@tanstack/react-router';
import { described, describedHead } from '../content/site';
import { ARTICLE_CATEGORIES } from '../content/articleCategories';
import { Container } from '../ui/Layout/Layout';
import { ArticleTitleLink } from '../components/reading/links';
import { CategoryTiles } from '../components/reading/CategoryTiles';
import {
  GatedSearchFields,
  SearchBox,
  type ResultsPanelProps,
} from '../components/reading/SearchBox';
import * as s from '../components/reading/reading.css';
import { preloadablePart } from '../pages/PrerenderedPart';
import { validateSearchQuery } from '../pages/search';
import { lazyModule } from '../components/useLazyActor';
import { useLazySearch } from '../pages/lazySearch';

/**
 * The directory of every article: kept as prerendered when the page is hydrated, so starting
 * /articles loads neither its cards nor the metadata of a hundred articles.
 */
const directory = preloadablePart(
  async () => (await import('./-articles/ArticleDirectory')).default,
);

export const Route = createFileRoute('/articles')({
  head: describedHead('/articles'),
  validateSearch: validateSearchQuery,
  loader: async () => {
    await directory.preload();
    return described(
      'Alla artiklar om att starta och driva företag i Sverige: företagsformer, affärsplan, registrering, skatter, bokföring, anställning och försäkringar.',
    );
  },
  // The loader (and with it the description) comes with the page's code, not with every page's
  // start-up.
  codeSplitGroupings: [['loader', 'component']],
  component: ArticlesPage,
});

/** The search: its machine, every article's title and its results panel. */
const liveSearch = lazyModule(() => import('./-articles/LiveArticleSearch'));

/** Beside the search results only the first 8 categories are shown. */
const CATEGORIES_BESIDE_RESULTS = 8;
const RESULTS_ID = 'artikelsok-resultat';
const DIRECTORY_ID = 'artikelkatalog';

/** A hit: the article's title as the link, its excerpt under it (matched words marked). */
const renderArticleHit: ResultsPanelProps['renderHit'] = (hit, parts) => (
  <>
    <ArticleTitleLink article={hit} className={s.resultLink}>
      {parts.title}
    </ArticleTitleLink>
    {parts.excerpt ? <span className={s.resultMeta}>{parts.excerpt}</span> : null}
  </>
);

function ArticlesPage() {
  const queryFromAddress = Route.useSearch().search;
  const search = useLazySearch('articleSearch', liveSearch, queryFromAddress);
  const { live, open } = search;
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
            <GatedSearchFields
              gate={search}
              label="Sök artiklar eller innehåll"
              placeholder="Sök artiklar eller innehåll"
              resultsId={RESULTS_ID}
            />
          </SearchBox>

          <div className={open ? s.searchLayout : undefined}>
            {live ? (
              <live.module.Panel
                actor={live.actor}
                id={RESULTS_ID}
                size="articles"
                renderHit={renderArticleHit}
              />
            ) : null}
            <nav aria-label="Kategorier">
              <CategoryTiles
                categories={categories}
                palette="articles"
                beside={open}
                label="Artikelkategorier"
              />
            </nav>
          </div>
        </div>

        <directory.PrerenderedPart id={DIRECTORY_ID} />
      </div>
    </Container>
  );
}
