/**
 * Test helper: a real Postgres (PGlite, PostgreSQL 18 in WASM) with the Supabase platform stub
 * (tests/db/bootstrap.sql) and every migration of supabase/migrations applied in name order.
 *
 * Also holds what rls.test.ts and parity.test.ts share: the seed (owner, other user, admin) and
 * the access matrix cases (table × caller × operation on the seeded rows).
 *
 * One instance per test file; close() it in afterAll. Starting a fresh PGlite (initdb) takes
 * ≈ 5 s on two cores (10 s and more on a busy machine); a migrated database is therefore kept as a
 * data-directory tarball in the OS temp directory, keyed by the contents of bootstrap.sql, the
 * migrations and the PGlite version, and later instances load it (≈ 1–2 s).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Claims, PolicyContext } from '../../src/mocks/policies';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MIGRATIONS_DIR = join(ROOT, 'supabase', 'migrations');
const BOOTSTRAP = join(ROOT, 'tests', 'db', 'bootstrap.sql');

/** Timeout for hooks that create a database (first PGlite start ≈ 5 s on two cores). */
export const DB_START_TIMEOUT = 60_000;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

const SNAPSHOT_PREFIX = 'startklar-pglite-';

/** The data-directory tarball of the migrated database, named after everything that makes it. */
function snapshotFile(): string {
  const hash = createHash('sha256');
  const pglite = join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(readFileSync(pglite));
  hash.update(readFileSync(BOOTSTRAP));
  for (const file of migrationFiles()) {
    hash.update(file);
    hash.update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return join(tmpdir(), `${SNAPSHOT_PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A fresh database: bootstrap.sql, then each migration in name order (loaded from the snapshot
 * when there is one; made and snapshotted otherwise).
 */
export async function createTestDb(): Promise<PGlite> {
  const snapshot = snapshotFile();
  let saved: Buffer | null = null;
  try {
    saved = readFileSync(snapshot);
  } catch {
    saved = null;
  }
  if (saved !== null) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([new Uint8Array(saved)]) });
    } catch {
      // An unreadable snapshot: make the database again (and replace the file).
    }
  }
  const db = await migratedDb();
  try {
    const dump = await db.dumpDataDir('none');
    // Written under a unique name and renamed: parallel test files never read half a file.
    const partial = `${snapshot}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, snapshot);
    // Snapshots of earlier migrations are of no further use (≈ 40 MB each).
    for (const file of readdirSync(tmpdir())) {
      const path = join(tmpdir(), file);
      if (file.startsWith(SNAPSHOT_PREFIX) && file.endsWith('.tar') && path !== snapshot)
        rmSync(path, { force: true });
    }
  } catch {
    // No snapshot this time (e.g. a read-only temp directory); the database itself is fine.
  }
  return db;
}

/**
 * A database made afresh (no snapshot): bootstrap.sql and the migrations in name order, or only
 * those named before `before` (to test what a migration does to the rows it finds).
 */
export async function migratedDb(before?: string): Promise<PGlite> {
  const db = await PGlite.create();
  try {
    await db.exec(readFileSync(BOOTSTRAP, 'utf8'));
    for (const file of migrationFiles().filter((name) => before === undefined || name < before)) {
      try {
        await db.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

export interface AsRoleOptions {
  /** Runs first in the same transaction, still as the superuser (e.g. to clear a row). */
  setup?: (tx: Transaction) => Promise<unknown>;
  /** Roll the transaction back instead of committing (keeps the seed intact). */
  rollback?: boolean;
}

/**
 * Runs `fn` in a transaction as PostgREST would for a request: `request.jwt.claims` set from the
 * token and `set local role` to anon (claims null: the anon key) or authenticated.
 */
export async function asRole<T>(
  db: PGlite,
  claims: Claims | null,
  fn: (tx: Transaction) => Promise<T>,
  options: AsRoleOptions = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    if (options.setup) await options.setup(tx);
    const jwt = claims === null ? { role: 'anon' } : { aud: 'authenticated', ...claims };
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(jwt)]);
    await tx.exec(claims === null ? 'set local role anon' : 'set local role authenticated');
    const result = await fn(tx);
    if (options.rollback) await tx.rollback();
    return result;
  });
}

// ---------------------------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------------------------

export type Caller = 'anon' | 'owner' | 'other' | 'admin';
export const CALLERS: Caller[] = ['anon', 'owner', 'other', 'admin'];

