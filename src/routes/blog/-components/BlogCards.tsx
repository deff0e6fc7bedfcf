import type { ReactNode } from 'react';
import { blogPosts } from '../../../content/blog';
import { applyStoredMeta, type StoredMetaByPost } from '../../../content/blog/meta';
import { BlogPostCard } from '../../../components/reading/Cards';
import * as s from '../../../components/reading/reading.css';

const NO_STORED: StoredMetaByPost = {};

/**
 * /blog's cards of every post, newest first. A reader's prerendered /blog keeps their HTML
 * (`preloadablePart`), so its start-up loads neither this code nor the posts' metadata; it loads
 * with the route's loader where /blog is drawn in the browser, and with the editors, which draw the
 * cards with the stored metadata and each card's 'Edit'.
 */
export default function BlogCards({
  stored = NO_STORED,
  edit,
}: {
  /** Saved titles, excerpts and authors (the offline demo's own database). */
  stored?: StoredMetaByPost;
  /** For editors: the card's 'Edit'. */
  edit?: (postTitle: string) => ReactNode;
}) {
  return (
    <ul className={s.cardGrid}>
      {blogPosts.map((post) => (
        <li key={post.id} className={s.cardItem}>
          <BlogPostCard
            post={applyStoredMeta(post, stored[post.id])}
            editControl={edit?.(post.title)}
          />
        </li>
      ))}
    </ul>
  );
}
