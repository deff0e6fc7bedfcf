/**
 * supabase/migrations/20261127000000_account_trust.sql on a real Postgres (PGlite) with every
 * migration: the first confirmation of an address clears a password set before it (as GoTrue's
 * own role writes it), public.check_reauthentication(code) checks the reauthentication code
 * without using it up and shares the count of wrong tries with delete_my_account, and every text
 * column a client writes has its length limit.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshState, parseState } from '../../src/mocks/db';
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

const NEW_USER = '00000000-0000-4000-8000-0000000000aa';
const HASH = '$2a$10$abcdefghijklmnopqrstuuM1y7V6Q0Z0Y0pV7y1C3m9N8o2Q5t4W6';

/** As GoTrue's own database role writes auth.users. */
const asGoTrue = <T>(fn: (tx: Transaction) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.exec('set local role supabase_auth_admin');
    return fn(tx);
  });

const passwordOf = async (id: string) =>
  (
    await db.query<{ password: string | null }>(
      'select encrypted_password as password from auth.users where id = $1',
      [id],
    )
  ).rows[0]?.password;

describe('a password only for whoever proved the address', () => {
  it("a sign-up's password is cleared when the address is confirmed; one set afterwards stays", async () => {
    // POST /auth/v1/signup with somebody's address: an unconfirmed user with the caller's password.
    await asGoTrue((tx) =>
      tx.query(
        `insert into auth.users (id, email, encrypted_password, confirmation_token)
         values ($1, 'agare@example.se', $2, 'token-hash')`,
        [NEW_USER, HASH],
      ),
    );
    expect(await passwordOf(NEW_USER)).toBe(HASH);
    // Other changes of an unconfirmed user leave it alone.
    await asGoTrue((tx) =>
      tx.query(`update auth.users set confirmation_token = 'new-hash' where id = $1`, [NEW_USER]),
    );
    expect(await passwordOf(NEW_USER)).toBe(HASH);

    // The owner's code: GoTrue's models.User.Confirm.
    await asGoTrue((tx) =>
      tx.query(
        `update auth.users set confirmation_token = '', email_confirmed_at = now() where id = $1`,
        [NEW_USER],
      ),
    );
    expect(await passwordOf(NEW_USER)).toBe('');

    // The owner sets a password, then the address is confirmed again (an e-mail change): it stays.
    await asGoTrue((tx) =>
      tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [NEW_USER, HASH]),
    );
    await asGoTrue((tx) =>
      tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [NEW_USER]),
    );
    expect(await passwordOf(NEW_USER)).toBe(HASH);
  });

  it('the first confirmation ends every session opened before it; the confirming sign-in and later confirmations keep theirs', async () => {
    const sessionsOf = async (id: string) =>
      (
        await db.query<{ id: string }>(
          'select s.id from auth.sessions s where s.user_id = $1 order by s.id',
          [id],
        )
      ).rows.map((row) => row.id);
    const refreshTokens = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from auth.refresh_tokens')).rows[0]
        ?.n;
    const EARLY = ['00000000-0000-4000-8000-00000000e001', '00000000-0000-4000-8000-00000000e002'];
    const CONFIRMING = '00000000-0000-4000-8000-00000000e003';
    const LATER = '00000000-0000-4000-8000-00000000e004';
    await asGoTrue(async (tx) => {
      await tx.query(`insert into auth.users (id, email) values ($1, 'agare@example.se')`, [
        NEW_USER,
      ]);
      for (const id of EARLY) {
        await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [id, NEW_USER]);
        await tx.query(
          `insert into auth.refresh_tokens (token, user_id, session_id) values ('t', $1, $2)`,
          [NEW_USER, id],
        );
      }
    });
    // Another user's session is none of this.
    await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [LATER, O.id]);

    // GoTrue's verify: models.User.Confirm, then issueRefreshToken, in one transaction.
    await asGoTrue(async (tx) => {
      await tx.query(
        `update auth.users set confirmation_token = '', email_confirmed_at = now() where id = $1`,
        [NEW_USER],
      );
      await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [
        CONFIRMING,
        NEW_USER,
      ]);
    });
    expect(await sessionsOf(NEW_USER)).toEqual([CONFIRMING]);
    expect(await refreshTokens()).toBe(0);
    expect(await sessionsOf(O.id)).toEqual([LATER]);

    // Confirming again (an e-mail change) ends nothing.
    await asGoTrue((tx) =>
      tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [NEW_USER]),
    );
    expect(await sessionsOf(NEW_USER)).toEqual([CONFIRMING]);
  });

  it('is a trigger on auth.users that no API role can call', async () => {
    const { rows } = await db.query<{ name: string; timing: string; events: string }>(
      `select tgname as name,
              case when tgtype & 2 = 2 then 'before' else 'after' end as timing,
              pg_get_triggerdef(oid) as events
       from pg_trigger where tgrelid = 'auth.users'::regclass and not tgisinternal`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('auth_users_clear_password_on_confirmation');
    expect(rows[0]?.events).toMatch(/BEFORE UPDATE OF email_confirmed_at ON auth\.users/);
    for (const role of ['anon', 'authenticated']) {
      const { rows: may } = await db.query<{ ok: boolean }>(
        `select has_function_privilege($1, 'public.clear_password_on_confirmation()', 'execute') as ok`,
        [role],
      );
      expect(may[0]?.ok).toBe(false);
    }
  });
});

