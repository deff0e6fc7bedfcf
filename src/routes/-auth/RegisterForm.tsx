import type { ReactNode } from 'react';
import type {
  RegistrationErrors,
  RegistrationField,
  RegistrationValues,
} from '../../machines/register';
import { Link } from '../../ui/Link/Link';
import { PersonalTextField } from '../../components/auth/fields';
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
  /** The CAPTCHA widget (Captcha.tsx), where the site has one. */
  captcha?: ReactNode;
}

/** /register: the five required fields, each with its own Swedish message. */
export function RegisterForm(props: RegisterFormProps) {
  const { values, errors, isSending, cooldownSeconds, canSubmit } = props;
  // All five are needed; none can be changed while the code is on its way.
  const field = {
    formState: { values, errors, onChange: props.onChange },
    isRequired: true,
    isReadOnly: isSending,
  };

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
          <PersonalTextField
            name="email"
            {...field}
            hint="Hit skickar vi en sexsiffrig kod som bekräftar adressen."
          />
          <PersonalTextField name="telefon" {...field} />
          <div className={s.fieldRow}>
            <PersonalTextField name="fornamn" {...field} />
            <PersonalTextField name="efternamn" {...field} />
          </div>
          <PersonalTextField name="adress" {...field} />
          {props.captcha}
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
