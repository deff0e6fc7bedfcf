import { Form, type FormProps } from '../../ui/Form/Form';
import { useFocusFirstInvalid } from './useFocusInvalid';

export interface AttemptFormProps extends Omit<FormProps, 'ref' | 'onSubmit'> {
  /** Grows with each refused submit: focus then moves to the first invalid field. */
  attempt: number;
  /** The machine allows the submit now; a submit that it does not allow sends nothing. */
  canSubmit: boolean;
  onSubmit: () => void;
}

/**
 * A form of the sign-in pages: it sends its submit only when the machine allows it, and after a
 * refused one it focuses the first field whose message says what to fix.
 */
export function AttemptForm({ attempt, canSubmit, onSubmit, ...props }: AttemptFormProps) {
  const formRef = useFocusFirstInvalid(attempt);
  return (
    <Form
      {...props}
      ref={formRef}
      onSubmit={() => {
        if (canSubmit) onSubmit();
      }}
    />
  );
}
