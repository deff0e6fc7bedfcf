import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import * as field from '../TextField/TextField.css';
import * as s from './SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'className' | 'onChange' | 'value'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** A Swedish message shown next to the field; also marks it invalid. */
  errorMessage?: string | undefined;
  className?: string;
}

/**
 * One choice among many (the months of a year): the browser's own select, which a phone shows as
 * its native picker, styled as a text field. Label above, hint under, error next to it.
 */
export function SelectField({
  label,
  options,
  value,
  onChange,
  hint,
  errorMessage,
  className,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <select
        {...props}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`${field.input} ${s.select}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={hintId} className={field.hint}>
          {hint}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={field.error} role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
