import {
  createActor,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type AnyActorRef,
  type InspectionEvent,
} from 'xstate';
import { authMachine } from '../machines/auth';
import { clockMachine, type ClockImplementations } from '../machines/clock';
import { findOrCreateProfile, type AuthUser } from '../machines/shared/authUser';
import { parsePendingRegistration } from '../machines/shared/pendingRegistration';
import type { KontoRow } from '../services/database.types';
import {
  cookieConsentMachine,
  parseCookiePreferences,
  type CookiePreferences,
} from '../machines/cookieConsent';
import type { Navigation } from '../machines/shared/navigation';
import { SYSTEM_IDS, type RootActors } from '../machines/system';
import type { ToastInput } from '../machines/shared/toast';
import { toastsMachine } from '../machines/toasts';
import { watchSwedishDate } from './clock';
import { forgetPersonalData, STORAGE_KEYS, type StorageAdapter } from './storage';

/** Router navigation, bound once the router exists (the router needs the actors first). */
export interface Navigator {
  navigate: (target: Navigation) => void;
}

/** A root machine's `showToast`: one event to the system's toasts actor. */
function showToastAction(
  { system }: { system: { get: (id: string) => AnyActorRef | undefined } },
  params: ToastInput,
): void {
  system.get(SYSTEM_IDS.toasts)?.send({ type: 'toasts.show', toast: params });
}

function createRootMachine(navigator: Navigator, storage: StorageAdapter) {
  // The composition root provides the side effects the machines only declare.
  const cookieConsent = cookieConsentMachine.provide({
    actors: {
      readStored: fromPromise(async () =>
        parseCookiePreferences(storage.read('local', STORAGE_KEYS.cookiePreferences)),
      ),
    },
    actions: {
      persist: (_, params: { preferences: CookiePreferences | null }) => {
        if (params.preferences) {
          storage.write(
            'local',
            STORAGE_KEYS.cookiePreferences,
            JSON.stringify(params.preferences),
          );
        }
      },
    },
  });
  const auth = authMachine.provide({
    actors: {
      // A new account row takes the registration details typed in this browser, if there are
      // any for this address; they are forgotten once the row exists.
      // Details older than a day are not used; after a sign-in with any address they go (used
      // for that address, or typed for one that was not verified here).
      loadProfile: fromPromise<KontoRow, AuthUser>(async ({ input }) => {
        const raw = storage.read('local', STORAGE_KEYS.pendingRegistration);
        const pending = parsePendingRegistration(raw, Date.now());
        if (raw !== null && pending === null)
          storage.remove('local', STORAGE_KEYS.pendingRegistration);
        const profile = await findOrCreateProfile(input, pending);
        if (pending !== null) storage.remove('local', STORAGE_KEYS.pendingRegistration);
        return profile;
      }),
    },
    actions: {
      showToast: showToastAction,
      navigate: (_, target) => navigator.navigate(target),
      forgetPersonalData: (_, params) => forgetPersonalData(storage, params),
    },
  });

  const clock = clockMachine.provide({
    actors: {
      swedishDay: fromCallback(({ sendBack }) =>
        watchSwedishDate((today) => sendBack({ type: 'clock.today', today })),
      ),
    },
  } satisfies ClockImplementations);

  return setup({
    actors: { toasts: toastsMachine, cookieConsent, auth, clock },
  }).createMachine({
    id: 'startklar',
    invoke: [
      { id: 'toasts', systemId: SYSTEM_IDS.toasts, src: 'toasts' },
      { id: 'cookieConsent', systemId: SYSTEM_IDS.cookieConsent, src: 'cookieConsent' },
      { id: 'auth', systemId: SYSTEM_IDS.auth, src: 'auth' },
      { id: 'clock', systemId: SYSTEM_IDS.clock, src: 'clock' },
    ],
  });
}

export type RootActor = ActorRefFrom<ReturnType<typeof createRootMachine>>;

export interface RootSystem {
  root: RootActor;
  actors: RootActors;
  /**
   * Starts the long-lived actors: cookie consent reads storage, auth reads the session, the clock
   * reads Sweden's date. Called
   * once the page is on screen, so the first render matches the prerendered HTML. Idempotent.
   */
  start: () => void;
}

/**
 * Creates the one root system (not yet started) and hands out its actors by systemId. `inspect`
 * (XState's option) observes the whole system: the statechart view's bus, when it is on.
 */
export function createRootSystem(
  navigator: Navigator,
  storage: StorageAdapter,
  inspect?: (event: InspectionEvent) => void,
): RootSystem {
  const root = createActor(createRootMachine(navigator, storage), {
    systemId: 'startklar',
    ...(inspect ? { inspect } : {}),
  });
  const { toasts, cookieConsent, auth, clock } = root.getSnapshot().children;
  if (!toasts || !cookieConsent || !auth || !clock)
    throw new Error('Root system failed to create its actors');
  let started = false;
  return {
    root,
    actors: { toasts, cookieConsent, auth, clock },
    start: () => {
      if (started) return;
      started = true;
      // Tests measure app-relative delays (the cookie banner's 1 s) from here.
      if (typeof performance !== 'undefined') performance.mark('startklar:app-start');
      root.start();
    },
  };
}
