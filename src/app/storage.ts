/**
 * The one place that reads and writes web storage. Machines declare what they keep (`persist`,
 * `readStored`, ...) and src/app/logic.ts provides it through this adapter, after the page is on
 * screen: nothing reads storage while a page is rendered, so the prerendered HTML and the first
 * client render are the same. Private modes, full quotas and disabled storage all read as
 * "nothing stored" and drop writes; corrupt values are the parsers' business (they read as absent).
 */
export type StorageArea = 'local' | 'session';

export interface StorageAdapter {
  read(area: StorageArea, key: string): string | null;
  write(area: StorageArea, key: string, value: string): void;
  remove(area: StorageArea, key: string): void;
  /** Removes every key that begins with `prefix`. */
  removePrefixed(area: StorageArea, prefix: string): void;
}

/** Every key the app keeps, in one list (the spec names the first four). */
export const STORAGE_KEYS = {
  /** localStorage: the cookie choice, { necessary, analytics, marketing }. */
  cookiePreferences: 'cookiePreferences',
  /** localStorage: where to go after sign-in (a same-origin path only, see returnUrl.ts). */
  returnUrl: 'auth_return_url',
  /** localStorage: the landing quiz is done and waits for a sign-in. */
  quizCompleted: 'quiz_completed',
  /** sessionStorage: the content editor's global edit mode ('true' grants the editing UI). */
  editMode: 'enable_edit_mode',
  /** localStorage: the ticked steps of Företagslistan (a checklist that forgets is none). */
  checklist: 'foretagslistan',
  /**
   * localStorage: Din startplan och skattekalender, the answers (a query string) and ticked
   * steps; removed at sign-out (a signed-in founder's plan lives in the account).
   */
  startplan: 'startklar:startplan',
  /** sessionStorage: the landing quiz's answers while the visitor signs in (kept, not lost). */
  pendingQuiz: 'startklar:pendingQuiz',
  /** localStorage: the registration form's details until the first sign-in creates the row. */
  pendingRegistration: 'startklar:pendingRegistration',
  /**
   * localStorage, written by the offline demo's backend (src/mocks/db.ts, its database's
   * generation mark): this browser has a demo database of its own, whose edited texts pages read.
   */
  demoDatabase: 'startklar-demo-db:generation',
} as const;

/** The content editor keeps its drafts under keys with this prefix (local or session storage). */
export const DRAFT_KEY_PREFIX = 'startklar:draft:';

/**
 * What a signed-in visitor leaves behind that is theirs, removed when they sign out (or their
 * account is deleted): who is registering, their quiz answers, where they were going, their start
 * plan (kept in their account), and, when `drafts` (their own sign-out, a deleted account), the
 * editors' drafts; a session that ended by itself keeps those for the editor's next sign-in.
 * Device settings stay: the cookie choice, Företagslistan's ticks, the edit-mode flag.
 */
export function forgetPersonalData(
  storage: StorageAdapter,
  { drafts }: { drafts: boolean } = { drafts: true },
): void {
  storage.remove('local', STORAGE_KEYS.pendingRegistration);
  storage.remove('local', STORAGE_KEYS.quizCompleted);
  storage.remove('local', STORAGE_KEYS.returnUrl);
  storage.remove('session', STORAGE_KEYS.pendingQuiz);
  storage.remove('local', STORAGE_KEYS.startplan);
  if (!drafts) return;
  storage.removePrefixed('local', DRAFT_KEY_PREFIX);
  storage.removePrefixed('session', DRAFT_KEY_PREFIX);
}

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Web storage that never throws. */
export const browserStorage: StorageAdapter = {
  read(which, key) {
    try {
      return area(which)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  write(which, key, value) {
    try {
      area(which)?.setItem(key, value);
    } catch {
      // Storage unavailable: the value holds for this visit only.
    }
  },
  remove(which, key) {
    try {
      area(which)?.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
  removePrefixed(which, prefix) {
    try {
      const store = area(which);
      if (!store) return;
      const keys: string[] = [];
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index);
        if (key?.startsWith(prefix)) keys.push(key);
      }
      for (const key of keys) store.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
};

/** Storage in memory (tests, and the server while prerendering). */
export function memoryStorage(): StorageAdapter & { dump: () => Record<string, string> } {
  const values = new Map<string, string>();
  const id = (which: StorageArea, key: string) => `${which}:${key}`;
  return {
    read: (which, key) => values.get(id(which, key)) ?? null,
    write: (which, key, value) => void values.set(id(which, key), value),
    remove: (which, key) => void values.delete(id(which, key)),
    removePrefixed: (which, prefix) => {
      for (const key of [...values.keys()])
        if (key.startsWith(id(which, prefix))) values.delete(key);
    },
    dump: () => Object.fromEntries(values),
  };
}
