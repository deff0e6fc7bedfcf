/** Cards of the reading side: article, blog post and the author block. */
import type { ReactNode } from 'react';
import type { ArticleMeta, BlogAuthor, BlogPostMeta } from '../../content/types';
import { Card, CardTitle } from '../../ui/Card/Card';
import { Link } from '../../ui/Link/Link';
import { formatSwedishDate } from '../../content/dates';
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
        <Link
          to="/article/$articleId"
          params={{ articleId: article.id }}
          unstyled
          className={s.titleLink}
        >
          {article.title}
        </Link>
      </CardTitle>
      <p className={s.cardText}>{brief ? teaser(article.teaser) : preview(article.teaser)}</p>
    </Card>
  );
}

export function AuthorBlock({ author, large }: { author: BlogAuthor; large?: boolean }) {
  return (
    <p className={s.author}>
      <img
        src={author.avatar}
        alt=""
        width={large ? 56 : 40}
        height={large ? 56 : 40}
        className={large ? s.authorAvatarLarge : s.authorAvatar}
      />
      <span className={s.authorText}>
        <span className={s.authorName}>{author.name}</span>
        <span className={s.muted}>{author.title}</span>
      </span>
    </p>
  );
}

export function BlogPostCard({
  post,
  headingLevel = 3,
  showImage = true,
  showCategory = true,
  editControl,
}: {
  post: BlogPostMeta;
  headingLevel?: 2 | 3;
  showImage?: boolean;
  /** Off on a category screen, where every card has the same category. */
  showCategory?: boolean;
  /** For editors: the preview card's Edit (which points to the full post). */
  editControl?: ReactNode;
}) {
  const titleId = `inlagg-${post.id}`;
  return (
    <Card className={s.card} interactive aria-labelledby={titleId}>
      {showImage ? (
        <img
          src={post.image.src}
          alt=""
          width={post.image.width}
          height={post.image.height}
          loading="lazy"
          decoding="async"
          className={s.cardImage}
        />
      ) : null}
      {showCategory ? <p className={s.cardCategory}>{post.category}</p> : null}
      <CardTitle level={headingLevel} id={titleId}>
        <Link to="/blog-post/$postId" params={{ postId: post.id }} unstyled className={s.titleLink}>
          {post.title}
        </Link>
      </CardTitle>
      <p className={s.cardText}>{post.excerpt}</p>
      <AuthorBlock author={post.author} />
      <p className={`${s.cardFooter} ${s.muted}`}>
        <time dateTime={post.date}>{formatSwedishDate(post.date)}</time>
      </p>
      {editControl}
    </Card>
  );
}
