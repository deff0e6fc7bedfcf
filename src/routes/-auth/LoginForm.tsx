import type { ReactNode } from 'react';
import { Button } from '../../ui/Button/Button';
import { Link } from '../../ui/Link/Link';
import { EmailField } from '../../components/auth/fields';
import { SendCodeActions } from '../../components/auth/CooldownNotice';
import { AttemptForm } from '../../components/auth/AttemptForm';
import * as s from '../../components/auth/auth.css';
import { PasswordForm, type PasswordFormProps } from './PasswordForms';

export interface LoginFormProps {
  email: string;
  emailError: string | null;
  attempt: number;
  isSending: boolean;
  isGoogleLoading: boolean;
  cooldownSeconds: number;
  canSubmit: boolean;
  onEmailChange: (value: string) => void;
  onSubmit: () => void;
  onGoogle: () => void;
  /** The e-mail part: a one-time code (default) or a password. */
  mode: 'code' | 'password';
  onUsePassword: () => void;
  /** The password form's own state and events (mode 'password'). */
  passwordForm: Omit<
    PasswordFormProps,
    'email' | 'emailError' | 'attempt' | 'onEmailChange' | 'captcha'
  >;
  /** The CAPTCHA widget (Captcha.tsx) of whichever e-mail form shows, where the site has one. */
  captcha?: ReactNode;
}

/** /login: Google first, then the e-mail code form; the note on where the user returns. */
export function LoginForm(props: LoginFormProps) {
  const { isSending, isGoogleLoading, cooldownSeconds, canSubmit } = props;
  return (
    <div className={s.single}>
      <section className={s.panel} aria-label="Inloggning">
        <Button
          variant="secondary"
          className={s.wide}
          onPress={props.onGoogle}
          isPending={isGoogleLoading}
          isDisabled={isSending}
        >
          {isGoogleLoading ? 'Laddar...' : 'Logga in med Google'}
        </Button>

        <p className={s.divider}>eller med e-post</p>

        {props.mode === 'password' ? (
          <PasswordForm
            {...props.passwordForm}
            email={props.email}
            emailError={props.emailError}
            attempt={props.attempt}
            onEmailChange={props.onEmailChange}
            captcha={props.captcha}
          />
        ) : (
          <>
            <AttemptForm
              attempt={props.attempt}
              canSubmit={canSubmit}
              onSubmit={props.onSubmit}
              className={s.form}
              aria-label="Logga in med e-post"
            >
              <EmailField
                hint="Vi skickar en sexsiffrig engångskod dit. Du behöver inget lösenord."
                value={props.email}
                onChange={props.onEmailChange}
                error={props.emailError}
                isReadOnly={isSending}
              />
              {props.captcha}
              <SendCodeActions
                idle="Skicka kod"
                isSending={isSending}
                cooldownSeconds={cooldownSeconds}
                canSubmit={canSubmit}
              />
            </AttemptForm>
            <div className={s.actions}>
              <Button
                variant="ghost"
                size="sm"
                onPress={props.onUsePassword}
                isDisabled={isSending}
              >
                Logga in med lösenord
              </Button>
            </div>
          </>
        )}

        <p className={s.note}>
          När du har loggat in kommer du tillbaka till dina testresultat eller till sidan du var på.
        </p>
      </section>
      <p className={s.switchLine}>
        Har du inget konto? <Link to="/register">Skapa ett nytt konto</Link>
      </p>
    </div>
  );
}
