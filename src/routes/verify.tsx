import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  readSignInContinuation,
  sameVerifyView,
  selectVerifyView,
  verifyMachine,
} from '../machines/verify';
import { Page } from '../ui/Layout/Layout';
import { DemoInbox } from './-auth/DemoInbox';
import { VerifyForm } from './-auth/VerifyForm';
import * as s from '../components/auth/auth.css';
import { useShowToast } from './-lib/useShowToast';
import { optionalString } from './-lib/search';

export const Route = createFileRoute('/verify')({
  validateSearch: (search: Record<string, unknown>): { email?: string } => {
    const email = optionalString(search.email);
    return email === undefined ? {} : { email };
  },
  component: VerifyRoute,
});

function VerifyRoute() {
  const { email } = Route.useSearch();
  const demo = Route.useRouteContext({ select: (context) => context.demo });
  const navigate = useNavigate();
  const showToast = useShowToast();
  const [logic] = useState(() =>
    verifyMachine.provide({
      actions: {
        showToast,
        // Targets are same-origin paths (sanitised return URLs may carry a query or a hash).
        navigate: (_, target) => void navigate({ href: target.to, replace: target.replace }),
      },
    }),
  );
  const [continuation] = useState(readSignInContinuation);
  const actor = useActorRef(logic, { input: { email, ...continuation } });
  const view = useSelector(actor, selectVerifyView, sameVerifyView);
  const setCode = (value: string) => actor.send({ type: 'verify.codeChanged', value });

  if (view.missingEmail) {
    return <Page title="Verifiera din e-post" lead="E-postadress saknas." narrow />;
  }

  return (
    <Page
      title="Verifiera din e-post"
      lead="Skriv in koden från e-postmeddelandet för att logga in."
      narrow={demo === null}
    >
      <div className={demo ? s.layout : s.single}>
        <VerifyForm
          {...view}
          onCodeChange={setCode}
          onSubmit={() => actor.send({ type: 'verify.submit' })}
          onResend={() => actor.send({ type: 'verify.resend' })}
        />
        {demo ? <DemoInbox inbox={demo.inbox} email={view.email} onUseCode={setCode} /> : null}
      </div>
    </Page>
  );
}
