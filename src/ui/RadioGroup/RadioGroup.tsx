import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio,
  Text,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import * as s from './RadioGroup.css';
import * as field from '../TextField/TextField.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'children'> {
  label: ReactNode;
  options: readonly RadioOption[];
  /** A line under the label about the whole question. */
  hint?: ReactNode;
  /** A Swedish message shown under the options and announced; also marks the group invalid. */
  errorMessage?: string | undefined;
  className?: string;
}

/** One choice among a few options: label above, each option a bordered box with a hint. */
export function RadioGroup({
  label,
  options,
  hint,
  errorMessage,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={[s.group, className].filter(Boolean).join(' ')}
    >
      <Label className={s.label}>{label}</Label>
      {hint ? (
        <Text slot="description" className={field.hint}>
          {hint}
        </Text>
      ) : null}
      <div className={s.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={s.radio}>
            <span className={s.dot} aria-hidden="true" />
            <span className={s.text}>
              <span className={s.optionLabel}>{option.label}</span>
              {option.hint ? <span className={s.optionHint}>{option.hint}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}
