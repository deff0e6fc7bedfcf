import { useId, type FocusEventHandler, type KeyboardEventHandler } from 'react';
import * as s from './SearchInput.css';

export interface SearchInputProps {
  label: string;
  placeholder?: string;
  /** The query parameter the surrounding GET form sends. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  /** The id of what the field controls (e.g. an open results panel). */
  'aria-controls'?: string | undefined;
  className?: string;
}

/**
 * A search field (`<input type="search">` under its label), looking like TextField. The browser's
 * own element: it needs no script to be focused, typed into or sent with its form, so a page
 * whose only field is its search box starts without react-aria's field.
 */
export function SearchInput({
  label,
  placeholder,
  name,
  value,
  onChange,
  onFocus,
  onKeyDown,
  'aria-controls': ariaControls,
  className,
}: SearchInputProps) {
  const id = useId();
  return (
    <div className={[s.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        name={name}
        className={s.input}
        placeholder={placeholder}
        value={value}
        aria-controls={ariaControls}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
