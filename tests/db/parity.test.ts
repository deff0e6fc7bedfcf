/**
 * The mock backend's access rules (src/mocks/policies.ts) must give the same answer as the real
 * policies in supabase/migrations for every table × caller × operation on the seeded rows.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GRANTS,
  allows,
  allowsAvatarRead,
  allowsAvatarWrite,
  granted,
  type Claims,
} from '../../src/mocks/policies';
import { mirrorSchema, type MirrorTableSchema } from '../../src/mocks/restApi';
import type { TableName } from '../../src/services/database.types';
import {
  CALLERS,
  DB_START_TIMEOUT,
  MATRIX_TABLES,
  OPS,
  TARGET,
  allowed,
  claimsFor,
  createTestDb,
  runMatrix,
  seed,
  seedContext,
  type Caller,
  type Matrix,
  type MatrixTable,
  type Op,
} from './pglite';

/** What the mock answers for the same case. */
function mockAnswer(table: MatrixTable, caller: Caller, op: Op): boolean {
  const claims = claimsFor(caller);
  if (table === 'storage.objects') {
    const object = TARGET['storage.objects'];
    // API reads (list, authenticated download); public URLs need no policy.
    if (op === 'select') return allowsAvatarRead(claims, object.name, seedContext);
    return allowsAvatarWrite(claims, object.name, seedContext);
  }
  return granted(table, op, claims) && allows(table, op, claims, { ...TARGET[table] }, seedContext);
}

let db: PGlite;
let matrix: Matrix;

beforeAll(async () => {
  db = await createTestDb();
  await seed(db);
  matrix = await runMatrix(db);
}, DB_START_TIMEOUT);

afterAll(async () => {
  await db?.close();
});

describe('mock policies ↔ Postgres RLS', () => {
  const cases: [MatrixTable, Caller, Op][] = MATRIX_TABLES.flatMap((t) =>
    CALLERS.flatMap((c) => OPS.map((o) => [t, c, o] as [MatrixTable, Caller, Op])),
  );

  it.each(cases)('%s: %s %s → same answer', (table, caller, op) => {
    const postgres = allowed(matrix[table][caller][op]);
    expect(mockAnswer(table, caller, op), `Postgres: ${matrix[table][caller][op]}`).toBe(postgres);
  });

  it('agrees on every case at once (summary)', () => {
    const differences = cases.filter(
      ([t, c, o]) => mockAnswer(t, c, o) !== allowed(matrix[t][c][o]),
    );
    expect(differences).toEqual([]);
  });
});

describe('mock grants ↔ Postgres privileges', () => {
  const ROLES: { role: 'anon' | 'authenticated'; claims: Claims | null }[] = [
    { role: 'anon', claims: null },
    { role: 'authenticated', claims: { sub: 'x', email: 'x@example.se', role: 'authenticated' } },
  ];
  const TABLES = Object.keys(GRANTS) as TableName[];

  it('refuses for lack of a privilege exactly where Postgres does (the matrix cells marked grant)', () => {
    const differences = TABLES.flatMap((table) =>
      CALLERS.flatMap((caller) =>
        OPS.filter(
          (op) =>
            !granted(table, op, claimsFor(caller)) !== (matrix[table][caller][op] === 'grant'),
        ).map((op) => `${table} ${caller} ${op}: Postgres ${matrix[table][caller][op]}`),
      ),
    );
    expect(differences).toEqual([]);
  });

  it('has the same table and column privileges as the migrated database', async () => {
    const differences: string[] = [];
    for (const table of TABLES) {
      const { rows: columns } = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = $1 order by ordinal_position`,
        [table],
      );
      expect(columns.length).toBeGreaterThan(0);
      for (const { role, claims } of ROLES) {
        for (const op of OPS) {
          if (op === 'delete') {
            const { rows } = await db.query<{ ok: boolean }>(
              `select has_table_privilege($1, $2, $3) as ok`,
              [role, `public.${table}`, op],
            );
            if (rows[0]?.ok !== granted(table, op, claims))
              differences.push(`${table} ${role} ${op}: Postgres ${String(rows[0]?.ok)}`);
            continue;
          }
          for (const { column_name: column } of columns) {
            const { rows } = await db.query<{ ok: boolean }>(
              `select has_column_privilege($1, $2, $3, $4) as ok`,
              [role, `public.${table}`, column, op],
            );
            if (rows[0]?.ok !== granted(table, op, claims, [column]))
              differences.push(`${table}.${column} ${role} ${op}: Postgres ${String(rows[0]?.ok)}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('mock tables ↔ the migrated schema', () => {
  /** The same description as mirrorSchema(), read from the catalogue. */
  async function postgresSchema(table: TableName): Promise<MirrorTableSchema> {
    const { rows: columns } = await db.query<{
      column_name: string;
      type: string;
      nullable: boolean;
      has_default: boolean;
    }>(
      `select column_name,
              case data_type
                when 'ARRAY' then substr(udt_name, 2) || '[]'
                when 'timestamp with time zone' then 'timestamptz'
                else data_type
              end as type,
              is_nullable = 'YES' as nullable,
              (is_nullable = 'NO' and (column_default is not null or is_identity = 'YES')) as has_default
       from information_schema.columns
       where table_schema = 'public' and table_name = $1`,
      [table],
    );
    // Unique constraints and indexes in the order Postgres checks them (index creation order).
    const { rows: indexes } = await db.query<{ name: string; keys: string }>(
      `select i.relname as name,
              substring(pg_get_indexdef(i.oid) from 'USING btree \\((.*)\\)$') as keys
       from pg_index x join pg_class i on i.oid = x.indexrelid
       where x.indrelid = $1::regclass and x.indisunique
       order by i.oid`,
      [`public.${table}`],
    );
    const { rows: checks } = await db.query<{ name: string }>(
      `select conname as name from pg_constraint
       where conrelid = $1::regclass and contype = 'c' order by conname`,
      [`public.${table}`],
    );
    return {
      columns: Object.fromEntries(
        columns.map((c) => [
          c.column_name,
          { type: c.type as never, nullable: c.nullable, hasDefault: c.has_default },
        ]),
      ),
      unique: Object.fromEntries(indexes.map((i) => [i.name, i.keys.split(', ')])),
      checks: checks.map((c) => c.name),
    };
  }

  it.each(Object.keys(GRANTS) as TableName[])(
    '%s: same columns (type, NOT NULL, default), unique keys in the same order, CHECK constraints',
    async (table) => {
      const mirror = mirrorSchema(table);
      const postgres = await postgresSchema(table);
      expect(mirror.columns).toEqual(postgres.columns);
      expect(Object.entries(mirror.unique)).toEqual(Object.entries(postgres.unique));
      expect(mirror.checks).toEqual(postgres.checks);
    },
  );
});
