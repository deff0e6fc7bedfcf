/**
 * The search of /articles and /blog once its machine runs (loaded with the field's first focus):
 * the actor and the results panel. No state of its own. ./SearchBox.tsx holds the box itself and
 * the gate that starts this.
 */
import { useDeferredValue } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectPanelOpen } from '../../machines/shared/searchPanel';
import type {
  ContentSearchMachine,
  SearchCorpus,
  SearchFunction,
} from '../../machines/contentSearch';
import { Button } from '../../ui/Button/Button';
import type { ContentSearchActor, ResultsPanelProps } from './SearchBox';
import * as s from './reading.css';

/** Starts this page's search actor (its corpus loader provided by src/app) with its search. */
export function useContentSearch<C extends SearchCorpus>(
  logic: ContentSearchMachine<C>,
  search: SearchFunction,
): ActorRefFrom<ContentSearchMachine<C>> {
  return useActorRef(logic, { input: { search } });
}

/**
 * What the results show, one step behind the field: each keystroke paints at once, and the
 * panel, its hits and the page's layout around it follow in a transition that the next keystroke
 * interrupts (a hundred links at each keystroke would hold a slow phone's input).
 */
export function useSearchPanel(actor: ContentSearchActor) {
  const open = useDeferredValue(useSelector(actor, selectPanelOpen));
  const hits = useDeferredValue(useSelector(actor, (snapshot) => snapshot.context.hits));
  return { open, hits };
}

/** The results panel: titles as links, scrollable, and 'Visa alla kategorier'. */
export function ResultsPanel({ actor, id, size, renderHit }: ResultsPanelProps) {
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
