/** Blog post metadata (bodies are in ./bodies.ts, loaded per page). */
import type { BlogCategory, BlogPostMeta } from '../types';
import { blogPosts as posts } from './posts';

/** Every post, newest first (ties keep the order of posts.ts). */
export const blogPosts: readonly BlogPostMeta[] = [...posts].sort((a, b) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
);

const byId = new Map(blogPosts.map((post) => [post.id, post]));

/** The post with this id, or undefined. */
export function getBlogPost(id: string): BlogPostMeta | undefined {
  return byId.get(id);
}

/** The posts of one blog category, newest first. */
export function blogPostsInCategory(category: BlogCategory): BlogPostMeta[] {
  return blogPosts.filter((post) => post.category === category);
}
