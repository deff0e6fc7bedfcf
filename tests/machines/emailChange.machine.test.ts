/**
 * 'Byt e-postadress' (src/machines/emailChange.ts). Model-based: paths from the real machine,
 * replayed on actors whose service actors never settle (the paths carry their done/error events
 * and the code-request child's replies), checking after every step what the dialog shows, that
 * nothing invalid goes to the server and that nothing typed is lost. Then the real services
 * against the demo backend with /rest/v1 on PGlite (the konton row follows on Postgres).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { KontoRow } from '../../src/machines/account';
import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_TOASTS,
  emailChangeMachine,
  selectEmailChange,
  type EmailChangeEvent,
} from '../../src/machines/emailChange';
import type { AuthSummary } from '../../src/machines/shared/authSync';
import { isValidCode } from '../../src/machines/verify';
import { emailError } from '../../src/machines/shared/email';
import { advanceClock, failNext, getDemoInboxFor } from '../../src/mocks/node';
import * as auth from '../../src/services/auth';
import { ServiceError } from '../../src/services/result';
import { expectOk, setupDemoBackend, signInWithAccount } from '../services/helpers';
import {
  coveringPaths,
  expectFullCoverage,
  hasJourney,
  replayPaths,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof emailChangeMachine>;

const OLD = 'gammal@example.se';
const NEW = 'ny@example.se';
const ROW = { id: 'k1', email: OLD } as KontoRow;
const summary = (email: string | null): AuthSummary => ({
  initialised: true,
  email,
  profile: email === null ? null : { ...ROW, email },
  addressIncomplete: false,
});

const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as EmailChangeEvent;
const failed = (id: string, error: ServiceError) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as EmailChangeEvent;

const TAKEN = new ServiceError({ kind: 'invalid', status: 422, code: 'email_exists' });
const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 42 });
const WRONG = new ServiceError({ kind: 'forbidden', status: 403, code: 'otp_expired' });
const VOID = new ServiceError({
  kind: 'rate_limited',
  status: 429,
  code: 'over_request_rate_limit',
});
const NETWORK = new ServiceError({ kind: 'network' });

const EVENTS: EmailChangeEvent[] = [
  { type: 'auth.updated', auth: summary(OLD) },
  { type: 'emailChange.open' },
  { type: 'emailChange.close' },
  { type: 'emailChange.fieldChanged', field: 'newEmail', value: 'ny@' },
  { type: 'emailChange.fieldChanged', field: 'newEmail', value: OLD.toUpperCase() },
  { type: 'emailChange.fieldChanged', field: 'newEmail', value: ` ${NEW} ` },
  { type: 'emailChange.submitAddress' },
  { type: 'codeRequest.sent', email: NEW },
  { type: 'codeRequest.failed', error: TAKEN },
  { type: 'codeRequest.failed', error: RATE_LIMITED },
  { type: 'emailChange.fieldChanged', field: 'codeCurrent', value: '12' },
  { type: 'emailChange.fieldChanged', field: 'codeCurrent', value: '111 111' },
  { type: 'emailChange.fieldChanged', field: 'codeNew', value: '222222' },
  { type: 'emailChange.submitCodes' },
  { type: 'emailChange.resend' },
  done('verifyCurrent', 'waiting'),
  done('verifyCurrent', 'changed'),
  failed('verifyCurrent', WRONG),
  failed('verifyCurrent', NETWORK),
  done('verifyNew', 'changed'),
  done('verifyNew', 'waiting'),
  failed('verifyNew', VOID),
  failed('verifyNew', NETWORK),
  done('followAuthEmail', { ...ROW, email: NEW }),
  failed('followAuthEmail', NETWORK),
];

function handledBy(snapshot: Snapshot): EmailChangeEvent[] {
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (node) => node.ownEvents,
    ),
  );
  return EVENTS.filter((event) => handled.has(event.type));
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.currentEmail,
    s.context.newEmail,
    isValidCode(s.context.codeCurrent),
    isValidCode(s.context.codeNew),
    s.context.errors,
    s.context.accepted,
  ]);

const never = <T>() => fromPromise<T, never>(() => new Promise<T>(() => {}));

function testMachine() {
  const spies = { showToast: vi.fn(), notifyProfileChanged: vi.fn() };
  const machine = emailChangeMachine.provide({
    actors: {
      changeRequest: createMachine({}) as never,
      verifyCode: never<'waiting' | 'changed'>() as never,
      followAuthEmail: never<KontoRow>() as never,
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      notifyProfileChanged: (_, params) => spies.notifyProfileChanged(params),
    },
  });
  return { machine, spies };
}

describe('e-mail change machine (model-based)', () => {
  it('reaches every state and transition; nothing typed is lost, nothing invalid is sent', () => {
    const { machine, spies } = testMachine();
    const paths = coveringPaths(machine, { events: handledBy, serializeState });
    console.log(`[model paths] emailChange: ${paths.length} paths replayed`);
    const coverage = replayPaths(machine, paths, {
      spies,
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        const view = selectEmailChange(snapshot);
        const { context } = snapshot;
        // The address is sent only when it is a valid, different one.
        if (
          snapshot.matches({ open: 'requesting' }) &&
          event.type === 'emailChange.submitAddress'
        ) {
          expect(emailError(context.newEmail)).toBeNull();
          if (context.currentEmail !== null)
            expect(context.newEmail.trim().toLowerCase()).not.toBe(context.currentEmail);
        }
        // Codes are checked only as six digits; an accepted code is not sent again.
        if (snapshot.matches({ open: { codes: 'verifyingCurrent' } })) {
          expect(isValidCode(context.codeCurrent)).toBe(true);
          expect(context.accepted.codeCurrent).toBe(false);
        }
        if (snapshot.matches({ open: { codes: 'verifyingNew' } }))
          expect(isValidCode(context.codeNew)).toBe(true);
        if (view.isOpen && view.step === 'codes') expect(emailError(view.newEmail)).toBeNull();
        switch (event.type as string) {
          case 'codeRequest.failed': {
            const { error } = event as unknown as { error: ServiceError };
            // A taken address is answered as any other (no account enumeration).
            if (error === TAKEN) {
              expect(view.errors.newEmail).toBeUndefined();
              if (view.isOpen) expect(view.step).toBe('codes');
              expect(spies.showToast).toHaveBeenCalledWith(EMAIL_CHANGE_TOASTS.codesSent);
            } else if (error === RATE_LIMITED)
              expect(spies.showToast).toHaveBeenCalledWith(
                expect.objectContaining({
                  description: expect.stringMatching(/Vänta 42 sekunder/),
                }),
              );
            else
              expect(spies.showToast).toHaveBeenCalledWith(
                expect.objectContaining({ variant: 'destructive' }),
              );
            break;
          }
          case 'codeRequest.sent':
            expect(spies.showToast).toHaveBeenCalledWith(EMAIL_CHANGE_TOASTS.codesSent);
            expect(view).toMatchObject({ step: 'codes', codeCurrent: '', codeNew: '' });
            break;
          case 'xstate.error.actor.verifyCurrent':
          case 'xstate.error.actor.verifyNew': {
            const { error } = event as unknown as { error: ServiceError };
            const field = event.type.endsWith('verifyCurrent') ? 'codeCurrent' : 'codeNew';
            if (error === WRONG) expect(view.errors[field]).toBe(EMAIL_CHANGE_MESSAGES.codeRefused);
            else if (error === VOID)
              expect(view.errors[field]).toBe(EMAIL_CHANGE_MESSAGES.tooManyAttempts);
            else
              expect(spies.showToast).toHaveBeenCalledWith(
                expect.objectContaining({ variant: 'destructive' }),
              );
            expect(view.step).toBe('codes');
            break;
          }
          case 'xstate.done.actor.followAuthEmail':
            expect(spies.notifyProfileChanged).toHaveBeenCalledWith({
              profile: { ...ROW, email: NEW },
            });
            expect(spies.showToast).toHaveBeenCalledWith(EMAIL_CHANGE_TOASTS.changed);
            expect(view.isOpen).toBe(false);
            break;
          case 'xstate.error.actor.followAuthEmail':
            // The sign-in address did change; the row follows at the next profile load.
            expect(spies.showToast).toHaveBeenCalledWith(EMAIL_CHANGE_TOASTS.changed);
            break;
          default:
            break;
        }
      },
    });
    for (const journey of [
      [
        'emailChange.open',
        'emailChange.submitAddress',
        'codeRequest.sent',
        'emailChange.submitCodes',
        'xstate.done.actor.verifyCurrent',
        'xstate.done.actor.verifyNew',
        'xstate.done.actor.followAuthEmail',
      ],
    ])
      expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
    expectFullCoverage(emailChangeMachine, coverage);
  });

  it('says in Swedish what is wrong with the new address, beside the field', () => {
    const { machine } = testMachine();
    const actor = createActor(machine).start();
    actor.send({ type: 'auth.updated', auth: summary(OLD) });
    actor.send({ type: 'emailChange.open' });
    actor.send({ type: 'emailChange.submitAddress' });
    expect(selectEmailChange(actor.getSnapshot()).errors.newEmail).toBe(
      'Vänligen fyll i din e-postadress',
    );
    actor.send({
      type: 'emailChange.fieldChanged',
      field: 'newEmail',
      value: ' Gammal@Example.se ',
    });
    actor.send({ type: 'emailChange.submitAddress' });
    expect(selectEmailChange(actor.getSnapshot()).errors.newEmail).toBe(
      EMAIL_CHANGE_MESSAGES.sameAddress,
    );
    expect(selectEmailChange(actor.getSnapshot()).newEmail).toBe(' Gammal@Example.se ');
  });
});

describe('e-mail change against the demo backend (konton on PGlite)', () => {
  const backend = setupDemoBackend({ rest: 'pglite' });

  function live(row: KontoRow) {
    const spies = { showToast: vi.fn(), notifyProfileChanged: vi.fn() };
    const actor = createActor(
      emailChangeMachine.provide({
        actions: {
          showToast: (_, params) => spies.showToast(params),
          notifyProfileChanged: (_, params) => spies.notifyProfileChanged(params),
        },
      }),
    ).start();
    actor.send({ type: 'auth.updated', auth: { ...summary(row.email), profile: row } });
    return { actor, spies };
  }

  const newest = (address: string) => getDemoInboxFor(address)[0]?.code ?? '';

  it('changes the address only after both codes, and the konton row follows', async () => {
    const { row } = await signInWithAccount(OLD);
    const { actor, spies } = live(row);
    actor.send({ type: 'emailChange.open' });
    actor.send({ type: 'emailChange.fieldChanged', field: 'newEmail', value: NEW });
    actor.send({ type: 'emailChange.submitAddress' });
    await waitFor(actor, (s) => s.matches({ open: { codes: 'entering' } }));
    // Both addresses got a code; nothing has changed yet.
    expect(newest(OLD)).toMatch(/^\d{6}$/);
    expect(newest(NEW)).toMatch(/^\d{6}$/);
    const before = expectOk(await auth.getUser());
    expect(before).toMatchObject({ email: OLD, new_email: NEW });

    // One wrong code: said beside its field; the other code is kept.
    actor.send({ type: 'emailChange.fieldChanged', field: 'codeCurrent', value: newest(OLD) });
    actor.send({
      type: 'emailChange.fieldChanged',
      field: 'codeNew',
      value: newest(NEW) === '000000' ? '111111' : '000000',
    });
    actor.send({ type: 'emailChange.submitCodes' });
    await waitFor(
      actor,
      (s) => s.matches({ open: { codes: 'entering' } }) && s.context.errors.codeNew !== undefined,
    );
    expect(selectEmailChange(actor.getSnapshot())).toMatchObject({
      accepted: { codeCurrent: true, codeNew: false },
      errors: { codeNew: EMAIL_CHANGE_MESSAGES.codeRefused },
    });
    expect(expectOk(await auth.getUser())?.email).toBe(OLD);

    actor.send({ type: 'emailChange.fieldChanged', field: 'codeNew', value: newest(NEW) });
    actor.send({ type: 'emailChange.submitCodes' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(spies.showToast).toHaveBeenLastCalledWith(EMAIL_CHANGE_TOASTS.changed);
    expect(expectOk(await auth.getUser())?.email).toBe(NEW);
    // On Postgres, under row-level security, the row now carries the new address.
    const rows = await backend.rows('konton');
    expect(rows).toEqual([expect.objectContaining({ id: row.id, email: NEW })]);
    expect(spies.notifyProfileChanged).toHaveBeenCalledWith({
      profile: expect.objectContaining({ email: NEW }),
    });
  });

  it('answers an address another account has as any other (no code comes); a 500 keeps everything typed', async () => {
    const { row } = await signInWithAccount(OLD);
    const { actor, spies } = live(row);
    // Another account with the new address.
    const { getDb } = await import('../../src/mocks/db');
    getDb().users.push({
      ...structuredClone(getDb().users[0]!),
      id: crypto.randomUUID(),
      email: NEW,
    });
    actor.send({ type: 'emailChange.open' });
    actor.send({ type: 'emailChange.fieldChanged', field: 'newEmail', value: NEW });
    actor.send({ type: 'emailChange.submitAddress' });
    await waitFor(actor, (s) => s.matches({ open: { codes: 'entering' } }));
    expect(selectEmailChange(actor.getSnapshot()).errors.newEmail).toBeUndefined();
    expect(spies.showToast).toHaveBeenLastCalledWith(EMAIL_CHANGE_TOASTS.codesSent);
    // Nothing was mailed: GoTrue refused the change (email_exists), the page does not say so.
    expect(getDemoInboxFor(NEW)).toHaveLength(0);
    actor.send({ type: 'emailChange.close' });
    actor.send({ type: 'emailChange.open' });
    spies.showToast.mockClear();

    actor.send({ type: 'emailChange.fieldChanged', field: 'newEmail', value: 'tredje@example.se' });
    failNext({ method: 'PUT', path: '/auth/v1/user' }, { status: 500 });
    actor.send({ type: 'emailChange.submitAddress' });
    await waitFor(
      actor,
      (s) => s.matches({ open: 'editing' }) && spies.showToast.mock.calls.length > 0,
    );
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Ett fel uppstod', variant: 'destructive' }),
    );
    expect(selectEmailChange(actor.getSnapshot()).newEmail).toBe('tredje@example.se');
  });

  it('codes expire after 10 minutes and are void after five wrong tries', async () => {
    const { row } = await signInWithAccount(OLD);
    const { actor } = live(row);
    actor.send({ type: 'emailChange.open' });
    actor.send({ type: 'emailChange.fieldChanged', field: 'newEmail', value: NEW });
    actor.send({ type: 'emailChange.submitAddress' });
    await waitFor(actor, (s) => s.matches({ open: { codes: 'entering' } }));
    const wrong = newest(OLD) === '000000' ? '111111' : '000000';
    actor.send({ type: 'emailChange.fieldChanged', field: 'codeNew', value: newest(NEW) });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      actor.send({ type: 'emailChange.fieldChanged', field: 'codeCurrent', value: wrong });
      actor.send({ type: 'emailChange.submitCodes' });
      await waitFor(
        actor,
        (s) =>
          s.matches({ open: { codes: 'entering' } }) && s.context.errors.codeCurrent !== undefined,
      );
    }
    expect(selectEmailChange(actor.getSnapshot()).errors.codeCurrent).toBe(
      'För många felaktiga försök. Begär en ny kod.',
    );
    // New codes (after the minute); then ten minutes pass: they no longer work.
    advanceClock(61_000);
    actor.send({ type: 'emailChange.resend' });
    await waitFor(
      actor,
      (s) => s.matches({ open: { codes: 'entering' } }) && s.context.codeNew === '',
    );
    advanceClock(10 * 60_000 + 1_000);
    actor.send({ type: 'emailChange.fieldChanged', field: 'codeCurrent', value: newest(OLD) });
    actor.send({ type: 'emailChange.fieldChanged', field: 'codeNew', value: newest(NEW) });
    actor.send({ type: 'emailChange.submitCodes' });
    await waitFor(
      actor,
      (s) =>
        s.matches({ open: { codes: 'entering' } }) && s.context.errors.codeCurrent !== undefined,
    );
    expect(selectEmailChange(actor.getSnapshot()).errors.codeCurrent).toBe(
      EMAIL_CHANGE_MESSAGES.codeRefused,
    );
    expect(expectOk(await auth.getUser())?.email).toBe(OLD);
  });
});
