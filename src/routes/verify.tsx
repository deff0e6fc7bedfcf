import { createFileRoute, useHydrated } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { described, describedHead } from '../content/site';
import { CODE_ENTRY } from '../machines/codeEntry';
import { sameVerifyView, selectVerifyView, verifyMachine } from '../machines/verify';
import { Page } from '../ui/Layout/Layout';
import * as s from '../components/auth/auth.css';
import { useCaptcha } from '../components/auth/Captcha';
import { useCodeEntry } from '../components/auth/useCodeEntry';
import { DemoInbox } from './-auth/DemoInbox';
import { VerifyForm } from './-auth/VerifyForm';
import { optionalString } from '../pages/search';
import { useLogic } from '../pages/useLogic';

export const Route = createFileRoute('/verify')({
  // Prerendered without its query: the form as it will be, so that a code can be typed before the
  // app has started; the address (`?email=`) fills in when it does.
  head: describedHead('/verify'),
  validateSearch: (search: Record<string, unknown>): { email?: string } => {
    const email = optionalString(search.email);
    return email === undefined ? {} : { email };
  },
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () => described('Verifiera din e-postadress med engångskoden vi skickade till dig.'),
  codeSplitGroupings: [['loader', 'component']],
  component: VerifyRoute,
});

function VerifyRoute() {
  const { email } = Route.useSearch();
  const demo = Route.useRouteContext({ select: (context) => context.demo });
  const actor = useActorRef(useLogic('verify', verifyMachine), { input: { email } });
  const view = useSelector(actor, selectVerifyView, sameVerifyView);
  const entry = useCodeEntry(useSelector(actor, (snapshot) => snapshot.children[CODE_ENTRY]));
  // 'Skicka ny kod' reaches GoTrue's /otp: with the site's CAPTCHA token, where it has one.
  const captcha = useCaptcha();
  const code = { ...entry, onResend: () => entry.resendWith(captcha.take()) };

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
          email={view.email}
          // Prerendered, the form takes what is typed and pressed (the early event contract).
          code={neutral ? { ...code, canSubmit: true, canResend: true } : code}
          isVerified={view.isVerified}
          captcha={captcha.widget}
        />
        {demo && !neutral ? (
          <DemoInbox inbox={demo.inbox} email={view.email} onUseCode={code.onCodeChange} />
        ) : null}
      </div>
    </Page>
  );
}
