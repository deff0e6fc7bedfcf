/**
 * The one wiring point of the page machines: each is `.provide()`d here, once, with its toasts,
 * navigation, storage, loaders and auth watcher, and handed to the routes through the router
 * context. A route only starts one (`useActorRef(logic.x, { input })`), reads it with selectors
 * and sends it events.
 */
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { loadAllArticleBodies, loadArticleBodies } from '../content/articles/bodies';
import { loadAllBlogBodies, loadBlogBodies } from '../content/blog/bodies';
import { accountMachine } from '../machines/account';
import { blogMetaEditorMachine } from '../machines/blogMetaEditor';
import { blogMetaListMachine } from '../machines/blogMetaList';
import { selectAuthSummary } from '../machines/auth';
import { calculatorMachine } from '../machines/calculator';
import { categoryListMachine } from '../machines/categoryList';
import { checklistMachine } from '../machines/checklist';
import { contentEditorMachine } from '../machines/contentEditor';
import { contentSearchMachine, type Corpus } from '../machines/contentSearch';
import { demoGoogleMachine } from '../machines/demoGoogle';
import { editRightsMachine, hostAllowsEditing, type EditAccess } from '../machines/editRights';
import { landingQuizMachine, parsePendingAnswers } from '../machines/landingQuiz';
import { loginMachine } from '../machines/login';
import { pageQuizMachine } from '../machines/pageQuiz';
import { profileMachine } from '../machines/profile';
import { registerMachine } from '../machines/register';
import type { AuthSummary } from '../machines/shared/authSync';
import type { Navigation } from '../machines/shared/navigation';
import { sanitiseReturnUrl } from '../machines/shared/returnUrl';
import type { PageLogic, RootActors } from '../machines/system';
import type { ToastInput } from '../machines/toasts';
import { verifyMachine } from '../machines/verify';
import type { KontoRow } from '../services/database.types';
import { STORAGE_KEYS, type StorageAdapter } from './storage';

export interface LogicDeps {
  actors: RootActors;
  storage: StorageAdapter;
  navigate: (target: Navigation) => void;
  /** Replaces the current URL's query (no new history entry, no page fade). */
  replaceSearch: (search: Readonly<Record<string, string>>) => void;
  /** A full page load of a same-origin URL (the demo Google chooser's return). */
  loadPage: (url: string) => void;
}

const sameAuth = (a: AuthSummary, b: AuthSummary): boolean =>
  a.initialised === b.initialised &&
  a.email === b.email &&
  a.profile === b.profile &&
  a.addressIncomplete === b.addressIncomplete;

