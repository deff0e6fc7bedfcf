/**
 * CAPTCHA (issue 54): every form whose request reaches GoTrue's /otp, /signup, /token (password),
 * /recover or /resend sends the widget's token, as supabase-js sends it
 * (`gotrue_meta_security.captcha_token`, read by GoTrue's verifyCaptcha middleware). The real
 * machines and services run against the demo backend; the bodies are read off the wire. Without
 * a token (no site key: the demo, the tests) the requests are as before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { CODE_ENTRY } from '../../src/machines/codeEntry';
import { loginMachine, RECOVERY_FORM } from '../../src/machines/login';
import { registerMachine } from '../../src/machines/register';
import { verifyMachine } from '../../src/machines/verify';
import { advanceClock, server } from '../../src/mocks/node';
import { setupDemoBackend, signIn } from '../services/helpers';

setupDemoBackend();

/** The JSON bodies of the auth requests made, by path (`/auth/v1/otp`, ...). */
let bodies: { path: string; body: Record<string, unknown> }[] = [];
const listen = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (!path.startsWith('/auth/v1/') || request.method !== 'POST') return;
  void request
    .clone()
    .text()
    .then((text) =>
      bodies.push({ path, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> }),
    );
};
beforeEach(() => {
  bodies = [];
  server.events.on('request:start', listen);
});
afterEach(() => {
  server.events.removeListener('request:start', listen);
});

/** The captcha token each request to `path` carried (undefined where none). */
const tokensTo = (path: string) =>
  bodies
    .filter((entry) => entry.path === path)
    .map(
      (entry) =>
        (entry.body.gotrue_meta_security as { captcha_token?: string } | undefined)?.captcha_token,
    );

/** Waits until a request's body has been read (MSW reads them as they start). */
const until = (check: () => boolean) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('not yet');
    },
    { timeout: 10_000 },
  );

describe('the CAPTCHA token reaches GoTrue', () => {
  it('registration: /otp', async () => {
    const actor = createActor(registerMachine).start();
    for (const [field, value] of Object.entries({
      email: 'cap.reg@example.se',
      telefon: '070-123 45 67',
      fornamn: 'Cap',
      efternamn: 'Tcha',
      adress: 'Storgatan 1, 411 38 Göteborg',
    }))
      actor.send({ type: 'register.fieldChanged', field: field as 'email', value });
    actor.send({ type: 'register.submit', captchaToken: 'tok-register' });
    await waitFor(actor, (s) => s.matches('idle') && bodies.length > 0, { timeout: 10_000 });
    expect(tokensTo('/auth/v1/otp')).toEqual(['tok-register']);
  });

  it('sign-in by code and by password: /otp, /token', async () => {
    const actor = createActor(loginMachine, { input: {} }).start();
    actor.send({ type: 'login.fieldChanged', field: 'email', value: 'cap.login@example.se' });
    actor.send({ type: 'login.submit', captchaToken: 'tok-code' });
    await until(() => tokensTo('/auth/v1/otp').length === 1);
    expect(tokensTo('/auth/v1/otp')).toEqual(['tok-code']);

    await waitFor(actor, (s) => s.matches('idle'), { timeout: 10_000 });
    actor.send({ type: 'login.usePassword' });
    actor.send({ type: 'login.passwordChanged', value: 'ett-losenord-9' });
    actor.send({ type: 'login.submitPassword', captchaToken: 'tok-password' });
    await until(() => tokensTo('/auth/v1/token').length === 1);
    expect(tokensTo('/auth/v1/token')).toEqual(['tok-password']);

    actor.stop();
  });

  it('recovery and its "Skicka ny kod": /recover', async () => {
    // An address nobody has: GoTrue answers the same and mails nothing, so no 60 s wait.
    const actor = createActor(loginMachine, { input: {} }).start();
    actor.send({ type: 'login.fieldChanged', field: 'email', value: 'cap.recover@example.se' });
    actor.send({ type: 'login.usePassword' });
    actor.send({ type: 'login.forgotPassword' });
    actor.send({ type: 'login.submitRecoveryEmail', captchaToken: 'tok-recover' });
    await until(() => tokensTo('/auth/v1/recover').length === 1);
    const recovery = actor.getSnapshot().children[RECOVERY_FORM] as AnyActorRef | undefined;
    const entry = () =>
      (recovery?.getSnapshot() as { children: Record<string, AnyActorRef> }).children[CODE_ENTRY];
    await waitFor(recovery as AnyActorRef, () => entry()?.getSnapshot().matches('entering'), {
      timeout: 10_000,
    });
    entry()?.send({ type: 'code.resend', captchaToken: 'tok-recover-again' });
    await until(() => tokensTo('/auth/v1/recover').length === 2);
    expect(tokensTo('/auth/v1/recover')).toEqual(['tok-recover', 'tok-recover-again']);
    actor.stop();
  });

  it("/verify's 'Skicka ny kod': /otp; a form without a token sends none", async () => {
    await signIn('cap.verify@example.se');
    advanceClock(61_000);
    bodies = [];
    const actor = createActor(verifyMachine, { input: { email: 'cap.verify@example.se' } }).start();
    const entry = () => actor.getSnapshot().children[CODE_ENTRY] as AnyActorRef | undefined;
    await waitFor(actor, () => entry()?.getSnapshot().matches('entering') === true);
    entry()?.send({ type: 'code.resend', captchaToken: 'tok-resend' });
    await until(() => tokensTo('/auth/v1/otp').length === 1);
    advanceClock(61_000);
    await waitFor(actor, () => entry()?.getSnapshot().matches('entering') === true);
    entry()?.send({ type: 'code.resend' });
    await until(() => tokensTo('/auth/v1/otp').length === 2);
    expect(tokensTo('/auth/v1/otp')).toEqual(['tok-resend', undefined]);
    actor.stop();
  });
});
