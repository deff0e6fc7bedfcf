/**
 * The demo backend's in-memory database: the app tables, storage objects and the auth server's
 * state (users, one-time codes, sessions, refresh tokens, PKCE flow states, sent mail).
 *
 * Persistence is pluggable: memory only (Node tests; `resetDb()` between tests) or localStorage
 * (browser demo, key `startklar-demo-db`; a missing or corrupt value starts a fresh database).
 * Time comes from an adjustable clock (`now()`, `advanceClock()`), so tests can expire codes and
 * rate limits without fake timers.
 */
import type {
  AdminRow,
  ContentItemRevisionRow,
  ContentItemRow,
  KontoRow,
  QuizResultRow,
  StartplanRow,
} from '../services/database.types';

export interface IdentityRecord {
  identity_id: string;
  id: string;
  user_id: string;
  provider: string;
  identity_data: Record<string, unknown>;
  email: string;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string;
}

export interface AuthUserRecord {
  id: string;
  email: string;
  phone: string;
  /** SHA-256 of user id + password, hex; null until a password is set. */
  password_hash: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  app_metadata: { provider: string; providers: string[] };
  user_metadata: Record<string, unknown>;
  identities: IdentityRecord[];
  /** The pending reauthentication code (GoTrue keeps its hash), absent or null when none. */
  reauthentication_token?: string | null;
  /** ISO time the reauthentication code was sent. */
  reauthentication_sent_at?: string | null;
  /** Wrong tries at the pending reauthentication code (void at MAX_CODE_ATTEMPTS). */
  reauthentication_failures?: number;
  /** A pending e-mail change: the new address (GoTrue's `email_change`, shown as `new_email`). */
  email_change?: string | null;
  /** The codes mailed to the current and to the new address (secure e-mail change). */
  email_change_token_current?: string | null;
  email_change_token_new?: string | null;
  email_change_sent_at?: string | null;
  /** 0: neither code confirmed yet, 1: one of the two (GoTrue's email_change_confirm_status). */
  email_change_confirm_status?: number;
  /** Wrong tries at the pending e-mail change codes. */
  email_change_failures?: number;
}

export interface OtpRecord {
  email: string;
  code: string;
  /** Epoch ms (mock clock). */
  sentAt: number;
  expiresAt: number;
  used: boolean;
  /** Wrong tries at this code; at MAX_CODE_ATTEMPTS it is void (absent in older demo states). */
  failures?: number;
}

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: number;
  /** Authentication method reference: otp, oauth, password. */
  amr: string;
}

export interface RefreshTokenRecord {
  token: string;
  sessionId: string;
  userId: string;
  revoked: boolean;
  createdAt: number;
  /** The token this one replaced (null for a session's first); absent in older demo states. */
  parent?: string | null;
  /** Epoch ms (mock clock) when it was rotated or revoked. */
  revokedAt?: number | null;
}

export interface FlowStateRecord {
  /** The `state` handed to the (demo) provider. */
  id: string;
  provider: string;
  redirectTo: string;
  codeChallenge: string | null;
  codeChallengeMethod: 's256' | 'plain' | null;
  /** Set once the provider step is done (PKCE flow). */
  authCode: string | null;
  userId: string | null;
  createdAt: number;
}

export interface StoredObject {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  content_type: string;
  cache_control: string;
  size: number;
  /** The bytes, base64-encoded (so the state persists as JSON). */
  data_base64: string;
  created_at: string;
  updated_at: string;
}

export interface BucketRecord {
  id: string;
  public: boolean;
  /** Bytes; null for no limit of the bucket's own. */
  file_size_limit: number | null;
  /** Exact types (`image/png`) or wildcards (`image/*`); null for any type. */
  allowed_mime_types: string[] | null;
}

/**
 * The buckets as supabase/migrations define them (20261124000000_avatar_limits.sql); tests/db
 * checks this against the migrated Postgres. Buckets are configuration, not demo data: a stored
 * demo database always gets the current definitions.
 */
export const BUCKETS: readonly BucketRecord[] = [
  {
    id: 'avatars',
    public: true,
    file_size_limit: 5 * 1024 * 1024,
    allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  },
];

const bucketDefinitions = (): BucketRecord[] =>
  BUCKETS.map((b) => ({
    ...b,
    allowed_mime_types: b.allowed_mime_types === null ? null : [...b.allowed_mime_types],
  }));

/**
 * A mail the demo backend "sent": a one-time code, or (`notice`) one of the notifications of
 * `[auth.email.notification.*]` in supabase/config.toml, which carry no code (`code` is '').
 */
