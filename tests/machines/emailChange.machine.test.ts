/**
 * 'Byt e-postadress' (src/machines/emailChange.ts). Model-based: paths generated from an
 * independent model of the dialog (README 'Accounts', 'E-mail change'; decisions.md: the address
 * changes only after the codes), replayed on a real actor whose calls to the auth server (the
 * change request, each code's check, the konton row following) wait for the model's backend to
 * answer; after every step the dialog's fields and messages, what was sent, the toasts and the
 * profile update are checked. Then the real services against the demo backend with /rest/v1 on
 * PGlite (the konton row follows on Postgres).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { KontoRow } from '../../src/machines/account';
import type { CodeRequest } from '../../src/machines/codeRequest';
import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_TOASTS,
  emailChangeMachine,
  selectEmailChange,
} from '../../src/machines/emailChange';
import type { AuthSummary } from '../../src/machines/shared/authSync';
import { advanceClock, failNext, getDemoInboxFor } from '../../src/mocks/node';
import * as auth from '../../src/services/auth';
import { ServiceError } from '../../src/services/result';
import { expectOk, setupDemoBackend, signInWithAccount } from '../services/helpers';
import { answeringCodeRequest } from '../support/codeRequest';
import { faultToast, TEXTS } from '../support/profileFixtures';
import { Calls, expectSame, replayModel, walksJourney, type Model } from '../support/modelReplay';

const OLD = 'gammal@example.se';
const NEW = 'ny@example.se';
const ROW = { id: 'k1', email: OLD } as KontoRow;
const summary = (email: string | null): AuthSummary => ({
  initialised: true,
  email,
  profile: email === null ? null : { ...ROW, email },
  addressIncomplete: false,
});

const TAKEN = new ServiceError({ kind: 'invalid', status: 422, code: 'email_exists' });
const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 42 });
const WRONG = new ServiceError({ kind: 'forbidden', status: 403, code: 'otp_expired' });
const VOID = new ServiceError({
  kind: 'rate_limited',
  status: 429,
  code: 'over_request_rate_limit',
});
const NETWORK = new ServiceError({ kind: 'network' });

// ---------------------------------------------------------------------------------------------
// The independent model of the dialog, from the README and the spec's texts.
// ---------------------------------------------------------------------------------------------

/**
 * What can happen: the session becomes known, the user opens and closes the dialog, types the
 * new address or a code, sends the address, the codes, or asks for new codes; the auth server
 * answers the change request (codes sent, the address is taken, 429, offline), each code's check
 * (accepted and waiting for the other, changed, refused, void, offline), and the konton row
 * follows the new address or cannot.
 */
type Happening =
  | { type: 'session' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'type'; field: 'newEmail' | 'codeCurrent' | 'codeNew'; value: string }
  | { type: 'submitAddress' }
  | { type: 'submitCodes' }
  | { type: 'resend' }
  | { type: 'server.codesSent' }
  | { type: 'server.requestFails'; error: ServiceError }
  | { type: 'server.code'; answer: 'waiting' | 'changed' }
  | { type: 'server.codeFails'; error: ServiceError }
  | { type: 'server.rowFollows' }
  | { type: 'server.rowFails' };

type Screen =
  | 'closed'
  | 'address'
  | 'requesting'
  | 'codes'
  | 'checkingCurrent'
  | 'checkingNew'
  | 'resending'
  | 'following';

interface Toast {
  title: string;
  description: string;
  variant?: 'destructive';
}

interface DialogModel {
  signedInAs: string | null;
  screen: Screen;
  newEmail: string;
  codeCurrent: string;
  codeNew: string;
  errors: { newEmail?: string; codeCurrent?: string; codeNew?: string };
  /** The codes the auth server has accepted (an accepted code is not sent again). */
  accepted: { codeCurrent: boolean; codeNew: boolean };
  /** 'Din e-postadress är bytt från … till …' after a change. */
  changed: { from: string; to: string } | null;
  /** What the last happening did: the address asked for, a code checked, the row moved, a toast. */
  asked: string | null;
  checked: { email: string; code: string } | null;
  moved: { rowEmail: string; newEmail: string } | null;
  profile: KontoRow | null;
  toast: Toast | null;
}

