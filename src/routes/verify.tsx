import { createFileRoute, useHydrated } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { staticPageHead } from '../content/site';
import { sameVerifyView, selectVerifyView, verifyMachine } from '../machines/verify';
import { Page } from '../ui/Layout/Layout';
import * as s from '../components/auth/auth.css';
import { useCodeRequest } from '../components/auth/useCodeRequest';
import { DemoInbox } from './-auth/DemoInbox';
import { VerifyForm } from './-auth/VerifyForm';
import { optionalString } from './-lib/search';
import { useLogic } from './-lib/useLogic';

export const Route = createFileRoute('/verify')({
  // Prerendered without its query: the form as it will be, so that a code can be typed before the
  // app has started; the address (`?email=`) fills in when it does.
  head: () => staticPageHead('/verify'),
  validateSearch: (search: Record<string, unknown>): { email?: string } => {
    const email = optionalString(search.email);
    return email === undefined ? {} : { email };
  },
  component: VerifyRoute,
});

function VerifyRoute() {
  const { email } = Route.useSearch();
  const demo = Route.useRouteContext({ select: (context) => context.demo });
  const actor = useActorRef(useLogic('verify', verifyMachine), { input: { email } });
  const view = useSelector(actor, selectVerifyView, sameVerifyView);
  const code = useCodeRequest(actor);
  const setCode = (value: string) =>
    actor.send({ type: 'verify.fieldChanged', field: 'code', value });

  // The prerendered page (and its hydration) cannot know the query string: it shows the form as
  // it will be once the address is read, and only then says that an address is missing.
  const addressKnown = useHydrated();
  const neutral = view.missingEmail && !addressKnown;
  if (view.missingEmail && !neutral) {
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
          isResending={view.isResending || code.isSending}
          cooldownSeconds={code.cooldownSeconds}
          canSubmit={neutral || view.canSubmit}
          canResend={neutral || (view.canResend && !code.isSending && code.cooldownSeconds === 0)}
          onCodeChange={setCode}
          onSubmit={() => actor.send({ type: 'verify.submit' })}
          onResend={() => actor.send({ type: 'verify.resend' })}
        />
        {demo && !neutral ? (
          <DemoInbox inbox={demo.inbox} email={view.email} onUseCode={setCode} />
        ) : null}
      </div>
    </Page>
  );
}
