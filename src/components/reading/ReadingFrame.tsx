/**
 * What an article's page and a blog post's page share around their own text: the way back to
 * their listing, the category above the title, and the page for one that is not there.
 */
import type { ReactNode } from 'react';
import { ARTICLE_NOT_FOUND_TEXT, BLOG_NOT_FOUND_TEXT } from '../../content/site';
import type { SiteImage } from '../../content/types';
import { Link } from '../../ui/Link/Link';
import { BackButton } from './BackButton';
import { CategoryLink, type CategoryKind } from './links';
import * as s from './reading.css';

/** Each kind of reading page: its listing, and what its page says when one is not there. */
const LISTING = {
  articles: {
    path: '/articles',
    back: 'Tillbaka till artiklar',
    notFoundId: 'article-not-found',
    notFound: ARTICLE_NOT_FOUND_TEXT,
    notFoundText: 'Artikeln kan ha flyttats, eller så är adressen felstavad.',
  },
  blog: {
    path: '/blog',
    back: 'Tillbaka till bloggen',
    notFoundId: 'post-not-found',
    notFound: BLOG_NOT_FOUND_TEXT,
    notFoundText: 'Inlägget kan ha tagits bort, eller så är adressen felstavad.',
  },
} as const;

/** The page of an article or a post that is not there: what happened and the way back. */
export function NotFoundSection({ kind }: { kind: CategoryKind }) {
  const listing = LISTING[kind];
  return (
    <section className={s.notFound} aria-labelledby={listing.notFoundId}>
      <h1 id={listing.notFoundId} className={s.readingTitle}>
        {listing.notFound}
      </h1>
      <p>{listing.notFoundText}</p>
      <p>
        <Link to={listing.path}>{listing.back}</Link>
      </p>
    </section>
  );
}

/**
 * 'Tillbaka', then the header: the category's link above `children` (title, lead, meta); then
 * the page's image, if it has one.
 */
export function ReadingHeader({
  kind,
  category,
  image,
  children,
}: {
  kind: CategoryKind;
  category: string;
  image: SiteImage | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <BackButton fallback={LISTING[kind].path} />
      <header className={s.readingHeader}>
        <p className={s.cardCategory}>
          <CategoryLink kind={kind} category={category} className={s.categoryLink} />
        </p>
        {children}
      </header>
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className={s.readingImage}
        />
      ) : null}
    </>
  );
}
