import { redirect } from '@tanstack/react-router';
import type { FactTexts } from '../../../content/factTokens';
import type { ArticleMeta } from '../../../content/types';
import type { CalculatorInfo } from '../../../content/calculators';
import { planToolsForArticle, type PlanTool } from '../../../content/planTools';
import { ARTICLE_NOT_FOUND_TEXT } from '../../../content/site';

export interface ArticlePageData {
  /** The article's metadata; null for an id that is no article. */
  article: ArticleMeta | null;
  body: string | undefined;
  /** The texts of the dated figures the body names, for each year (filled in by the clock's year). */
  factTexts: FactTexts;
  /** For head(). */
  description: string;
  /** 'Läs också'. */
  related: readonly Pick<ArticleMeta, 'id' | 'title'>[];
  /** 'Räkna själv': the calculators, and the planner's pages (./content/planTools.ts). */
  calculators: readonly (
    | Pick<CalculatorInfo, 'path' | 'linkLabel' | 'teaser'>
    | Pick<PlanTool, 'path' | 'linkLabel' | 'teaser'>
  )[];
}

/**
 * What an article's route loads (or, for an old address, where it redirects): its body (one small chunk per article) and exactly the metadata
 * the page shows. The metadata of all articles and the calculators' list load here (at build
 * time, or on a client-side navigation) and travel to the browser in the page's hydration data,
 * so hydrating an article loads neither.
 */
export async function loadArticlePage(id: string): Promise<ArticlePageData> {
  const [articles, bodies, calculators, redirects, facts] = await Promise.all([
    import('../../../content/articles'),
    import('../../../content/articles/bodies'),
    import('../../../content/calculators'),
    import('../../../content/articles/redirects'),
    import('../../../content/factText'),
  ]);
  // An old address of a merged article goes on to the kept one (links and bookmarks keep working).
  const kept = redirects.resolveArticleId(id);
  if (kept !== id) {
    throw redirect({ to: '/article/$articleId', params: { articleId: kept }, replace: true });
  }
  const article = articles.getArticle(id) ?? null;
  const body = await bodies.loadArticleBody(id);
  return {
    article,
    body,
    factTexts: facts.factTextsOf(body ?? ''),
    description: article?.teaser ?? ARTICLE_NOT_FOUND_TEXT,
    related: article
      ? articles.relatedArticles(article).map(({ id: otherId, title }) => ({ id: otherId, title }))
      : [],
    calculators: article
      ? [...calculators.calculatorsForArticle(article.id), ...planToolsForArticle(article.id)].map(
          ({ path, linkLabel, teaser }) => ({ path, linkLabel, teaser }),
        )
      : [],
  };
}
