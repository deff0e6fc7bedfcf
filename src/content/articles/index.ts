/**
 * Article metadata: every group, in the order of ARTICLE_GROUPS. Bodies are not here (see
 * ./bodies.ts), so listing pages that import this module stay light.
 */
import { ARTICLE_GROUPS, type ArticleGroupId, type ArticleMeta } from '../types';
import { affarsplanArticles } from './groups/affarsplan';
import { anstallningArticles } from './groups/anstallning';
import { bokforingArticles } from './groups/bokforing';
import { foretagsformerArticles } from './groups/foretagsformer';
import { forsakringarArticles } from './groups/forsakringar';
import { kommaIgangArticles } from './groups/kommaIgang';
import { registreringArticles } from './groups/registrering';
import { skatterArticles } from './groups/skatter';
import { resolveArticleId } from './redirects';

const BY_GROUP: Record<ArticleGroupId, readonly ArticleMeta[]> = {
  foretagsformer: foretagsformerArticles,
  affarsplan: affarsplanArticles,
  registrering: registreringArticles,
  skatter: skatterArticles,
  bokforing: bokforingArticles,
  anstallning: anstallningArticles,
  forsakringar: forsakringarArticles,
  'komma-igang': kommaIgangArticles,
};

/** All articles, group by group in the order of ARTICLE_GROUPS. */
export const articles: readonly ArticleMeta[] = ARTICLE_GROUPS.flatMap(
  (group) => BY_GROUP[group.id],
);

const byId = new Map(articles.map((article) => [article.id, article]));

/** The article with this slug, or undefined. Aliases are not resolved: see resolveArticleId. */
export function getArticle(id: string): ArticleMeta | undefined {
  return byId.get(id);
}

export interface ArticleGroupSection {
  id: ArticleGroupId;
  label: string;
  articles: readonly ArticleMeta[];
}

/** The groups in order, each with its articles (groups without articles are left out). */
export function articlesByGroup(): ArticleGroupSection[] {
  return ARTICLE_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    articles: BY_GROUP[group.id],
  })).filter((section) => section.articles.length > 0);
}

/**
 * Up to `limit` other articles for 'Läs också': first the article's own `related` ids (in their
 * order), then other articles of the same group, in group order. No duplicates, never the article.
 */
export function relatedArticles(article: ArticleMeta, limit = 4): ArticleMeta[] {
  const chosen: ArticleMeta[] = [];
  const seen = new Set<string>([article.id]);
  const add = (other: ArticleMeta | undefined): void => {
    if (other && !seen.has(other.id)) {
      seen.add(other.id);
      chosen.push(other);
    }
  };
  for (const id of article.related ?? []) add(getArticle(resolveArticleId(id)));
  for (const other of BY_GROUP[article.group]) add(other);
  return chosen.slice(0, limit);
}
