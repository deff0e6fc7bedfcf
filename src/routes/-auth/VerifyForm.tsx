import { Button } from '../../ui/Button/Button';
import { Link } from '../../ui/Link/Link';
import { CodeField } from '../../components/auth/fields';
import { CodeButton, CooldownNotice } from '../../components/auth/CooldownNotice';
import { useFocusFirstInvalid } from '../../components/auth/useFocusInvalid';
import * as s from '../../components/auth/auth.css';
import { Form } from '../../ui/Form/Form';

export interface VerifyFormProps {
  email: string;
  code: string;
  codeError: string | null;
  attempt: number;
  isVerifying: boolean;
  isVerified: boolean;
  isResending: boolean;
  cooldownSeconds: number;
  canSubmit: boolean;
  canResend: boolean;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
}

/** /verify: the six-digit code, and 'Skicka ny kod'. */
export function VerifyForm(props: VerifyFormProps) {
  const { isVerifying, isVerified, isResending, cooldownSeconds, canSubmit, canResend } = props;
  const formRef = useFocusFirstInvalid(props.attempt);
  const busy = isVerifying || isVerified;

  const submit = () => {
    if (canSubmit) props.onSubmit();
  };

  return (
    <section className={s.panel} aria-labelledby="verify-form-title">
      <h2 id="verify-form-title" className={s.panelTitle}>
        Skriv in koden
      </h2>
      <p className={s.lead}>
        Vi har skickat en sexsiffrig kod till{' '}
        {props.email === '' ? 'din e-postadress' : <span className={s.email}>{props.email}</span>}.
      </p>
      <Form
        ref={formRef}
        className={s.formSpaced}
        onSubmit={submit}
        aria-labelledby="verify-form-title"
      >
        <CodeField
          label="Verifieringskod"
          hint="Sex siffror. Koden gäller i 10 minuter och kan bara användas en gång."
          code={props.code}
          codeError={props.codeError}
          onChange={props.onCodeChange}
          isReadOnly={busy || isResending}
          className={s.codeInput}
        />
        <div className={s.actions}>
          <Button type="submit" isPending={busy} isDisabled={!busy && !canSubmit}>
            {busy ? 'Verifierar...' : 'Verifiera'}
          </Button>
          <CodeButton
            variant="ghost"
            onPress={props.onResend}
            isSending={isResending}
            cooldownSeconds={cooldownSeconds}
            isDisabled={!canResend}
            idle="Skicka ny kod"
          />
        </div>
        <CooldownNotice active={cooldownSeconds > 0} />
      </Form>
      <p className={s.switchLine}>
        Fel adress? <Link to="/login">Tillbaka till inloggningen</Link>
      </p>
    </section>
  );
}
