import type { ReactNode } from 'react';
import type { ArticleLink, PageLink } from '../content/pages/types';
import { Link } from '../ui/Link/Link';

/** A link to one article card on /articles (`/articles#<slug>`). */
export function ArticleAnchor({
  article,
  children,
}: {
  article: ArticleLink;
  children?: ReactNode;
}) {
  return (
    <Link to="/articles" hash={article.slug}>
      {children ?? article.label}
    </Link>
  );
}

/** A link from static page data to one of the site's pages. */
export function PageAnchor({
  link,
  className,
  unstyled,
}: {
  link: PageLink;
  className?: string;
  unstyled?: boolean;
}) {
  return (
    <Link to={link.to} hash={link.hash} className={className} unstyled={unstyled}>
      {link.label}
    </Link>
  );
}
