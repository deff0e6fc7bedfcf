import type { InputFrom } from 'xstate';
import { blogPosts } from '../../../content/blog';
import { searchBlog } from '../../../content/search';
import { blogSearchMachine } from '../../../machines/contentSearch';

/**
 * The blog search of /blog, loaded when the visitor first focuses or types into its field
 * (`useLazySearch`): its machine, which the page starts as src/app provides it, over every post's
 * title, author, category, excerpt and body, and its results panel.
 */
export const machine = blogSearchMachine;

export const input: InputFrom<typeof blogSearchMachine> = {
  search: (query, bodies) => searchBlog(blogPosts, bodies, query),
};

export { ResultsPanel as Panel } from '../../../components/reading/Search';
