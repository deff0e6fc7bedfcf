import type { ActorRefFrom } from 'xstate';
import type { accountMachine, AccountImplementations } from './account';
import type { blogMetaEditorMachine, BlogMetaEditorImplementations } from './blogMetaEditor';
import type { blogMetaListMachine, BlogMetaListImplementations } from './blogMetaList';
import type { authMachine } from './auth';
import type { calculatorMachine, CalculatorImplementations } from './calculator';
import type {
  articleCategoryMachine,
  blogCategoryMachine,
  CategoryListImplementations,
} from './categoryList';
import type { clockMachine } from './clock';
import type { checklistMachine, ChecklistImplementations } from './checklist';
import type { contentEditorMachine, ContentEditorImplementations } from './contentEditor';
import type {
  articleSearchMachine,
  blogSearchMachine,
  ContentSearchImplementations,
} from './contentSearch';
import type { cookieConsentMachine } from './cookieConsent';
import type { demoGoogleMachine, DemoGoogleImplementations } from './demoGoogle';
import type { landingQuizMachine, LandingQuizImplementations } from './landingQuiz';
import type { loginMachine, LoginImplementations } from './login';
import type { pageQuizMachine, PageQuizImplementations } from './pageQuiz';
import type { profileMachine, ProfileImplementations } from './profile';
import type { registerMachine, RegisterImplementations } from './register';
import type { startplanMachine, StartplanImplementations } from './startplan';
import type { toastsMachine } from './toasts';
import type { verifyMachine, VerifyImplementations } from './verify';

/**
 * The long-lived actors of the root system, by systemId. Routes receive them through the router
 * context; src/app's actions reach them with `system.get(systemId)` (a page machine runs in a
 * system of its own and meets them through the actions and the auth watcher src/app provides).
 */
export interface RootActors {
  toasts: ActorRefFrom<typeof toastsMachine>;
  cookieConsent: ActorRefFrom<typeof cookieConsentMachine>;
  auth: ActorRefFrom<typeof authMachine>;
  /** Today in Sweden: the one clock of the site (./clock.ts). */
  clock: ActorRefFrom<typeof clockMachine>;
}

export const SYSTEM_IDS = {
  toasts: 'toasts',
  cookieConsent: 'cookieConsent',
  auth: 'auth',
  clock: 'clock',
} as const;

/** The page machines by the name src/app wires them under. */
export interface PageLogic {
  login: typeof loginMachine;
  register: typeof registerMachine;
  verify: typeof verifyMachine;
  demoGoogle: typeof demoGoogleMachine;
  account: typeof accountMachine;
  profile: typeof profileMachine;
  landingQuiz: typeof landingQuizMachine;
  pageQuiz: typeof pageQuizMachine;
  checklist: typeof checklistMachine;
  articleSearch: typeof articleSearchMachine;
  blogSearch: typeof blogSearchMachine;
  articleCategory: typeof articleCategoryMachine;
  blogCategory: typeof blogCategoryMachine;
  calculator: typeof calculatorMachine;
  contentEditor: typeof contentEditorMachine;
  blogMetaEditor: typeof blogMetaEditorMachine;
  blogMetaList: typeof blogMetaListMachine;
  startplan: typeof startplanMachine;
}

/** What src/app provides for each page machine: every placeholder the machine names. */
interface Implementations {
  login: LoginImplementations;
  register: RegisterImplementations;
  verify: VerifyImplementations;
  demoGoogle: DemoGoogleImplementations;
  account: AccountImplementations;
  profile: ProfileImplementations;
  landingQuiz: LandingQuizImplementations;
  pageQuiz: PageQuizImplementations;
  checklist: ChecklistImplementations;
  articleSearch: ContentSearchImplementations;
  blogSearch: ContentSearchImplementations;
  articleCategory: CategoryListImplementations;
  blogCategory: CategoryListImplementations;
  calculator: CalculatorImplementations;
  contentEditor: ContentEditorImplementations;
  blogMetaEditor: BlogMetaEditorImplementations;
  blogMetaList: BlogMetaListImplementations;
  startplan: StartplanImplementations;
}

/**
 * Per page machine, its implementations, or a function that makes them from the machine the route
 * names (for implementations built on the machine's own children, which then load with it).
 */
export type PageImplementations = {
  [K in keyof Implementations]:
    Implementations[K] | ((machine: PageLogic[K]) => Implementations[K]);
};

/**
 * src/app's wiring of the page machines: `provide('login', loginMachine)` is the login machine
 * with this app's toasts, navigation, storage, loaders and auth watcher, made once and kept. The
 * route names the machine, so the machine's code loads with the route that shows it.
 */
export interface PageLogicProvider {
  provide<K extends keyof PageLogic>(key: K, machine: PageLogic[K]): PageLogic[K];
  /**
   * Whether this visitor's pages may show the editing UI or must read edited texts live (a local,
   * development or preview host, the `enable_edit_mode` flag, or the offline demo's own database
   * with saved edits): the editors' code loads only then. False on the server, whose HTML is the
   * page as a reader gets it.
   */
  editorWanted(): boolean;
  /**
   * Whether the landing quiz has answers kept in this tab for a sign-in (/verify or Google in
   * between): its machine then starts with `/` and shows their results; otherwise its code loads
   * when the test is opened. False on the server.
   */
  landingQuizWaiting(): boolean;
}
