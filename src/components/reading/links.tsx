/**
 * The reading pages' own links, each written once: a category's page (the articles' or the
 * blog's), and an article's or a post's title as a card or a search result shows it.
 */
import type { ReactNode } from 'react';
import { Link } from '../../ui/Link/Link';
import * as s from './reading.css';

/** Where a category leads: the articles' categories and the blog's have a page each. */
const CATEGORY_PAGE = {
  articles: '/article-category/$categoryName',
  blog: '/category/$categoryName',
} as const;

export type CategoryKind = keyof typeof CATEGORY_PAGE;

/** A link to the page of a category of articles or of blog posts. */
export function CategoryLink({
  kind,
  category,
  className,
}: {
  kind: CategoryKind;
  category: string;
  className: string;
}) {
  return (
    <Link
      to={CATEGORY_PAGE[kind]}
      params={{ categoryName: category }}
      unstyled
      className={className}
    >
      {category}
    </Link>
  );
}

/** The title class, after a caller's own (a search result's). */
const titleClass = (className: string | undefined) =>
  className ? `${className} ${s.titleLink}` : s.titleLink;

/** An article's title as the link to it (a card's title, a search result). */
export function ArticleTitleLink({
  article,
  className,
  children,
}: {
  article: { id: string; title: string };
  className?: string;
  /** The title shown (a search result's, with the matched words marked); else the title. */
  children?: ReactNode;
}) {
  return (
    <Link
      to="/article/$articleId"
      params={{ articleId: article.id }}
      unstyled
      className={titleClass(className)}
    >
      {children ?? article.title}
    </Link>
  );
}

/** A blog post's title as the link to it (a card's title, a search result). */
export function PostTitleLink({
  postId,
  className,
  children,
}: {
  postId: string;
  className?: string;
  /** The title shown (a saved one may replace the shipped one). */
  children: ReactNode;
}) {
  return (
    <Link to="/blog-post/$postId" params={{ postId }} unstyled className={titleClass(className)}>
      {children}
    </Link>
  );
}
