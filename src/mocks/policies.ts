/**
 * The mock backend's access rules: a TypeScript mirror of the row-level-security policies in
 * supabase/migrations. tests/db checks that both give the same answers on the same cases.
 *
 * `claims` is the decoded JWT of the request (null for the anon key).
 */
import type { Operation, TableName } from '../services/database.types';

export interface Claims {
  sub: string;
  email: string;
  role: 'authenticated';
}

export interface PolicyContext {
  /** Whether the user id is listed in the admins table. */
  isAdmin: (userId: string) => boolean;
  /** The konton.id of this auth user's account, if any (owner of avatar objects). */
  accountIdForUser: (userId: string) => string | undefined;
}

type Row = Record<string, unknown>;

/** A table privilege, with the columns it is limited to (null: every column). */
interface Privilege {
  op: Operation;
  columns: readonly string[] | null;
}

const KONTO_COLUMNS = [
  'email',
  'telefon',
  'fornamn',
  'efternamn',
  'adress',
  'username',
  'avatar_url',
  'details_confirmed_at',
];
/** Clients write the texts; version, updated_at and updated_by are the database's. */
const CONTENT_INSERT_COLUMNS = ['type', 'content_id', 'content', 'title'];
/** Everyone reads the texts, not who saved them (updated_by: 20261207000400_content_history.sql). */
const CONTENT_READ_COLUMNS = [
  'id',
  'type',
  'content_id',
  'content',
  'title',
  'updated_at',
  'version',
];
const CONTENT_UPDATE_COLUMNS = ['content', 'title'];

/**
 * The GRANTs of supabase/migrations (20261101000100_rls.sql and later), per API role. Without a privilege
 * Postgres refuses the statement before row-level security is asked ("permission denied for
 * table ..."), and PostgREST answers 42501 with 401 (anon) or 403 (a signed-in user).
 * tests/db/parity.test.ts checks this table against the migrated database.
 */
export const GRANTS: Record<TableName, Record<'anon' | 'authenticated', readonly Privilege[]>> = {
  konton: {
    anon: [],
    authenticated: [
      { op: 'select', columns: null },
      { op: 'insert', columns: KONTO_COLUMNS },
      { op: 'update', columns: KONTO_COLUMNS },
    ],
  },
  user_quiz_results: {
    anon: [],
    authenticated: [
      { op: 'select', columns: null },
      { op: 'insert', columns: ['user_email', 'answers', 'business_type', 'personal_text'] },
    ],
  },
  content_items: {
    anon: [{ op: 'select', columns: CONTENT_READ_COLUMNS }],
    authenticated: [
      { op: 'select', columns: CONTENT_READ_COLUMNS },
      { op: 'insert', columns: CONTENT_INSERT_COLUMNS },
      { op: 'update', columns: CONTENT_UPDATE_COLUMNS },
      { op: 'delete', columns: null },
    ],
  },
  // Written only by the trigger of content_items; read (by admins and authors, say the policies).
  content_item_revisions: { anon: [], authenticated: [{ op: 'select', columns: null }] },
  admins: { anon: [], authenticated: [{ op: 'select', columns: null }] },
  // The owner reads the row (its feed token too), writes the answers, ticks and plan id only,
  // and may remove it ('Ta bort planen').
  startplans: {
    anon: [],
    authenticated: [
      { op: 'select', columns: null },
      { op: 'insert', columns: ['answers', 'ticks', 'plan_id', 'budget', 'show_amounts'] },
      { op: 'update', columns: ['answers', 'ticks', 'plan_id', 'budget', 'show_amounts'] },
      { op: 'delete', columns: null },
    ],
  },
};

/**
 * May the caller's role run this statement at all? `columns` are the columns an insert or
 * update writes, or a select reads (ignored for delete).
 */
export function granted(
  table: TableName,
  op: Operation,
  claims: Claims | null,
  columns: readonly string[] = [],
): boolean {
  const privilege = GRANTS[table][claims === null ? 'anon' : 'authenticated'].find(
    (p) => p.op === op,
  );
  if (privilege === undefined) return false;
  if (privilege.columns === null || op === 'delete') return true;
  const allowedColumns = privilege.columns;
  return columns.every((column) => allowedColumns.includes(column));
}

const sameEmail = (claims: Claims | null, value: unknown): boolean =>
  claims !== null &&
  typeof value === 'string' &&
  value.toLowerCase() === claims.email.toLowerCase();

const ownedBy = (claims: Claims | null, row: Row): boolean =>
  claims !== null && row.user_id === claims.sub;

/**
 * May the caller see (select) or write (insert/update/delete) this row of this table? `phase`:
 * an update's existing row is checked with the policy's USING, the row it becomes (and an
 * inserted row) with its WITH CHECK.
 */
export function allows(
  table: TableName,
  op: Operation,
  claims: Claims | null,
  row: Row,
  ctx: PolicyContext,
  phase: 'using' | 'check' = 'check',
): boolean {
  switch (table) {
    case 'konton':
      // Own row (by owner id) only; a written row must carry the caller's e-mail (so the row can
      // follow an e-mail change, but not move anywhere else); no deletes.
      if (op === 'delete' || !ownedBy(claims, row)) return false;
      return (
        op === 'select' || (op === 'update' && phase === 'using') || sameEmail(claims, row.email)
      );
    case 'user_quiz_results':
      // Own results: read and insert; results are never changed or removed through the API.
      if (op === 'select') return ownedBy(claims, row);
      return op === 'insert' && ownedBy(claims, row) && sameEmail(claims, row.user_email);
    case 'content_items':
      if (op === 'select') return true;
      return claims !== null && ctx.isAdmin(claims.sub);
    case 'content_item_revisions':
      // Admins read every revision; an author reads their own (the export of their data).
      return (
        op === 'select' &&
        claims !== null &&
        (ctx.isAdmin(claims.sub) || row.author_id === claims.sub)
      );
    case 'admins':
      // A signed-in user may see whether they are listed; nobody writes through the API.
      return op === 'select' && claims !== null && row.user_id === claims.sub;
    case 'startplans':
      // The own plan, by owner id: read, create, change, remove.
      return ownedBy(claims, row);
  }
}

const ownsAvatar = (claims: Claims | null, objectName: string, ctx: PolicyContext): boolean => {
  if (claims === null) return false;
  const accountId = ctx.accountIdForUser(claims.sub);
  return accountId !== undefined && objectName.startsWith(`${accountId}-`);
};

/** Storage: only the owner writes (uploads, replaces, removes) `{accountId}-...`. */
export function allowsAvatarWrite(
  claims: Claims | null,
  objectName: string,
  ctx: PolicyContext,
): boolean {
  return ownsAvatar(claims, objectName, ctx);
}

/**
 * Storage: only the owner sees an object through the API (list, authenticated download). Public
 * URLs of the public bucket need no policy and stay open to everyone.
 */
export function allowsAvatarRead(
  claims: Claims | null,
  objectName: string,
  ctx: PolicyContext,
): boolean {
  return ownsAvatar(claims, objectName, ctx);
}