const O = USERS.owner;
const CODE = '123456';
const tokenHash = (email: string, code: string) =>
  createHash('sha224').update(`${email}${code}`).digest('hex');

async function mailCode(minutesAgo = 0, code = CODE): Promise<void> {
  await db.query(
    `update auth.users set reauthentication_token = $1,
       reauthentication_sent_at = now() - make_interval(mins => $2) where id = $3`,
    [tokenHash(O.email, code), minutesAgo, O.id],
  );
}

const checkAs = (caller: 'owner' | 'anon', code: string) =>
  asRole(db, claimsFor(caller), async (tx) => {
    const res = await tx.query<{ answer: string }>(
      'select public.check_reauthentication($1) as answer',
      [code],
    );
    return res.rows[0]?.answer;
  });

describe('check_reauthentication', () => {
  it('refuses anon; answers ok for the right code and does not use it up', async () => {
    await mailCode();
    await expect(checkAs('anon', CODE)).rejects.toThrow(/permission denied/);
    expect(await checkAs('owner', ` ${CODE} `)).toBe('ok');
    expect(await checkAs('owner', CODE)).toBe('ok');
    const { rows } = await db.query<{ token: string }>(
      'select reauthentication_token as token from auth.users where id = $1',
      [O.id],
    );
    expect(rows[0]?.token).toBe(tokenHash(O.email, CODE));
  });

  it('counts wrong tries with delete_my_account: the fifth makes the code void for both', async () => {
    await mailCode();
    for (let attempt = 1; attempt < 4; attempt += 1)
      expect(await checkAs('owner', '000000')).toBe('code_invalid');
    const deletion = await asRole(db, claimsFor('owner'), async (tx) => {
      const res = await tx.query<{ answer: string }>(
        'select public.delete_my_account($1) as answer',
        ['000000'],
      );
      return res.rows[0]?.answer;
    });
    expect(deletion).toBe('code_invalid');
    expect(await checkAs('owner', '000000')).toBe('code_void');
    expect(await checkAs('owner', CODE)).toBe('code_void');
  });

  it("the fifth wrong try voids GoTrue's copy of the code too: no nonce can match it any more", async () => {
    await mailCode();
    const gotrueToken = async () =>
      (
        await db.query<{ token: string }>(
          'select reauthentication_token as token from auth.users where id = $1',
          [O.id],
        )
      ).rows[0]?.token;
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect(await checkAs('owner', '000000')).toBe('code_invalid');
    expect(await gotrueToken()).toBe(tokenHash(O.email, CODE));
    expect(await checkAs('owner', '000000')).toBe('code_void');
    // GoTrue's verifyReauthentication refuses every nonce against an empty token.
    expect(await gotrueToken()).toBe('');
    expect(await checkAs('owner', CODE)).toBe('code_void');
    // A new code counts from nothing, and an accepted one leaves no old count behind.
    await mailCode(0, '654321');
    expect(await checkAs('owner', '654321')).toBe('ok');
    await db.query(`update auth.users set reauthentication_token = '' where id = $1`, [O.id]);
    expect(await checkAs('owner', '654321')).toBe('code_expired');
  });

  it('refuses a code older than 10 minutes, and no code at all', async () => {
    expect(await checkAs('owner', CODE)).toBe('code_expired');
    await mailCode(11);
    expect(await checkAs('owner', CODE)).toBe('code_expired');
  });
});

