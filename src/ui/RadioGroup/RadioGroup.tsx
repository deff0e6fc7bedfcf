import type { ReactNode } from 'react';
import {
  Label,
  Radio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import * as s from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'children'> {
  label: ReactNode;
  options: readonly RadioOption[];
  className?: string;
}

/** One choice among a few options: label above, each option a bordered box with a hint. */
export function RadioGroup({ label, options, className, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={[s.group, className].filter(Boolean).join(' ')}>
      <Label className={s.label}>{label}</Label>
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
    </RACRadioGroup>
  );
}