interface SeedUser {
  /** auth.users.id = JWT sub */
  id: string;
  /** auth e-mail as GoTrue puts it in the JWT (lower case) */
  email: string;
  /** konton.id */
  accountId: string;
  /** konton.email as typed at registration (mixed case on purpose) */
  kontoEmail: string;
}

export const USERS: Record<Exclude<Caller, 'anon'>, SeedUser> = {
  owner: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'owner@example.se',
    accountId: 'a0000000-0000-4000-8000-000000000001',
    kontoEmail: 'Owner@Example.se',
  },
  other: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'other@example.se',
    accountId: 'a0000000-0000-4000-8000-000000000002',
    kontoEmail: 'other@example.se',
  },
  admin: {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'admin@example.se',
    accountId: 'a0000000-0000-4000-8000-000000000003',
    kontoEmail: 'Admin@Example.se',
  },
};

export function claimsFor(caller: Caller): Claims | null {
  if (caller === 'anon') return null;
  const user = USERS[caller];
  return { sub: user.id, email: user.email, role: 'authenticated' };
}

/** The seeded feed tokens of the owner's and the other user's start plans. */
export const OWNER_FEED_TOKEN = 'a'.repeat(64);
export const OTHER_FEED_TOKEN = 'b'.repeat(64);

/** The seeded rows each case targets ("the owner's row"). */
export const TARGET = {
  konton: {
    id: USERS.owner.accountId,
    user_id: USERS.owner.id,
    email: USERS.owner.kontoEmail,
    fornamn: 'Olle',
    efternamn: 'Ägare',
  },
  user_quiz_results: {
    id: 101,
    user_id: USERS.owner.id,
    user_email: USERS.owner.kontoEmail,
    answers: ['Tech', 'Ensam'],
    business_type: 'Konsult,App',
  },
  content_items: {
    type: 'page',
    content_id: 'hero-title',
    content: 'Starta eget',
    title: 'Rubrik',
  },
  /** The page text's first saved version (its revision, written by the trigger). */
  content_item_revisions: { version: 1, content: 'Starta eget', title: 'Rubrik' },
  /** The admin's own row: the only row of admins. */
  admins: { user_id: USERS.admin.id },
  /** The owner's start plan (every user has one: another's insert cannot make the owner's). */
  startplans: {
    user_id: USERS.owner.id,
    answers: 'form=ab&start=2027-01-15&moms=kvartal',
    ticks: ['f-skatt'],
    feed_token: OWNER_FEED_TOKEN,
  },
  'storage.objects': { bucket_id: 'avatars', name: `${USERS.owner.accountId}-123.png` },
} as const;

export const SEED_SQL = `
insert into auth.users (id, email) values
  ('${USERS.owner.id}', '${USERS.owner.email}'),
  ('${USERS.other.id}', '${USERS.other.email}'),
  ('${USERS.admin.id}', '${USERS.admin.email}');

insert into public.admins (user_id) values ('${USERS.admin.id}');

insert into public.konton (id, user_id, email, fornamn, efternamn, adress) values
  ('${USERS.owner.accountId}', '${USERS.owner.id}', '${USERS.owner.kontoEmail}', 'Olle', 'Ägare', 'Storgatan 1, 111 22 Stockholm'),
  ('${USERS.other.accountId}', '${USERS.other.id}', '${USERS.other.kontoEmail}', 'Anna', 'Annan', 'Lillgatan 2, 222 33 Malmö'),
  ('${USERS.admin.accountId}', '${USERS.admin.id}', '${USERS.admin.kontoEmail}', 'Ada', 'Admin', 'Torget 3, 333 44 Umeå');

insert into public.user_quiz_results (id, user_id, user_email, answers, business_type)
overriding system value values
  (101, '${USERS.owner.id}', '${USERS.owner.kontoEmail}', '{Tech,Ensam}', 'Konsult,App'),
  (102, '${USERS.other.id}', '${USERS.other.email}', '{Mat}', 'Café');

insert into public.content_items (type, content_id, content, title) values
  ('page', 'hero-title', 'Starta eget', 'Rubrik'),
  ('blog-meta', '1-title', 'Från idé till succé', null);

insert into public.startplans (user_id, answers, ticks, feed_token) values
  ('${USERS.owner.id}', 'form=ab&start=2027-01-15&moms=kvartal', '{f-skatt}', '${OWNER_FEED_TOKEN}'),
  ('${USERS.other.id}', 'form=ef&start=2026-03-01&moms=ar', '{}', '${OTHER_FEED_TOKEN}'),
  ('${USERS.admin.id}', '', '{}', '${'c'.repeat(64)}');

insert into storage.objects (bucket_id, name, owner) values
  ('avatars', '${USERS.owner.accountId}-123.png', '${USERS.owner.id}'),
  ('avatars', '${USERS.other.accountId}-456.png', '${USERS.other.id}');
`;

