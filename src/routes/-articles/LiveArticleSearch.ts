import type { InputFrom } from 'xstate';
import { articleSearchMachine } from '../../machines/contentSearch';

/**
 * The article search of /articles, loaded when the visitor first focuses or types into its field
 * (`useLazySearch`): its machine, which the page starts as src/app provides it, over the site
 * search's index (the articles of it), and its results panel.
 */
export const machine = articleSearchMachine;

export const input: InputFrom<typeof articleSearchMachine> = {
  search: (query, index) => index.search(query, 'article'),
};

export { ResultsPanel as Panel, SearchStatus as Status } from '../../components/reading/Search';
