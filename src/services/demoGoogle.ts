/**
 * Demo mode only: the stand-in for Google's account chooser. The page /demo/google (reached from
 * the demo backend's /auth/v1/authorize) lists these accounts; choosing one asks the demo backend
 * to "sign in with Google" and gives the URL to return to (`/account?code=...`), where supabase-js
 * finishes the PKCE flow exactly as after a real Google sign-in.
 */
import { getAnonKey, getSupabase, getSupabaseUrl, isDemoMode } from './client';
import { fail, ok, ServiceError, toServiceError, type Result } from './result';

export interface DemoGoogleAccount {
  email: string;
  fullName: string;
}

/** Fictional Google accounts offered by the demo chooser (example.com addresses only). */
export const DEMO_GOOGLE_ACCOUNTS: readonly DemoGoogleAccount[] = [
  { email: 'anna.lindqvist@example.com', fullName: 'Anna Lindqvist' },
  { email: 'omar.haddad@example.com', fullName: 'Omar Haddad' },
  { email: 'admin@example.com', fullName: 'Demo Redaktör' },
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Completes the demo Google sign-in for `account`. `search` is the chooser page's query string
 * (state, redirect_to, code_challenge, code_challenge_method as the demo authorize endpoint sent
 * them). Resolves with the URL to navigate to; the caller navigates.
 */
export async function completeDemoGoogleSignIn(
  account: DemoGoogleAccount,
  search: string | URLSearchParams,
): Promise<Result<{ redirectUrl: string }>> {
  if (!isDemoMode()) return fail(new ServiceError({ kind: 'forbidden', code: 'not_demo_mode' }));
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const body = {
    email: account.email,
    full_name: account.fullName,
    state: params.get('state'),
    redirect_to: params.get('redirect_to'),
    code_challenge: params.get('code_challenge'),
    code_challenge_method: params.get('code_challenge_method'),
  };
  try {
    // In demo mode creating the client starts the MSW worker this request needs.
    await getSupabase();
    const response = await fetch(`${getSupabaseUrl()}/auth/v1/demo/google/authorize`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: getAnonKey(),
        Authorization: `Bearer ${getAnonKey()}`,
      },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) return fail(toServiceError(isRecord(answer) ? answer : {}, response.status));
    if (isRecord(answer) && typeof answer.redirect_url === 'string') {
      return ok({ redirectUrl: answer.redirect_url });
    }
    return fail(new ServiceError({ kind: 'server', status: response.status }));
  } catch (error) {
    return fail(toServiceError(error));
  }
}
