/**
 * The results panel of /articles and /blog, loaded with the search's machine (the field's first
 * focus). No state of its own. ./SearchBox.tsx holds the box itself.
 */
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import {
  selectNoResults,
  selectPanelOpen,
  selectUnavailable,
} from '../../machines/shared/searchPanel';
import { Button } from '../../ui/Button/Button';
import { limitWords } from '../../content/siteSearch';
import type { SearchHit } from '../../machines/shared/corpus';
import type { ResultsPanelProps, SearchStatusProps } from './SearchBox';
import * as s from './reading.css';

type Parts = readonly { text: string; mark: boolean }[];

/** A text with the words the search matched marked (`<mark>`). */
function Highlighted({ parts }: { parts: Parts }): ReactNode {
  return parts.map((part, i) =>
    part.mark ? (
      <mark key={i} className={s.matched}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** The blog's results show the spec's excerpt of 10 words. */
const EXCERPT_WORDS = { articles: null, blog: 10 } as const;

/** A hit's title and excerpt, the matched words marked. */
const partsOf = (hit: SearchHit, size: 'articles' | 'blog') => {
  const words = EXCERPT_WORDS[size];
  const excerpt =
    hit.excerptParts && words !== null ? limitWords(hit.excerptParts, words) : hit.excerptParts;
  return {
    title: hit.titleParts ? <Highlighted parts={hit.titleParts} /> : hit.title,
    excerpt: excerpt && excerpt.length > 0 ? <Highlighted parts={excerpt} /> : null,
  };
};

/** One hit: drawn again only when the hit changes (a new search), not at every keystroke. */
const HitItem = memo(function HitItem({
  hit,
  size,
  renderHit,
}: {
  hit: SearchHit;
  size: 'articles' | 'blog';
  renderHit: ResultsPanelProps['renderHit'];
}) {
  return <li className={s.resultItem}>{renderHit(hit, partsOf(hit, size))}</li>;
});

/**
 * The results panel: titles as links, scrollable, and 'Visa alla kategorier'. One step behind
 * the field: each keystroke paints at once, and the panel and its hits follow in a transition
 * that the next keystroke interrupts (a hundred links at each keystroke would hold a slow phone's
 * input).
 */
export function ResultsPanel({ actor, id, size, renderHit }: ResultsPanelProps) {
  const open = useDeferredValue(useSelector(actor, selectPanelOpen));
  const hits = useDeferredValue(useSelector(actor, (snapshot) => snapshot.context.hits));
  if (!open) return null;
  return (
    <section id={id} className={s.resultsPanel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={s.resultsHeading}>
        Sökresultat ({hits.length})
      </h2>
      <ul className={s.resultsList[size]}>
        {hits.map((hit) => (
          <HitItem key={hit.id} hit={hit} size={size} renderHit={renderHit} />
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

const NO_RESULTS_TEXT = 'Inga resultat hittades. Försök med andra söktermer.';
const UNAVAILABLE_TEXT = 'Sökningen kunde inte laddas. Kontrollera anslutningen och försök igen.';

/**
 * What the search says beside its field (inside the box's live status): no hits, with 'Menade du
 * …?' when a near query has hits, or that the search could not be loaded. One step behind the
 * field, as the panel.
 */
export function SearchStatus({ actor, onSuggestion }: SearchStatusProps) {
  const noResults = useDeferredValue(useSelector(actor, selectNoResults));
  const suggestion = useDeferredValue(
    useSelector(actor, (snapshot) => snapshot.context.suggestion),
  );
  const unavailable = useSelector(actor, selectUnavailable);
  return (
    <>
      {noResults ? (
        <p className={s.noResults}>
          {NO_RESULTS_TEXT}
          {suggestion !== null ? (
            <>
              {' Menade du '}
              <button
                type="button"
                className={s.suggestion}
                onClick={() => onSuggestion(suggestion)}
              >
                {suggestion}
              </button>
              ?
            </>
          ) : null}
        </p>
      ) : null}
      {unavailable ? <p className={s.noResults}>{UNAVAILABLE_TEXT}</p> : null}
    </>
  );
}
