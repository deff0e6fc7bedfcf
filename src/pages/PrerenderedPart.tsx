import {
  lazy,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A part of a page that is the same for every visitor and never changes once drawn (such as the
 * directory of every article on /articles), with its code loaded by the route's loader.
 *
 * Where the page was prerendered, the browser already shows the part: hydrating keeps that HTML
 * as it is (React does not descend into it), so starting the page needs neither the part's code
 * nor its data. Where the page is drawn in the browser (a client-side navigation), the part is
 * drawn from its component, which the loader has loaded by then. Its links follow the router as
 * `Link` does: a click navigates within the app, hovering or focusing one preloads its page.
 */
export function preloadablePart(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  const preload = async (): Promise<void> => {
    loaded ??= await load();
  };
  // Drawn before the loader has run (it always runs first; a safety net): suspends until loaded.
  const Lazy = lazy(async () => ({ default: await load() }));

  function PrerenderedPart({ id, className }: { id: string; className?: string }) {
    // Read once, before React touches the document: the prerendered part, if this page has it.
    const [html] = useState(() =>
      typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
    );
    const links = useRouterLinks();
    if (html !== null) {
      return (
        <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} {...links} />
      );
    }
    const Part = loaded ?? Lazy;
    return (
      <div id={id} className={className} {...links}>
        <Part />
      </div>
    );
  }

  return { preload, PrerenderedPart };
}

/** The modifier keys and buttons with which a click on a link is the browser's business. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The site's own link an event happened in; null for any other. */
function ownLink(event: SyntheticEvent): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target !== '' || link.hasAttribute('download') || link.origin !== location.origin) {
    return null;
  }
  return link;
}

/** Handlers that make the plain links inside an element behave as the router's `Link`. */
function useRouterLinks() {
  const router = useRouter();
  const preloaded = useRef(new Set<string>());
  const preload = (event: SyntheticEvent) => {
    const path = ownLink(event)?.pathname;
    if (path === undefined || preloaded.current.has(path)) return;
    preloaded.current.add(path);
    // A failed preload is retried by the navigation itself.
    router.preloadRoute({ to: path }).catch(() => preloaded.current.delete(path));
  };
  return {
    onClick: (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = ownLink(event);
      if (link === null) return;
      event.preventDefault();
      void router.navigate({ href: `${link.pathname}${link.search}${link.hash}` });
    },
    onMouseOver: preload,
    onFocus: preload,
    onTouchStart: preload,
  };
}
