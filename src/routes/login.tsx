import { createFileRoute, redirect } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { staticPageHead } from '../content/site';
import { loginMachine, sameLoginView, selectLoginView } from '../machines/login';
import { Page } from '../ui/Layout/Layout';
import { useCodeRequest } from '../components/auth/useCodeRequest';
import { LoginForm } from './-auth/LoginForm';
import { optionalString } from './-lib/search';
import { useLogic } from './-lib/useLogic';

export const Route = createFileRoute('/login')({
  // Prerendered as a signed-out visitor sees it: the form works before the app has started (the
  // page's early event contract holds what is typed and sent). A signed-in visitor goes on to
  // /account: at once when the app already knows (a link in the app), else as soon as the
  // session has been read (the login machine's auth watcher).
  head: () => staticPageHead('/login'),
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string } => {
    const returnUrl = optionalString(search.returnUrl);
    return returnUrl === undefined ? {} : { returnUrl };
  },
  beforeLoad: ({ context }) => {
    if (context.actors.auth.getSnapshot().context.user !== null)
      throw redirect({ to: '/account', replace: true });
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
