/**
 * The one wiring point of the page machines: src/app says how each one meets the world (toasts,
 * navigation, storage, loaders, the auth watcher) and `.provide()`s it, once, when a route first
 * asks for it. A route names its machine (`useLogic('login', loginMachine)`), so the machine's code
 * travels with the route's chunk: a page loads the machines it shows, not all seventeen. A route
 * starts the result (`useActorRef`), reads it with selectors and sends it events.
 */
import { fromCallback, fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { selectAuthSummary } from '../machines/auth';
import { selectToday } from '../machines/clock';
import type { SearchIndex } from '../machines/contentSearch';
import type { Corpus } from '../machines/shared/corpus';
import type { AccountDataImplementations, accountDataMachine } from '../machines/accountData';
import type { EditRightsMachine } from '../machines/editRights';
import type { EmailChangeImplementations, emailChangeMachine } from '../machines/emailChange';
import { hostAllowsEditing, type EditAccess } from '../machines/shared/editAccess';
import type { AuthSummary } from '../machines/shared/authSync';
import {
  draftKey,
  parseDraft,
  serialiseDraft,
  type Draft,
  type DraftQuery,
  type DraftRelease,
  type DraftWrite,
} from '../machines/shared/drafts';
import type { Navigation } from '../machines/shared/navigation';
import type {
  PageImplementations,
  PageLogic,
  PageLogicProvider,
  RootActors,
} from '../machines/system';
import type { ToastInput } from '../machines/shared/toast';
import type { StoredStart } from '../machines/startplan';
import { isDemoMode } from '../services/client';
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
  /** Wraps each provided machine (the statechart view's inspection); none by default. */
  observe?: <T extends AnyStateMachine>(machine: T) => T;
}

const sameAuth = (a: AuthSummary, b: AuthSummary): boolean =>
  a.initialised === b.initialised &&
  a.email === b.email &&
  a.profile === b.profile &&
  a.addressIncomplete === b.addressIncomplete &&
  a.passwordRecovery === b.passwordRecovery;

type Implementation = Parameters<AnyStateMachine['provide']>[0];
type EmailChangeMachine = typeof emailChangeMachine;
type AccountDataMachine = typeof accountDataMachine;

/** The page machines as src/app provides them, each made once, when a route first asks. */
export function createPageLogic(deps: LogicDeps): PageLogicProvider {
  const implementations = pageImplementations(deps);
  const observe = deps.observe ?? (<T extends AnyStateMachine>(machine: T) => machine);
  const provided = new Map<keyof PageLogic, { from: AnyStateMachine; machine: AnyStateMachine }>();
  return {
    provide(key, machine) {
      const from: AnyStateMachine = machine;
      let entry = provided.get(key);
      if (entry?.from !== from) {
        const given = implementations[key] as
          Implementation | ((machine: AnyStateMachine) => Implementation);
        const implementation = typeof given === 'function' ? given(from) : given;
        entry = { from, machine: observe(from.provide(implementation)) };
        provided.set(key, entry);
      }
      return entry.machine as typeof machine;
    },
    editorWanted() {
      const access = editAccess(deps.storage);
      return access.host || access.flag || readsLiveTextIn(deps.storage);
    },
    landingQuizWaiting() {
      return deps.storage.read('session', STORAGE_KEYS.pendingQuiz) !== null;
    },
  };
}

/**
 * What grants the editing UI: a local, development or preview host, or the session flag. Only UI
 * follows from it; the database checks every write.
 */
function editAccess(storage: StorageAdapter): EditAccess {
  return {
    host: typeof window !== 'undefined' && hostAllowsEditing(window.location.hostname),
    flag: storage.read('session', STORAGE_KEYS.editMode) === 'true',
  };
}

/**
 * Pages show the texts published into the site and read no database; only the offline demo with
 * a database of its own in this browser (somebody saved in it) reads its edited texts.
 */
function readsLiveTextIn(storage: StorageAdapter): boolean {
  return isDemoMode() && storage.read('local', STORAGE_KEYS.demoDatabase) !== null;
}

