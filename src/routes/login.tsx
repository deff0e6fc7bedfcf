import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  loginMachine,
  sameLoginView,
  selectLoginView,
  whenAuthInitialised,
} from '../machines/login';
import { Page } from '../ui/Layout/Layout';
import { LoginForm } from './-auth/LoginForm';
import { useShowToast } from './-lib/useShowToast';
import { optionalString } from './-lib/search';

export const Route = createFileRoute('/login')({
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
  const navigate = useNavigate();
  const showToast = useShowToast();
  const [logic] = useState(() =>
    loginMachine.provide({
      actions: {
        showToast,
        navigate: (_, target) => void navigate(target),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { returnUrl } });
  const view = useSelector(actor, selectLoginView, sameLoginView);

  return (
    <Page
      title="Logga in på ditt konto"
      lead="Logga in med Google eller med en engångskod som vi skickar till din e‑post."
      narrow
    >
      <LoginForm
        {...view}
        onEmailChange={(value) => actor.send({ type: 'login.emailChanged', value })}
        onSubmit={() => actor.send({ type: 'login.submit' })}
        onGoogle={() => actor.send({ type: 'login.google' })}
      />
    </Page>
  );
}
