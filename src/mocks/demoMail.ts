/**
 * Demo-mode stand-ins for the outside world:
 * - the demo inbox: the one-time codes and notifications the demo backend "mailed" (there is no
 *   mail server), for the app to show in demo mode;
 * - the demo Google account chooser's back end: signing in as a chosen demo Google account.
 */
import { commit, getDb, onDbChange, type SentMail } from './db';
import {
  createFlowState,
  createSession,
  findFlowState,
  FLOW_STATE_VALID_MS,
  upsertGoogleUser,
} from './authStore';
import { now } from './db';
import { isRecord } from './http';

export type { SentMail };

/** Every code sent so far, newest first. */
export function getDemoInbox(): readonly SentMail[] {
  return [...getDb().mail].reverse();
}

/**
 * Codes sent to one address, newest first (addresses compare case-insensitively); the
 * notifications (a changed password or address) are in `getDemoInbox()` only.
 */
export function getDemoInboxFor(address: string): readonly SentMail[] {
  const wanted = address.trim().toLowerCase();
  return getDemoInbox().filter((m) => m.to === wanted && m.notice === undefined);
}

/** Calls `listener` with the whole inbox whenever a mail is sent (or the database is reset). */
export function subscribeDemoInbox(listener: (inbox: readonly SentMail[]) => void): () => void {
  let lastCount = getDb().mail.length;
  let lastFirst = getDb().mail[0];
  return onDbChange(() => {
    const mail = getDb().mail;
    if (mail.length === lastCount && mail[0] === lastFirst) return;
    lastCount = mail.length;
    lastFirst = mail[0];
    listener(getDemoInbox());
  });
}

export interface DemoGoogleSignIn {
  email: string;
  fullName: string;
  /** The `state` the demo authorize endpoint put in the chooser URL. */
  state?: string | null;
  /** Without `state`: where to return, and the PKCE challenge (absent → implicit flow). */
  redirectTo?: string | null;
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
}

export type DemoGoogleResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; status: number; errorCode: string; message: string };

function withQuery(url: string, key: string, value: string): string {
  const target = new URL(url);
  target.searchParams.set(key, value);
  return target.toString();
}

/**
 * Signs in as a demo Google account. PKCE flow: mints a one-time auth code and returns
 * `redirect_to?code=...` (supabase-js exchanges it with its stored code verifier). Implicit flow:
 * returns `redirect_to#access_token=...`. `baseUrl` is the demo backend's base URL.
 */
export async function completeDemoGoogleSignIn(
  input: DemoGoogleSignIn,
  baseUrl: string,
): Promise<DemoGoogleResult> {
  const email = input.email.trim();
  if (email === '' || !email.includes('@')) {
    return {
      ok: false,
      status: 400,
      errorCode: 'validation_failed',
      message: 'A Google account needs an e-mail address',
    };
  }
  const siteUrl = `${new URL(baseUrl).origin}/`;
  let flow =
    typeof input.state === 'string' && input.state !== '' ? findFlowState(input.state) : undefined;
  if (typeof input.state === 'string' && input.state !== '' && flow === undefined) {
    return {
      ok: false,
      status: 404,
      errorCode: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    };
  }
  if (flow !== undefined && now() - flow.createdAt >= FLOW_STATE_VALID_MS) {
    return {
      ok: false,
      status: 400,
      errorCode: 'flow_state_expired',
      message: 'Flow state has expired',
    };
  }
  flow ??= createFlowState({
    provider: 'google',
    redirectTo: sameOriginOr(input.redirectTo ?? null, siteUrl),
    codeChallenge: input.codeChallenge ?? null,
    codeChallengeMethod: input.codeChallengeMethod ?? null,
  });

  const user = upsertGoogleUser(
    email,
    input.fullName.trim() === '' ? email : input.fullName.trim(),
  );
  if (flow.codeChallenge !== null) {
    flow.authCode = crypto.randomUUID();
    flow.userId = user.id;
    commit();
    return { ok: true, redirectUrl: withQuery(flow.redirectTo, 'code', flow.authCode) };
  }

  const db = getDb();
  const finished = flow;
  db.flowStates = db.flowStates.filter((f) => f !== finished);
  const session = await createSession(user, 'oauth', `${baseUrl}/auth/v1`);
  if (!isRecord(session))
    return {
      ok: false,
      status: 500,
      errorCode: 'unexpected_failure',
      message: 'Internal Server Error',
    };
  const fragment = new URLSearchParams();
  for (const key of ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type']) {
    const value = session[key];
    if (typeof value === 'string' || typeof value === 'number') fragment.set(key, String(value));
  }
  fragment.set('provider_token', `demo-google-${crypto.randomUUID()}`);
  return {
    ok: true,
    redirectUrl: `${flow.redirectTo.split('#')[0] ?? flow.redirectTo}#${fragment.toString()}`,
  };
}

/** A redirect target on the site's own origin, or the site URL (GoTrue's redirect allow-list). */
export function sameOriginOr(candidate: string | null, siteUrl: string): string {
  if (candidate === null || candidate === '') return siteUrl;
  try {
    const target = new URL(candidate, siteUrl);
    return target.origin === new URL(siteUrl).origin ? target.toString() : siteUrl;
  } catch {
    return siteUrl;
  }
}
