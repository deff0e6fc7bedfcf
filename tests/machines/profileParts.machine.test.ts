/**
 * The child machines of /profile, each on its own: the details card (profileDetails), the password
 * dialog with its reauthentication code (passwordChange) and the profile picture (avatarUpload).
 * Each is walked along paths generated from an independent model of what the page shows and does
 * (its rules written from the spec; the events are what the user, the page and the backend can
 * do), the service calls waiting for the model's answers, and checked after every step.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  waitFor,
  type ActorRefFrom,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import {
  avatarFileProblem,
  avatarUploadMachine,
  selectAvatar,
  type AvatarFile,
  type AvatarUploadEvent,
  type UploadAvatarInput,
} from '../../src/machines/avatarUpload';
import {
  passwordChangeMachine,
  selectPasswordDialog,
  type ChangePasswordInput,
  type PasswordChangeEvent,
  type PasswordField,
  type PasswordForm,
} from '../../src/machines/passwordChange';
import {
  profileDetailsMachine,
  selectDetails,
  validateDraft,
  type ProfileDetailsEvent,
  type ProfileDraft,
  type SaveProfileInput,
} from '../../src/machines/profileDetails';
import type { CodeRequest } from '../../src/machines/codeRequest';
import {
  CODE_ENTRY,
  codeEntryMachine,
  selectCodeEntry,
  type CheckCodeInput,
} from '../../src/machines/codeEntry';
import type { KontoRow } from '../../src/services/database.types';
import type { ServiceError } from '../../src/services/result';
import { answeringCodeRequest } from '../support/codeRequest';
import {
  Calls,
  expectEffect,
  expectSame,
  replayEffectModel,
  walksJourney,
  type Effects,
} from '../support/modelReplay';
import { expectedErrors, RULE_MESSAGES } from '../support/personalRules';
import {
  CODE_EXPIRED,
  CODE_INVALID,
  CODE_REFUSED,
  CODE_VOID,
  CURRENT_REQUIRED,
  CURRENT_WRONG,
  done,
  failed,
  faultText,
  faultToast,
  file,
  NEEDS_CODE,
  PNG,
  RATE_LIMITED,
  ROW,
  SAVED,
  SERVER_ERROR,
  TEXT,
  TEXTS,
  WEAK_PWNED,
  WITH_AVATAR,
} from '../support/profileFixtures';

describe('profile details (model-based)', () => {
  type Model = {
    phase: 'viewing' | 'editing' | 'saving';
    profile: KontoRow | null;
    draft: ProfileDraft;
    errors: Record<string, string>;
  };
  type Event = ProfileDetailsEvent;
  const draftOf = (row: KontoRow | null): ProfileDraft => ({
    telefon: row?.telefon ?? '',
    username: row?.username ?? '',
  });
  const synced = (profile: KontoRow | null): Event => ({ type: 'profile.synced', profile });

  function reduce(model: Model, event: Event, fx: Effects): Model {
    const e = event as { type: string; output?: unknown; error?: ServiceError };
    switch (e.type) {
      case 'profile.synced':
        return { ...model, profile: (event as { profile: KontoRow | null }).profile };
      case 'profile.edit':
        if (model.phase !== 'viewing' || model.profile === null) return model;
        return { ...model, phase: 'editing', draft: draftOf(model.profile), errors: {} };
      case 'profile.fieldChanged': {
        if (model.phase !== 'editing') return model;
        const { field, value } = event as { field: keyof ProfileDraft; value: string };
        const { [field]: _cleared, ...errors } = model.errors;
        return { ...model, draft: { ...model.draft, [field]: value }, errors };
      }
      case 'profile.cancel':
        if (model.phase !== 'editing') return model;
        return { ...model, phase: 'viewing', draft: draftOf(model.profile), errors: {} };
      case 'profile.save': {
        if (model.phase !== 'editing') return model;
        // Both may be left empty (a Google account has no phone); the e-mail has its own dialog.
        const errors = expectedErrors(model.draft, ['telefon', 'username']);
        if (Object.keys(errors).length > 0) return { ...model, errors };
        expectEffect(fx, 'saveProfile', {
          currentEmail: model.profile?.email ?? null,
          draft: model.draft,
        });
        return { ...model, phase: 'saving' };
      }
      case 'xstate.done.actor.saveProfile':
        if (model.phase !== 'saving') return model;
        expectEffect(fx, 'reportChanged', { profile: SAVED });
        expectEffect(fx, 'showToast', TEXTS.profileSaved);
        return { ...model, phase: 'viewing', profile: SAVED };
      case 'xstate.error.actor.saveProfile':
        if (model.phase !== 'saving') return model;
        // Back in the form with what was typed.
        expectEffect(fx, 'showToast', faultToast(TEXTS.serverFault));
        return { ...model, phase: 'editing' };
      default:
        return model;
    }
  }

  const detailsEvents = (model: Model): Event[] => [
    synced(ROW),
    synced(null),
    { type: 'profile.edit' },
    { type: 'profile.fieldChanged', field: 'telefon', value: 'ring mig' },
    { type: 'profile.fieldChanged', field: 'telefon', value: ROW.telefon ?? '' },
    { type: 'profile.fieldChanged', field: 'username', value: 'Greta G' },
    { type: 'profile.fieldChanged', field: 'username', value: 'x'.repeat(31) },
    { type: 'profile.cancel' },
    { type: 'profile.save' },
    ...(model.phase === 'saving'
      ? [done<Event>('saveProfile', SAVED), failed<Event>('saveProfile')]
      : []),
  ];

  it('agrees with the model of the details card on every path', async () => {
    const plan = await replayEffectModel<Model, Event, AnyActorRef>(
      {
        name: 'profileDetails',
        initial: { phase: 'viewing', profile: null, draft: draftOf(null), errors: {} },
        events: detailsEvents,
        reduce,
        serialize: (m) =>
          JSON.stringify([m.phase, m.profile?.username ?? m.profile, m.draft, m.errors]),
      },
      {
        machine: profileDetailsMachine,
        start: (reach) => {
          const doubles = {
            showToast: vi.fn(),
            reportChanged: vi.fn(),
            saveProfile: new Calls<SaveProfileInput, KontoRow>('saveProfile'),
          };
          const actor = createActor(
            profileDetailsMachine.provide({
              actors: {
                saveProfile: fromPromise<KontoRow, SaveProfileInput>(({ input, signal }) =>
                  doubles.saveProfile.call(input, signal),
                ),
              },
              actions: {
                showToast: (_, params) => doubles.showToast(params),
                reportChanged: (_, params) => doubles.reportChanged(params),
              },
            }),
            { inspect: reach.inspect },
          ).start();
          return { actor, doubles };
        },
        check: ({ actor }, model) => {
          const details = selectDetails(
            actor.getSnapshot() as SnapshotFrom<typeof profileDetailsMachine>,
          );
          expect(details.mode).toBe(model.phase === 'viewing' ? 'view' : 'edit');
          expect(details.isSaving).toBe(model.phase === 'saving');
          if (model.phase !== 'viewing') {
            expect(details.draft).toEqual(model.draft);
            expect(details.errors).toEqual(model.errors);
          }
        },
      },
    );
    for (const journey of [
      ['profile.edit', 'profile.save', 'xstate.done.actor.saveProfile'],
      ['profile.edit', 'profile.save', 'xstate.error.actor.saveProfile'],
    ])
      expect(walksJourney(plan, journey), journey.join(' → ')).toBe(true);
  });

  it.each([
    [{ telefon: 'ring mig', username: '' }, { telefon: RULE_MESSAGES.telefonInvalid }],
    [{ telefon: '', username: 'x'.repeat(31) }, { username: RULE_MESSAGES.usernameTooLong }],
    [{ telefon: '+46 70-123 45 67', username: 'Greta' }, {}],
  ])('validates %o', (draft, errors) => {
    expect(validateDraft(draft)).toEqual(errors);
  });

  it('cannot edit without a konton row', () => {
    const actor = createActor(profileDetailsMachine).start();
    actor.send({ type: 'profile.edit' });
    expect(selectDetails(actor.getSnapshot()).mode).toBe('view');
  });
});

describe('password change (model-based)', () => {
  /**
   * Where the dialog is: the password step (`editing`, `saving` from it), or the code step: a
   * code on its way (`requesting`, `resending`), typed (`entering`), checked (`checking`), and the
   * password saved with it (`savingCode`).
   */
  type Phase =
    | 'closed'
    | 'editing'
    | 'saving'
    | 'requesting'
    | 'entering'
    | 'checking'
    | 'resending'
    | 'savingCode';
  type Proof = 'currentPassword' | 'code' | null;
  type Model = {
    phase: Phase;
    form: PasswordForm;
    errors: Record<string, string>;
    code: string;
    codeError: string | null;
    /** The code the server accepted, sent along with every save until a new code is asked for. */
    accepted: string;
    /** What proves who asks, once the dialog has looked (null before). */
    proof: Proof;
    common: ReadonlySet<string> | null;
    changed: boolean;
    /** After a 429, until its wait is over: 'Skicka ny kod' does nothing (this code step). */
    waiting: boolean;
  };
  /** What the user, the page and the backend can do (the code step's events go to its child). */
  type Event =
    | PasswordChangeEvent
    | { type: 'code.type'; value: string }
    | { type: 'code.submit' }
    | { type: 'code.resend' }
    | { type: 'codeRequest.ready' };
  const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const CLOSED: Model = {
    phase: 'closed',
    form: EMPTY,
    errors: {},
    code: '',
    codeError: null,
    accepted: '',
    proof: null,
    common: null,
    changed: false,
    waiting: false,
  };
  const CODE_STEP: readonly Phase[] = [
    'requesting',
    'entering',
    'checking',
    'resending',
    'savingCode',
  ];
  /** A stand-in for the list of common passwords. */
  const COMMON: ReadonlySet<string> = new Set(['vanligtlosen']);
  /** A code is six digits; spaces a visitor types are ignored. */
  const digits = (code: string) => code.replace(/\s/g, '');
  /** What is said beside the code field of a refused code (null: a fault, said in a toast). */
  const codeRefusal = (error: ServiceError): string | null =>
    error.kind === 'rate_limited' || error.code === 'code_void'
      ? TEXTS.tooManyAttempts
      : ['reauthentication_not_valid', 'code_invalid', 'code_expired'].includes(error.code ?? '')
        ? TEXTS.codeRefused
        : null;

  /** The rule, written from decisions.md: 8 characters, not a common one, typed twice alike. */
  function formErrors(model: Model): Record<string, string> {
    const { newPassword, confirmPassword, currentPassword } = model.form;
    const errors: Record<string, string> =
      [...newPassword].length < 8
        ? { newPassword: TEXTS.passwordTooShort }
        : model.common?.has(newPassword.toLowerCase())
          ? { newPassword: TEXTS.passwordCommon }
          : newPassword !== confirmPassword
            ? { confirmPassword: TEXTS.passwordsDiffer }
            : {};
    return model.proof === 'currentPassword' && currentPassword === ''
      ? { currentPassword: TEXTS.currentMissing, ...errors }
      : errors;
  }

  function reduce(model: Model, event: Event, fx: Effects): Model {
    const e = event as { type: string; error?: ServiceError; output?: unknown };
    const save = (next: Model, phase: 'saving' | 'savingCode'): Model => {
      expectEffect(fx, 'changePassword', {
        password: next.form.newPassword,
        nonce: next.accepted,
        currentPassword: next.proof === 'currentPassword' ? next.form.currentPassword : '',
      });
      return { ...next, phase };
    };
    const requestCode = () => expectEffect(fx, 'codeRequest', { email: '' });
    /** A fresh code is asked for: nothing typed or accepted before counts. */
    const newCode = (next: Model): Model => {
      requestCode();
      return {
        ...next,
        phase: 'requesting',
        code: '',
        codeError: null,
        accepted: '',
        waiting: false,
      };
    };
    const forgetTyped = {
      form: EMPTY,
      errors: {},
      code: '',
      codeError: null,
      accepted: '',
      waiting: false,
    };
    switch (e.type) {
      case 'profile.openPassword':
        if (model.phase !== 'closed') return model;
        // The dialog asks what proves who asks, and loads the list of common passwords.
        expectEffect(fx, 'preparePassword', undefined);
        return { ...CLOSED, common: model.common, phase: 'editing' };
      case 'xstate.done.actor.preparePassword': {
        if (model.phase === 'closed') return model;
        const output = e.output as { proof: Proof; commonPasswords: ReadonlySet<string> | null };
        return { ...model, proof: output.proof, common: output.commonPasswords };
      }
      case 'profile.closePassword':
        // Not while the password is being saved.
        return model.phase === 'closed' || model.phase === 'saving' || model.phase === 'savingCode'
          ? model
          : { ...model, ...forgetTyped, phase: 'closed' };
      case 'profile.fieldChanged': {
        if (model.phase !== 'editing') return model;
        const { field, value } = event as { field: PasswordField; value: string };
        const { [field]: _cleared, ...errors } = model.errors;
        return { ...model, form: { ...model.form, [field]: value }, errors };
      }
      case 'profile.submitPassword': {
        if (model.phase !== 'editing') return model;
        // Not yet known whether to ask for the current password or a code: nothing happens.
        if (model.proof === null) return model;
        const errors = formErrors(model);
        if (Object.keys(errors).length > 0) return { ...model, errors };
        return model.proof === 'code' ? newCode(model) : save(model, 'saving');
      }
      case 'code.type':
        if (model.phase !== 'entering') return model;
        return { ...model, code: (event as { value: string }).value, codeError: null };
      case 'code.submit':
        if (model.phase !== 'entering') return model;
        if (!/^\d{6}$/.test(digits(model.code)))
          return { ...model, codeError: TEXTS.codeMalformed };
        // The code is checked with the server, nothing used up yet.
        expectEffect(fx, 'checkCode', { email: '', code: digits(model.code) });
        return { ...model, phase: 'checking' };
      case 'code.resend':
        if (model.phase !== 'entering' || model.waiting) return model;
        requestCode();
        return { ...model, phase: 'resending' };
      case 'codeRequest.ready':
        return { ...model, waiting: false };
      case 'xstate.done.actor.checkCode':
        if (model.phase !== 'checking') return model;
        // The right code: the password goes out with it (the step, and its wait, end).
        return save({ ...model, accepted: digits(model.code), waiting: false }, 'savingCode');
      case 'xstate.error.actor.checkCode': {
        if (model.phase !== 'checking' || !e.error) return model;
        const message = codeRefusal(e.error);
        if (message !== null) return { ...model, phase: 'entering', codeError: message };
        // A fault: the code stays, to try again.
        expectEffect(fx, 'showToast', faultToast(faultText(e.error)));
        return { ...model, phase: 'entering' };
      }
      case 'xstate.done.actor.changePassword':
        if (model.phase !== 'saving' && model.phase !== 'savingCode') return model;
        expectEffect(fx, 'showToast', TEXTS.passwordSaved);
        return { ...model, ...forgetTyped, phase: 'closed', changed: true };
      case 'xstate.error.actor.changePassword': {
        if ((model.phase !== 'saving' && model.phase !== 'savingCode') || !e.error) return model;
        // A code is mailed; the new password is kept.
        if (e.error.code === 'reauthentication_needed') return newCode(model);
        if (e.error.code === 'current_password_required')
          return {
            ...model,
            phase: 'editing',
            proof: 'currentPassword',
            errors: { currentPassword: TEXTS.currentMissing },
          };
        if (e.error.code === 'current_password_invalid')
          return { ...model, phase: 'editing', errors: { currentPassword: TEXTS.currentWrong } };
        if (e.error.code === 'weak_password')
          return { ...model, phase: 'editing', errors: { newPassword: TEXTS.passwordCommon } };
        // The accepted code was refused after all (expired or void meanwhile): the code step
        // again, the code and the reason beside it, no new code mailed.
        const message = model.accepted === '' ? null : codeRefusal(e.error);
        if (message !== null)
          return { ...model, phase: 'entering', code: model.accepted, codeError: message };
        // Anything else: back where the visitor was, with everything typed still there.
        expectEffect(fx, 'showToast', faultToast(faultText(e.error)));
        return model.phase === 'savingCode'
          ? { ...model, phase: 'entering', code: model.accepted, codeError: null }
          : { ...model, phase: 'editing' };
      }
      case 'codeRequest.sent':
        if (model.phase === 'requesting' || model.phase === 'resending') {
          expectEffect(fx, 'showToast', TEXTS.codeSent);
          return model.phase === 'resending'
            ? { ...model, phase: 'entering', code: '', codeError: null }
            : { ...model, phase: 'entering' };
        }
        return model;
      case 'codeRequest.failed': {
        if (model.phase !== 'requesting' && model.phase !== 'resending') return model;
        const limited = e.error?.kind === 'rate_limited';
        // After a 429 the last code still works: the code field stays, with how long to wait.
        expectEffect(fx, 'showToast', faultToast(limited ? TEXTS.cooldown42 : TEXTS.serverFault));
        if (model.phase === 'requesting' && !limited) return { ...model, phase: 'editing' };
        return { ...model, phase: 'entering', waiting: limited };
      }
      default:
        return model;
    }
  }

  /**
   * What the user can do in the dialog's step that shows (closed: only open it). The empty
   * fields the dialog starts with are the too-short password and the malformed code.
   */
  const userEvents = ({ phase, changed }: Model): Event[] => {
    // Once the password is changed the visitor is done (reopening is walked before that).
    if (phase === 'closed') return changed ? [] : [{ type: 'profile.openPassword' }];
    const close: Event = { type: 'profile.closePassword' };
    if (phase === 'editing')
      return [
        { type: 'profile.fieldChanged', field: 'currentPassword', value: 'gammalt-losen' },
        { type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt1' },
        { type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt1' },
        { type: 'profile.submitPassword' },
        close,
      ];
    if (phase === 'entering')
      return [
        { type: 'code.type', value: '123 456' },
        { type: 'code.submit' },
        { type: 'code.resend' },
        close,
      ];
    // Sending or checking a code: the dialog waits, but can be closed; saving: it waits.
    return phase === 'saving' || phase === 'savingCode' ? [] : [close];
  };
  /**
   * What can happen: the user uses the dialog; the page learns what proves who asks (a code, or
   * the current password) and whether the list of common passwords loaded; the auth server
   * answers the code's request (sent, 429, a fault), the code's check (right; wrong, expired,
   * void; a fault) and the change (done, a fault, a code needed, the current password needed or
   * wrong, a known-leaked password, a refused or void code where one went along).
   */
  const passwordEvents = (model: Model): Event[] => [
    ...userEvents(model),
    ...(model.phase !== 'closed' && model.proof === null
      ? [
          done<Event>('preparePassword', { proof: 'code', commonPasswords: COMMON }),
          done<Event>('preparePassword', { proof: 'currentPassword', commonPasswords: null }),
        ]
      : []),
    ...(model.phase === 'saving' || model.phase === 'savingCode'
      ? [
          done<Event>('changePassword', undefined),
          ...[
            SERVER_ERROR,
            // A code is asked for only of a save without one.
            ...(model.accepted === '' ? [NEEDS_CODE] : []),
            CURRENT_REQUIRED,
            CURRENT_WRONG,
            WEAK_PWNED,
            CODE_REFUSED,
            CODE_VOID,
          ].map((error) => failed<Event>('changePassword', error)),
        ]
      : []),
    ...(model.phase === 'checking'
      ? [
          done<Event>('checkCode', undefined),
          ...[CODE_INVALID, CODE_EXPIRED, CODE_VOID, SERVER_ERROR].map((error) =>
            failed<Event>('checkCode', error),
          ),
        ]
      : []),
    ...(model.phase === 'requesting' || model.phase === 'resending'
      ? ([
          { type: 'codeRequest.sent', email: '' },
          { type: 'codeRequest.failed', error: RATE_LIMITED },
          { type: 'codeRequest.failed', error: SERVER_ERROR },
        ] as unknown as Event[])
      : []),
    ...(model.waiting && ['requesting', 'entering', 'checking', 'resending'].includes(model.phase)
      ? [{ type: 'codeRequest.ready' } as const]
      : []),
  ];

  type PasswordActor = ActorRefFrom<typeof passwordChangeMachine>;
  /** The dialog's code step (the machine's `CODE_ENTRY` child), while it is shown. */
  const codeStep = (actor: PasswordActor) => actor.getSnapshot().children[CODE_ENTRY];

  it('agrees with the model of the dialog on every path', async () => {
    const plan = await replayEffectModel<Model, Event, PasswordActor>(
      {
        name: 'passwordChange',
        initial: CLOSED,
        events: passwordEvents,
        reduce,
        // The list of common passwords counts only once the dialog knows what it asks for, and
        // the current password only when it is asked for.
        serialize: (m) =>
          JSON.stringify([
            m.phase,
            m.proof === 'code' ? { ...m.form, currentPassword: null } : m.form,
            m.errors,
            m.code,
            m.codeError,
            m.accepted,
            m.proof,
            m.proof === null ? null : m.common !== null,
            m.changed,
            m.waiting,
          ]),
        describe: (event) =>
          'error' in event
            ? `${event.type} ${(event.error as ServiceError).code ?? (event.error as ServiceError).kind}`
            : 'field' in event
              ? `${event.type} ${event.field}`
              : event.type,
      },
      {
        machine: passwordChangeMachine,
        start: (reach) => {
          const doubles = {
            showToast: vi.fn(),
            changePassword: new Calls<ChangePasswordInput, void>('changePassword'),
            preparePassword: new Calls<undefined, unknown>('preparePassword'),
            codeRequest: new Calls<CodeRequest, void>('reauthenticate'),
            checkCode: new Calls<CheckCodeInput, unknown>('check_reauthentication'),
          };
          const actor = createActor(
            passwordChangeMachine.provide({
              actors: {
                changePassword: fromPromise<void, ChangePasswordInput>(({ input, signal }) =>
                  doubles.changePassword.call(input, signal),
                ),
                preparePassword: fromPromise(({ signal }) =>
                  doubles.preparePassword.call(undefined, signal),
                ) as never,
                codeEntry: codeEntryMachine.provide({
                  actors: {
                    codeRequest: answeringCodeRequest(doubles.codeRequest),
                    checkCode: fromPromise<unknown, CheckCodeInput>(({ input, signal }) =>
                      doubles.checkCode.call(input, signal),
                    ),
                  },
                }),
              },
              actions: { showToast: (_, params) => doubles.showToast(params) },
            }),
            { inspect: reach.inspect },
          ).start();
          return { actor, doubles };
        },
        // The code step's events go to the step the page shows.
        act: ({ actor }, event) => {
          if (!event.type.startsWith('code.') && event.type !== 'codeRequest.ready') return false;
          codeStep(actor)?.send(event as never);
          return true;
        },
        check: ({ actor }, model) => {
          const dialog = selectPasswordDialog(actor.getSnapshot());
          const open = model.phase !== 'closed';
          const { form, errors, ...shown } = dialog;
          expectSame(
            { ...shown, ...(open ? { form, errors } : {}) },
            {
              isOpen: open,
              isSaving: model.phase === 'saving' || model.phase === 'savingCode',
              isPreparing: open && model.proof === null,
              proof: model.proof,
              changed: model.changed,
              step: CODE_STEP.includes(model.phase) ? 'code' : 'password',
              ...(open ? { form: model.form, errors: model.errors } : {}),
            },
          );
          // The code step, while it is shown (an empty field otherwise).
          const entry = selectCodeEntry(codeStep(actor)?.getSnapshot());
          const inCode = CODE_STEP.includes(model.phase);
          expectSame(
            {
              code: entry.code,
              codeError: entry.codeError,
              isSending: entry.isSending,
              isChecking: entry.isChecking,
            },
            {
              code: inCode ? model.code : '',
              codeError: inCode ? model.codeError : null,
              isSending: model.phase === 'requesting' || model.phase === 'resending',
              isChecking: model.phase === 'checking' || model.phase === 'savingCode',
            },
          );
        },
      },
    );
    for (const journey of [
      ['profile.submitPassword', 'xstate.done.actor.changePassword'],
      [
        'profile.submitPassword',
        'codeRequest.sent',
        'code.type',
        'code.submit',
        'xstate.done.actor.checkCode',
        'xstate.done.actor.changePassword',
      ],
      ['code.resend', 'codeRequest.failed'],
    ])
      expect(walksJourney(plan, journey), journey.join(' → ')).toBe(true);
  });

  it('refuses a common password beside the field once the list is there, whatever its case', async () => {
    const actor = createActor(
      passwordChangeMachine.provide({
        actors: {
          preparePassword: fromPromise(async () => ({
            proof: 'code' as const,
            commonPasswords: COMMON,
          })) as never,
        },
      }),
    ).start();
    actor.send({ type: 'profile.openPassword' });
    await waitFor(actor, (s) => s.context.proof !== null);
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'VanligtLosen' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'VanligtLosen' });
    actor.send({ type: 'profile.submitPassword' });
    expect(selectPasswordDialog(actor.getSnapshot())).toMatchObject({
      step: 'password',
      errors: { newPassword: TEXTS.passwordCommon },
      form: { newPassword: 'VanligtLosen', confirmPassword: 'VanligtLosen' },
    });
    actor.stop();
  });

  it("says 'Lösenorden matchar inte' when the new passwords differ, and forgets on close", async () => {
    const actor = createActor(
      passwordChangeMachine.provide({
        actors: {
          preparePassword: fromPromise(async () => ({
            proof: 'currentPassword' as const,
            commonPasswords: null,
          })) as never,
        },
      }),
    ).start();
    actor.send({ type: 'profile.openPassword' });
    await waitFor(actor, (s) => s.context.proof !== null);
    actor.send({ type: 'profile.fieldChanged', field: 'currentPassword', value: 'gammalt' });
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt1' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt2' });
    actor.send({ type: 'profile.submitPassword' });
    expect(selectPasswordDialog(actor.getSnapshot())).toMatchObject({
      isOpen: true,
      isSaving: false,
      errors: { confirmPassword: 'Lösenorden matchar inte' },
    });
    actor.send({ type: 'profile.closePassword' });
    actor.send({ type: 'profile.openPassword' });
    expect(selectPasswordDialog(actor.getSnapshot()).form.newPassword).toBe('');
    actor.stop();
  });
});

