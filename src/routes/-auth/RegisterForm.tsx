import type {
  RegistrationErrors,
  RegistrationField,
  RegistrationValues,
} from '../../machines/register';
import { personalFieldProps } from '../../machines/shared/personalFields';
import { Link } from '../../ui/Link/Link';
import { TextField } from '../../ui/TextField/TextField';
import { SendCodeActions } from '../../components/auth/CooldownNotice';
import { AttemptForm } from '../../components/auth/AttemptForm';
import * as s from '../../components/auth/auth.css';

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
        <AttemptForm
          attempt={props.attempt}
          canSubmit={canSubmit}
          onSubmit={props.onSubmit}
          className={s.form}
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
          <SendCodeActions
            idle="Skapa konto"
            isSending={isSending}
            cooldownSeconds={cooldownSeconds}
            canSubmit={canSubmit}
          />
        </AttemptForm>
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
