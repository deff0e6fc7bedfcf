import type { ActorRefFrom } from 'xstate';
import type { accountMachine } from './account';
import type { accountDataMachine } from './accountData';
import type { emailChangeMachine } from './emailChange';
import type { blogMetaEditorMachine } from './blogMetaEditor';
import type { blogMetaListMachine } from './blogMetaList';
import type { authMachine } from './auth';
import type { calculatorMachine } from './calculator';
import type { categoryListMachine } from './categoryList';
import type { checklistMachine } from './checklist';
import type { contentEditorMachine } from './contentEditor';
import type { contentSearchMachine } from './contentSearch';
import type { cookieConsentMachine } from './cookieConsent';
import type { demoGoogleMachine } from './demoGoogle';
import type { landingQuizMachine } from './landingQuiz';
import type { loginMachine } from './login';
import type { pageQuizMachine } from './pageQuiz';
import type { profileMachine } from './profile';
import type { registerMachine } from './register';
import type { toastsMachine } from './toasts';
import type { verifyMachine } from './verify';

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

/** The page machines by the name src/app wires them under (two search and two category lists). */
export interface PageLogic {
  login: typeof loginMachine;
  register: typeof registerMachine;
  verify: typeof verifyMachine;
  demoGoogle: typeof demoGoogleMachine;
  account: typeof accountMachine;
  profile: typeof profileMachine;
  emailChange: typeof emailChangeMachine;
  accountData: typeof accountDataMachine;
  landingQuiz: typeof landingQuizMachine;
  pageQuiz: typeof pageQuizMachine;
  checklist: typeof checklistMachine;
  articleSearch: typeof contentSearchMachine;
  blogSearch: typeof contentSearchMachine;
  articleCategory: typeof categoryListMachine;
  blogCategory: typeof categoryListMachine;
  calculator: typeof calculatorMachine;
  contentEditor: typeof contentEditorMachine;
  blogMetaEditor: typeof blogMetaEditorMachine;
  blogMetaList: typeof blogMetaListMachine;
}

/**
 * src/app's wiring of the page machines: `provide('login', loginMachine)` is the login machine
 * with this app's toasts, navigation, storage, loaders and auth watcher, made once and kept. The
 * route names the machine, so the machine's code loads with the route that shows it.
 */
export interface PageLogicProvider {
  provide<K extends keyof PageLogic>(key: K, machine: PageLogic[K]): PageLogic[K];
}
