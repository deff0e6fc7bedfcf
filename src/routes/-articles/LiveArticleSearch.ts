import type { InputFrom } from 'xstate';
import { articles } from '../../content/articles';
import { searchArticles } from '../../content/search';
import { articleSearchMachine } from '../../machines/contentSearch';

/**
 * The article search of /articles, loaded when the visitor first focuses or types into its field
 * (`useLazySearch`): its machine, which the page starts as src/app provides it, over every
 * article's title and body, and its results panel.
 */
export const machine = articleSearchMachine;

export const input: InputFrom<typeof articleSearchMachine> = {
  search: (query, bodies) => searchArticles(articles, bodies, query),
};

export { ResultsPanel as Panel } from '../../components/reading/Search';
