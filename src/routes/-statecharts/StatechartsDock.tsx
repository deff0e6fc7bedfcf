import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { StatechartTools } from '../../statecharts/inspection';
import { Button } from '../../ui/Button/Button';
import * as s from './statecharts.css';

// The panel and everything it draws load only when QA opens it.
const StatechartsPanel = lazy(() => import('./StatechartsPanel'));

/**
 * 'Visa tillståndsdiagram': a toggle over every page (demo and dev builds) that opens the live
 * statechart view as a panel beside the running app. Drawn after mount only, so the first render
 * matches the prerendered HTML.
 */
export function StatechartsDock({ tools }: { tools: StatechartTools }) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => setMounted(true), []);
  if (!mounted || pathname === '/statecharts') return null;
  return (
    <>
      <div className={s.toggle} data-statecharts-toggle="">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? 'statecharts-panel' : undefined}
          onPress={() => setOpen((value) => !value)}
        >
          {open ? 'Dölj tillståndsdiagram' : 'Visa tillståndsdiagram'}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <StatechartsPanel bus={tools.bus} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
