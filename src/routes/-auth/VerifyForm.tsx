import { Button } from '../../ui/Button/Button';
import { Link } from '../../ui/Link/Link';
import { CodeField } from '../../components/auth/fields';
import { CodeButton, CooldownNotice } from '../../components/auth/CooldownNotice';
import { useFocusFirstInvalid } from '../../components/auth/useFocusInvalid';
import * as s from '../../components/auth/auth.css';
import { Form } from '../../ui/Form/Form';
import type { CodeEntryHandle } from '../../components/auth/useCodeEntry';

export interface VerifyFormProps {
  email: string;
  /** The code step (the verify machine's `CODE_ENTRY` child, useCodeEntry). */
  code: CodeEntryHandle;
  isVerified: boolean;
}

/** /verify: the six-digit code, and 'Skicka ny kod'. */
export function VerifyForm(props: VerifyFormProps) {
  const { code, isVerified } = props;
  const formRef = useFocusFirstInvalid(code.attempt);
  const busy = code.isChecking || isVerified;

  const submit = () => {
    if (code.canSubmit) code.onSubmit();
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
          code={code.code}
          codeError={code.codeError}
          onChange={code.onCodeChange}
          isReadOnly={busy || code.isSending}
          className={s.codeInput}
        />
        <div className={s.actions}>
          <Button type="submit" isPending={busy} isDisabled={!busy && !code.canSubmit}>
            {busy ? 'Verifierar...' : 'Verifiera'}
          </Button>
          <CodeButton
            variant="ghost"
            onPress={code.onResend}
            isSending={code.isSending}
            cooldownSeconds={code.cooldownSeconds}
            isDisabled={!code.canResend}
            idle="Skicka ny kod"
          />
        </div>
        <CooldownNotice active={code.cooldownSeconds > 0} />
      </Form>
      <p className={s.switchLine}>
        Fel adress? <Link to="/login">Tillbaka till inloggningen</Link>
      </p>
    </section>
  );
}
