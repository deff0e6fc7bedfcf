import type { ActorRefFrom } from 'xstate';
import type { authMachine } from './auth';
import type { cookieConsentMachine } from './cookieConsent';
import type { toastsMachine } from './toasts';

/**
 * The long-lived actors of the root system, by systemId. Routes receive them through the router
 * context; machines reach them with `system.get(systemId)`.
 */
export interface RootActors {
  toasts: ActorRefFrom<typeof toastsMachine>;
  cookieConsent: ActorRefFrom<typeof cookieConsentMachine>;
  auth: ActorRefFrom<typeof authMachine>;
}

export const SYSTEM_IDS = {
  toasts: 'toasts',
  cookieConsent: 'cookieConsent',
  auth: 'auth',
} as const;

/** One code the demo backend "sent" (demo mode only). */
export interface DemoMail {
  to: string;
  code: string;
  sentAt: string;
}

/** What only the offline demo has: the inbox of sent codes. Null with a real backend. */
export interface DemoTools {
  inbox: {
    get: () => readonly DemoMail[];
    subscribe: (listener: (inbox: readonly DemoMail[]) => void) => () => void;
  };
}
