import { useActorRef } from '@xstate/react';
import { articles } from '../../content/articles';
import { searchArticles } from '../../content/search';
import { articleSearchMachine, type SearchFunction } from '../../machines/contentSearch';
import { useLiveSearch } from '../../components/reading/Search';
import type { LiveSearch } from '../../components/reading/SearchBox';
import { useLogic } from '../-lib/useLogic';

const search: SearchFunction = (query, bodies) => searchArticles(articles, bodies, query);

/**
 * The article search of /articles, loaded when the visitor first focuses or types into its field
 * (`useSearchGate`): starts its machine as src/app provides it, over every article's title and
 * body, and hands it up with its results panel.
 */
export default function LiveArticleSearch({ onLive }: { onLive: (live: LiveSearch) => void }) {
  useLiveSearch(
    useActorRef(useLogic('articleSearch', articleSearchMachine), { input: { search } }),
    onLive,
  );
  return null;
}
