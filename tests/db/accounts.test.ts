/**
 * public.delete_my_account(code) on a real Postgres (PGlite) with the migrations: it refuses anon,
 * checks the reauthentication code as GoTrue stores it (sha224 of e-mail and code, 10 minutes),
 * makes a code void after five wrong tries, refuses to finish while avatar files are left, and
 * then deletes exactly the caller's rows, nobody else's. And how it is declared: SECURITY
 * DEFINER, an empty search_path, executable by signed-in users only.
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_START_TIMEOUT, USERS, asRole, claimsFor, createTestDb, seed } from './pglite';

let db: PGlite;

beforeAll(async () => {
  db = await createTestDb();
}, DB_START_TIMEOUT);

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.exec(`
    truncate auth.users, public.admins, public.konton, public.user_quiz_results,
      public.content_items, public.content_item_revisions restart identity cascade;
    delete from storage.objects;
  `);
  await seed(db);
});

const O = USERS.owner;
const CODE = '123456';
const hash = (email: string, code: string) =>
  createHash('sha224').update(`${email}${code}`).digest('hex');

/** GoTrue's reauthenticate(): the owner's pending code, sent `minutesAgo` minutes ago. */
async function mailCode(minutesAgo = 0, code = CODE): Promise<void> {
  await db.query(
    `update auth.users set reauthentication_token = $1,
       reauthentication_sent_at = now() - make_interval(mins => $2) where id = $3`,
    [hash(O.email, code), minutesAgo, O.id],
  );
}

const deleteAs = (caller: 'owner' | 'other' | 'anon', code: string) =>
  asRole(db, claimsFor(caller), async (tx) => {
    const res = await tx.query<{ answer: string }>(
      'select public.delete_my_account($1) as answer',
      [code],
    );
    return res.rows[0]?.answer;
  });

async function counts() {
  const one = async (sql: string, id: string) =>
    (await db.query<{ n: number }>(sql, [id])).rows[0]?.n ?? -1;
  const of = async (id: string) => ({
    user: await one('select count(*)::int as n from auth.users where id = $1', id),
    konton: await one('select count(*)::int as n from public.konton where user_id = $1', id),
    results: await one(
      'select count(*)::int as n from public.user_quiz_results where user_id = $1',
      id,
    ),
    // The start plan (issue 39) goes with the auth user (on delete cascade).
    startplan: await one('select count(*)::int as n from public.startplans where user_id = $1', id),
  });
  return { owner: await of(O.id), other: await of(USERS.other.id) };
}

const removeOwnersFiles = () =>
  db.query(`delete from storage.objects where name like $1`, [`${O.accountId}-%`]);

describe('delete_my_account', () => {
  it('is SECURITY DEFINER with an empty search_path, executable by signed-in users only', async () => {
    const { rows } = await db.query<{ definer: boolean; config: string[] | null }>(
      `select prosecdef as definer, proconfig as config from pg_proc
       where oid = 'public.delete_my_account(text)'::regprocedure`,
    );
    expect(rows[0]).toEqual({ definer: true, config: ['search_path=""'] });
    const may = async (role: string) =>
      (
        await db.query<{ ok: boolean }>(
          `select has_function_privilege($1, 'public.delete_my_account(text)', 'execute') as ok`,
          [role],
        )
      ).rows[0]?.ok;
    expect(await may('anon')).toBe(false);
    expect(await may('authenticated')).toBe(true);
  });

  it('refuses anon (permission denied)', async () => {
    await mailCode();
    await expect(deleteAs('anon', CODE)).rejects.toThrow(/permission denied/);
    expect((await counts()).owner.user).toBe(1);
  });

  it("deletes every row of the caller and nobody else's, once the files are gone", async () => {
    await mailCode();
    // The owner's avatar file is still there: the code is right, but nothing is deleted yet.
    expect(await deleteAs('owner', CODE)).toBe('files_remain');
    expect((await counts()).owner).toEqual({ user: 1, konton: 1, results: 1, startplan: 1 });
    await removeOwnersFiles();
    expect(await deleteAs('owner', CODE)).toBe('deleted');
    expect(await counts()).toEqual({
      owner: { user: 0, konton: 0, results: 0, startplan: 0 },
      other: { user: 1, konton: 1, results: 1, startplan: 1 },
    });
    // The other user's avatar file and the admin are untouched.
    const files = await db.query<{ name: string }>('select name from storage.objects');
    expect(files.rows.map((r) => r.name)).toEqual([`${USERS.other.accountId}-456.png`]);
    expect((await db.query('select * from public.admins')).rows).toHaveLength(1);
  });

  it('keeps the texts the user once saved but forgets who wrote them', async () => {
    // A revision the owner saved while an admin (written here as the trigger would have).
    await db.exec(
      `insert into public.content_items (type, content_id, content) values ('article', 'aktiebolag', 'Text')`,
    );
    await db.query(
      `update public.content_item_revisions set author_id = $1, author_email = $2 where content = 'Text'`,
      [O.id, O.email],
    );
    await mailCode();
    await removeOwnersFiles();
    expect(await deleteAs('owner', CODE)).toBe('deleted');
    const revisions = await db.query<{
      content: string;
      author_id: string | null;
      author_email: string | null;
    }>(
      `select content, author_id, author_email from public.content_item_revisions where content = 'Text'`,
    );
    expect(revisions.rows).toEqual([{ content: 'Text', author_id: null, author_email: null }]);
  });

  it('acts on the caller only: a code of the owner deletes nothing of anybody else', async () => {
    await mailCode();
    await removeOwnersFiles();
    // The other user has no pending code of their own: the owner's code means nothing to them.
    expect(await deleteAs('other', CODE)).toBe('code_expired');
    expect(await counts()).toEqual({
      owner: { user: 1, konton: 1, results: 1, startplan: 1 },
      other: { user: 1, konton: 1, results: 1, startplan: 1 },
    });
  });

  it('counts wrong codes: the fifth makes the code void; a new code starts again', async () => {
    await mailCode();
    await removeOwnersFiles();
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect(await deleteAs('owner', '000000')).toBe('code_invalid');
    expect(await deleteAs('owner', '000000')).toBe('code_void');
    expect(await deleteAs('owner', CODE)).toBe('code_void');
    expect((await counts()).owner.user).toBe(1);
    await mailCode(0, '654321');
    expect(await deleteAs('owner', '000000')).toBe('code_invalid');
    expect(await deleteAs('owner', ' 654321 ')).toBe('deleted');
  });

  it('refuses a code older than 10 minutes, and no code at all', async () => {
    expect(await deleteAs('owner', CODE)).toBe('code_expired');
    await mailCode(11);
    await removeOwnersFiles();
    expect(await deleteAs('owner', CODE)).toBe('code_expired');
    await mailCode(9);
    expect(await deleteAs('owner', CODE)).toBe('deleted');
  });
});
