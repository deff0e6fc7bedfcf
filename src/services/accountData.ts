/**
 * The user's own data as a whole: "Ladda ner mina uppgifter" (everything stored about them, as
 * JSON) and "Radera mitt konto" (public.delete_my_account, after the avatar files).
 * Nothing here logs an address, a code or a token.
 */
import type { KontoRow, QuizResultRow } from './database.types';
import * as accounts from './accounts';
import { getUser } from './auth';
import * as avatars from './avatars';
import { getSupabase } from './client';
import { listMine } from './quizResults';
import { fail, ok, ServiceError, toServiceError, type Result } from './result';
import { exportStartplan, type StartplanExport } from './startplans';

/** What "Ladda ner mina uppgifter" writes into the JSON file. */
export interface MyData {
  /** When the file was made (ISO). */
  exporterad: string;
  tjanst: 'Startklar';
  /** The sign-in account as the auth server keeps it. */
  inloggning: {
    id: string;
    e_post: string | null;
    /** A pending e-mail change, waiting for its codes. */
    ny_e_post_vantar_bekraftelse: string | null;
    inloggningssatt: string[];
    konto_skapat: string | null;
    e_post_bekraftad: string | null;
    senast_inloggad: string | null;
    senast_andrad: string | null;
    /** The auth user's user_metadata, as the auth server keeps it. */
    anvandarmetadata: Record<string, unknown>;
    /** Linked sign-in methods (the e-mail address, Google) and what each provider told. */
    kopplade_inloggningar: {
      leverantor: string;
      e_post: string | null;
      uppgifter: Record<string, unknown>;
      skapad: string | null;
      senast_inloggad: string | null;
    }[];
  };
  /** The konton row, every column. */
  konto: KontoRow | null;
  /** Saved quiz results, newest first. */
  testresultat: QuizResultRow[];
  /** The public address of the profile picture, if there is one. */
  profilbild: string | null;
  /** Every version of a site text the person saved as an editor, oldest first. */
  redigeringar: {
    typ: string | null;
    text_id: string | null;
    version: number;
    rubrik: string | null;
    innehall: string;
    sparad: string;
  }[];
  /** Din startplan och skattekalender (issue 39): answers, ticks, the calendar's address. */
  startplan: StartplanExport | null;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The revisions the user wrote (row-level security: an author reads their own), with their text's id. */
async function myRevisions(userId: string): Promise<Result<MyData['redigeringar']>> {
  const client = await getSupabase();
  const revisions = await client
    .from('content_item_revisions')
    .select('item_id, version, title, content, created_at')
    .eq('author_id', userId)
    .order('created_at', { ascending: true });
  if (revisions.error) return fail(toServiceError(revisions.error, revisions.status));
  const ids = [...new Set(revisions.data.map((r) => r.item_id))];
  const items =
    ids.length === 0
      ? { data: [], error: null, status: 200 }
      : await client.from('content_items').select('id, type, content_id').in('id', ids);
  if (items.error) return fail(toServiceError(items.error, items.status));
  const byId = new Map(items.data.map((item) => [item.id, item]));
  return ok(
    revisions.data.map((r) => ({
      typ: byId.get(r.item_id)?.type ?? null,
      text_id: byId.get(r.item_id)?.content_id ?? null,
      version: r.version,
      rubrik: r.title,
      innehall: r.content,
      sparad: r.created_at,
    })),
  );
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Everything stored about the signed-in user: the auth account (with its metadata and linked
 * identities), the konton row, quiz results and the texts they saved as an editor.
 */
export async function exportMine(): Promise<Result<MyData>> {
  try {
    const user = await getUser();
    if (!user.ok) return user;
    if (user.value === null) return fail(new ServiceError({ kind: 'forbidden' }));
    const u = user.value;
    const [row, results, revisions] = await Promise.all([
      accounts.getMine(),
      listMine(),
      myRevisions(u.id),
    ]);
    if (!row.ok) return row;
    if (!results.ok) return results;
    if (!revisions.ok) return revisions;
    // Issue 39's part of the export, on its own: the start plan.
    const startplan = await exportStartplan();
    if (!startplan.ok) return startplan;
    const providers = (u.app_metadata as Record<string, unknown> | undefined)?.providers;
    return ok({
      exporterad: new Date().toISOString(),
      tjanst: 'Startklar',
      inloggning: {
        id: u.id,
        e_post: u.email ?? null,
        ny_e_post_vantar_bekraftelse: text(u.new_email),
        inloggningssatt: Array.isArray(providers)
          ? providers.filter((p): p is string => typeof p === 'string')
          : [],
        konto_skapat: text(u.created_at),
        e_post_bekraftad: text(u.email_confirmed_at),
        senast_inloggad: text(u.last_sign_in_at),
        senast_andrad: text(u.updated_at),
        anvandarmetadata: record(u.user_metadata),
        kopplade_inloggningar: (u.identities ?? []).map((identity) => ({
          leverantor: identity.provider,
          e_post: text(record(identity.identity_data).email),
          uppgifter: record(identity.identity_data),
          skapad: text(identity.created_at),
          senast_inloggad: text(identity.last_sign_in_at),
        })),
      },
      konto: row.value,
      testresultat: results.value,
      profilbild: row.value?.avatar_url ? avatars.publicUrl(row.value.avatar_url) : null,
      redigeringar: revisions.value,
      startplan: startplan.value,
    });
  } catch (error) {
    return fail(toServiceError(error));
  }
}

/** The file name of the export: startklar-mina-uppgifter-ÅÅÅÅ-MM-DD.json (the local date). */
export function exportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `startklar-mina-uppgifter-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** delete_my_account's answers that are no deletion, as error codes the machines know. */
export const DELETION_REFUSALS = ['code_invalid', 'code_void', 'code_expired'] as const;
export type DeletionRefusal = (typeof DELETION_REFUSALS)[number];

async function callDelete(code: string): Promise<Result<string>> {
  const client = await getSupabase();
  const { data, error, status } = await client.rpc('delete_my_account', { code: code.trim() });
  if (error) return fail(toServiceError(error, status));
  return ok(typeof data === 'string' ? data : '');
}

/**
 * Deletes the signed-in user's account with the reauthentication code: the database function
 * checks the code; if avatar files are left it says so without using the code up, the files are
 * removed through the Storage API (SQL may not delete them) and the function is asked again.
 * A refused code is `invalid` with its answer as code (`code_invalid`, `code_void`,
 * `code_expired`). The session is not ended here (the caller signs out).
 */
export async function deleteMyAccount(code: string): Promise<Result<void>> {
  try {
    let answer = await callDelete(code);
    if (answer.ok && answer.value === 'files_remain') {
      const row = await accounts.getMine();
      if (!row.ok) return row;
      if (row.value !== null) {
        const names = await avatars.listMine(row.value.id);
        if (!names.ok) return names;
        const removed = await avatars.remove(names.value);
        if (!removed.ok) return removed;
      }
      answer = await callDelete(code);
    }
    if (!answer.ok) return answer;
    if (answer.value === 'deleted') return ok(undefined);
    const refusal = DELETION_REFUSALS.find((r) => r === answer.value);
    return fail(
      refusal === undefined
        ? new ServiceError({ kind: 'server' })
        : new ServiceError({ kind: 'invalid', code: refusal }),
    );
  } catch (error) {
    return fail(toServiceError(error));
  }
}