export interface SentMail {
  to: string;
  code: string;
  /** ISO time (mock clock). */
  sentAt: string;
  /** A notification instead of a code: the password or the e-mail address was changed. */
  notice?: 'password_changed' | 'email_changed';
}

export interface DemoDbState {
  version: 1;
  konton: KontoRow[];
  user_quiz_results: QuizResultRow[];
  content_items: ContentItemRow[];
  content_item_revisions: ContentItemRevisionRow[];
  admins: AdminRow[];
  startplans: StartplanRow[];
  buckets: BucketRecord[];
  objects: StoredObject[];
  users: AuthUserRecord[];
  otps: OtpRecord[];
  sessions: SessionRecord[];
  refreshTokens: RefreshTokenRecord[];
  flowStates: FlowStateRecord[];
  mail: SentMail[];
  nextIds: { user_quiz_results: number; content_items: number; content_item_revisions: number };
}

export interface PersistenceAdapter {
  /** The stored state (anything; it is validated), or null. */
  load(): unknown;
  save(state: DemoDbState): void;
  /**
   * True when another tab has saved since this one last loaded or saved: every tab of the demo
   * shares one database, as every tab of a real project does.
   */
  changedElsewhere?(): boolean;
}

export const DEMO_DB_STORAGE_KEY = 'startklar-demo-db';

/** Accounts that become admins (rows in `admins`) when their auth user is created in the demo. */
export const DEMO_ADMIN_EMAILS: readonly string[] = ['admin@example.com'];

const SEED_TIME = '2026-01-01T00:00:00.000Z';

function seedContentItems(): ContentItemRow[] {
  return [
    {
      id: 1,
      type: 'demo',
      content_id: 'valkommen',
      title: 'Demoläge',
      content:
        'Det här är Startklars demoläge. Inloggning, profil och redigering fungerar, men allt sparas bara i den här webbläsaren.',
      updated_at: SEED_TIME,
      version: 1,
      updated_by: null,
    },
  ];
}

export function freshState(): DemoDbState {
  return {
    version: 1,
    konton: [],
    user_quiz_results: [],
    content_items: seedContentItems(),
    content_item_revisions: [],
    admins: [],
    startplans: [],
    buckets: bucketDefinitions(),
    objects: [],
    users: [],
    otps: [],
    sessions: [],
    refreshTokens: [],
    flowStates: [],
    mail: [],
    nextIds: { user_quiz_results: 1, content_items: 2, content_item_revisions: 1 },
  };
}

const ARRAY_KEYS = [
  'konton',
  'user_quiz_results',
  'content_items',
  'admins',
  'buckets',
  'objects',
  'users',
  'otps',
  'sessions',
  'refreshTokens',
  'flowStates',
  'mail',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Accepts a loaded value only if it has the shape of the current state version. */
export function parseState(value: unknown): DemoDbState | null {
  if (!isRecord(value) || value.version !== 1) return null;
  for (const key of ARRAY_KEYS) if (!Array.isArray(value[key])) return null;
  const ids = value.nextIds;
  if (
    !isRecord(ids) ||
    typeof ids.user_quiz_results !== 'number' ||
    typeof ids.content_items !== 'number'
  )
    return null;
  const loaded = value as unknown as DemoDbState;
  // Demo databases saved before rows carried their owner's id: the owner is the user with the
  // same address; rows without one are dropped, as the migration does.
  const ownerOf = (email: unknown): string | undefined =>
    typeof email === 'string'
      ? loaded.users.find((u) => u.email.toLowerCase() === email.toLowerCase())?.id
      : undefined;
  const withOwner = <T extends { user_id?: string }>(rows: T[], email: (row: T) => unknown): T[] =>
    rows
      .map((row) => (row.user_id ? row : { ...row, user_id: ownerOf(email(row)) }))
      .filter((row) => typeof row.user_id === 'string');
  return {
    ...loaded,
    // Texts saved before the database kept versions are version 1, their revisions unknown.
    content_items: loaded.content_items.map((row) => ({
      ...row,
      version: typeof row.version === 'number' ? row.version : 1,
      updated_by: row.updated_by ?? null,
    })),
    content_item_revisions: Array.isArray(loaded.content_item_revisions)
      ? loaded.content_item_revisions
      : [],
    nextIds: {
      ...loaded.nextIds,
      content_item_revisions:
        typeof loaded.nextIds.content_item_revisions === 'number'
          ? loaded.nextIds.content_item_revisions
          : 1,
    },
    // Rows saved before details_confirmed_at existed count as confirmed, as the migration says.
    konton: withOwner(loaded.konton, (row) => row.email).map((row) =>
      row.details_confirmed_at === undefined
        ? { ...row, details_confirmed_at: row.created_at }
        : row,
    ),
    user_quiz_results: withOwner(loaded.user_quiz_results, (row) => row.user_email),
    // Demo databases saved before the start plan existed have none; a demo saved before a column
    // existed gets the column's default (plan ids each their own, as migration 20261207050000
    // gives every existing row).
    startplans: (Array.isArray(loaded.startplans) ? loaded.startplans : []).map((row) => ({
      ...row,
      plan_id:
        typeof row.plan_id === 'string' ? row.plan_id : crypto.randomUUID().replace(/-/g, ''),
      budget: typeof row.budget === 'string' ? row.budget : '',
      show_amounts: row.show_amounts === true,
    })),
    // Registration details earlier code requests left with the auth server go, as
    // 20261207000000_registration_details.sql removes them.
    users: loaded.users.map(withoutRegistrationDetails),
    buckets: bucketDefinitions(),
  };
}

/** The registration form's keys (and the spec's phone_number), which only the browser keeps. */
export const REGISTRATION_KEYS = ['fornamn', 'efternamn', 'telefon', 'adress', 'phone_number'];

const withoutKeys = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !REGISTRATION_KEYS.includes(key)));

