/**
 * Row-level security and grants of supabase/migrations, on a real Postgres (PGlite).
 * Every table × caller × operation on the seeded rows is checked against the table below.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS } from '../../src/mocks/db';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '../../src/services/avatars';
import {
  CALLERS,
  DB_START_TIMEOUT,
  MATRIX_TABLES,
  OPS,
  USERS,
  allowed,
  asRole,
  claimsFor,
  createTestDb,
  formatMatrix,
  runMatrix,
  seed,
  type Caller,
  type Matrix,
  type MatrixTable,
  type Op,
} from './pglite';

/**
 * Expected answers. select: does the caller see the target row; insert/update/delete: does the
 * statement affect it (no = 0 rows, an RLS error or no privilege). Targets: the owner's konton
 * row, quiz result and avatar object; a page text and its first revision; the admin's row in
 * admins.
 */
const EXPECTED_TEXT = `
  table              caller  select  insert  update  delete
  konton             anon    no      no      no      no
  konton             owner   yes     yes     yes     no
  konton             other   no      no      no      no
  konton             admin   no      no      no      no
  user_quiz_results  anon    no      no      no      no
  user_quiz_results  owner   yes     yes     no      no
  user_quiz_results  other   no      no      no      no
  user_quiz_results  admin   no      no      no      no
  content_items      anon    yes     no      no      no
  content_items      owner   yes     no      no      no
  content_items      other   yes     no      no      no
  content_items      admin   yes     yes     yes     yes
  content_item_revisions  anon   no   no   no   no
  content_item_revisions  owner  no   no   no   no
  content_item_revisions  other  no   no   no   no
  content_item_revisions  admin  yes  no   no   no
  admins             anon    no      no      no      no
  admins             owner   no      no      no      no
  admins             other   no      no      no      no
  admins             admin   yes     no      no      no
  startplans         anon    no      no      no      no
  startplans         owner   yes     yes     yes     yes
  startplans         other   no      no      no      no
  startplans         admin   no      no      no      no
  storage.objects    anon    no      no      no      no
  storage.objects    owner   yes     yes     yes     yes
  storage.objects    other   no      no      no      no
  storage.objects    admin   no      no      no      no
`;

function parseExpected(text: string): Record<string, boolean> {
  const expected: Record<string, boolean> = {};
  const lines = text.trim().split('\n').slice(1);
  for (const line of lines) {
    const [table, caller, ...answers] = line.trim().split(/\s+/);
    OPS.forEach((op, i) => {
      expected[`${table}|${caller}|${op}`] = answers[i] === 'yes';
    });
  }
  return expected;
}

const EXPECTED = parseExpected(EXPECTED_TEXT);

let db: PGlite;
let matrix: Matrix;

beforeAll(async () => {
  db = await createTestDb();
  await seed(db);
  matrix = await runMatrix(db);
  console.log(`RLS matrix (Postgres answers)\n${formatMatrix(matrix)}`);
}, DB_START_TIMEOUT);

afterAll(async () => {
  await db?.close();
});

describe('RLS matrix', () => {
  it('covers every table × caller × operation in the expected table', () => {
    expect(Object.keys(EXPECTED)).toHaveLength(MATRIX_TABLES.length * CALLERS.length * OPS.length);
  });

  const cases: [MatrixTable, Caller, Op][] = MATRIX_TABLES.flatMap((t) =>
    CALLERS.flatMap((c) => OPS.map((o) => [t, c, o] as [MatrixTable, Caller, Op])),
  );

  it.each(cases)('%s: %s may %s → as expected', (table, caller, op) => {
    const expected = EXPECTED[`${table}|${caller}|${op}`];
    expect(expected, 'missing in EXPECTED_TEXT').toBeTypeOf('boolean');
    expect(allowed(matrix[table][caller][op]), matrix[table][caller][op]).toBe(expected);
  });

  it('denies anon everything but reading content_items and avatars by missing privileges', () => {
    // Defence in depth: anon has no grant on the private tables at all (not only no policy).
    for (const table of ['konton', 'user_quiz_results', 'admins', 'startplans'] as const)
      for (const op of OPS) expect(matrix[table].anon[op]).toBe('grant');
    for (const op of ['insert', 'update', 'delete'] as const)
      expect(matrix.content_items.anon[op]).toBe('grant');
  });
});

