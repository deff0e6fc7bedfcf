/**
 * The search box of /articles and /blog, rendered from a search machine's actor: the field,
 * a live status (hit count or the no-hit message) and the results panel. No state of its own.
 */
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectNoResults,
  selectPanelOpen,
  type SearchFunction,
  type SearchHit,
  type ContentSearchMachine,
  type SearchCorpus,
} from '../../machines/contentSearch';
import { Button } from '../../ui/Button/Button';
import { SearchForm } from '../../ui/Form/Form';
import { TextField } from '../../ui/TextField/TextField';
import { visuallyHidden } from '../../ui/theme/global.css';
import * as s from './reading.css';

/** The actor of either search machine. */
export type ContentSearchActor =
  ActorRefFrom<ContentSearchMachine<'articles'>> | ActorRefFrom<ContentSearchMachine<'blog'>>;

export const NO_RESULTS_TEXT = 'Inga resultat hittades. Försök med andra söktermer.';

/** The query parameter a search box's form sends, and that its page honours (`?search=`). */
export const SEARCH_PARAM = 'search';

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
 * The search box of a page: a GET form to `action?search=` inside `<search>`, so that it works
 * without JavaScript; with the app the search is live.
 */
export function SearchBox({ action, children }: { action: string; children: ReactNode }) {
  return (
    <search>
      <SearchForm action={action} className={s.searchBlock}>
        {children}
      </SearchForm>
    </search>
  );
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
    <TextField
      className={s.searchField}
      label={label}
      placeholder={placeholder}
      type="search"
      name={SEARCH_PARAM}
      value={query}
      aria-controls={open ? resultsId : undefined}
      onChange={(value) =>
        actor.send({ type: 'contentSearch.fieldChanged', field: 'query', value })
      }
      onFocus={() => actor.send({ type: 'contentSearch.focus' })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') actor.send({ type: 'contentSearch.clear' });
        else event.continuePropagation();
      }}
    />
  );
}

/**
 * Announces the number of hits to screen readers and shows the no-hit message. Always in the
 * document, so assistive technology hears the changes.
 */
export function SearchStatus({ actor }: { actor: ContentSearchActor }) {
  const { open, noResults, hits } = useSearchPanel(actor);
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {noResults ? <p className={s.noResults}>{NO_RESULTS_TEXT}</p> : null}
      {open ? (
        <span className={visuallyHidden}>
          {hits.length === 1 ? '1 träff' : `${hits.length} träffar`}
        </span>
      ) : null}
    </div>
  );
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