const CODES_SENT: Toast = {
  title: 'Koder skickade',
  description:
    'Om den nya adressen kan användas har vi skickat en kod dit och en till din nuvarande adress.',
};
const CHANGED: Toast = {
  title: 'E-postadressen är bytt',
  description: 'Du loggar in med den nya adressen från och med nu.',
};
/** 'Ett fel uppstod' for a fault, and for a 429 with the seconds to wait. */
const OFFLINE = faultToast(TEXTS.networkFault) as Toast;
const WAIT_42 = faultToast(TEXTS.cooldown42) as Toast;
const REFUSED = 'Koden stämmer inte eller har gått ut. Kontrollera den eller skicka nya koder.';
const VOID_MESSAGE = 'För många felaktiga försök. Begär en ny kod.';
const MALFORMED = 'Ange den 6-siffriga koden från e-postmeddelandet.';

const EMPTY_FORM = {
  newEmail: '',
  codeCurrent: '',
  codeNew: '',
  errors: {},
  accepted: { codeCurrent: false, codeNew: false },
} as const;

const START: DialogModel = {
  signedInAs: null,
  screen: 'closed',
  ...EMPTY_FORM,
  changed: null,
  asked: null,
  checked: null,
  moved: null,
  profile: null,
  toast: null,
};

const sixDigits = (code: string) => /^\d{6}$/u.test(code.replace(/\s+/gu, ''));
const addressMessage = (typed: string): string | null =>
  typed.trim() === ''
    ? 'Vänligen fyll i din e-postadress'
    : /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(typed.trim())
      ? null
      : 'Ange en giltig e-postadress, till exempel namn@exempel.se';

function offered(model: DialogModel): Happening[] {
  const close: Happening = { type: 'close' };
  switch (model.screen) {
    case 'closed':
      // The dialog is on /profile, for a signed-in user.
      return model.signedInAs === null ? [{ type: 'session' }] : [{ type: 'open' }];
    case 'address':
      return [
        { type: 'type', field: 'newEmail', value: 'ny@' },
        { type: 'type', field: 'newEmail', value: OLD.toUpperCase() },
        { type: 'type', field: 'newEmail', value: ` ${NEW} ` },
        { type: 'submitAddress' },
        close,
      ];
    case 'requesting':
    case 'resending':
      return [
        { type: 'server.codesSent' },
        { type: 'server.requestFails', error: TAKEN },
        { type: 'server.requestFails', error: RATE_LIMITED },
        { type: 'server.requestFails', error: NETWORK },
        close,
      ];
    case 'codes':
      return [
        { type: 'type', field: 'codeCurrent', value: '12' },
        { type: 'type', field: 'codeCurrent', value: '111 111' },
        { type: 'type', field: 'codeNew', value: '222222' },
        { type: 'submitCodes' },
        { type: 'resend' },
        close,
      ];
    case 'checkingCurrent':
    case 'checkingNew':
      return [
        { type: 'server.code', answer: 'waiting' },
        { type: 'server.code', answer: 'changed' },
        { type: 'server.codeFails', error: WRONG },
        { type: 'server.codeFails', error: VOID },
        { type: 'server.codeFails', error: NETWORK },
        close,
      ];
    case 'following':
      return [{ type: 'server.rowFollows' }, { type: 'server.rowFails' }];
  }
}

