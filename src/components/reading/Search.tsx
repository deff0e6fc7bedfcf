/**
 * The search box of /articles and /blog, rendered from a running search machine's actor: the
 * field, a live status (hit count or the no-hit message) and the results panel. No state of its
 * own. ./SearchBox.tsx holds the parts drawn before a machine runs.
 */
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectNoResults, selectPanelOpen } from '../../machines/shared/searchPanel';
import {
  type SearchFunction,
  type SearchHit,
  type ContentSearchMachine,
  type SearchCorpus,
} from '../../machines/contentSearch';
import { Button } from '../../ui/Button/Button';
import { SearchBoxField, SearchBoxStatus, type ContentSearchActor } from './SearchBox';
import * as s from './reading.css';

export { NO_RESULTS_TEXT, SearchBox, type ContentSearchActor } from './SearchBox';

/**
 * Starts this page's search actor (its corpus loader provided by src/app) with its search. A
 * query from the address (`?search=`, sent by the search form without JavaScript or by a link) is
 * typed into it once the page runs: the prerendered page knows no query string.
 */
export function useContentSearch<C extends SearchCorpus>(
  logic: ContentSearchMachine<C>,
  search: SearchFunction,
  initialQuery?: string,
): ActorRefFrom<ContentSearchMachine<C>> {
  const actor = useActorRef(logic, { input: { search } });
  const [queryFromAddress] = useState(initialQuery ?? '');
  useEffect(() => {
    if (queryFromAddress.trim() !== '') {
      actor.send({ type: 'contentSearch.fieldChanged', field: 'query', value: queryFromAddress });
    }
  }, [actor, queryFromAddress]);
  return actor;
}

/**
 * What the results show, one step behind the field: each keystroke paints at once, and the
 * panel, its hits and the page's layout around it follow in a transition that the next keystroke
 * interrupts (a hundred links at each keystroke would hold a slow phone's input).
 */
export function useSearchPanel(actor: ContentSearchActor) {
  const open = useDeferredValue(useSelector(actor, selectPanelOpen));
  const noResults = useDeferredValue(useSelector(actor, selectNoResults));
  const hits = useDeferredValue(useSelector(actor, (snapshot) => snapshot.context.hits));
  return { open, noResults, hits };
}

/** The field of a running search. */
export function SearchField({
  actor,
  label,
  placeholder,
  resultsId,
}: {
  actor: ContentSearchActor;
  label: string;
  placeholder: string;
  /** The id of the results panel the field controls. */
  resultsId: string;
}) {
  const query = useSelector(actor, (snapshot) => snapshot.context.query);
  const open = useSelector(actor, selectPanelOpen);
  return (
    <SearchBoxField
      label={label}
      placeholder={placeholder}
      query={query}
      controls={open ? resultsId : undefined}
      send={(event) => actor.send(event)}
    />
  );
}

/** The live status of a running search (see SearchBoxStatus). */
export function SearchStatus({ actor }: { actor: ContentSearchActor }) {
  const { open, noResults, hits } = useSearchPanel(actor);
  return <SearchBoxStatus noResults={noResults} hitCount={open ? hits.length : null} />;
}

/** The results panel: titles as links, scrollable, and 'Visa alla kategorier'. */
export function ResultsPanel({
  actor,
  id,
  size,
  renderHit,
}: {
  actor: ContentSearchActor;
  id: string;
  size: 'articles' | 'blog';
  renderHit: (hit: SearchHit) => ReactNode;
}) {
  const { open, hits } = useSearchPanel(actor);
  if (!open) return null;
  return (
    <section id={id} className={s.resultsPanel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={s.resultsHeading}>
        Sökresultat ({hits.length})
      </h2>
      <ul className={s.resultsList[size]}>
        {hits.map((hit) => (
          <li key={hit.id} className={s.resultItem}>
            {renderHit(hit)}
          </li>
        ))}
      </ul>
      <div className={s.resultsActions}>
        <Button variant="secondary" onPress={() => actor.send({ type: 'contentSearch.showAll' })}>
          Visa alla kategorier
        </Button>
      </div>
    </section>
  );
}
