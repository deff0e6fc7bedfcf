/** Cards of the blog: a post's card and the author block. (The article card: ./ArticleCard.tsx.) */
import type { ReactNode } from 'react';
import type { BlogAuthor, BlogPostMeta } from '../../content/types';
import { Card, CardTitle } from '../../ui/Card/Card';
import { PostTitleLink } from './links';
import { formatSwedishDate } from '../../content/dates';
import * as s from './reading.css';

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
        <PostTitleLink postId={post.id}>{post.title}</PostTitleLink>
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