function step(previous: DialogModel, event: Happening): DialogModel {
  const model: DialogModel = {
    ...previous,
    asked: null,
    checked: null,
    moved: null,
    profile: null,
    toast: null,
  };
  const newAddress = model.newEmail.trim();
  const checkCurrent = (from: DialogModel): DialogModel => ({
    ...from,
    screen: 'checkingCurrent',
    checked: { email: from.signedInAs ?? '', code: from.codeCurrent.replace(/\s+/gu, '') },
  });
  const checkNew = (from: DialogModel): DialogModel => ({
    ...from,
    screen: 'checkingNew',
    checked: { email: from.newEmail.trim(), code: from.codeNew.replace(/\s+/gu, '') },
  });
  const follow = (from: DialogModel): DialogModel => ({
    ...from,
    screen: 'following',
    moved: { rowEmail: OLD, newEmail: from.newEmail.trim() },
  });
  const done = (from: DialogModel): DialogModel => ({
    ...from,
    ...EMPTY_FORM,
    screen: 'closed',
    toast: CHANGED,
    changed: { from: from.signedInAs ?? '', to: from.newEmail.trim() },
  });
  // New codes: whatever was typed or accepted before no longer counts.
  const codesOut = (from: DialogModel): DialogModel => ({
    ...from,
    codeCurrent: '',
    codeNew: '',
    errors: {},
    accepted: { codeCurrent: false, codeNew: false },
    screen: 'codes',
    toast: CODES_SENT,
  });
  const field = model.screen === 'checkingCurrent' ? 'codeCurrent' : 'codeNew';
  switch (event.type) {
    case 'session':
      return { ...model, signedInAs: OLD };
    case 'open':
      return { ...model, ...EMPTY_FORM, screen: 'address', changed: null };
    case 'close':
      return { ...model, ...EMPTY_FORM, screen: 'closed' };
    case 'type': {
      const { [event.field]: _gone, ...errors } = model.errors;
      return { ...model, [event.field]: event.value, errors };
    }
    case 'submitAddress': {
      const message = addressMessage(model.newEmail);
      if (message) return { ...model, errors: { newEmail: message } };
      if (newAddress.toLowerCase() === model.signedInAs?.toLowerCase())
        return { ...model, errors: { newEmail: EMAIL_CHANGE_MESSAGES.sameAddress } };
      return { ...model, screen: 'requesting', asked: newAddress };
    }
    case 'resend':
      return { ...model, screen: 'resending', asked: newAddress };
    case 'server.codesSent':
      return codesOut(model);
    case 'server.requestFails':
      // A taken address is answered as any other: nobody learns who has an account.
      if (event.error === TAKEN) return codesOut(model);
      return {
        ...model,
        // A first request that failed returns to the address; new codes that did not come
        // leave the codes step as it was (after a 429 the last codes still work).
        screen: model.screen === 'requesting' ? 'address' : 'codes',
        toast: event.error === RATE_LIMITED ? WAIT_42 : OFFLINE,
      };
    case 'submitCodes': {
      const malformedCurrent = !model.accepted.codeCurrent && !sixDigits(model.codeCurrent);
      const malformedNew = !model.accepted.codeNew && !sixDigits(model.codeNew);
      if (malformedCurrent || malformedNew)
        return {
          ...model,
          errors: {
            ...(malformedCurrent ? { codeCurrent: MALFORMED } : {}),
            ...(malformedNew ? { codeNew: MALFORMED } : {}),
          },
        };
      return model.accepted.codeCurrent ? checkNew(model) : checkCurrent(model);
    }
    case 'server.code':
      if (event.answer === 'changed') return follow(model);
      // This code is in; the server waits for the other.
      return model.screen === 'checkingCurrent'
        ? checkNew({ ...model, accepted: { ...model.accepted, codeCurrent: true } })
        : { ...model, screen: 'codes', accepted: { ...model.accepted, codeNew: true } };
    case 'server.codeFails':
      if (event.error === NETWORK) return { ...model, screen: 'codes', toast: OFFLINE };
      return {
        ...model,
        screen: 'codes',
        errors: { ...model.errors, [field]: event.error === VOID ? VOID_MESSAGE : REFUSED },
      };
    case 'server.rowFollows':
      return { ...done(model), profile: { ...ROW, email: NEW } };
    case 'server.rowFails':
      // The sign-in address has changed; the row follows at the next profile load.
      return done(model);
  }
}

const dialogModel: Model<DialogModel, Happening> = {
  name: 'emailChange',
  initial: START,
  events: offered,
  step,
  serialize: (m) =>
    JSON.stringify([
      m.signedInAs,
      m.screen,
      m.newEmail,
      m.codeCurrent,
      m.codeNew,
      m.errors,
      m.accepted,
      m.changed,
    ]),
  describe: (event) =>
    event.type === 'type'
      ? `type ${event.field} '${event.value}'`
      : event.type === 'server.code'
        ? `server ${event.answer}`
        : 'error' in event
          ? `${event.type} ${event.error.code ?? event.error.kind}`
          : event.type,
};

interface Check {
  email: string;
  code: string;
}

