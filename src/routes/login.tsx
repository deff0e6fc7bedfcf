import { createFileRoute, redirect } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { described, describedHead } from '../content/site';
import {
  loginMachine,
  PASSWORD_FORM,
  RECOVERY_FORM,
  sameView,
  selectLoginView,
} from '../machines/login';
import { selectRecoveryForm } from '../machines/passwordRecovery';
import { passwordFormView } from '../machines/passwordSignIn';
import { Page } from '../ui/Layout/Layout';
import { useCaptcha } from '../components/auth/Captcha';
import { useCodeRequest } from '../components/auth/useCodeRequest';
import { useCodeEntry } from '../components/auth/useCodeEntry';
import { CODE_ENTRY } from '../machines/codeEntry';
import { LoginForm } from './-auth/LoginForm';
import { RecoveryForm } from './-auth/PasswordForms';
import { optionalString } from '../pages/search';
import { useLogic } from '../pages/useLogic';
import { CODE_REQUEST } from '../machines/codeRequest';

export const Route = createFileRoute('/login')({
  // Prerendered as a signed-out visitor sees it: the form works before the app has started (the
  // page's early event contract holds what is typed and sent). A signed-in visitor goes on to
  // /account: at once when the app already knows (a link in the app), else as soon as the
  // session has been read (the login machine's auth watcher).
  head: describedHead('/login'),
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string } => {
    const returnUrl = optionalString(search.returnUrl);
    return returnUrl === undefined ? {} : { returnUrl };
  },
  beforeLoad: ({ context }) => {
    if (context.actors.auth.getSnapshot().context.user !== null)
      throw redirect({ to: '/account', replace: true });
  },
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () =>
    described('Logga in på ditt Startklar-konto med Google eller med en engångskod via e-post.'),
  codeSplitGroupings: [['loader', 'component']],
  component: LoginRoute,
});

function LoginRoute() {
  const { returnUrl } = Route.useSearch();
  const logic = useLogic('login', loginMachine);
  const actor = useActorRef(logic, { input: { returnUrl } });
  const view = useSelector(actor, selectLoginView, sameView);
  const code = useCodeRequest(useSelector(actor, (snapshot) => snapshot.children[CODE_REQUEST]));
  // The password and recovery forms are child machines, running while their form is shown.
  const passwordChild = useSelector(actor, (snapshot) => snapshot.children[PASSWORD_FORM]);
  const recoveryChild = useSelector(actor, (snapshot) => snapshot.children[RECOVERY_FORM]);
  const passwordChildSnapshot = useSelector(passwordChild, (snapshot) => snapshot);
  const recovery = useSelector(recoveryChild, selectRecoveryForm, sameView);
  const recoveryCode = useCodeEntry(
    useSelector(recoveryChild, (snapshot) => snapshot?.children[CODE_ENTRY]),
  );
  const demo = Route.useRouteContext({ select: (context) => context.demo });
  // One widget: only one of the e-mail forms shows at a time.
  const captcha = useCaptcha();
  const setEmail = (value: string) =>
    actor.send({ type: 'login.fieldChanged', field: 'email', value });

  if (view.mode === 'recovery' && recovery) {
    return (
      <Page
        title="Glömt lösenordet?"
        lead="Med en kod till din e-post väljer du ett nytt lösenord."
        narrow={demo === null || recovery.step !== 'code'}
      >
        <RecoveryForm
          {...recovery}
          code={{ ...recoveryCode, onResend: () => recoveryCode.resendWith(captcha.take()) }}
          isSaving={recovery.isSaving || view.isContinuing}
          demo={demo}
          captcha={captcha.widget}
          onEmailChange={setEmail}
          onSubmitEmail={() =>
            actor.send({ type: 'login.submitRecoveryEmail', captchaToken: captcha.take() })
          }
          onNewPasswordChange={(field, value) =>
            actor.send({ type: 'login.newPasswordChanged', field, value })
          }
          onSubmitNewPassword={() => actor.send({ type: 'login.submitNewPassword' })}
          onCancel={() => actor.send({ type: 'login.cancelRecovery' })}
        />
      </Page>
    );
  }

  const passwordForm = passwordFormView(passwordChildSnapshot, view, view.isContinuing);
  return (
    <Page
      title="Logga in på ditt konto"
      lead="Logga in med Google, med en engångskod som vi skickar till din e‑post eller med ditt lösenord."
      narrow
    >
      <LoginForm
        {...view}
        mode={view.mode === 'password' ? 'password' : 'code'}
        isSending={code.isSending}
        cooldownSeconds={code.cooldownSeconds}
        canSubmit={view.canSubmit}
        onEmailChange={setEmail}
        captcha={captcha.widget}
        onSubmit={() => actor.send({ type: 'login.submit', captchaToken: captcha.take() })}
        onGoogle={() => actor.send({ type: 'login.googleSignIn' })}
        onUsePassword={() => actor.send({ type: 'login.usePassword' })}
        email={passwordForm.email}
        emailError={passwordForm.emailError}
        attempt={passwordForm.attempt}
        passwordForm={{
          password: passwordForm.password,
          passwordError: passwordForm.passwordError,
          isSigningIn: passwordForm.isSigningIn,
          cooldownSeconds: passwordForm.signInCooldown,
          canSubmit: passwordForm.canSubmit,
          onPasswordChange: (value) => actor.send({ type: 'login.passwordChanged', value }),
          onSubmit: () =>
            actor.send({ type: 'login.submitPassword', captchaToken: captcha.take() }),
          onForgot: () => actor.send({ type: 'login.forgotPassword' }),
          onUseCode: () => actor.send({ type: 'login.useCode' }),
        }}
      />
    </Page>
  );
}
