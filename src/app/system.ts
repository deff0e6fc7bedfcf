import { createActor, setup, type ActorRefFrom } from 'xstate';
import {
  COOKIE_STORAGE_KEY,
  cookieConsentMachine,
  parseCookiePreferences,
  type CookiePreferences,
} from '../machines/cookieConsent';
import { toastsMachine } from '../machines/toasts';
import { SYSTEM_IDS, type RootActors } from '../machines/system';
import { readStorage, writeStorage } from '../machines/lib/storage';

/** The composition root provides the side effects the machines only declare. */
const cookieConsent = cookieConsentMachine.provide({
  actions: {
    persist: (_, params: { preferences: CookiePreferences | null }) => {
      if (params.preferences) writeStorage(COOKIE_STORAGE_KEY, JSON.stringify(params.preferences));
    },
  },
});

const rootMachine = setup({
  actors: { toasts: toastsMachine, cookieConsent },
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
  ],
});

export type RootActor = ActorRefFrom<typeof rootMachine>;

/** Starts the one root system and hands out its long-lived actors by systemId. */
export function startRootSystem(): { root: RootActor; actors: RootActors } {
  const root = createActor(rootMachine, { systemId: 'startklar' });
  root.start();
  const children = root.getSnapshot().children;
  const toasts = children.toasts;
  const consent = children.cookieConsent;
  if (!toasts || !consent) throw new Error('Root system failed to start its actors');
  return { root, actors: { toasts, cookieConsent: consent } };
}
