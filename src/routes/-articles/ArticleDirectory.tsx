import { articlesByGroup } from '../../content/articles';
import { ArticleCard } from '../../components/reading/ArticleCard';
import * as s from '../../components/reading/reading.css';

/**
 * Every article by group: the bulk of /articles, the same whatever the search shows. Loaded by
 * the route's loader (the metadata of every article comes with it); a prerendered page keeps its
 * HTML instead (`preloadablePart`).
 */
export default function ArticleDirectory() {
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
}