/** An auth user without registration details in its metadata or its e-mail identity. */
function withoutRegistrationDetails(user: AuthUserRecord): AuthUserRecord {
  return {
    ...user,
    user_metadata: withoutKeys(user.user_metadata),
    identities: user.identities.map((identity) =>
      identity.provider === 'email'
        ? { ...identity, identity_data: withoutKeys(identity.identity_data) }
        : identity,
    ),
  };
}

export const memoryPersistence: PersistenceAdapter = {
  load: () => null,
  save: () => undefined,
};

/**
 * Persists to localStorage; unreadable, corrupt or over-quota storage degrades to memory only.
 * Each save also writes a short generation mark (`{key}:generation`), so a tab finds out cheaply
 * whether another tab has saved since (it then loads the database again before a request).
 */
export function localStoragePersistence(key: string = DEMO_DB_STORAGE_KEY): PersistenceAdapter {
  const generationKey = `${key}:generation`;
  const readGeneration = (): string | null => {
    try {
      return globalThis.localStorage.getItem(generationKey);
    } catch {
      return null;
    }
  };
  let known = readGeneration();
  return {
    load() {
      known = readGeneration();
      try {
        const raw = globalThis.localStorage.getItem(key);
        return raw === null ? null : (JSON.parse(raw) as unknown);
      } catch {
        return null;
      }
    },
    save(state) {
      try {
        globalThis.localStorage.setItem(key, JSON.stringify(state));
        known = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
        globalThis.localStorage.setItem(generationKey, known);
      } catch {
        console.warn('[startklar demo] the demo database could not be saved to localStorage');
      }
    },
    changedElsewhere: () => readGeneration() !== known,
  };
}

let state: DemoDbState = freshState();
let persistence: PersistenceAdapter = memoryPersistence;
let clockOffsetMs = 0;
const listeners = new Set<() => void>();

/** The live state. Mutate it, then call `commit()`. */
export function getDb(): DemoDbState {
  return state;
}

/** Persists the state and tells the listeners that something changed. */
export function commit(): void {
  persistence.save(state);
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch {
      console.warn('[startklar demo] a database change listener failed');
    }
  }
}

export function onDbChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Loads the database again when another tab has saved it since (the browser demo calls it before
 * every request, so two tabs behave as two clients of one project).
 */
export function refreshFromPersistence(): void {
  if (!persistence.changedElsewhere?.()) return;
  const loaded = parseState(persistence.load());
  if (loaded === null) return;
  state = loaded;
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch {
      console.warn('[startklar demo] a database change listener failed');
    }
  }
}

/** Switches persistence and loads the stored state (a fresh one when absent or corrupt). */
export function setPersistence(adapter: PersistenceAdapter): void {
  persistence = adapter;
  const loaded = parseState(adapter.load());
  state = loaded ?? freshState();
  if (loaded === null) adapter.save(state);
  commit();
}

/** A fresh database (seed only), clock back to real time, no faults of its own. */
export function resetDb(): void {
  state = freshState();
  clockOffsetMs = 0;
  commit();
}

/** The mock clock, epoch ms. */
export function now(): number {
  return Date.now() + clockOffsetMs;
}

export function nowIso(): string {
  return new Date(now()).toISOString();
}

/** Moves the mock clock forward (e.g. past a 60 s rate limit or a 10-minute code expiry). */
export function advanceClock(ms: number): void {
  clockOffsetMs += ms;
}
