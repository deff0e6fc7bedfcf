/** An article's card: its title as the link, then its teaser. */
import type { ArticleMeta } from '../../content/types';
import { Card, CardTitle } from '../../ui/Card/Card';
import { ArticleTitleLink } from './links';
import { preview, teaser } from '../../content/text';
import * as s from './reading.css';

export function ArticleCard({
  article,
  anchor,
  headingLevel = 3,
  showCategory = true,
  brief = false,
}: {
  article: ArticleMeta;
  /** Off on a category screen, where every card has the same category. */
  showCategory?: boolean;
  /** On /articles the card carries the article's slug as id, so /articles#slug lands on it. */
  anchor?: boolean;
  headingLevel?: 2 | 3;
  /**
   * The teaser's first sentence only (the card teaser); otherwise the card's preview, the teaser's
   * first 35 words. Brief on /articles, a directory of every
   * article, where a hundred full teasers would make a long page to scan and a heavy one to load.
   */
  brief?: boolean;
}) {
  return (
    <Card id={anchor ? article.id : undefined} className={s.card} interactive>
      {showCategory ? <p className={s.cardCategory}>{article.category}</p> : null}
      <CardTitle level={headingLevel}>
        <ArticleTitleLink article={article} />
      </CardTitle>
      <p className={s.cardText}>{brief ? teaser(article.teaser) : preview(article.teaser)}</p>
    </Card>
  );
}