export async function seed(db: PGlite): Promise<void> {
  await db.exec(SEED_SQL);
}

/** The mock's PolicyContext built from the same seed. */
export const seedContext: PolicyContext = {
  isAdmin: (userId) => userId === USERS.admin.id,
  accountIdForUser: (userId) => Object.values(USERS).find((u) => u.id === userId)?.accountId,
};

// ---------------------------------------------------------------------------------------------
// Matrix cases
// ---------------------------------------------------------------------------------------------

export type MatrixTable = keyof typeof TARGET;
export type Op = 'select' | 'insert' | 'update' | 'delete';
export const MATRIX_TABLES = Object.keys(TARGET) as MatrixTable[];
export const OPS: Op[] = ['select', 'insert', 'update', 'delete'];

/**
 * How a statement went: `ok` = sees / affects the target row, `none` = ran but the row was
 * invisible (0 rows), `rls` = "new row violates row-level security policy", `grant` = permission
 * denied (no privilege for the role).
 */
export type Outcome = 'ok' | 'none' | 'rls' | 'grant';

interface Statement {
  sql: string;
  params?: unknown[];
  /** superuser preparation inside the same transaction */
  setup?: string;
}

const O = USERS.owner;

/** The page text's revisions keep it (`on delete restrict`): gone first where a cell removes it. */
const HERO_REVISIONS_GO = `delete from public.content_item_revisions where item_id =
  (select id from public.content_items where type = 'page' and content_id = 'hero-title')`;

/**
 * The statement for each table × operation, always about the target row. `insert` first removes
 * the target row as superuser (same transaction, rolled back) and then re-creates it as the caller.
 */
const STATEMENTS: Record<MatrixTable, Record<Op, Statement>> = {
  konton: {
    select: { sql: `select 1 from public.konton where id = $1`, params: [O.accountId] },
    insert: {
      setup: `delete from public.konton where id = '${O.accountId}'`,
      sql: `insert into public.konton (email, fornamn, efternamn) values ($1, 'Olle', 'Ägare')`,
      params: [O.kontoEmail],
    },
    update: {
      sql: `update public.konton set username = 'olle' where id = $1`,
      params: [O.accountId],
    },
    delete: { sql: `delete from public.konton where id = $1`, params: [O.accountId] },
  },
  user_quiz_results: {
    select: { sql: `select 1 from public.user_quiz_results where id = 101` },
    insert: {
      sql: `insert into public.user_quiz_results (user_email, answers, business_type, personal_text)
            values ($1, '{Tech}', 'Konsult', null)`,
      params: [O.kontoEmail],
    },
    update: { sql: `update public.user_quiz_results set business_type = 'X' where id = 101` },
    delete: { sql: `delete from public.user_quiz_results where id = 101` },
  },
  content_items: {
    select: {
      sql: `select 1 from public.content_items where type = 'page' and content_id = 'hero-title'`,
    },
    insert: {
      setup: `${HERO_REVISIONS_GO};
              delete from public.content_items where type = 'page' and content_id = 'hero-title'`,
      sql: `insert into public.content_items (type, content_id, content, title)
            values ('page', 'hero-title', 'Starta eget', 'Rubrik')`,
    },
    update: {
      sql: `update public.content_items set content = 'Ny text', title = 'Ny'
            where type = 'page' and content_id = 'hero-title'`,
    },
    // Who may delete (grants and RLS); that the revisions keep the item is restDifferential's.
    delete: {
      setup: HERO_REVISIONS_GO,
      sql: `delete from public.content_items where type = 'page' and content_id = 'hero-title'`,
    },
  },
  content_item_revisions: {
    select: {
      sql: `select 1 from public.content_item_revisions where content = 'Starta eget' and version = 1`,
    },
    insert: {
      setup: `delete from public.content_item_revisions where content = 'Starta eget'`,
      sql: `insert into public.content_item_revisions (item_id, version, content, title)
            select id, 1, 'Starta eget', 'Rubrik' from public.content_items
            where type = 'page' and content_id = 'hero-title'`,
    },
    update: {
      sql: `update public.content_item_revisions set content = 'Ändrad historia'
            where content = 'Starta eget' and version = 1`,
    },
    delete: {
      sql: `delete from public.content_item_revisions where content = 'Starta eget' and version = 1`,
    },
  },
  admins: {
    select: { sql: `select 1 from public.admins where user_id = $1`, params: [USERS.admin.id] },
    insert: {
      setup: `delete from public.admins where user_id = '${USERS.admin.id}'`,
      sql: `insert into public.admins (user_id) values ($1)`,
      params: [USERS.admin.id],
    },
    update: {
      sql: `update public.admins set user_id = user_id where user_id = $1`,
      params: [USERS.admin.id],
    },
    delete: { sql: `delete from public.admins where user_id = $1`, params: [USERS.admin.id] },
  },
  startplans: {
    select: { sql: `select 1 from public.startplans where user_id = $1`, params: [O.id] },
    insert: {
      // The owner's plan is made again; the others have theirs (a second one is a conflict).
      setup: `delete from public.startplans where user_id = '${O.id}'`,
      sql: `insert into public.startplans (answers, ticks) values ('form=ab', '{f-skatt}')`,
    },
    update: {
      sql: `update public.startplans set answers = 'form=ef', ticks = '{}' where user_id = $1`,
      params: [O.id],
    },
    delete: { sql: `delete from public.startplans where user_id = $1`, params: [O.id] },
  },
  'storage.objects': {
    select: {
      sql: `select 1 from storage.objects where bucket_id = 'avatars' and name = $1`,
      params: [TARGET['storage.objects'].name],
    },
    insert: {
      setup: `delete from storage.objects where bucket_id = 'avatars' and name = '${TARGET['storage.objects'].name}'`,
      sql: `insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, auth.uid())`,
      params: [TARGET['storage.objects'].name],
    },
    update: {
      // An upsert of the same file replaces it; renamed within the owner's prefix.
      sql: `update storage.objects set name = $2 where bucket_id = 'avatars' and name = $1`,
      params: [TARGET['storage.objects'].name, `${O.accountId}-789.png`],
    },
    delete: {
      sql: `delete from storage.objects where bucket_id = 'avatars' and name = $1`,
      params: [TARGET['storage.objects'].name],
    },
  },
};

