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

/** The article with this slug, or undefined. */
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

/** Up to `limit` other articles of the same group, in group order. */
export function relatedArticles(article: ArticleMeta, limit = 4): ArticleMeta[] {
  return BY_GROUP[article.group].filter((other) => other.id !== article.id).slice(0, limit);
}
