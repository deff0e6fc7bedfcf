import { useCallback, useSyncExternalStore } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { selectToday } from '../machines/clock';

/**
 * Today in Sweden from the site's one clock (the root system's `clock` actor), for a view without a
 * machine of its own: the reading views show their dated figures for its year. Null until the
 * clock has been read, and always null while the page is rendered on the server or hydrated (the
 * prerendered HTML says the build's year, and hydrating it must draw the same): a page hydrated
 * after the clock has started shows the clock's year right after, a page drawn afresh (a link
 * followed in the app) at once. Then Sweden's day, again after each midnight there.
 */
export function useSiteToday(): string | null {
  const clock = useRouteContext({ from: '__root__', select: (context) => context.actors.clock });
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = clock.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [clock],
  );
  return useSyncExternalStore(
    subscribe,
    () => selectToday(clock.getSnapshot()),
    () => null,
  );
}