describe('admin rights', () => {
  it('is_admin() is true only for the admin', async () => {
    const answers: Record<string, boolean> = {};
    for (const caller of CALLERS) {
      answers[caller] = await asRole(db, claimsFor(caller), async (tx) => {
        const res = await tx.query<{ is_admin: boolean }>('select public.is_admin() as is_admin');
        return res.rows[0]!.is_admin;
      });
    }
    expect(answers).toEqual({ anon: false, owner: false, other: false, admin: true });
  });

  it('a plain authenticated user cannot make itself admin', async () => {
    const owner = claimsFor('owner');
    await expect(
      asRole(db, owner, (tx) =>
        tx.query('insert into public.admins (user_id) values ($1)', [USERS.owner.id]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(db, owner, (tx) =>
        tx.query('update public.admins set user_id = $1 where user_id = $2', [
          USERS.owner.id,
          USERS.admin.id,
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
    const stillAdmin = await asRole(db, owner, async (tx) => {
      const res = await tx.query<{ a: boolean }>('select public.is_admin() as a');
      return res.rows[0]!.a;
    });
    expect(stillAdmin).toBe(false);
    const admins = await db.query<{ user_id: string }>('select user_id from public.admins');
    expect(admins.rows).toEqual([{ user_id: USERS.admin.id }]);
  });
});

describe('further rules', () => {
  it('konton e-mails are unique whatever their case', async () => {
    await expect(
      db.query(`insert into public.konton (user_id, email) values ($1, 'OWNER@EXAMPLE.SE')`, [
        USERS.other.id,
      ]),
    ).rejects.toThrow(/konton_email_lower_key/);
  });

  it('deleting an auth user deletes their account row and quiz results; a new user with the same address inherits nothing', async () => {
    const gone = { id: '00000000-0000-4000-8000-000000000031', email: 'borta@example.se' };
    const newcomer = { id: '00000000-0000-4000-8000-000000000032', email: 'borta@example.se' };
    const claims = (u: { id: string; email: string }) => ({
      sub: u.id,
      email: u.email,
      role: 'authenticated' as const,
    });
    await db.query(`insert into auth.users (id, email) values ($1, $2)`, [gone.id, gone.email]);
    await asRole(db, claims(gone), async (tx) => {
      await tx.query(`insert into public.konton (email, fornamn) values ($1, 'Berit')`, [
        gone.email,
      ]);
      await tx.query(
        `insert into public.user_quiz_results (user_email, answers, business_type) values ($1, '{Mat}', 'Café')`,
        [gone.email],
      );
    });
    const owned = async (table: string, id: string) =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from public.${table} where user_id = $1`,
          [id],
        )
      ).rows[0]?.n;
    expect(await owned('konton', gone.id)).toBe(1);
    expect(await owned('user_quiz_results', gone.id)).toBe(1);

    await db.query(`delete from auth.users where id = $1`, [gone.id]);
    expect(await owned('konton', gone.id)).toBe(0);
    expect(await owned('user_quiz_results', gone.id)).toBe(0);

    await db.query(`insert into auth.users (id, email) values ($1, $2)`, [
      newcomer.id,
      newcomer.email,
    ]);
    const seen = await asRole(db, claims(newcomer), async (tx) => ({
      konton: (await tx.query(`select * from public.konton`)).rows.length,
      results: (await tx.query(`select * from public.user_quiz_results`)).rows.length,
    }));
    expect(seen).toEqual({ konton: 0, results: 0 });
  });

  it('rows are matched by owner id, not by address: a row under my address but another owner stays hidden', async () => {
    // Written by the database owner (as a migration or an admin could), not through the API.
    await db.query(
      `insert into public.user_quiz_results (user_id, user_email, answers, business_type) values ($1, $2, '{X}', 'Y')`,
      [USERS.other.id, USERS.owner.email],
    );
    const mine = await asRole(db, claimsFor('owner'), (tx) =>
      tx.query<{ user_id: string }>(`select user_id from public.user_quiz_results`),
    );
    expect(mine.rows.map((r) => r.user_id)).toEqual([USERS.owner.id]);
    await db.query(`delete from public.user_quiz_results where business_type = 'Y'`);
  });

  it('the owner id cannot be chosen by the caller (no grant on the column)', async () => {
    await expect(
      asRole(db, claimsFor('other'), (tx) =>
        tx.query(`insert into public.konton (user_id, email) values ($1, $2)`, [
          USERS.owner.id,
          USERS.other.email,
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('a user cannot move their konton row to another e-mail', async () => {
    await expect(
      asRole(db, claimsFor('owner'), (tx) =>
        tx.query('update public.konton set email = $1 where id = $2', [
          USERS.other.email,
          USERS.owner.accountId,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('a user sees only their own quiz results and account row', async () => {
    const counts = await asRole(db, claimsFor('owner'), async (tx) => {
      const quiz = await tx.query('select id from public.user_quiz_results');
      const konton = await tx.query('select id from public.konton');
      return { quiz: quiz.rows.length, konton: konton.rows.length };
    });
    expect(counts).toEqual({ quiz: 1, konton: 1 });
  });

  it('a user cannot upload or rename an avatar under another account id', async () => {
    const owner = claimsFor('owner');
    await expect(
      asRole(db, owner, (tx) =>
        tx.query(`insert into storage.objects (bucket_id, name) values ('avatars', $1)`, [
          `${USERS.other.accountId}-1.png`,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      asRole(db, owner, (tx) =>
        tx.query(`update storage.objects set name = $1 where name = $2`, [
          `${USERS.other.accountId}-1.png`,
          `${USERS.owner.accountId}-123.png`,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('a user without a konton row cannot upload avatars', async () => {
    const stranger = {
      sub: '00000000-0000-4000-8000-000000000009',
      email: 'ny@example.se',
      role: 'authenticated' as const,
    };
    await expect(
      asRole(db, stranger, (tx) =>
        tx.query(`insert into storage.objects (bucket_id, name) values ('avatars', $1)`, [
          'null-1.png',
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it("the avatars bucket's limits are those the browser and the demo backend check", async () => {
    const { rows } = await db.query<{
      public: boolean;
      file_size_limit: number | string;
      allowed_mime_types: string[];
    }>(
      `select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'avatars'`,
    );
    const bucket = rows[0];
    expect(bucket).toBeDefined();
    expect(Number(bucket?.file_size_limit)).toBe(AVATAR_MAX_BYTES);
    expect(bucket?.allowed_mime_types).toEqual([...AVATAR_MIME_TYPES]);
    expect(bucket?.allowed_mime_types).not.toContain('image/svg+xml');
    expect(BUCKETS).toEqual([
      {
        id: 'avatars',
        public: bucket?.public,
        file_size_limit: Number(bucket?.file_size_limit),
        allowed_mime_types: bucket?.allowed_mime_types,
      },
    ]);
  });

  it('listing the avatars bucket shows a user only their own objects, a visitor none', async () => {
    const list = `select name from storage.objects where bucket_id = 'avatars' order by name`;
    const names = async (caller: Caller) =>
      (await asRole(db, claimsFor(caller), (tx) => tx.query<{ name: string }>(list))).rows.map(
        (r) => r.name,
      );
    expect(await names('other')).toEqual([`${USERS.other.accountId}-456.png`]);
    expect(await names('owner')).toEqual([`${USERS.owner.accountId}-123.png`]);
    expect(await names('anon')).toEqual([]);
  });

  it('anon cannot call my_account_id()', async () => {
    await expect(
      asRole(db, null, (tx) => tx.query('select public.my_account_id()')),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('the content history and who saved a text (issue 54)', () => {
  /** Runs `sql` as the caller in a rolled-back transaction: 'ok' or the SQLSTATE it failed with. */
  async function outcome(caller: Caller, sql: string): Promise<string> {
    try {
      await asRole(db, claimsFor(caller), (tx) => tx.query(sql), { rollback: true });
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  }

  it('nobody reads updated_by through the API (an editor’s id), while every reader gets the texts', async () => {
    for (const caller of CALLERS) {
      expect(await outcome(caller, 'select updated_by from public.content_items'), caller).toBe(
        '42501',
      );
      expect(await outcome(caller, 'select * from public.content_items'), caller).toBe('42501');
      expect(
        await outcome(
          caller,
          'select id, type, content_id, content, title, updated_at, version from public.content_items',
        ),
        caller,
      ).toBe('ok');
    }
  });

  it('a text that has revisions cannot be deleted: its history stays (on delete restrict)', async () => {
    const remove = `delete from public.content_items where type = 'page' and content_id = 'hero-title'`;
    expect(await outcome('admin', remove)).toBe('23001');
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.content_item_revisions r
       join public.content_items i on i.id = r.item_id where i.content_id = 'hero-title'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
