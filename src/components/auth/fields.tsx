import { useEffect, useRef } from 'react';
import {
  NEW_PASSWORD_HINT,
  type NewPasswordFields as NewPasswordValues,
} from '../../machines/shared/passwordRules';
import { TextField, type TextFieldProps } from '../../ui/TextField/TextField';
import type { CodeEntryHandle } from './useCodeEntry';
import { personalFieldProps, type PersonalField } from '../../machines/shared/personalFields';

/**
 * The one field spec of the forms that ask for an e-mail address, a new password or a mailed
 * code (/login, the landing quiz, /verify, the recovery, the dialogs on /profile): each field's
 * label, type, autocomplete and hint, whatever form it stands in. The rules and their messages
 * are the machines' (shared/email.ts, shared/passwordRules.ts, shared/codes.ts); the message
 * beside a field comes from the form's machine.
 */

type FieldProps = Omit<TextFieldProps, 'label' | 'type' | 'errorMessage' | 'value' | 'onChange'>;

export interface EmailFieldProps extends Omit<FieldProps, 'autoComplete'> {
  value: string;
  error: string | null | undefined;
  onChange: (value: string) => void;
  /** 'E-postadress' unless named. */
  label?: string;
  /** 'username' beside a password, so that a password manager pairs the two. */
  autoComplete?: 'email' | 'username';
}

/** The address field: required, `type="email"`. */
export function EmailField({
  error,
  label = 'E-postadress',
  autoComplete = 'email',
  ...props
}: EmailFieldProps) {
  return (
    <TextField
      name="email"
      {...props}
      label={label}
      type="email"
      autoComplete={autoComplete}
      isRequired
      errorMessage={error ?? undefined}
    />
  );
}

export interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  errors: Partial<Record<keyof NewPasswordValues, string>>;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
  /** While the password is being saved. */
  isReadOnly: boolean;
  autoFocus?: boolean;
}

/** The two new-password fields: the rule is the hint of the first. */
const NEW_PASSWORD_FIELDS = [
  { name: 'newPassword', label: 'Nytt lösenord', hint: NEW_PASSWORD_HINT },
  { name: 'confirmPassword', label: 'Bekräfta nytt lösenord', hint: undefined },
] as const;

/** 'Nytt lösenord' (with the rule as its hint) and 'Bekräfta nytt lösenord'. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  isReadOnly,
  autoFocus,
}: NewPasswordFieldsProps) {
  return NEW_PASSWORD_FIELDS.map(({ name, label, hint }) => (
    <TextField
      key={name}
      label={label}
      hint={hint}
      type="password"
      name={name}
      autoComplete="new-password"
      isRequired
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      errorMessage={errors[name]}
      isReadOnly={isReadOnly}
      autoFocus={name === 'newPassword' && autoFocus}
    />
  ));
}

export interface CodeFieldProps extends Omit<FieldProps, 'autoComplete'> {
  /** The code step the field belongs to: its code, its message, and typing into it. */
  entry: Pick<CodeEntryHandle, 'code' | 'codeError' | 'onCodeChange'>;
  /** 'Kod från e-postmeddelandet' unless named. */
  label?: string;
  /** 'off' for a second code in the same form, so the browser does not offer the first again. */
  autoComplete?: 'one-time-code' | 'off';
  /** Takes the focus when the step appears (a dialog's step; a page's field uses autoFocus). */
  focusOnMount?: boolean;
}

/** The field for a six-digit code mailed to the visitor. */
export function CodeField({
  entry,
  label = 'Kod från e-postmeddelandet',
  hint = 'Sex siffror. Koden gäller i 10 minuter.',
  autoComplete = 'one-time-code',
  focusOnMount = false,
  ...props
}: CodeFieldProps) {
  const step = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) step.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [focusOnMount]);
  const field = (
    <TextField
      name="code"
      {...props}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete={autoComplete}
      isRequired
      value={entry.code}
      onChange={entry.onCodeChange}
      errorMessage={entry.codeError ?? undefined}
    />
  );
  return focusOnMount ? <div ref={step}>{field}</div> : field;
}

/** The state and the change event of a form made of personal fields. */
export interface PersonalForm<F extends PersonalField> {
  values: Readonly<Record<F, string>>;
  errors: Partial<Record<F, string>>;
  onChange: (field: F, value: string) => void;
}

export interface PersonalTextFieldProps<F extends PersonalField> extends FieldProps {
  name: F;
  formState: PersonalForm<F>;
}

/**
 * A personal field (PERSONAL_FIELDS: label, autocomplete, type, hint, length) in a form: its
 * value, its message and its change come from the form, each under the field's name.
 */
export function PersonalTextField<F extends PersonalField>({
  name,
  formState,
  ...props
}: PersonalTextFieldProps<F>) {
  return (
    <TextField
      {...personalFieldProps(name)}
      {...props}
      value={formState.values[name]}
      onChange={(value) => formState.onChange(name, value)}
      errorMessage={formState.errors[name]}
    />
  );
}
