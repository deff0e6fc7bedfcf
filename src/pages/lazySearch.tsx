import { useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import type { InputFrom } from 'xstate';
import type { LazyModule } from '../components/useLazyActor';
import { useSearchGate, type LazySearch, type SearchModule } from '../components/reading/SearchBox';
import { SEARCH_PARAM } from '../ui/Form/Form';
import type { PageLogic } from '../machines/system';
import { useLazyLogic } from './useLazyLogic';

type SearchKey = 'articleSearch' | 'blogSearch';

/** What a page's search module exports: its machine, its input and its results panel. */
export interface PageSearchModule<K extends SearchKey> extends SearchModule {
  machine: PageLogic[K];
  input: InputFrom<PageLogic[K]>;
}

/**
 * A page's live search (its machine, the items it searches, its results panel), loaded when it is
 * first wanted (the field's first focus or keystroke), and while the page hydrates when it will
 * be wanted at once: the visitor typed into the field before the app had started (the early
 * event contract hands that over after hydration), or the address carries a query. Its chain of
 * modules then loads beside the hydration instead of after it, one request after another (on a
 * slow network one round trip per level), and once loaded it is drawn at once (no suspending:
 * the page starts the actor when the module's promise resolves).
 *
 * The page owns the actor (`useLazyLogic`); `useSearchGate` draws the box from it.
 */
export function useLazySearch<K extends SearchKey>(
  key: K,
  module: LazyModule<PageSearchModule<K>>,
  queryFromAddress: string | undefined,
) {
  const typedBeforeStart = useRouteContext({
    from: '__root__',
    select: (context) => context.typedBeforeStart,
  });
  // In the first render (the hydration's), not after its commit: what counts is when the load
  // starts.
  useState(() => {
    if (typedBeforeStart(SEARCH_PARAM) || (queryFromAddress ?? '').trim() !== '') {
      // A failure here is met again when the search is wanted (it loads once more then).
      module.load().catch(() => {});
    }
  });
  const lazy = useLazyLogic(key, module, {
    machine: (loaded) => loaded.machine,
    input: (loaded) => loaded.input,
  });
  // Both search machines take the same events and draw the same panel; TypeScript does not
  // follow the generic key that far.
  return useSearchGate(lazy as unknown as LazySearch, queryFromAddress);
}
