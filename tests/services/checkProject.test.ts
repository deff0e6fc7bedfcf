/**
 * `npm run check:project` (scripts/check-project.mjs): a hosted project checked against what the
 * app relies on. The public settings come from the demo auth server (which answers
 * GET /auth/v1/settings as GoTrue's internal/api/settings.go does); the Management API's auth
 * config is a stand-in answer with the field names of supabase/cli's API types.
 */
import { describe, expect, it } from 'vitest';
import {
  checkProject,
  projectRef,
  report,
  SESSION_INACTIVITY_HOURS,
  SESSION_TIMEBOX_HOURS,
} from '../../scripts/check-project.mjs';
import { NODE_BASE_URL } from '../../src/mocks/node';
import { DEMO_ANON_KEY } from '../../src/services/client';
import { setupDemoBackend } from './helpers';

setupDemoBackend();

/** What the app needs of the project's auth config (the Management API's names and units). */
const GOOD_CONFIG = {
  sessions_timebox: 24,
  sessions_inactivity_timeout: 8,
  security_captcha_enabled: false,
  security_captcha_provider: null,
  mailer_otp_length: 6,
  mailer_otp_exp: 600,
  password_hibp_enabled: true,
  security_update_password_require_current_password: true,
};
const REF = 'abcdefghijklmnopqrst';

/** fetch: the Management API answers `config` (a token is needed), the rest goes to the demo. */
function withManagementApi(config: object, seen: string[] = []): typeof fetch {
  return (input, init) => {
    const url = String(input);
    if (url.startsWith('https://api.supabase.com/')) {
      seen.push(url);
      const authorised = new Headers(init?.headers).get('Authorization') === 'Bearer sbp_token';
      return Promise.resolve(
        authorised
          ? Response.json(config)
          : new Response('{"message":"Unauthorized"}', { status: 401 }),
      );
    }
    return fetch(input, init);
  };
}

const run = (config: object, options: { captchaSiteKey?: string; accessToken?: string } = {}) =>
  checkProject({
    url: NODE_BASE_URL,
    anonKey: DEMO_ANON_KEY,
    ref: REF,
    accessToken: 'sbp_token',
    fetch: withManagementApi(config),
    ...options,
  });

const failed = (result: Awaited<ReturnType<typeof run>>) =>
  result.checks.filter((check) => !check.ok).map((check) => check.setting);

describe('npm run check:project', () => {
  it('passes a project set up as the app needs, and says what it read', async () => {
    const seen: string[] = [];
    const result = await checkProject({
      url: NODE_BASE_URL,
      anonKey: DEMO_ANON_KEY,
      ref: REF,
      accessToken: 'sbp_token',
      fetch: withManagementApi(GOOD_CONFIG, seen),
    });
    expect(failed(result)).toEqual([]);
    expect(seen).toEqual([`https://api.supabase.com/v1/projects/${REF}/config/auth`]);
    expect(result.checks.map((check) => check.setting)).toEqual([
      'mailer_autoconfirm',
      'disable_signup',
      'external.email',
      'external.google',
      'sessions_timebox',
      'sessions_inactivity_timeout',
      'security_captcha_enabled',
      'mailer_otp_length',
      'mailer_otp_exp',
      'password_hibp_enabled',
      'security_update_password_require_current_password',
    ]);
  });

  it('fails naming each setting that differs, with what it is and what the app needs', async () => {
    const result = await run({
      ...GOOD_CONFIG,
      sessions_timebox: 0,
      mailer_otp_length: 8,
      password_hibp_enabled: false,
    });
    expect(failed(result)).toEqual([
      'sessions_timebox',
      'mailer_otp_length',
      'password_hibp_enabled',
    ]);
    const text = report(result);
    expect(text).toContain(
      'FAIL  mailer_otp_length is 8, the app needs 6: the code fields take exactly 6 digits',
    );
    expect(text).toContain('FAIL  sessions_timebox is 0, the app needs 24');
    expect(text).toContain('ok    mailer_autoconfirm = false');
  });

  it('CAPTCHA must be on, with Turnstile, exactly when the site is built with the site key', async () => {
    expect(failed(await run(GOOD_CONFIG, { captchaSiteKey: '0x4AAA' }))).toEqual([
      'security_captcha_enabled',
      'security_captcha_provider',
    ]);
    const on = {
      ...GOOD_CONFIG,
      security_captcha_enabled: true,
      security_captcha_provider: 'turnstile',
    };
    expect(failed(await run(on, { captchaSiteKey: '0x4AAA' }))).toEqual([]);
    // On without the site's widget, nobody could sign in.
    expect(failed(await run(on))).toEqual(['security_captcha_enabled']);
  });

  it('without a token checks the public settings only, and says what it left out', async () => {
    const result = await run(GOOD_CONFIG, { accessToken: '' });
    expect(result.checks).toHaveLength(4);
    expect(result.notes.join('\n')).toContain('set SUPABASE_ACCESS_TOKEN');
  });

  it('fails on a wrong key or token instead of passing', async () => {
    await expect(
      checkProject({
        url: NODE_BASE_URL,
        anonKey: 'fel-nyckel',
        fetch: withManagementApi(GOOD_CONFIG),
      }),
    ).rejects.toThrow(/GET \/auth\/v1\/settings answered 401/);
    await expect(run(GOOD_CONFIG, { accessToken: 'sbp_fel' })).rejects.toThrow(
      /Management API answered 401/,
    );
  });

  it("reads the project's ref from its address, and the limits are config.toml's", async () => {
    expect(projectRef(`https://${REF}.supabase.co`)).toBe(REF);
    expect(projectRef('https://example.com')).toBeNull();
    const { readFileSync } = await import('node:fs');
    const config = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
    const sessions =
      /^\[auth\.sessions\]\ntimebox = "(\d+)h"\ninactivity_timeout = "(\d+)h"$/m.exec(config);
    expect(sessions?.slice(1).map(Number)).toEqual([
      SESSION_TIMEBOX_HOURS,
      SESSION_INACTIVITY_HOURS,
    ]);
  });
});
