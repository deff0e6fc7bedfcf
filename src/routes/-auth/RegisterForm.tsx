import type {
  RegistrationErrors,
  RegistrationField,
  RegistrationValues,
} from '../../machines/register';
import { personalFieldProps } from '../../machines/shared/personalFields';
import { Link } from '../../ui/Link/Link';
import { TextField } from '../../ui/TextField/TextField';
import { CodeButton, CooldownNotice } from '../../components/auth/CooldownNotice';
import { useFocusFirstInvalid } from '../../components/auth/useFocusInvalid';
import * as s from '../../components/auth/auth.css';
import { Form } from '../../ui/Form/Form';

export interface RegisterFormProps {
  values: RegistrationValues;
  errors: RegistrationErrors;
  attempt: number;
  isSending: boolean;
  cooldownSeconds: number;
  canSubmit: boolean;
  onChange: (field: RegistrationField, value: string) => void;
  onSubmit: () => void;
}

/** /register: the five required fields, each with its own Swedish message. */
export function RegisterForm(props: RegisterFormProps) {
  const { values, errors, isSending, cooldownSeconds, canSubmit } = props;
  const formRef = useFocusFirstInvalid(props.attempt);

  const submit = () => {
    if (canSubmit) props.onSubmit();
  };

  const field = (name: RegistrationField) => ({
    ...personalFieldProps(name),
    value: values[name],
    onChange: (value: string) => props.onChange(name, value),
    errorMessage: errors[name],
    isRequired: true,
    isReadOnly: isSending,
  });

  return (
    <div className={s.single}>
      <section className={s.panel} aria-labelledby="register-form-title">
        <h2 id="register-form-title" className={s.panelTitle}>
          Dina uppgifter
        </h2>
        <Form
          ref={formRef}
          className={s.form}
          onSubmit={submit}
          aria-labelledby="register-form-title"
        >
          <TextField
            {...field('email')}
            hint="Hit skickar vi en sexsiffrig kod som bekräftar adressen."
          />
          <TextField {...field('telefon')} />
          <div className={s.fieldRow}>
            <TextField {...field('fornamn')} />
            <TextField {...field('efternamn')} />
          </div>
          <TextField {...field('adress')} />
          <div className={s.actions}>
            <CodeButton
              type="submit"
              className={s.wide}
              isSending={isSending}
              cooldownSeconds={cooldownSeconds}
              isDisabled={!canSubmit}
              idle="Skapa konto"
            />
          </div>
          <CooldownNotice active={cooldownSeconds > 0} />
        </Form>
        <p className={s.note}>
          Alla fält behöver fyllas i. Efter att du har skapat kontot skriver du in koden från
          e-postmeddelandet, och sedan är du inloggad.
        </p>
      </section>
      <p className={s.switchLine}>
        Har du redan ett konto? <Link to="/login">Logga in</Link>
      </p>
    </div>
  );
}
