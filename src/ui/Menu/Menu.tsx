import type { ReactNode } from 'react';
import { Menu as RACMenu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import * as s from './Menu.css';

export interface MenuEntry {
  id: string;
  label: string;
  /** A route path: the item navigates (through react-aria's RouterProvider). */
  href?: string;
}

export interface MenuProps {
  /** The trigger: a design-system Button (react-aria wires it to the menu). */
  trigger: ReactNode;
  items: readonly MenuEntry[];
  onAction?: (id: string) => void;
  label: string;
}

/** A dropdown menu, 200 px wide, opened by its trigger button, fully keyboard operable. */
export function Menu({ trigger, items, onAction, label }: MenuProps) {
  return (
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
  );
}
