import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import * as s from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={[s.checkbox, className].filter(Boolean).join(' ')}>
      {({ isSelected }) => (
        <>
          <span className={s.box} aria-hidden="true">
            {isSelected ? (
              <svg viewBox="0 0 16 16" className={s.check} fill="none">
                <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2.2" />
              </svg>
            ) : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </RACCheckbox>
  );
}
