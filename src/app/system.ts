import { createActor, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { authMachine } from '../machines/auth';
import {
  COOKIE_STORAGE_KEY,
  cookieConsentMachine,
  parseCookiePreferences,
  type CookiePreferences,
} from '../machines/cookieConsent';
import { readStorage, writeStorage } from '../machines/lib/storage';
import { SYSTEM_IDS, type RootActors } from '../machines/system';
import type { ToastInput } from '../machines/toasts';
import { toastsMachine } from '../machines/toasts';

/** Router navigation, bound once the router exists (the router needs the actors first). */
export interface Navigator {
  navigate: (to: string) => void;
}

/** Any machine's `showToast` action: one event to the system's toasts actor. */
export function showToastAction(
  { system }: { system: { get: (id: string) => AnyActorRef | undefined } },
  params: ToastInput,
): void {
  system.get(SYSTEM_IDS.toasts)?.send({ type: 'toast.show', toast: params });
}

function createRootMachine(navigator: Navigator) {
  // The composition root provides the side effects the machines only declare.
  const cookieConsent = cookieConsentMachine.provide({
    actions: {
      persist: (_, params: { preferences: CookiePreferences | null }) => {
        if (params.preferences) {
          writeStorage(COOKIE_STORAGE_KEY, JSON.stringify(params.preferences));
        }
      },
    },
  });
  const auth = authMachine.provide({
    actions: {
      showToast: showToastAction,
      navigate: (_, params: { to: string }) => navigator.navigate(params.to),
    },
  });

  return setup({
    actors: { toasts: toastsMachine, cookieConsent, auth },
  }).createMachine({
    id: 'startklar',
    invoke: [
      { id: 'toasts', systemId: SYSTEM_IDS.toasts, src: 'toasts' },
      {
        id: 'cookieConsent',
        systemId: SYSTEM_IDS.cookieConsent,
        src: 'cookieConsent',
        input: () => ({ stored: parseCookiePreferences(readStorage(COOKIE_STORAGE_KEY)) }),
      },
      { id: 'auth', systemId: SYSTEM_IDS.auth, src: 'auth' },
    ],
  });
}

export type RootActor = ActorRefFrom<ReturnType<typeof createRootMachine>>;

/** Starts the one root system and hands out its long-lived actors by systemId. */
export function startRootSystem(navigator: Navigator): { root: RootActor; actors: RootActors } {
  const root = createActor(createRootMachine(navigator), { systemId: 'startklar' });
  root.start();
  const { toasts, cookieConsent, auth } = root.getSnapshot().children;
  if (!toasts || !cookieConsent || !auth) throw new Error('Root system failed to start its actors');
  return { root, actors: { toasts, cookieConsent, auth } };
}