export function createPageLogic(deps: LogicDeps): PageLogic {
  const { actors, storage } = deps;

  const showToast = (_: unknown, toast: ToastInput) =>
    actors.toasts.send({ type: 'toasts.show', toast });
  const navigate = (_: unknown, target: Navigation) => deps.navigate(target);
  const notifyProfileChanged = (_: unknown, params: { profile: KontoRow }) =>
    actors.auth.send({ type: 'auth.profileChanged', profile: params.profile });

  /** Follows the root auth actor: `auth.updated` at once and on every change that matters. */
  const authWatcher = fromCallback(({ sendBack }) => {
    let last: AuthSummary | null = null;
    const report = (snapshot: ReturnType<RootActors['auth']['getSnapshot']>) => {
      const auth = selectAuthSummary(snapshot);
      if (last !== null && sameAuth(last, auth)) return;
      last = auth;
      sendBack({ type: 'auth.updated', auth });
    };
    report(actors.auth.getSnapshot());
    const subscription = (actors.auth as AnyActorRef).subscribe(report);
    return () => subscription.unsubscribe();
  });

  /**
   * Edit rights (spec §6): the host rule and the session flag, read once the editor has started,
   * i.e. after the page is on screen. Only UI follows from them; the database checks every write.
   */
  const editRights = editRightsMachine.provide({
    actors: {
      authWatcher,
      readEditAccess: fromPromise<EditAccess>(async () => ({
        host: typeof window !== 'undefined' && hostAllowsEditing(window.location.hostname),
        flag: storage.read('session', STORAGE_KEYS.editMode) === 'true',
      })),
    },
  });

  const pendingQuizAnswers = () =>
    parsePendingAnswers(storage.read('session', STORAGE_KEYS.pendingQuiz));

  return {
    login: loginMachine.provide({
      actions: {
        showToast,
        navigate,
        storeReturnUrl: (_, { returnUrl }) => {
          if (returnUrl !== null) storage.write('local', STORAGE_KEYS.returnUrl, returnUrl);
        },
      },
    }),
    register: registerMachine.provide({
      actions: {
        showToast,
        navigate,
        rememberRegistration: (_, pending) =>
          storage.write('local', STORAGE_KEYS.pendingRegistration, JSON.stringify(pending)),
      },
    }),
    verify: verifyMachine.provide({
      actors: {
        readContinuation: fromPromise(async () => ({
          pendingQuiz: pendingQuizAnswers() !== null,
          returnUrl: sanitiseReturnUrl(storage.read('local', STORAGE_KEYS.returnUrl)),
        })),
      },
      actions: {
        showToast,
        navigate,
        forgetReturnUrl: () => storage.remove('local', STORAGE_KEYS.returnUrl),
        forgetQuizFlag: () => storage.remove('local', STORAGE_KEYS.quizCompleted),
      },
    }),
    demoGoogle: demoGoogleMachine.provide({
      actions: { showToast, redirect: (_, { url }) => deps.loadPage(url) },
    }),
    account: accountMachine.provide({
      actors: {
        authWatcher,
        readPendingQuiz: fromPromise(async () => pendingQuizAnswers() !== null),
      },
      actions: { showToast, navigate, notifyProfileChanged },
    }),
    profile: profileMachine.provide({
      actors: { authWatcher },
      actions: { showToast, notifyProfileChanged },
    }),
    landingQuiz: landingQuizMachine.provide({
      actors: {
        authWatcher,
        readPending: fromPromise(async () => pendingQuizAnswers()),
      },
      actions: {
        showToast,
        navigate,
        storeCompletedFlag: () => storage.write('local', STORAGE_KEYS.quizCompleted, 'true'),
        removeCompletedFlag: () => storage.remove('local', STORAGE_KEYS.quizCompleted),
        storePending: (_, { answers }) =>
          storage.write('session', STORAGE_KEYS.pendingQuiz, JSON.stringify(answers)),
        clearPending: () => storage.remove('session', STORAGE_KEYS.pendingQuiz),
      },
    }),
    pageQuiz: pageQuizMachine.provide({ actions: { navigate } }),
    checklist: checklistMachine.provide({
      actors: {
        readStored: fromPromise(async () => storage.read('local', STORAGE_KEYS.checklist)),
      },
      actions: {
        persist: (_, { done }) =>
          storage.write('local', STORAGE_KEYS.checklist, JSON.stringify(done)),
      },
    }),
    articleSearch: contentSearchMachine.provide({
      actors: { loadCorpus: fromPromise<Corpus>(loadAllArticleBodies) },
    }),
    blogSearch: contentSearchMachine.provide({
      actors: { loadCorpus: fromPromise<Corpus>(loadAllBlogBodies) },
    }),
    articleCategory: categoryListMachine.provide({
      actors: { loadCorpus: fromPromise(({ input }) => loadArticleBodies(input.ids)) },
      actions: { syncUrl: (_, { filter }) => deps.replaceSearch(searchParam(filter)) },
    }),
    blogCategory: categoryListMachine.provide({
      actors: { loadCorpus: fromPromise(({ input }) => loadBlogBodies(input.ids)) },
      actions: { syncUrl: (_, { filter }) => deps.replaceSearch(searchParam(filter)) },
    }),
    calculator: calculatorMachine.provide({
      actions: { syncUrl: (_, { fields }) => deps.replaceSearch(fields) },
    }),
    contentEditor: contentEditorMachine.provide({ actors: { editRights }, actions: { showToast } }),
    blogMetaEditor: blogMetaEditorMachine.provide({
      actors: { editRights },
      actions: { showToast },
    }),
    blogMetaList: blogMetaListMachine,
  };
}

/** `?search=` for a category filter; none for a blank one. */
const searchParam = (filter: string): Record<string, string> =>
  filter.trim() === '' ? {} : { search: filter };
