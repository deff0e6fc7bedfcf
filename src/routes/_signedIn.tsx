import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { browserPageHead } from '../content/site';
import { whenAuthInitialised } from '../machines/auth';
import { PagePending } from './-shell/PagePending';

/**
 * The signed-in pages (/account, /profile) under one pathless layout with the app's only
 * signed-in guard: it waits until the auth actor has finished its first session check (no sleeps,
 * no polling), then sends a visitor without a user to /login, remembering where they were going
 * (`returnUrl`, honoured by /login only for same-origin paths).
 */
export const Route = createFileRoute('/_signedIn')({
  // Depends on the visitor: prerendered as a placeholder, drawn after hydration.
  ssr: false,
  // The page's title and description in its prerendered frame too: a route under one that is
  // drawn after hydration gives its head only then. Its own head (the same, with the canonical
  // link) takes over in the browser; the router keeps one title and one of each meta name.
  head: ({ matches }) => {
    const path = matches.at(-1)?.pathname;
    return path === '/account' || path === '/profile' ? { meta: browserPageHead(path).meta } : {};
  },
  pendingComponent: PagePending,
  beforeLoad: async ({ context, location }) => {
    const auth = await whenAuthInitialised(context.actors.auth);
    if (auth.context.user === null) {
      throw redirect({ to: '/login', search: { returnUrl: location.href } });
    }
  },
  component: Outlet,
});
