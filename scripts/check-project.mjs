/**
 * `npm run check:project`: checks a hosted Supabase project against what the app relies on, and
 * fails naming each setting that differs (issue 54). The README's deploy steps run it.
 *
 * - Always, with the anon key: GoTrue's public `GET /auth/v1/settings` (internal/api/settings.go):
 *   e-mail confirmations on (`mailer_autoconfirm` false: a sign-up with a password waits for the
 *   code), sign-ups open, the e-mail and Google providers on.
 * - With a Management API token (`SUPABASE_ACCESS_TOKEN`, a personal access token; optional):
 *   `GET https://api.supabase.com/v1/projects/<ref>/config/auth`: the session limits
 *   (`sessions_timebox`, `sessions_inactivity_timeout`, in hours, as supabase/config.toml's
 *   [auth.sessions]), CAPTCHA (Turnstile on exactly when the site is built with
 *   VITE_CAPTCHA_SITE_KEY: on without the widget, nobody could sign in), the code length (6) and
 *   lifetime (10 minutes), leaked-password protection (HIBP) and the current password for a
 *   password change.
 *
 * Reads VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY and VITE_CAPTCHA_SITE_KEY as the build does
 * (the environment, then .env files), SUPABASE_ACCESS_TOKEN and, when the project's address is
 * not <ref>.supabase.co, SUPABASE_PROJECT_REF.
 */
import { fileURLToPath } from 'node:url';

/** supabase/config.toml's [auth.sessions], in the Management API's unit (hours). */
export const SESSION_TIMEBOX_HOURS = 24;
export const SESSION_INACTIVITY_HOURS = 8;

const FROM_SETTINGS = 'GET /auth/v1/settings';
const FROM_MANAGEMENT = 'Management API';

/**
 * The checks of the public settings. Each: the setting's name, what it is, what the app needs,
 * and why.
 */
export function checkSettings(settings) {
  const external = settings?.external ?? {};
  return [
    {
      setting: 'mailer_autoconfirm',
      actual: settings?.mailer_autoconfirm,
      expected: false,
      why: 'Confirm email must be on: a sign-up with a password waits for the code of the address (config.toml enable_confirmations)',
    },
    {
      setting: 'disable_signup',
      actual: settings?.disable_signup,
      expected: false,
      why: 'registration and sign-in by code create users',
    },
    {
      setting: 'external.email',
      actual: external.email,
      expected: true,
      why: 'sign-in by e-mail code and password',
    },
    {
      setting: 'external.google',
      actual: external.google,
      expected: true,
      why: "'Logga in med Google' on /login and the landing quiz",
    },
  ].map((check) => ({ ...check, source: FROM_SETTINGS }));
}

/** The checks of the Management API's auth config; `captchaSiteKey`: the build's, or ''. */
export function checkAuthConfig(config, { captchaSiteKey = '' } = {}) {
  const captcha = captchaSiteKey.trim() !== '';
  const checks = [
    {
      setting: 'sessions_timebox',
      actual: config?.sessions_timebox,
      expected: SESSION_TIMEBOX_HOURS,
      why: 'a session ends a day after its sign-in (Authentication → Sessions, Pro plan and up)',
    },
    {
      setting: 'sessions_inactivity_timeout',
      actual: config?.sessions_inactivity_timeout,
      expected: SESSION_INACTIVITY_HOURS,
      why: 'a session unused for 8 hours ends (Authentication → Sessions, Pro plan and up)',
    },
    {
      setting: 'security_captcha_enabled',
      actual: config?.security_captcha_enabled,
      expected: captcha,
      why: captcha
        ? 'the site is built with VITE_CAPTCHA_SITE_KEY: the auth server must check its tokens'
        : 'the site is built without VITE_CAPTCHA_SITE_KEY: with CAPTCHA on, nobody could sign in',
    },
    {
      setting: 'mailer_otp_length',
      actual: config?.mailer_otp_length,
      expected: 6,
      why: 'the code fields take exactly 6 digits (the spec)',
    },
    {
      setting: 'mailer_otp_exp',
      actual: config?.mailer_otp_exp,
      expected: 600,
      why: 'a code is valid 10 minutes (decisions.md; delete_my_account counts the same)',
    },
    {
      setting: 'password_hibp_enabled',
      actual: config?.password_hibp_enabled,
      expected: true,
      why: 'passwords found by Have I Been Pwned are refused (leaked password protection, Pro plan and up)',
    },
    {
      setting: 'security_update_password_require_current_password',
      actual: config?.security_update_password_require_current_password,
      expected: true,
      why: 'a password change from a password session sends the current password',
    },
  ];
  if (captcha)
    checks.splice(3, 0, {
      setting: 'security_captcha_provider',
      actual: config?.security_captcha_provider,
      expected: 'turnstile',
      why: "the site's widget is Cloudflare Turnstile",
    });
  return checks.map((check) => ({ ...check, source: FROM_MANAGEMENT }));
}

