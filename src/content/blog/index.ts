/**
 * Blog post metadata (bodies are in ./bodies.ts, loaded per page), with the titles, excerpts and
 * authors editors published: the build bakes the stored `blog-meta` rows into the site, so every
 * page (and its HTML) shows them without reading the database.
 */
import type { BlogPostMeta } from '../types';
import { applyStoredMeta, parseStoredMeta } from './meta';
import { blogPosts as shipped } from './posts';
import { PUBLISHED_META } from './publishedMeta';

const published = parseStoredMeta(
  shipped.map((post) => post.id),
  PUBLISHED_META,
);
const posts = shipped.map((post) => applyStoredMeta(post, published[post.id]));

/** Every post, newest first (ties keep the order of posts.ts). */
export const blogPosts: readonly BlogPostMeta[] = [...posts].sort((a, b) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
);

const byId = new Map(blogPosts.map((post) => [post.id, post]));

/** The post with this id, or undefined. */
export function getBlogPost(id: string): BlogPostMeta | undefined {
  return byId.get(id);
}
