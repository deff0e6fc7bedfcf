import { useDeferredValue, type MouseEventHandler, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectAccountView } from '../../machines/auth';
import type { RootActors } from '../../machines/system';
import { STATECHARTS_IN_BUILD } from '../../statecharts/build';
import type { StatechartTools } from '../../statecharts/inspection';
import { LiveAnnouncer } from '../../ui/Announcer/Announcer';
import { StatechartsDock } from '../-statecharts/StatechartsDock';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { ToastViewport } from './ToastViewport';
import * as s from './shell.css';

export interface SiteShellProps {
  actors: RootActors;
  /** The statechart view's bus (demo and dev builds): shows the 'Visa tillståndsdiagram' toggle. */
  statecharts?: StatechartTools | null;
  children: ReactNode;
  onClickCapture: MouseEventHandler<HTMLDivElement>;
}

/** Navigation, main content, footer, cookie banner and toast area: present on every page. */
export function SiteShell({ actors, statecharts, children, onClickCapture }: SiteShellProps) {
  // A sign-in (or a stored session read at start-up) redraws the header in a transition, in
  // slices, not in the one long task a store's update gets.
  const account = useDeferredValue(useSelector(actors.auth, selectAccountView, accountViewEquals));
  return (
    <div className={s.shell} onClickCapture={onClickCapture}>
      <a href="#main" className={s.skipLink}>
        Hoppa till innehållet
      </a>
      <NavBar account={account} onSignOut={() => actors.auth.send({ type: 'auth.signOut' })} />
      <main id="main" tabIndex={-1} className={s.main}>
        {children}
      </main>
      {STATECHARTS_IN_BUILD && statecharts ? <StatechartsDock tools={statecharts} /> : null}
      <Footer
        onOpenCookieSettings={() => actors.cookieConsent.send({ type: 'cookieConsent.open' })}
      />
      <CookieBanner actor={actors.cookieConsent} />
      <ToastViewport actor={actors.toasts} />
      <LiveAnnouncer />
    </div>
  );
}

function accountViewEquals(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
