import { createFileRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { DEMO_GOOGLE_ACCOUNTS, demoGoogleMachine } from '../../machines/demoGoogle';
import { Container, Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { DemoGoogleChooser } from '../-auth/DemoGoogleChooser';
import { useShowToast } from '../-lib/useShowToast';
import * as s from '../../components/auth/auth.css';

export const Route = createFileRoute('/demo/google')({ component: DemoGoogleRoute });

/** Loads the return URL (a full page load, so supabase-js reads the code in it); same origin only. */
function redirectTo(url: string): void {
  const target = new URL(url, window.location.href);
  window.location.assign(target.origin === window.location.origin ? target.href : '/account');
}

function DemoGoogleRoute() {
  const demo = Route.useRouteContext({ select: (context) => context.demo });
  if (demo === null) {
    return (
      <Page title="Sidan finns bara i demon" narrow>
        <p>
          Kontoväljaren på den här sidan står i för Google när Startklar körs som demo. Här loggar
          du in med ditt riktiga Google-konto i stället.
        </p>
        <p>
          <Link to="/login">Till inloggningen</Link>
        </p>
      </Page>
    );
  }
  return <DemoChooser />;
}

function DemoChooser() {
  const showToast = useShowToast();
  const [logic] = useState(() =>
    demoGoogleMachine.provide({
      actions: { showToast, redirect: (_, { url }) => redirectTo(url) },
    }),
  );
  const actor = useActorRef(logic, { input: { search: window.location.search } });
  const chosen = useSelector(actor, (snapshot) => snapshot.context.chosen);
  const failed = useSelector(actor, (snapshot) => snapshot.context.failed);
  const busy = useSelector(actor, (snapshot) => !snapshot.matches('choosing'));

  return (
    <Container className={s.chooserPage}>
      <DemoGoogleChooser
        accounts={DEMO_GOOGLE_ACCOUNTS}
        chosen={chosen}
        busy={busy}
        failed={failed}
        onChoose={(account) => actor.send({ type: 'demoGoogle.choose', account })}
      />
    </Container>
  );
}
