import type { ReactNode } from 'react';
import { button } from '../Button/Button.css';
import * as s from './Drawer.css';

/** The drawers' close button's cross (both drawers; the app's loads with its own code). */
export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export interface PopoverDrawerProps {
  /** The id its DrawerTrigger names. */
  id: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The drawer as HTML alone, for a page without its app (JavaScript off, or the app's script
 * failed to load): an HTML popover that DrawerTrigger opens natively and that closes by its
 * button, Escape or a tap outside. With the app running it is never opened: the trigger opens the
 * react-aria Drawer instead. Closed, it is not displayed and not in the accessibility tree.
 */
export function PopoverDrawer({ id, title, closeLabel, children }: PopoverDrawerProps) {
  return (
    <div id={id} popover="auto" role="dialog" className={s.popover} aria-label={title}>
      <div className={s.header}>
        <p className={s.title}>{title}</p>
        <button
          type="button"
          className={`${button({ variant: 'ghost', size: 'sm' })} ${s.trigger}`}
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={closeLabel}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={s.body}>{children}</div>
    </div>
  );
}

export interface DrawerTriggerProps {
  /** The PopoverDrawer it opens without the app. */
  popoverId: string;
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * The button that opens a drawer. A plain `<button>` rather than react-aria's, because it names
 * the drawer's popover (`popovertarget`): without the app a tap opens the popover natively; with
 * it, the tap is the app's (`onOpen`) and the popover stays closed. Before the app has started,
 * the page's early event contract holds the tap and the app carries it out.
 *
 * It says that it opens a dialog, and no more: HTML forbids `aria-expanded` beside
 * `popovertarget` (the browser reports the popover's state itself), and the app's drawer is a
 * modal dialog, in the page only while open and covering the button then, so neither an expanded
 * state nor `aria-controls` would have anything to point at while the button can be reached.
 */
export function DrawerTrigger({ popoverId, onOpen, className, children }: DrawerTriggerProps) {
  return (
    <button
      type="button"
      className={[button({ variant: 'ghost', size: 'sm' }), s.trigger, className]
        .filter(Boolean)
        .join(' ')}
      popoverTarget={popoverId}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </button>
  );
}
