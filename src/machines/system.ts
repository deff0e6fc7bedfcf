import type { ActorRefFrom } from 'xstate';
import type { cookieConsentMachine } from './cookieConsent';
import type { toastsMachine } from './toasts';

/**
 * The long-lived actors of the root system, by systemId. Routes receive them through the router
 * context; machines reach them with `system.get(systemId)`.
 */
export interface RootActors {
  toasts: ActorRefFrom<typeof toastsMachine>;
  cookieConsent: ActorRefFrom<typeof cookieConsentMachine>;
}

export const SYSTEM_IDS = {
  toasts: 'toasts',
  cookieConsent: 'cookieConsent',
  auth: 'auth',
} as const;
