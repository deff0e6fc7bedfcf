import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { browserPageHead } from '../../content/site';
import { DEMO_GOOGLE_ACCOUNTS, demoGoogleMachine } from '../../machines/demoGoogle';
import { Container, Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { DemoGoogleChooser } from '../-auth/DemoGoogleChooser';
import * as s from '../../components/auth/auth.css';
import { PagePending } from '../-shell/PagePending';
import { useLogic } from '../../pages/useLogic';

export const Route = createFileRoute('/demo/google')({
  // The demo's account chooser reads the OAuth query: drawn in the browser only.
  ssr: false,
  pendingComponent: PagePending,
  head: () => browserPageHead('/demo/google'),
  component: DemoGoogleRoute,
});

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
  const logic = useLogic('demoGoogle', demoGoogleMachine);
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const actor = useActorRef(logic, { input: { search } });
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