describe('e-mail change machine (model-based)', () => {
  it('agrees with the model of the dialog on every path; nothing typed is lost, nothing invalid is sent', async () => {
    const plan = await replayModel(dialogModel, {
      machine: emailChangeMachine,
      plan: { merge: { maxSteps: 40 } },
      start: (reach) => {
        const requests = new Calls<CodeRequest, void>('requestEmailChange');
        const checks = new Calls<Check, 'waiting' | 'changed'>('verifyEmailChange');
        const follows = new Calls<{ rowEmail: string | null; newEmail: string }, KontoRow>(
          'followAuthEmail',
        );
        const showToast = vi.fn();
        const notifyProfileChanged = vi.fn();
        const actor = createActor(
          emailChangeMachine.provide({
            actors: {
              changeRequest: answeringCodeRequest(requests),
              verifyCode: fromPromise<'waiting' | 'changed', Check>(({ input, signal }) =>
                checks.call(input, signal),
              ),
              followAuthEmail: fromPromise<KontoRow, { rowEmail: string | null; newEmail: string }>(
                ({ input, signal }) => follows.call(input, signal),
              ),
            },
            actions: {
              showToast: (_, params) => showToast(params),
              notifyProfileChanged: (_, params) => notifyProfileChanged(params.profile),
            },
          }),
          { inspect: reach.inspect },
        ).start();
        return { actor, requests, checks, follows, showToast, notifyProfileChanged };
      },
      beforeStep: (h) => {
        h.requests.clear();
        h.checks.clear();
        h.follows.clear();
        h.showToast.mockClear();
        h.notifyProfileChanged.mockClear();
      },
      act: ({ actor, requests, checks, follows }, event) => {
        switch (event.type) {
          case 'session':
            return actor.send({ type: 'auth.updated', auth: summary(OLD) });
          case 'open':
          case 'close':
          case 'submitAddress':
          case 'submitCodes':
          case 'resend':
            return actor.send({ type: `emailChange.${event.type}` });
          case 'type':
            return actor.send({
              type: 'emailChange.fieldChanged',
              field: event.field,
              value: event.value,
            });
          case 'server.codesSent':
            return requests.resolve();
          case 'server.requestFails':
            return requests.reject(event.error);
          case 'server.code':
            return checks.resolve(event.answer);
          case 'server.codeFails':
            return checks.reject(event.error);
          case 'server.rowFollows':
            return follows.resolve({ ...ROW, email: NEW });
          case 'server.rowFails':
            return follows.reject(NETWORK);
        }
      },
      check: (h, model) => {
        const { step, ...view } = selectEmailChange(h.actor.getSnapshot());
        const open = model.screen !== 'closed';
        expectSame(
          {
            ...view,
            ...(open ? { step } : {}),
            asked: h.requests.inputs,
            checked: h.checks.inputs,
            moved: h.follows.inputs,
            toasts: h.showToast.mock.calls,
            profiles: h.notifyProfileChanged.mock.calls,
          },
          {
            isOpen: open,
            ...(open
              ? {
                  step:
                    model.screen === 'address' || model.screen === 'requesting'
                      ? 'address'
                      : 'codes',
                }
              : {}),
            currentEmail: model.signedInAs,
            newEmail: model.newEmail,
            codeCurrent: model.codeCurrent,
            codeNew: model.codeNew,
            errors: model.errors,
            accepted: model.accepted,
            isSending: model.screen === 'requesting' || model.screen === 'resending',
            changed: model.changed,
            isVerifying: ['checkingCurrent', 'checkingNew', 'following'].includes(model.screen),
            // What was sent: the address asked for, a code checked, the row moved.
            asked: model.asked ? [{ email: model.asked }] : [],
            checked: model.checked ? [model.checked] : [],
            moved: model.moved ? [model.moved] : [],
            toasts: model.toast ? [[model.toast]] : [],
            profiles: model.profile ? [[model.profile]] : [],
          },
        );
      },
      stop: ({ actor }) => actor.stop(),
    });
    expect(
      walksJourney(plan, [
        'open',
        'submitAddress',
        'server.codesSent',
        'submitCodes',
        'server.code',
        'server.code',
        'server.rowFollows',
      ]),
    ).toBe(true);
  });

  it('says in Swedish what is wrong with the new address, beside the field', () => {
    const actor = createActor(emailChangeMachine).start();
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
