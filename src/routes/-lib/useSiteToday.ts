import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectToday } from '../../machines/clock';

/**
 * Today in Sweden from the site's one clock (the root system's `clock` actor), for a view without a
 * machine of its own: the reading views show their dated figures for its year. Null until the
 * clock has been read (the prerendered HTML and the first render show the build's year), then
 * Sweden's day, again after each midnight there.
 */
export function useSiteToday(): string | null {
  const clock = useRouteContext({ from: '__root__', select: (context) => context.actors.clock });
  return useSelector(clock, selectToday);
}
