import { lazy, Suspense, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { StatechartTools } from '../../statecharts/inspection';
import { PlainButton } from '../../ui/Button/PlainButton';
import * as s from './statecharts.css';

// The panel and everything it draws load only when QA opens it.
const StatechartsPanel = lazy(() => import('./StatechartsPanel'));

/**
 * 'Visa tillståndsdiagram' (demo and dev builds): a strip of its own between the page and the
 * footer that opens the live statechart view as a panel beside the running app. It takes its own
 * place in the flow, so it never covers the page's text; it is in the prerendered HTML too, so
 * nothing moves when the app starts.
 */
export function StatechartsDock({ tools }: { tools: StatechartTools }) {
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (pathname === '/statecharts') return null;
  return (
    <>
      <aside className={s.toggle} aria-label="Testverktyg" data-statecharts-toggle="">
        <span className={s.toggleLabel}>Testverktyg för QA</span>
        <PlainButton
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? 'statecharts-panel' : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Dölj tillståndsdiagram' : 'Visa tillståndsdiagram'}
        </PlainButton>
      </aside>
      {open ? (
        <Suspense fallback={null}>
          <StatechartsPanel bus={tools.bus} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