function pageImplementations(deps: LogicDeps) {
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
   * Follows the root clock (Sweden's day): `clock.today` at once when the day is known and at
   * every new day. Every machine that computes by date invokes it as `clock`.
   */
  const clock = fromCallback(({ sendBack }) => {
    let last: string | null = null;
    const report = (snapshot: ReturnType<RootActors['clock']['getSnapshot']>) => {
      const today = selectToday(snapshot);
      if (today === null || today === last) return;
      last = today;
      sendBack({ type: 'clock.today', today });
    };
    report(actors.clock.getSnapshot());
    const subscription = (actors.clock as AnyActorRef).subscribe(report);
    return () => subscription.unsubscribe();
  });

  /**
   * An editor's rights child, taken from the editor's own machine (so that it loads with the
   * editor, not with every page): host and flag read once the editor has started (`editAccess`).
   */
  const editRightsOf = (editor: { implementations: Implementation }) =>
    (editor.implementations.actors?.editRights as EditRightsMachine).provide({
      actors: { authWatcher, readEditAccess: fromPromise(async () => editAccess(storage)) },
    });

  const readsLiveText = () => readsLiveTextIn(storage);

  /** The editors' drafts, kept in this browser per item and user (machines/shared/drafts.ts). */
  const readDraft = fromPromise<Draft | null, DraftQuery>(async ({ input }) =>
    parseDraft(storage.read('local', draftKey(input.type, input.contentId)), input.owner),
  );
  const storeDraft = (_: unknown, { type, contentId, draft }: DraftWrite) =>
    storage.write('local', draftKey(type, contentId), serialiseDraft(draft));
  const clearDraft = (_: unknown, { type, contentId, owner, text }: DraftRelease) => {
    const key = draftKey(type, contentId);
    const kept = parseDraft(storage.read('local', key), owner);
    // Another tab of the same editor may have kept its own draft of the item since: it stays.
    if (kept === null || kept.text === text) storage.remove('local', key);
  };

  /** The landing quiz's answers kept over a sign-in, when valid (the questions load with it). */
  const pendingQuizAnswers = async () => {
    const raw = storage.read('session', STORAGE_KEYS.pendingQuiz);
    if (!raw) return null;
    const { parsePendingAnswers } = await import('../content/quiz/landingQuiz');
    return parsePendingAnswers(raw);
  };

  /** Where a sign-in continues: the landing quiz's waiting answers, else the return URL. */
  const readContinuation = fromPromise(async () => {
    // (Loaded here: the sign-in pages that ask load it with their machines anyway.)
    const { sanitiseReturnUrl } = await import('../machines/shared/returnUrl');
    return {
      pendingQuiz: (await pendingQuizAnswers()) !== null,
      returnUrl: sanitiseReturnUrl(storage.read('local', STORAGE_KEYS.returnUrl)),
    };
  });
  const forgetReturnUrl = () => storage.remove('local', STORAGE_KEYS.returnUrl);
  const forgetQuizFlag = () => storage.remove('local', STORAGE_KEYS.quizCompleted);

  return {
    login: {
      actors: { authWatcher, readContinuation },
      actions: {
        showToast,
        navigate,
        storeReturnUrl: (_, { returnUrl }) => {
          if (returnUrl !== null) storage.write('local', STORAGE_KEYS.returnUrl, returnUrl);
        },
        forgetReturnUrl,
        forgetQuizFlag,
        finishRecovery: () => actors.auth.send({ type: 'auth.recoveryFinished' }),
      },
    },
    register: {
      actions: {
        showToast,
        navigate,
        rememberRegistration: (_, pending) =>
          storage.write(
            'local',
            STORAGE_KEYS.pendingRegistration,
            JSON.stringify({ ...pending, savedAt: new Date().toISOString() }),
          ),
      },
    },
    verify: {
      actors: { readContinuation },
      actions: { showToast, navigate, forgetReturnUrl, forgetQuizFlag },
    },
    demoGoogle: {
      actions: { showToast, redirect: (_, { url }) => deps.loadPage(url) },
    },
    account: {
      actors: {
        authWatcher,
        readPendingQuiz: fromPromise(async () => (await pendingQuizAnswers()) !== null),
      },
      actions: { showToast, navigate, notifyProfileChanged },
    },
    // /profile is one machine tree: its e-mail change and account-data flows are its children,
    // provided here with the profile (taken from its own machine, so they load with it).
    profile: (machine) => ({
      actors: {
        authWatcher,
        emailChange: (machine.implementations.actors.emailChange as EmailChangeMachine).provide({
          actors: { authWatcher },
          actions: { showToast, notifyProfileChanged },
        } satisfies EmailChangeImplementations),
        accountData: (machine.implementations.actors.accountData as AccountDataMachine).provide({
          actions: {
            showToast,
            navigate,
            download: (_, file) => saveFile(file.fileName, file.json),
            accountDeleted: () => actors.auth.send({ type: 'auth.accountDeleted' }),
          },
        } satisfies AccountDataImplementations),
      },
      actions: { showToast, notifyProfileChanged },
    }),
    landingQuiz: {
      actors: {
        authWatcher,
        readPending: fromPromise(pendingQuizAnswers),
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
    },
    pageQuiz: { actions: { navigate } },
    checklist: {
      actors: {
        readStored: fromPromise(async () => storage.read('local', STORAGE_KEYS.checklist)),
      },
      actions: {
        persist: (_, { done }) =>
          storage.write('local', STORAGE_KEYS.checklist, JSON.stringify(done)),
      },
    },
    // The site search's index (built at build time) with its code, on the first focus of a
    // search box; the bodies' loaders (a chunk per body) load with the first category page.
    articleSearch: { actors: { loadCorpus: fromPromise<SearchIndex>(loadSiteSearch) } },
    blogSearch: { actors: { loadCorpus: fromPromise<SearchIndex>(loadSiteSearch) } },
    articleCategory: {
      actors: {
        loadCorpus: fromPromise(async ({ input }) =>
          searchReady(await (await articleBodies()).loadArticleBodies(input.ids)),
        ),
      },
      actions: { syncUrl: (_, { filter }) => deps.replaceSearch(searchParam(filter)) },
    },
    blogCategory: {
      actors: {
        loadCorpus: fromPromise(async ({ input }) =>
          searchReady(await (await blogBodies()).loadBlogBodies(input.ids)),
        ),
      },
      actions: { syncUrl: (_, { filter }) => deps.replaceSearch(searchParam(filter)) },
    },
    calculator: {
      actors: { clock },
      actions: {
        syncUrl: (_, { fields }) => deps.replaceSearch(fields),
        print: () => window.print(),
      },
    },
    contentEditor: (editor) => ({
      actors: { editRights: editRightsOf(editor), readDraft },
      actions: { showToast, storeDraft, clearDraft },
      guards: { readsLiveText },
    }),
    blogMetaEditor: (editor) => ({
      actors: { editRights: editRightsOf(editor), readDraft },
      actions: { showToast, storeDraft, clearDraft },
      guards: { readsLiveText },
    }),
    blogMetaList: { guards: { readsLiveText } },
    // Din startplan och skattekalender: its date and file code load with the page or the click.
    startplan: {
      actors: {
        authWatcher,
        clock,
        readStored: fromPromise<StoredStart>(async () => {
          const { newPlanId } = await import('../content/startplan/planId');
          return { stored: storage.read('local', STORAGE_KEYS.startplan), newId: newPlanId() };
        }),
      },
      actions: {
        syncUrl: (_, { search }) => deps.replaceSearch(search),
        persist: (_, plan) => storage.write('local', STORAGE_KEYS.startplan, JSON.stringify(plan)),
        forget: () => storage.remove('local', STORAGE_KEYS.startplan),
        download: (_, { deadlines, planId, amounts }) =>
          void import('../content/startplan/ics').then((ics) =>
            saveFile(
              ics.ICS_FILE_NAME,
              ics.calendarIcs(deadlines, {
                now: new Date(),
                siteUrl: window.location.origin,
                planId,
                amounts,
              }),
              ics.ICS_CONTENT_TYPE,
            ),
          ),
        downloadBudget: (_, { months }) =>
          void import('../content/budget/csv').then((csv) =>
            saveFile(csv.BUDGET_CSV_FILENAME, csv.budgetCsv({ months }), csv.BUDGET_CSV_TYPE),
          ),
      },
    },
  } satisfies PageImplementations;
}

/** Saves a text file through the browser's download (the data export, the calendar). */
function saveFile(fileName: string, text: string, type = 'application/json'): void {
  if (typeof document === 'undefined') return;
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; give the browser a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const articleBodies = () => import('../content/articles/bodies');

/**
 * The site search and its index (./siteSearch.ts): loaded on the first focus of a search box,
 * never in a page's start-up; /articles and /blog share them.
 */
const loadSiteSearch = (): Promise<SearchIndex> =>
  import('./siteSearch').then((module) => module.loadSiteSearch());

/** At most this long at a time preparing bodies for search, then the browser gets a turn. */
const PREPARE_SLICE_MS = 8;

/**
 * The bodies, each prepared for searching (its plain text) in short slices, so that neither the
 * loading nor the first keystroke holds a slow phone's main thread for long.
 */
async function searchReady<T extends Corpus>(corpus: T): Promise<T> {
  const { primeSearch } = await import('../content/search');
  let sliceStart = performance.now();
  for (const body of corpus.values()) {
    primeSearch(body);
    if (performance.now() - sliceStart > PREPARE_SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve));
      sliceStart = performance.now();
    }
  }
  return corpus;
}
const blogBodies = () => import('../content/blog/bodies');

/** `?search=` for a category filter; none for a blank one. */
const searchParam = (filter: string): Record<string, string> =>
  filter.trim() === '' ? {} : { search: filter };
