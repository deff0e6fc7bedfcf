/**
 * The search box of /articles and /blog as it is drawn before its machine runs: the GET form, the
 * field, the live status. Nothing here loads the search itself (the machine, the items, the
 * results panel): ./Search.tsx holds the results panel that loads with the machine, and
 * `useSearchGate` draws the box from the page's lazily started machine (src/pages/lazySearch).
 */
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type {
  ContentSearchEvent,
  ContentSearchMachine,
  SearchHit,
} from '../../machines/contentSearch';
import { selectPanelOpen } from '../../machines/shared/searchPanel';
import { SEARCH_PARAM, SearchForm } from '../../ui/Form/Form';
import { SearchInput } from '../../ui/TextField/SearchInput';
import { visuallyHidden } from '../../ui/theme/global.css';
import * as s from './reading.css';

/** The actor of either search machine. */
export type ContentSearchActor =
  ActorRefFrom<ContentSearchMachine<'articles'>> | ActorRefFrom<ContentSearchMachine<'blog'>>;

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

/** The field: every keystroke, the first focus and Escape become the machine's events. */
function SearchBoxField({
  label,
  placeholder,
  query,
  controls,
  send,
}: {
  label: string;
  placeholder: string;
  query: string;
  /** The id of the results panel while it is open. */
  controls: string | undefined;
  send: (event: ContentSearchEvent) => void;
}) {
  return (
    <SearchInput
      className={s.searchField}
      label={label}
      placeholder={placeholder}
      name={SEARCH_PARAM}
      value={query}
      aria-controls={controls}
      onChange={(value) => send({ type: 'contentSearch.fieldChanged', field: 'query', value })}
      onFocus={() => send({ type: 'contentSearch.focus' })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') send({ type: 'contentSearch.clear' });
      }}
    />
  );
}

/**
 * Announces the number of hits to screen readers, and holds what the search says beside the field
 * (./Search.tsx `SearchStatus`: no hits, 'Menade du …?', a search that could not be loaded), which
 * loads with the search. Always in the document, so assistive technology hears the changes.
 * `hitCount` is null while the panel is closed.
 */
function SearchBoxStatus({ hitCount, children }: { hitCount: number | null; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {children}
      {hitCount !== null ? (
        <span className={visuallyHidden}>{hitCount === 1 ? '1 träff' : `${hitCount} träffar`}</span>
      ) : null}
    </div>
  );
}

/** What the results panel draws (./Search.tsx `ResultsPanel`). */
export interface ResultsPanelProps {
  actor: ContentSearchActor;
  /** The id the field names while the panel is open. */
  id: string;
  size: 'articles' | 'blog';
  /** A hit as the page links it; `parts` are its title and excerpt with the matched words marked. */
  renderHit: (hit: SearchHit, parts: { title: ReactNode; excerpt: ReactNode }) => ReactNode;
}

/** What the search says beside its field (./Search.tsx `SearchStatus`). */
export interface SearchStatusProps {
  actor: ContentSearchActor;
  /** 'Menade du …?' chosen: the near query is searched. */
  onSuggestion: (query: string) => void;
}

/** What loads with a page's search machine: the results panel and the status that go with it. */
export interface SearchModule {
  /** The results panel (titles as links, 'Visa alla kategorier'), drawn where the page puts it. */
  Panel: ComponentType<ResultsPanelProps>;
  /** No hits ('Menade du …?') or a search that could not be loaded, beside the field. */
  Status: ComponentType<SearchStatusProps>;
}

/** A page's search machine, started lazily by the page (src/components/useLazyActor). */
export interface LazySearch {
  live: { actor: ContentSearchActor; module: SearchModule } | null;
  send: (event: ContentSearchEvent) => void;
}

/**
 * A search box whose machine (with the items it searches and its results panel) the page starts
 * when the visitor first focuses or types into the field, or at once for a query in the address
 * (`?search=`, sent by the form without JavaScript or by a link; the prerendered page knows no
 * query string, so it is typed in after the first render). Until the machine runs the box shows
 * what was typed and nothing else, as the machine would before its first keystroke; the events
 * sent meanwhile reach it in order once it runs (`lazy` queues them).
 */
export function useSearchGate(lazy: LazySearch, queryFromAddress: string | undefined) {
  const { live, send: sendToActor } = lazy;
  const actor = live?.actor;
  // What the field shows until the machine runs (then the machine's query).
  const [typed, setTyped] = useState('');

  const send = useCallback(
    (event: ContentSearchEvent) => {
      if (event.type === 'contentSearch.fieldChanged') setTyped(event.value);
      else if (event.type === 'contentSearch.clear' || event.type === 'contentSearch.showAll') {
        setTyped('');
      }
      sendToActor(event);
    },
    [sendToActor],
  );

  const [initialQuery] = useState(queryFromAddress ?? '');
  useEffect(() => {
    if (initialQuery.trim() !== '') {
      send({ type: 'contentSearch.fieldChanged', field: 'query', value: initialQuery });
    }
  }, [initialQuery, send]);

  const query = useSelector(actor, (snapshot) => snapshot?.context.query) ?? typed;
  // The panel, its hits and the page's layout around it follow one step behind the field (a
  // transition the next keystroke interrupts), as in ./Search.tsx.
  const open = useDeferredValue(
    useSelector(actor, (snapshot) => (snapshot ? selectPanelOpen(snapshot) : false)),
  );
  const hitCount = useDeferredValue(
    useSelector(actor, (snapshot) => snapshot?.context.hits.length ?? 0),
  );

  return { live, send, query, open, hitCount: open ? hitCount : null };
}

export type SearchGate = ReturnType<typeof useSearchGate>;

/** A gated search's field and live status. */
export function GatedSearchFields({
  gate,
  label,
  placeholder,
  resultsId,
}: {
  gate: SearchGate;
  label: string;
  placeholder: string;
  /** The id of the results panel the page draws. */
  resultsId: string;
}) {
  return (
    <>
      <SearchBoxField
        label={label}
        placeholder={placeholder}
        query={gate.query}
        controls={gate.open ? resultsId : undefined}
        send={gate.send}
      />
      <SearchBoxStatus hitCount={gate.hitCount}>
        {gate.live ? (
          <gate.live.module.Status
            actor={gate.live.actor}
            onSuggestion={(value) =>
              gate.send({ type: 'contentSearch.fieldChanged', field: 'query', value })
            }
          />
        ) : null}
      </SearchBoxStatus>
    </>
  );
}
