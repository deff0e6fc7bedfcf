import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import * as s from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** A Swedish message shown next to the field and announced; also marks the field invalid. */
  errorMessage?: string | undefined;
  placeholder?: string;
  multiline?: boolean;
  className?: string;
}

/** Label above, hint under, error next to the field (announced through aria-describedby). */
export function TextField({
  label,
  hint,
  errorMessage,
  placeholder,
  multiline,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={[s.field, className].filter(Boolean).join(' ')}
    >
      <Label className={s.label}>{label}</Label>
      {multiline ? (
        <TextArea className={s.textarea} placeholder={placeholder} />
      ) : (
        <Input className={s.input} placeholder={placeholder} />
      )}
      {hint ? (
        <Text slot="description" className={s.hint}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={s.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
