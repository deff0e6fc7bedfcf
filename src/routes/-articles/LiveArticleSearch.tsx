import { useEffect } from 'react';
import { articles } from '../../content/articles';
import { searchArticles } from '../../content/search';
import { articleSearchMachine, type SearchFunction } from '../../machines/contentSearch';
import { ResultsPanel, useContentSearch } from '../../components/reading/Search';
import type { ContentSearchActor, LiveSearch } from '../../components/reading/SearchBox';
import { Link } from '../../ui/Link/Link';
import * as s from '../../components/reading/reading.css';
import { useLogic } from '../-lib/useLogic';

const search: SearchFunction = (query, bodies) => searchArticles(articles, bodies, query);

function ArticleResults({ actor, id }: { actor: ContentSearchActor; id: string }) {
  return (
    <ResultsPanel
      actor={actor}
      id={id}
      size="articles"
      renderHit={(hit) => (
        <Link
          to="/article/$articleId"
          params={{ articleId: hit.id }}
          unstyled
          className={`${s.resultLink} ${s.titleLink}`}
        >
          {hit.title}
        </Link>
      )}
    />
  );
}

/**
 * The article search of /articles, loaded when the visitor first focuses or types into its field
 * (`useSearchGate`): starts its machine as src/app provides it, over every article's title and
 * body, and hands it up with its results panel.
 */
export default function LiveArticleSearch({ onLive }: { onLive: (live: LiveSearch) => void }) {
  const actor = useContentSearch(useLogic('articleSearch', articleSearchMachine), search);
  useEffect(() => {
    onLive({ actor, Panel: ArticleResults });
  }, [actor, onLive]);
  return null;
}