/** `<ref>` of https://<ref>.supabase.co, or null. */
export function projectRef(url) {
  try {
    const match = /^([a-z0-9]{20})\.supabase\.(?:co|in)$/.exec(new URL(url).hostname);
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads the project's settings and runs every check it can. Resolves with the checks (each with
 * `ok`) and the notes to print; rejects when a settings request fails (unreachable, wrong key).
 */
export async function checkProject({
  url,
  anonKey,
  accessToken = '',
  ref = '',
  captchaSiteKey = '',
  fetch: fetchFn = fetch,
}) {
  const base = url.replace(/\/+$/, '');
  const notes = [];
  const answer = await fetchFn(`${base}/auth/v1/settings`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  }).catch((error) => {
    throw new Error(
      `${base} could not be reached (${error instanceof Error ? error.message : String(error)}).`,
    );
  });
  if (!answer.ok)
    throw new Error(`${FROM_SETTINGS} answered ${answer.status}: is the anon key the project's?`);
  const checks = checkSettings(await answer.json());
  if (accessToken.trim() === '') {
    notes.push(
      'The session limits, CAPTCHA, the code length and leaked-password protection were not checked: set SUPABASE_ACCESS_TOKEN (a personal access token, https://supabase.com/dashboard/account/tokens).',
    );
  } else {
    const project = ref.trim() || projectRef(base);
    if (project === null)
      throw new Error(
        'The project ref is not in VITE_SUPABASE_URL (https://<ref>.supabase.co): set SUPABASE_PROJECT_REF.',
      );
    const config = await fetchFn(`https://api.supabase.com/v1/projects/${project}/config/auth`, {
      headers: { Authorization: `Bearer ${accessToken.trim()}` },
    });
    if (!config.ok)
      throw new Error(
        `${FROM_MANAGEMENT} answered ${config.status} for project ${project}: is the token allowed to read it?`,
      );
    checks.push(...checkAuthConfig(await config.json(), { captchaSiteKey }));
  }
  return {
    checks: checks.map((check) => ({ ...check, ok: check.actual === check.expected })),
    notes,
  };
}

/** The report: one line per check, failures naming the setting, what it is and what is needed. */
export function report({ checks, notes }) {
  const lines = checks.map((check) =>
    check.ok
      ? `ok    ${check.setting} = ${JSON.stringify(check.actual)}`
      : `FAIL  ${check.setting} is ${JSON.stringify(check.actual ?? null)}, the app needs ${JSON.stringify(check.expected)}: ${check.why} (${check.source})`,
  );
  return [...lines, ...notes].join('\n');
}

async function main() {
  const { loadEnv } = await import('vite');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const env = { ...loadEnv('production', root, 'VITE_'), ...process.env };
  const url = (env.VITE_SUPABASE_URL ?? '').trim();
  const anonKey = (env.VITE_SUPABASE_ANON_KEY ?? '').trim();
  if (url === '' || anonKey === '') {
    console.error(
      'check:project: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (as for npm run build:hosted).',
    );
    process.exit(1);
  }
  try {
    const result = await checkProject({
      url,
      anonKey,
      accessToken: env.SUPABASE_ACCESS_TOKEN ?? '',
      ref: env.SUPABASE_PROJECT_REF ?? '',
      captchaSiteKey: env.VITE_CAPTCHA_SITE_KEY ?? '',
    });
    console.log(report(result));
    const failed = result.checks.filter((check) => !check.ok);
    if (failed.length > 0) {
      console.error(
        `check:project: ${failed.length} setting${failed.length === 1 ? '' : 's'} differ: ${failed.map((check) => check.setting).join(', ')}`,
      );
      process.exit(1);
    }
  } catch (error) {
    console.error(`check:project: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