describe('length limits', () => {
  const insertKonto = (column: string, value: string) =>
    asRole(
      db,
      claimsFor('owner'),
      (tx) =>
        tx.query(`insert into public.konton (email, ${column}) values ($1, $2)`, [O.email, value]),
      {
        setup: (tx) => tx.query('delete from public.konton where user_id = $1', [O.id]),
        rollback: true,
      },
    );

  it.each([
    ['fornamn', 100],
    ['efternamn', 100],
    ['username', 100],
    ['adress', 300],
    ['telefon', 30],
  ])('konton.%s: %i characters are kept, one more is refused (23514)', async (column, limit) => {
    await expect(insertKonto(column, 'å'.repeat(limit))).resolves.toBeDefined();
    await expect(insertKonto(column, 'å'.repeat(limit + 1))).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('every text column of the tables clients write has a CHECK on its length', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name
         from information_schema.columns c
        where c.table_schema = 'public'
          and c.table_name in ('konton', 'user_quiz_results', 'content_items', 'content_item_revisions')
          and (c.data_type = 'text' or c.data_type = 'ARRAY')
          and not exists (
            select 1 from pg_constraint k
             where k.conrelid = ('public.' || c.table_name)::regclass and k.contype = 'c'
               and pg_get_constraintdef(k.oid) ~ ('\\m' || c.column_name || '\\M')
               and pg_get_constraintdef(k.oid) ~ '(char_length|cardinality)'
          )`,
    );
    expect(rows).toEqual([]);
  });
});

describe('private.purge_unconfirmed_users() (issue 54)', () => {
  const OLD = '00000000-0000-4000-8000-0000000000d1';
  const YOUNG = '00000000-0000-4000-8000-0000000000d2';
  const CONFIRMED_OLD = '00000000-0000-4000-8000-0000000000d3';

  it('deletes unconfirmed users older than 24 hours with their identities and sessions; keeps confirmed and young ones', async () => {
    await asGoTrue(async (tx) => {
      await tx.query(
        `insert into auth.users (id, email, email_confirmed_at, created_at) values
           ($1, 'gammal@example.se', null, now() - interval '24 hours 1 minute'),
           ($2, 'ny@example.se', null, now() - interval '23 hours 59 minutes'),
           ($3, 'bekraftad@example.se', now() - interval '2 days', now() - interval '3 days')`,
        [OLD, YOUNG, CONFIRMED_OLD],
      );
      for (const id of [OLD, YOUNG, CONFIRMED_OLD]) {
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider)
           values ($1, $2, '{}'::jsonb, 'email')`,
          [id, id],
        );
        await tx.query('insert into auth.sessions (id, user_id) values (gen_random_uuid(), $1)', [
          id,
        ]);
      }
    });
    const { rows } = await db.query<{ gone: number }>(
      'select private.purge_unconfirmed_users() as gone',
    );
    expect(rows[0]?.gone).toBe(1);
    const left = async (table: string, column: string) =>
      (
        await db.query<{ id: string }>(
          `select ${column}::text as id from ${table} where ${column} = any($1::uuid[]) order by 1`,
          [[OLD, YOUNG, CONFIRMED_OLD]],
        )
      ).rows.map((row) => row.id);
    const kept = [YOUNG, CONFIRMED_OLD].sort();
    expect(await left('auth.users', 'id')).toEqual(kept);
    expect(await left('auth.identities', 'user_id')).toEqual(kept);
    expect(await left('auth.sessions', 'user_id')).toEqual(kept);
    // The seeded users (created now) stay as well.
    expect(
      (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n,
    ).toBe(5);
  });

  it('is security definer, search_path empty, and no API role may call it', async () => {
    const { rows } = await db.query<{ definer: boolean; config: string[] | null }>(
      `select p.prosecdef as definer, p.proconfig as config from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and p.proname = 'purge_unconfirmed_users'`,
    );
    expect(rows).toEqual([{ definer: true, config: ['search_path=""'] }]);
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const { rows: may } = await db.query<{ ok: boolean }>(
        `select has_function_privilege($1, 'private.purge_unconfirmed_users()', 'execute') as ok`,
        [role],
      );
      expect(may[0]?.ok, role).toBe(false);
    }
  });
});

