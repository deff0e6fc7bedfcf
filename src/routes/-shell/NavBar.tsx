import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { NAV_LINKS, SITE_NAME } from '../../content/site';
import type { AccountView } from '../../machines/auth';
import { DrawerTrigger, PopoverDrawer } from '../../ui/Drawer/PopoverDrawer';
import { Link } from '../../ui/Link/Link';
import { AccountArea } from './AccountArea';
import * as s from './shell.css';

/**
 * The drawer (react-aria's modal, focus scope and overlays) loads when it first opens: most
 * visits never open it, and on a phone every page would otherwise parse it at start-up.
 */
const Drawer = lazy(() =>
  import('../../ui/Drawer/Drawer').then(({ Drawer }) => ({ default: Drawer })),
);

/** The menu as HTML alone: what 'Meny' opens when the app is not running. */
const NO_SCRIPT_MENU_ID = 'meny';
/** The popover is for pages without the app, whose visitor is signed out as far as it knows. */
const SIGNED_OUT: AccountView = { status: 'signedOut' };

export interface NavBarProps {
  account: AccountView;
  onSignOut: () => void;
}

function BrandMark() {
  return (
    <svg className={s.brandMark} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" className={s.brandMarkTile} />
      <path d="M9 21l6-10 4 6 2-3 3 7z" className={s.brandMarkPeak} />
      <circle cx="22" cy="10" r="2.5" className={s.brandMarkSun} />
    </svg>
  );
}

export function NavBar({ account, onSignOut }: NavBarProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened it stays mounted, so that it can animate out and in again.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // Navigating closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const links = (className: string, onNavigate?: () => void) =>
    NAV_LINKS.map((link) => (
      <li key={link.to}>
        <Link to={link.to} unstyled className={className} onClick={onNavigate}>
          {link.label}
        </Link>
      </li>
    ));

  return (
    <header className={s.header}>
      <div className={s.navInner}>
        <Link to="/" unstyled className={s.brand} aria-label={`${SITE_NAME}, till startsidan`}>
          <BrandMark />
          {SITE_NAME}
        </Link>
        <nav aria-label="Huvudmeny" className={s.inlineNav}>
          <ul className={s.navList}>{links(s.navLink)}</ul>
          <AccountArea account={account} onSignOut={onSignOut} />
        </nav>
        <DrawerTrigger
          className={s.menuButton}
          // Without the app (JavaScript off, or its script failed) this opens the popover below.
          popoverId={NO_SCRIPT_MENU_ID}
          onOpen={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
          </svg>
          Meny
        </DrawerTrigger>
      </div>
      <PopoverDrawer id={NO_SCRIPT_MENU_ID} title="Meny" closeLabel="Stäng menyn">
        <nav aria-label="Huvudmeny (mobil)">
          <ul className={s.drawerList}>{links(s.drawerLink)}</ul>
        </nav>
        <AccountArea account={SIGNED_OUT} onSignOut={() => {}} />
      </PopoverDrawer>
      {drawerWanted ? (
        <Suspense>
          <Drawer
            title="Meny"
            closeLabel="Stäng menyn"
            isOpen={drawerOpen}
            onOpenChange={setDrawerOpen}
          >
            <nav aria-label="Huvudmeny (mobil)">
              <ul className={s.drawerList}>{links(s.drawerLink, () => setDrawerOpen(false))}</ul>
            </nav>
            <AccountArea
              account={account}
              onSignOut={() => {
                setDrawerOpen(false);
                onSignOut();
              }}
              onNavigate={() => setDrawerOpen(false)}
            />
          </Drawer>
        </Suspense>
      ) : null}
    </header>
  );
}
