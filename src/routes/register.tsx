import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { registerMachine, sameRegisterView, selectRegisterView } from '../machines/register';
import { Page } from '../ui/Layout/Layout';
import { RegisterForm } from './-auth/RegisterForm';
import { useShowToast } from './-lib/useShowToast';

export const Route = createFileRoute('/register')({ component: RegisterRoute });

function RegisterRoute() {
  const navigate = useNavigate();
  const showToast = useShowToast();
  const [logic] = useState(() =>
    registerMachine.provide({
      actions: {
        showToast,
        navigate: (_, target) => void navigate(target),
      },
    }),
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectRegisterView, sameRegisterView);

  return (
    <Page
      title="Skapa ett nytt konto"
      lead="Med ett konto sparas dina testresultat och du kan hålla dina uppgifter aktuella."
      narrow
    >
      <RegisterForm
        {...view}
        onChange={(field, value) => actor.send({ type: 'register.change', field, value })}
        onSubmit={() => actor.send({ type: 'register.submit' })}
      />
    </Page>
  );
}
