import { lazy, useState, type ComponentType } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { SEARCH_PARAM } from '../../ui/Form/Form';

/**
 * A page's live search (its machine, the items it searches, its results panel), loaded when it is
 * first wanted, and while the page hydrates when it will be wanted at once: the visitor typed
 * into the field before the app had started (the early event contract hands that over after
 * hydration), or the address carries a query. Its chain of modules then loads beside the
 * hydration instead of after it, one request after another (on a slow network one round trip
 * per level), and once loaded it is drawn at once, without suspending (a suspended part is
 * revealed at the earliest 300 ms after its fallback, React's throttle).
 *
 * `Live` goes to `GatedSearchFields`; the page calls `useLoadEarly` in its first render.
 */
export function lazySearch<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);

  function Live(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }

  function useLoadEarly(queryFromAddress: string | undefined): void {
    const typedBeforeStart = useRouteContext({
      from: '__root__',
      select: (context) => context.typedBeforeStart,
    });
    // In the first render (the hydration's), not after its commit: what counts is when the
    // load starts.
    useState(() => {
      if (typedBeforeStart(SEARCH_PARAM) || (queryFromAddress ?? '').trim() !== '') {
        // A failure here is met again when the search is wanted (it loads once more then).
        loadOnce().catch(() => {});
      }
    });
  }

  return { Live, useLoadEarly };
}
