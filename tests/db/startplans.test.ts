/**
 * The start plan's table and functions on a real Postgres (PGlite) with the migrations: the
 * calendar feed finds a plan by its secret token and answers its answers and plan id, nothing
 * else; a new secret makes the old address stop working; only the owner renews, and nobody writes
 * the token, the owner or the time; the owner writes the plan id, in its format; the limits hold.
 */
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DB_START_TIMEOUT,
  OTHER_FEED_TOKEN,
  OWNER_FEED_TOKEN,
  USERS,
  asRole,
  claimsFor,
  createTestDb,
  migratedDb,
  seed,
} from './pglite';

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
      public.content_items, public.content_item_revisions, public.startplans restart identity cascade;
    delete from storage.objects;
  `);
  await seed(db);
});

type Caller = 'anon' | 'owner' | 'other' | 'admin';

const feedAs = (caller: Caller, token: string) =>
  asRole(db, claimsFor(caller), async (tx) => {
    const res = await tx.query<{
      plan: { answers: string; plan_id: string; budget: string | null } | null;
    }>('select public.startplan_feed($1) as plan', [token]);
    return res.rows[0]?.plan;
  });

const planIdOf = async (userId: string) =>
  (
    await db.query<{ plan_id: string }>(
      'select plan_id from public.startplans where user_id = $1',
      [userId],
    )
  ).rows[0]?.plan_id;

/** What the feed answers for the seeded plan of this user (no budget: amounts are not shown). */
const feedOf = async (userId: string, answers: string) => ({
  answers,
  plan_id: await planIdOf(userId),
  budget: null,
});

const renewAs = (caller: Caller) =>
  asRole(db, claimsFor(caller), async (tx) => {
    const res = await tx.query<{ token: string | null }>(
      'select public.renew_startplan_feed() as token',
    );
    return res.rows[0]?.token;
  });

const tokenOf = async (userId: string) =>
  (
    await db.query<{ feed_token: string }>(
      'select feed_token from public.startplans where user_id = $1',
      [userId],
    )
  ).rows[0]?.feed_token;

describe('startplan_feed(token)', () => {
  it('answers the answers and plan id of the plan with that token, to anyone, and null for any other token', async () => {
    const owner = await feedOf(USERS.owner.id, 'form=ab&start=2027-01-15&moms=kvartal');
    expect(owner.plan_id).toMatch(/^[0-9a-f]{32}$/);
    expect(await feedAs('anon', OWNER_FEED_TOKEN)).toEqual(owner);
    expect(await feedAs('other', OWNER_FEED_TOKEN)).toEqual(owner);
    expect(await feedAs('anon', OTHER_FEED_TOKEN)).toEqual(
      await feedOf(USERS.other.id, 'form=ef&start=2026-03-01&moms=ar'),
    );
    expect(await feedAs('anon', 'f'.repeat(64))).toBeNull();
    expect(await feedAs('anon', '')).toBeNull();
    // A pattern is no wildcard.
    expect(await feedAs('anon', '%')).toBeNull();
  });

  it('is SECURITY DEFINER with an empty search_path', async () => {
    const { rows } = await db.query<{ definer: boolean; config: string[] | null }>(
      `select prosecdef as definer, proconfig as config from pg_proc
       where oid in ('public.startplan_feed(text)'::regprocedure, 'public.renew_startplan_feed()'::regprocedure)`,
    );
    expect(rows).toEqual([
      { definer: true, config: ['search_path=""'] },
      { definer: true, config: ['search_path=""'] },
    ]);
  });
});

describe('the likviditetsbudget in the feed (issue 57)', () => {
  it('answers the budget only when its owner shows amounts; only the owner writes either', async () => {
    const write = (caller: Caller, set: string) =>
      asRole(db, claimsFor(caller), (tx) =>
        tx.query(`update public.startplans set ${set} where user_id = $1`, [USERS.owner.id]),
      );
    await write('owner', `budget = 'salj=80000&lon=30000'`);
    expect(await feedAs('anon', OWNER_FEED_TOKEN)).toMatchObject({ budget: null });
    await write('owner', 'show_amounts = true');
    expect(await feedAs('anon', OWNER_FEED_TOKEN)).toMatchObject({
      budget: 'salj=80000&lon=30000',
    });
    // Another user's update finds no row of theirs to change.
    await write('other', 'show_amounts = false');
    expect(await feedAs('anon', OWNER_FEED_TOKEN)).toMatchObject({
      budget: 'salj=80000&lon=30000',
    });
    await expect(write('owner', `budget = repeat('a', 5001)`)).rejects.toThrow(
      /startplans_budget_length/,
    );
  });
});

describe('renew_startplan_feed()', () => {
  it('gives the owner a new secret; the old address stops working, the new one answers', async () => {
    const fresh = await renewAs('owner');
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(OWNER_FEED_TOKEN);
    expect(await tokenOf(USERS.owner.id)).toBe(fresh);
    expect(await feedAs('anon', OWNER_FEED_TOKEN)).toBeNull();
    expect(await feedAs('anon', fresh as string)).toEqual(
      await feedOf(USERS.owner.id, 'form=ab&start=2027-01-15&moms=kvartal'),
    );
    // Nobody else's secret changed.
    expect(await tokenOf(USERS.other.id)).toBe(OTHER_FEED_TOKEN);
  });

  it('answers null for a user without a saved plan, and refuses anon', async () => {
    await db.query('delete from public.startplans where user_id = $1', [USERS.owner.id]);
    expect(await renewAs('owner')).toBeNull();
    await expect(renewAs('anon')).rejects.toThrow(/permission denied/);
  });
});

describe('startplans', () => {
  it('makes a 64-character token and stamps the time for a new plan; the owner reads only their own', async () => {
    await db.query('delete from public.startplans where user_id = $1', [USERS.owner.id]);
    const made = await asRole(db, claimsFor('owner'), async (tx) => {
      await tx.query(`insert into public.startplans (answers, ticks) values ('form=ef', '{bank}')`);
      return (
        await tx.query<{ user_id: string; feed_token: string; updated_at: Date }>(
          'select user_id, feed_token, updated_at from public.startplans',
        )
      ).rows;
    });
    expect(made).toHaveLength(1);
    expect(made[0]?.user_id).toBe(USERS.owner.id);
    expect(made[0]?.feed_token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets nobody set the token, the owner or the time through the API', async () => {
    for (const sql of [
      `update public.startplans set feed_token = 'x' where user_id = '${USERS.owner.id}'`,
      `update public.startplans set user_id = '${USERS.other.id}' where user_id = '${USERS.owner.id}'`,
      `update public.startplans set updated_at = now() where user_id = '${USERS.owner.id}'`,
    ]) {
      await expect(asRole(db, claimsFor('owner'), (tx) => tx.query(sql))).rejects.toThrow(
        /permission denied/,
      );
    }
  });

  it('keeps answers to 500 characters and ticks to 40', async () => {
    const update = (set: string) =>
      asRole(db, claimsFor('owner'), (tx) =>
        tx.query(`update public.startplans set ${set} where user_id = $1`, [USERS.owner.id]),
      );
    await expect(update(`answers = repeat('a', 501)`)).rejects.toThrow(/startplans_answers_length/);
    await expect(
      update(`ticks = array(select 's' || g from generate_series(1, 41) g)`),
    ).rejects.toThrow(/startplans_ticks_count/);
    await expect(update(`answers = repeat('a', 500)`)).resolves.toBeDefined();
  });

  it('keeps each ticked step to 100 characters (issue 54 item 4)', async () => {
    const update = (set: string) =>
      asRole(db, claimsFor('owner'), (tx) =>
        tx.query(`update public.startplans set ${set} where user_id = $1`, [USERS.owner.id]),
      );
    await expect(update(`ticks = array['bank', repeat('x', 101)]`)).rejects.toThrow(
      /startplans_tick_length/,
    );
    await expect(update(`ticks = array['bank', repeat('å', 100)]`)).resolves.toBeDefined();
    await expect(update(`ticks = '{}'`)).resolves.toBeDefined();
  });

  it('lets the owner remove their plan, and only theirs; its calendar address stops at once', async () => {
    const removeAs = (caller: Caller) =>
      asRole(db, claimsFor(caller), async (tx) => {
        const res = await tx.query('delete from public.startplans');
        return res.affectedRows ?? 0;
      });
    // Another user removes only their own row; a visitor has no grant.
    expect(await removeAs('other')).toBe(1);
    expect(await tokenOf(USERS.owner.id)).toBe(OWNER_FEED_TOKEN);
    await expect(removeAs('anon')).rejects.toThrow(/permission denied/);
    expect(await removeAs('owner')).toBe(1);
    expect(await tokenOf(USERS.owner.id)).toBeUndefined();
    expect(await feedAs('anon', OWNER_FEED_TOKEN)).toBeNull();
  });

  it('goes with the auth user', async () => {
    await db.query('delete from auth.users where id = $1', [USERS.owner.id]);
    expect(await tokenOf(USERS.owner.id)).toBeUndefined();
    expect(await feedAs('anon', OWNER_FEED_TOKEN)).toBeNull();
    expect(await tokenOf(USERS.other.id)).toBe(OTHER_FEED_TOKEN);
  });
});

describe('startplans.plan_id (migration 20261207050000)', () => {
  const writeAs = (caller: Caller, sql: string, params: unknown[] = []) =>
    asRole(db, claimsFor(caller), (tx) => tx.query(sql, params));

  it("gives every plan an id of its own, which the owner may replace with the browser's", async () => {
    const ids = await Promise.all(
      [USERS.owner.id, USERS.other.id, USERS.admin.id].map((id) => planIdOf(id)),
    );
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(3);
    await writeAs('owner', 'update public.startplans set plan_id = $1 where user_id = $2', [
      '0123456789abcdef',
      USERS.owner.id,
    ]);
    expect(await planIdOf(USERS.owner.id)).toBe('0123456789abcdef');
    expect((await feedAs('anon', OWNER_FEED_TOKEN))?.plan_id).toBe('0123456789abcdef');
    // A new plan may come with its id.
    await db.query('delete from public.startplans where user_id = $1', [USERS.owner.id]);
    await writeAs(
      'owner',
      `insert into public.startplans (answers, ticks, plan_id) values ('form=ef', '{}', $1)`,
      ['fedcba9876543210fedcba98'],
    );
    expect(await planIdOf(USERS.owner.id)).toBe('fedcba9876543210fedcba98');
  });

  it('takes only 16–32 lowercase hexadecimal characters', async () => {
    for (const id of ['0123456789ABCDEF', '0123456789abcde', 'a'.repeat(33), 'g'.repeat(16), '']) {
      await expect(
        writeAs('owner', 'update public.startplans set plan_id = $1 where user_id = $2', [
          id,
          USERS.owner.id,
        ]),
        id,
      ).rejects.toThrow(/startplans_plan_id_format/);
    }
  });

  it("changes only the caller's own plan, and never for anon", async () => {
    const before = await planIdOf(USERS.other.id);
    await writeAs('owner', `update public.startplans set plan_id = 'aaaaaaaaaaaaaaaa'`);
    expect(await planIdOf(USERS.other.id)).toBe(before);
    await expect(
      writeAs('anon', `update public.startplans set plan_id = 'aaaaaaaaaaaaaaaa'`),
    ).rejects.toThrow(/permission denied/);
  });

  it(
    'gives each plan saved before the migration an id of its own',
    async () => {
      const old = await migratedDb('20261207050000');
      try {
        await old.exec(`insert into auth.users (id, email) values
        ('${USERS.owner.id}', '${USERS.owner.email}'), ('${USERS.other.id}', '${USERS.other.email}')`);
        await old.exec(`insert into public.startplans (user_id, answers) values
        ('${USERS.owner.id}', 'form=ab'), ('${USERS.other.id}', 'form=ef')`);
        const migration = readFileSync(
          new URL(
            '../../supabase/migrations/20261207050000_startplan_plan_id.sql',
            import.meta.url,
          ),
          'utf8',
        );
        await old.exec(migration);
        const { rows } = await old.query<{ plan_id: string }>(
          'select plan_id from public.startplans',
        );
        expect(rows).toHaveLength(2);
        for (const row of rows) expect(row.plan_id).toMatch(/^[0-9a-f]{32}$/);
        expect(rows[0]?.plan_id).not.toBe(rows[1]?.plan_id);
      } finally {
        await old.close();
      }
    },
    DB_START_TIMEOUT,
  );
});
