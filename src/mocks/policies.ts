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
  /** The konton.id of the account with this e-mail, if any (owner of avatar objects). */
  accountIdForEmail: (email: string) => string | undefined;
}

type Row = Record<string, unknown>;

const sameEmail = (claims: Claims | null, value: unknown): boolean =>
  claims !== null &&
  typeof value === 'string' &&
  value.toLowerCase() === claims.email.toLowerCase();

/** May the caller see (select) or write (insert/update/delete) this row of this table? */
export function allows(
  table: TableName,
  op: Operation,
  claims: Claims | null,
  row: Row,
  ctx: PolicyContext,
): boolean {
  switch (table) {
    case 'konton':
      // Own row only; nobody deletes through the API.
      return op !== 'delete' && sameEmail(claims, row.email);
    case 'user_quiz_results':
      // Own results: read and insert; results are never changed or removed through the API.
      return (op === 'select' || op === 'insert') && sameEmail(claims, row.user_email);
    case 'content_items':
      if (op === 'select') return true;
      return claims !== null && ctx.isAdmin(claims.sub);
    case 'admins':
      // A signed-in user may see whether they are listed; nobody writes through the API.
      return op === 'select' && claims !== null && row.user_id === claims.sub;
  }
}

const ownsAvatar = (claims: Claims | null, objectName: string, ctx: PolicyContext): boolean => {
  if (claims === null) return false;
  const accountId = ctx.accountIdForEmail(claims.email);
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
