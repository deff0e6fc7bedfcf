import type { ReactNode } from 'react';
import { Button } from '../../ui/Button/Button';
import { Link } from '../../ui/Link/Link';
import { CodeField } from '../../components/auth/fields';
import { CodeStepActions } from '../../components/auth/CooldownNotice';
import { AttemptForm } from '../../components/auth/AttemptForm';
import * as s from '../../components/auth/auth.css';
import type { CodeEntryHandle } from '../../components/auth/useCodeEntry';

export interface VerifyFormProps {
  email: string;
  /** The code step (the verify machine's `CODE_ENTRY` child, useCodeEntry). */
  code: CodeEntryHandle;
  isVerified: boolean;
  /** The CAPTCHA widget (Captcha.tsx) for 'Skicka ny kod', where the site has one. */
  captcha?: ReactNode;
}

/** /verify: the six-digit code, and 'Skicka ny kod'. */
export function VerifyForm(props: VerifyFormProps) {
  const { code, isVerified } = props;
  const busy = code.isChecking || isVerified;

  return (
    <section className={s.panel} aria-labelledby="verify-form-title">
      <h2 id="verify-form-title" className={s.panelTitle}>
        Skriv in koden
      </h2>
      <p className={s.lead}>
        Vi har skickat en sexsiffrig kod till{' '}
        {props.email === '' ? 'din e-postadress' : <span className={s.email}>{props.email}</span>}.
      </p>
      <AttemptForm
        attempt={code.attempt}
        canSubmit={code.canSubmit}
        onSubmit={code.onSubmit}
        className={s.formSpaced}
        aria-labelledby="verify-form-title"
      >
        <CodeField
          label="Verifieringskod"
          hint="Sex siffror. Koden gäller i 10 minuter och kan bara användas en gång."
          entry={code}
          isReadOnly={busy || code.isSending}
          className={s.codeInput}
        />
        {props.captcha}
        <CodeStepActions code={code}>
          <Button type="submit" isPending={busy} isDisabled={!busy && !code.canSubmit}>
            {busy ? 'Verifierar...' : 'Verifiera'}
          </Button>
        </CodeStepActions>
      </AttemptForm>
      <p className={s.switchLine}>
        Fel adress? <Link to="/login">Tillbaka till inloggningen</Link>
      </p>
    </section>
  );
}
