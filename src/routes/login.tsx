import { createFileRoute, redirect } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { staticPageHead } from '../content/site';
import { whenAuthInitialised } from '../machines/auth';
import { loginMachine, sameLoginView, selectLoginView } from '../machines/login';
import { Page } from '../ui/Layout/Layout';
import { useCodeRequest } from '../components/auth/useCodeRequest';
import { LoginForm } from './-auth/LoginForm';
import { optionalString } from './-lib/search';
import { PagePending } from './-shell/PagePending';
import { useLogic } from './-lib/useLogic';

export const Route = createFileRoute('/login')({
  // A signed-in visitor goes on to /account: decided in the browser, so not prerendered.
  ssr: false,
  pendingComponent: PagePending,
  head: () => staticPageHead('/login'),
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string } => {
    const returnUrl = optionalString(search.returnUrl);
    return returnUrl === undefined ? {} : { returnUrl };
  },
  // A signed-in visitor goes on to /account, decided once the first session check is done.
  beforeLoad: async ({ context }) => {
    const auth = await whenAuthInitialised(context.actors.auth);
    if (auth.context.user !== null) throw redirect({ to: '/account', replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { returnUrl } = Route.useSearch();
  const logic = useLogic('login', loginMachine);
  const actor = useActorRef(logic, { input: { returnUrl } });
  const view = useSelector(actor, selectLoginView, sameLoginView);
  const code = useCodeRequest(actor);

  return (
    <Page
      title="Logga in på ditt konto"
      lead="Logga in med Google eller med en engångskod som vi skickar till din e‑post."
      narrow
    >
      <LoginForm
        {...view}
        isSending={code.isSending}
        cooldownSeconds={code.cooldownSeconds}
        canSubmit={view.isIdle && code.cooldownSeconds === 0}
        onEmailChange={(value) => actor.send({ type: 'login.fieldChanged', field: 'email', value })}
        onSubmit={() => actor.send({ type: 'login.submit' })}
        onGoogle={() => actor.send({ type: 'login.googleSignIn' })}
      />
    </Page>
  );
}