function classifyError(error: unknown): Outcome {
  const e = error as { code?: string; message?: string };
  // A user's own row already exists (one start plan each): the target row is not made.
  if (e.code === '23505') return 'none';
  if (e.code === '42501' && /row-level security/.test(e.message ?? '')) return 'rls';
  if (e.code === '42501' && /permission denied/.test(e.message ?? '')) return 'grant';
  throw error;
}

/** Runs one matrix cell as the caller, in a rolled-back transaction. */
export async function runCell(
  db: PGlite,
  table: MatrixTable,
  caller: Caller,
  op: Op,
): Promise<Outcome> {
  const st = STATEMENTS[table][op];
  try {
    const rows = await asRole(
      db,
      claimsFor(caller),
      async (tx) => {
        const res = await tx.query(st.sql, st.params ?? []);
        return op === 'select' ? res.rows.length : (res.affectedRows ?? 0);
      },
      {
        rollback: true,
        ...(st.setup ? { setup: (tx: Transaction) => tx.exec(st.setup as string) } : {}),
      },
    );
    if (rows > 1) throw new Error(`${table}/${op} touched ${rows} rows; expected at most 1`);
    return rows === 1 ? 'ok' : 'none';
  } catch (error) {
    return classifyError(error);
  }
}

export type Matrix = Record<MatrixTable, Record<Caller, Record<Op, Outcome>>>;

export async function runMatrix(db: PGlite): Promise<Matrix> {
  const matrix = {} as Matrix;
  for (const table of MATRIX_TABLES) {
    matrix[table] = {} as Record<Caller, Record<Op, Outcome>>;
    for (const caller of CALLERS) {
      matrix[table][caller] = {} as Record<Op, Outcome>;
      for (const op of OPS) matrix[table][caller][op] = await runCell(db, table, caller, op);
    }
  }
  return matrix;
}

const LABEL: Record<Outcome, string> = {
  ok: 'yes',
  none: 'no (0 rows)',
  rls: 'no (RLS)',
  grant: 'no (grant)',
};

export const allowed = (o: Outcome): boolean => o === 'ok';

/** A readable text table of the matrix. */
export function formatMatrix(matrix: Matrix): string {
  const header = ['table', 'caller', ...OPS];
  const rows: string[][] = [];
  for (const table of MATRIX_TABLES)
    for (const caller of CALLERS)
      rows.push([table, caller, ...OPS.map((op) => LABEL[matrix[table][caller][op]])]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
