import { createFileRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { described, describedHead } from '../content/site';
import { registerMachine, sameRegisterView, selectRegisterView } from '../machines/register';
import { Page } from '../ui/Layout/Layout';
import { useCaptcha } from '../components/auth/Captcha';
import { useCodeRequest } from '../components/auth/useCodeRequest';
import { RegisterForm } from './-auth/RegisterForm';
import { useLogic } from '../pages/useLogic';
import { CODE_REQUEST } from '../machines/codeRequest';

export const Route = createFileRoute('/register')({
  head: describedHead('/register'),
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () =>
    described('Skapa ett konto på Startklar och spara dina resultat från företagstestet.'),
  codeSplitGroupings: [['loader', 'component']],
  component: RegisterRoute,
});

function RegisterRoute() {
  const logic = useLogic('register', registerMachine);
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectRegisterView, sameRegisterView);
  const code = useCodeRequest(useSelector(actor, (snapshot) => snapshot.children[CODE_REQUEST]));
  const captcha = useCaptcha();

  return (
    <Page
      title="Skapa ett nytt konto"
      lead="Med ett konto sparas dina testresultat och du kan hålla dina uppgifter aktuella."
      narrow
    >
      <RegisterForm
        {...view}
        isSending={code.isSending}
        cooldownSeconds={code.cooldownSeconds}
        canSubmit={view.canSubmit}
        onChange={(field, value) => actor.send({ type: 'register.fieldChanged', field, value })}
        captcha={captcha.widget}
        onSubmit={() => actor.send({ type: 'register.submit', captchaToken: captcha.take() })}
      />
    </Page>
  );
}
