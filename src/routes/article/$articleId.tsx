import { createFileRoute } from '@tanstack/react-router';
import { FAKTUREO_AFFILIATE } from '../../content/config';
import { ARTICLE_NOT_FOUND_TEXT, pageHead } from '../../content/site';
import { CardTitle, Card } from '../../ui/Card/Card';
import { Link } from '../../ui/Link/Link';
import { formatSwedishDate } from '../../content/dates';
import { loadArticlePage } from './-components/articlePageLoader';
import { EditableContent } from './-components/EditableContent';
import { useSiteToday } from '../../pages/useSiteToday';
import { SourceList } from '../../components/reading/SourceList';
import { ArticleTitleLink } from '../../components/reading/links';
import { NotFoundSection, ReadingHeader } from '../../components/reading/ReadingFrame';
import * as s from '../../components/reading/reading.css';

// Path params arrive decoded by the router; a malformed %-escape matches no route, so it shows
// the 404 page ('Sidan kunde inte hittas') instead of crashing.
export const Route = createFileRoute('/article/$articleId')({
  // An old address of a merged article goes on to the kept one (links and bookmarks keep
  // working): the loader redirects.
  loader: ({ params }) => loadArticlePage(params.articleId),
  // The loader comes with the page's code, not with every page's start-up.
  codeSplitGroupings: [['loader', 'component']],
  head: ({ match, loaderData }) =>
    pageHead(match.pathname, loaderData?.description ?? ARTICLE_NOT_FOUND_TEXT),
  component: ArticlePage,
});

function ArticlePage() {
  const { article, body, factTexts, related, calculators } = Route.useLoaderData();
  // The body's dated figures show the year of the site's clock (the build's year in the HTML).
  const today = useSiteToday();

  if (!article) return <NotFoundSection kind="articles" />;

  return (
    <article className={s.reading} aria-labelledby="article-title">
      <ReadingHeader kind="articles" category={article.category} image={article.image}>
        <h1 id="article-title" className={s.readingTitle}>
          {article.title}
        </h1>
        <p className={s.readingLead}>{article.teaser}</p>
        <p className={s.readingMeta}>
          <span>
            Senast granskad{' '}
            <time dateTime={article.reviewed}>{formatSwedishDate(article.reviewed)}</time>
          </span>
        </p>
      </ReadingHeader>

      {body === undefined ? (
        <p>Texten till den här artikeln kunde inte läsas in.</p>
      ) : (
        <EditableContent
          // A new article starts a new editor.
          key={article.id}
          input={{ type: 'article', contentId: article.id, title: article.title, shipped: body }}
          facts={{ texts: factTexts, today }}
          affiliate={FAKTUREO_AFFILIATE}
          className={s.prose}
        />
      )}

      {calculators.length > 0 ? (
        <section className={s.aside} aria-labelledby="article-calculators">
          <h2 id="article-calculators" className={s.asideHeading}>
            Räkna själv
          </h2>
          <ul className={s.plainList}>
            {calculators.map((calculator) => (
              <li key={calculator.path}>
                <Link to={calculator.path}>{calculator.linkLabel}</Link>: {calculator.teaser}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <SourceList sources={article.sources} id="article-sources" />

      {related.length > 0 ? (
        <section className={s.aside} aria-labelledby="article-related">
          <h2 id="article-related" className={s.asideHeading}>
            Läs också
          </h2>
          <ul className={s.relatedGrid}>
            {related.map((other) => (
              <li key={other.id} className={s.cardItem}>
                <Card className={s.card} interactive>
                  <CardTitle level={3}>
                    <ArticleTitleLink article={other} />
                  </CardTitle>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