describe('avatar upload (model-based)', () => {
  type Model = {
    phase: 'idle' | 'uploading';
    profile: KontoRow | null;
    file: AvatarFile | null;
    error: string | null;
  };
  type Event = AvatarUploadEvent;
  /** The spec's pictures: JPG, PNG, GIF or WebP, at most 5 MB. */
  function problem(picture: AvatarFile | null): string | null {
    if (picture === null) return TEXTS.noAvatarFile;
    if (!['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(picture.type))
      return TEXTS.notAnImage;
    return picture.size > 5 * 1024 * 1024 ? TEXTS.avatarTooLarge : null;
  }

  function reduce(model: Model, event: Event, fx: Effects): Model {
    const e = event as { type: string; output?: KontoRow };
    switch (e.type) {
      case 'profile.synced':
        return { ...model, profile: (event as { profile: KontoRow | null }).profile };
      case 'profile.avatarSelected': {
        if (model.phase !== 'idle') return model;
        const picture = (event as { file: AvatarFile | null }).file;
        const why = problem(picture);
        return { ...model, file: why === null ? picture : null, error: why };
      }
      case 'profile.uploadAvatar':
        if (model.phase !== 'idle') return model;
        if (model.file === null || model.profile === null) {
          expectEffect(fx, 'showToast', {
            title: 'Fel',
            description: TEXTS.noAvatarFile,
            variant: 'destructive',
          });
          return { ...model, error: TEXTS.noAvatarFile };
        }
        expectEffect(fx, 'uploadAvatar', { profile: model.profile, file: model.file });
        return { ...model, phase: 'uploading' };
      case 'xstate.done.actor.uploadAvatar':
        if (model.phase !== 'uploading') return model;
        expectEffect(fx, 'reportChanged', { profile: WITH_AVATAR });
        expectEffect(fx, 'showToast', TEXTS.avatarSaved);
        return { phase: 'idle', profile: WITH_AVATAR, file: null, error: null };
      case 'xstate.error.actor.uploadAvatar':
        if (model.phase !== 'uploading') return model;
        expectEffect(fx, 'showToast', faultToast(TEXTS.serverFault));
        return { ...model, phase: 'idle' };
      default:
        return model;
    }
  }

  const avatarEvents = (model: Model): Event[] => [
    { type: 'profile.synced', profile: ROW },
    { type: 'profile.avatarSelected', file: PNG },
    { type: 'profile.avatarSelected', file: TEXT },
    { type: 'profile.avatarSelected', file: null },
    { type: 'profile.uploadAvatar' },
    ...(model.phase === 'uploading'
      ? [done<Event>('uploadAvatar', WITH_AVATAR), failed<Event>('uploadAvatar')]
      : []),
  ];

  it('agrees with the model of the picture on every path', async () => {
    const plan = await replayEffectModel<Model, Event, AnyActorRef>(
      {
        name: 'avatarUpload',
        initial: { phase: 'idle', profile: null, file: null, error: null },
        events: avatarEvents,
        reduce,
        serialize: (m) =>
          JSON.stringify([
            m.phase,
            m.profile?.avatar_url ?? m.profile,
            m.file?.name ?? null,
            m.error,
          ]),
      },
      {
        machine: avatarUploadMachine,
        start: (reach) => {
          const doubles = {
            showToast: vi.fn(),
            reportChanged: vi.fn(),
            uploadAvatar: new Calls<UploadAvatarInput, KontoRow>('uploadAvatar'),
          };
          const actor = createActor(
            avatarUploadMachine.provide({
              actors: {
                uploadAvatar: fromPromise<KontoRow, UploadAvatarInput>(({ input, signal }) =>
                  doubles.uploadAvatar.call(input, signal),
                ),
              },
              actions: {
                showToast: (_, params) => doubles.showToast(params),
                reportChanged: (_, params) => doubles.reportChanged(params),
              },
            }),
            { inspect: reach.inspect },
          ).start();
          return { actor, doubles };
        },
        check: ({ actor }, model) => {
          expect(
            selectAvatar(actor.getSnapshot() as SnapshotFrom<typeof avatarUploadMachine>),
          ).toEqual({
            isUploading: model.phase === 'uploading',
            fileName: model.file?.name ?? null,
            error: model.error,
          });
        },
      },
    );
    expect(walksJourney(plan, ['profile.uploadAvatar', 'xstate.done.actor.uploadAvatar'])).toBe(
      true,
    );
  });

  it('rejects pictures over 5 MB', () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'stor.png', { type: 'image/png' });
    expect(avatarFileProblem(big)).toBe(TEXTS.avatarTooLarge);
    expect(avatarFileProblem(PNG)).toBeNull();
  });

  it('accepts only the raster types the bucket accepts (no SVG, no AVIF)', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(avatarFileProblem(file([new Uint8Array([1])], 'bild', type))).toBeNull();
    for (const type of ['image/svg+xml', 'image/avif', 'image/tiff', ''])
      expect(avatarFileProblem(file([new Uint8Array([1])], 'bild', type))).toBe(TEXTS.notAnImage);
  });

  it('cannot upload without a konton row', () => {
    const actor = createActor(avatarUploadMachine).start();
    actor.send({ type: 'profile.avatarSelected', file: PNG });
    actor.send({ type: 'profile.uploadAvatar' });
    expect(selectAvatar(actor.getSnapshot())).toMatchObject({
      isUploading: false,
      error: TEXTS.noAvatarFile,
    });
  });
});
