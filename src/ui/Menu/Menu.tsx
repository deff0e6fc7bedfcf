import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import {
  Menu as RACMenu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
  type Key,
} from 'react-aria-components';
import * as s from './Menu.css';

export interface MenuEntry {
  id: string;
  label: string;
  /** A route path: the item navigates through the app's router. */
  href?: string;
}

export interface MenuProps {
  /** The trigger: a design-system Button (react-aria wires it to the menu). */
  trigger: ReactNode;
  items: readonly MenuEntry[];
  onAction?: (id: string) => void;
  label: string;
}

/** Absolute URLs (https:, mailto:, //host) are not router paths. */
function isExternal(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * A dropdown menu, 200 px wide, opened by its trigger button, fully keyboard operable. Its items'
 * `href`s navigate through the app's router (react-aria's RouterProvider, here rather than around
 * the whole app: the menu is its only part that navigates by `href`, and it loads on demand).
 */
export function Menu({ trigger, items, onAction, label }: MenuProps) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(href) => void router.navigate({ to: href })}
      useHref={(href) => (isExternal(href) ? href : router.buildLocation({ to: href }).href)}
    >
      <MenuTrigger>
        {trigger}
        <Popover className={s.popover} placement="bottom end">
          <RACMenu
            aria-label={label}
            className={s.menu}
            onAction={(key: Key) => onAction?.(String(key))}
          >
            {items.map((entry) => (
              <MenuItem key={entry.id} id={entry.id} href={entry.href} className={s.item}>
                {entry.label}
              </MenuItem>
            ))}
          </RACMenu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