describe('registration details left with the auth server go (issue 54)', () => {
  const MIGRATION = new URL(
    '../../supabase/migrations/20261207000000_registration_details.sql',
    import.meta.url,
  );
  const USER = '00000000-0000-4000-8000-0000000000e1';
  const GOOGLE = 'g-sub-1';
  /** What an earlier registration left: its details in the metadata and the e-mail identity. */
  const META = {
    flow_type: 'otp',
    use_otp: true,
    fornamn: 'Rut',
    efternamn: 'Ek',
    telefon: '070-2',
    adress: 'Väg 1, 123 45 Ort',
    phone_number: '070-2',
    full_name: 'Rut Ek',
  };
  const EMAIL_IDENTITY = { sub: USER, email: 'rut@example.se', email_verified: false, ...META };
  const GOOGLE_IDENTITY = { sub: GOOGLE, email: 'rut@example.se', full_name: 'Rut Ek' };
  /** The same minus the registration form's keys (and the spec's phone_number). */
  const KEPT_META = { flow_type: 'otp', use_otp: true, full_name: 'Rut Ek' };
  const KEPT_IDENTITY = { sub: USER, email: 'rut@example.se', email_verified: false, ...KEPT_META };

  it('the migration strips them from raw_user_meta_data and e-mail identities; the demo database loads without them too', async () => {
    await db.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)`, [
      USER,
      'rut@example.se',
      JSON.stringify(META),
    ]);
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider) values
         ($1, $1::text::uuid, $2, 'email'), ($3, $1::text::uuid, $4, 'google')`,
      [USER, JSON.stringify(EMAIL_IDENTITY), GOOGLE, JSON.stringify(GOOGLE_IDENTITY)],
    );
    await db.exec(readFileSync(MIGRATION, 'utf8'));
    const { rows: users } = await db.query<{ meta: unknown }>(
      'select raw_user_meta_data as meta from auth.users where id = $1',
      [USER],
    );
    expect(users[0]?.meta).toEqual(KEPT_META);
    const { rows: identities } = await db.query<{ provider: string; data: unknown }>(
      'select provider, identity_data as data from auth.identities where user_id = $1 order by provider',
      [USER],
    );
    expect(identities).toEqual([
      { provider: 'email', data: KEPT_IDENTITY },
      { provider: 'google', data: GOOGLE_IDENTITY },
    ]);

    // A demo database saved in a browser before this change: the same user, loaded.
    const saved = freshState();
    saved.users.push({
      id: USER,
      email: 'rut@example.se',
      phone: '',
      password_hash: null,
      email_confirmed_at: null,
      confirmation_sent_at: null,
      last_sign_in_at: null,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
      app_metadata: { provider: 'email', providers: ['email', 'google'] },
      user_metadata: META,
      identities: [
        { provider: 'email', identity_data: EMAIL_IDENTITY },
        { provider: 'google', identity_data: GOOGLE_IDENTITY },
      ] as never,
    });
    const loaded = parseState(JSON.parse(JSON.stringify(saved)));
    expect(loaded?.users[0]?.user_metadata).toEqual(users[0]?.meta);
    expect(
      loaded?.users[0]?.identities.map((i) => ({ provider: i.provider, data: i.identity_data })),
    ).toEqual(identities);
  });
});
