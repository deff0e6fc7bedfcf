import type { InputFrom } from 'xstate';
import { blogSearchMachine } from '../../../machines/contentSearch';

/**
 * The blog search of /blog, loaded when the visitor first focuses or types into its field
 * (`useLazySearch`): its machine, which the page starts as src/app provides it, over the site
 * search's index (the posts of it: title, excerpt, body, category and author), and its results
 * panel.
 */
export const machine = blogSearchMachine;

export const input: InputFrom<typeof blogSearchMachine> = {
  search: (query, index) => index.search(query, 'blog'),
};

export { ResultsPanel as Panel, SearchStatus as Status } from '../../../components/reading/Search';
