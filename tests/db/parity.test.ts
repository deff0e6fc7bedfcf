/**
 * The mock backend's access rules (src/mocks/policies.ts) must give the same answer as the real
 * policies in supabase/migrations for every table × caller × operation on the seeded rows.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, allowsAvatarRead, allowsAvatarWrite } from '../../src/mocks/policies';
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
  return allows(table, op, claims, { ...TARGET[table] }, seedContext);
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
