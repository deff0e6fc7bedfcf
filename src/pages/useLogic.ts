import { useRouteContext } from '@tanstack/react-router';
import type { PageLogic, PageLogicProvider } from '../machines/system';

/**
 * A page machine as src/app provides it (router context), ready for `useActorRef`:
 * `useActorRef(useLogic('login', loginMachine), { input })`.
 */
export function useLogic<K extends keyof PageLogic>(key: K, machine: PageLogic[K]): PageLogic[K] {
  const logic: PageLogicProvider = useRouteContext({
    from: '__root__',
    select: (context) => context.logic,
  });
  return logic.provide(key, machine);
}
