import { useRouteContext } from '@tanstack/react-router';
import type { PageLogic } from '../../machines/system';

/** A page machine as src/app provided it (router context), ready for `useActorRef`. */
export function useLogic<K extends keyof PageLogic>(key: K): PageLogic[K] {
  const logic: PageLogic = useRouteContext({
    from: '__root__',
    select: (context) => context.logic,
  });
  return logic[key];
}
