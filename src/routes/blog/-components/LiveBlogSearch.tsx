import { useActorRef } from '@xstate/react';
import { blogPosts } from '../../../content/blog';
import { searchBlog } from '../../../content/search';
import { blogSearchMachine, type SearchFunction } from '../../../machines/contentSearch';
import { useLiveSearch } from '../../../components/reading/Search';
import type { LiveSearch } from '../../../components/reading/SearchBox';
import { useLogic } from '../../-lib/useLogic';

const search: SearchFunction = (query, bodies) => searchBlog(blogPosts, bodies, query);

/**
 * The blog search of /blog, loaded when the visitor first focuses or types into its field
 * (`useSearchGate`): starts its machine as src/app provides it, over every post's title, author,
 * category, excerpt and body, and hands it up with its results panel.
 */
export default function LiveBlogSearch({ onLive }: { onLive: (live: LiveSearch) => void }) {
  useLiveSearch(
    useActorRef(useLogic('blogSearch', blogSearchMachine), { input: { search } }),
    onLive,
  );
  return null;
}
