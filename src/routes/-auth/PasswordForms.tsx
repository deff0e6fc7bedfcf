import type { ReactNode } from 'react';
import type { NewPasswordField } from '../../machines/passwordRecovery';
import type { CodeEntryHandle } from '../../components/auth/useCodeEntry';
import { Button } from '../../ui/Button/Button';
import { Form } from '../../ui/Form/Form';
import { TextField } from '../../ui/TextField/TextField';
import { CodeField, EmailField, NewPasswordFields } from '../../components/auth/fields';
import { CodeButton, CodeStepActions } from '../../components/auth/CooldownNotice';
import { AttemptForm } from '../../components/auth/AttemptForm';
import { useFocusFirstInvalid } from '../../components/auth/useFocusInvalid';
import { cooldownLabel } from '../../machines/shared/messages';
import * as s from '../../components/auth/auth.css';
import type { DemoTools } from '../../pages/demo';
import { DemoInbox } from './DemoInbox';

export interface PasswordFormProps {
  email: string;
  emailError: string | null;
  password: string;
  passwordError: string | null;
  attempt: number;
  isSigningIn: boolean;
  /** Seconds before another try, after too many (429); 0 when none. */
  cooldownSeconds: number;
  /** 'Logga in' may be pressed now (the machine says: not signing in, not counting down). */
  canSubmit: boolean;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onSubmit: () => void;
  onForgot: () => void;
  onUseCode: () => void;
  /** The CAPTCHA widget (Captcha.tsx), where the site has one. */
  captcha?: ReactNode;
}

/** 'Logga in med lösenord': address and password; 'Glömt lösenordet?'. */
export function PasswordForm(props: PasswordFormProps) {
  const { isSigningIn, cooldownSeconds } = props;
  return (
    <>
      <AttemptForm
        attempt={props.attempt}
        canSubmit={props.canSubmit}
        onSubmit={props.onSubmit}
        className={s.form}
        aria-label="Logga in med lösenord"
      >
        <EmailField
          autoComplete="username"
          value={props.email}
          onChange={props.onEmailChange}
          error={props.emailError}
          isReadOnly={isSigningIn}
        />
        <TextField
          label="Lösenord"
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={props.password}
          onChange={props.onPasswordChange}
          errorMessage={props.passwordError ?? undefined}
          isReadOnly={isSigningIn}
        />
        {props.captcha}
        <div className={s.actions}>
          <Button
            type="submit"
            className={s.wide}
            isPending={isSigningIn}
            isDisabled={!isSigningIn && cooldownSeconds > 0}
          >
            {isSigningIn
              ? 'Loggar in...'
              : cooldownSeconds > 0
                ? cooldownLabel(cooldownSeconds)
                : 'Logga in'}
          </Button>
        </div>
      </AttemptForm>
      <div className={s.actions}>
        <Button variant="ghost" size="sm" onPress={props.onForgot} isDisabled={isSigningIn}>
          Glömt lösenordet?
        </Button>
        <Button variant="ghost" size="sm" onPress={props.onUseCode} isDisabled={isSigningIn}>
          Logga in med engångskod i stället
        </Button>
      </div>
    </>
  );
}

export interface RecoveryFormProps {
  step: 'email' | 'code' | 'newPassword';
  email: string;
  emailError: string | null;
  attempt: number;
  /** The first code is on its way ('Skicka kod'). */
  isSending: boolean;
  /** The code step (the recovery's `CODE_ENTRY` child). */
  code: CodeEntryHandle;
  newPassword: string;
  confirmPassword: string;
  newPasswordErrors: Partial<Record<NewPasswordField, string>>;
  isSaving: boolean;
  demo: DemoTools | null;
  onEmailChange: (value: string) => void;
  onSubmitEmail: () => void;
  onNewPasswordChange: (field: NewPasswordField, value: string) => void;
  onSubmitNewPassword: () => void;
  onCancel: () => void;
  /** The CAPTCHA widget (Captcha.tsx) for 'Skicka kod' and 'Skicka ny kod', where the site has one. */
  captcha?: ReactNode;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={s.panel} aria-labelledby="recovery-title">
      <h2 id="recovery-title" className={s.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * 'Glömt lösenordet?': the address, the recovery code mailed to it, and (once the auth server has
 * signed the visitor in with it, PASSWORD_RECOVERY) the new password.
 */
export function RecoveryForm(props: RecoveryFormProps) {
  const { step, isSending, code } = props;
  const formRef = useFocusFirstInvalid(step === 'code' ? code.attempt : props.attempt);

  if (step === 'newPassword') {
    return (
      <Panel title="Välj ett nytt lösenord">
        <p className={s.lead}>
          Koden stämde och du är inloggad. Välj nu ett nytt lösenord för{' '}
          <span className={s.email}>{props.email}</span>.
        </p>
        <Form
          ref={formRef}
          className={s.formSpaced}
          onSubmit={props.onSubmitNewPassword}
          aria-label="Välj ett nytt lösenord"
        >
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={props.email}
            readOnly
            hidden
          />
          <NewPasswordFields
            values={props}
            errors={props.newPasswordErrors}
            onChange={props.onNewPasswordChange}
            isReadOnly={props.isSaving}
            autoFocus
          />
          <div className={s.actions}>
            <Button type="submit" className={s.wide} isPending={props.isSaving}>
              {props.isSaving ? 'Sparar...' : 'Spara lösenord'}
            </Button>
          </div>
        </Form>
      </Panel>
    );
  }

  if (step === 'code') {
    return (
      <div className={props.demo ? s.layout : s.single}>
        <Panel title="Återställ lösenord">
          <p className={s.lead}>
            Om det finns ett konto för <span className={s.email}>{props.email}</span> har vi skickat
            en sexsiffrig kod dit.
          </p>
          <Form
            ref={formRef}
            className={s.formSpaced}
            onSubmit={code.onSubmit}
            aria-label="Kod för att återställa lösenordet"
          >
            <CodeField
              label="Återställningskod"
              hint="Sex siffror. Koden gäller i 10 minuter. Efter fem felaktiga försök behöver du en ny."
              entry={code}
              isReadOnly={!code.canSubmit}
              className={s.codeInput}
              autoFocus
            />
            {props.captcha}
            <CodeStepActions code={code}>
              <Button type="submit" isPending={code.isChecking} isDisabled={code.isSending}>
                {code.isChecking ? 'Kontrollerar...' : 'Fortsätt'}
              </Button>
            </CodeStepActions>
          </Form>
          <p className={s.switchLine}>
            <Button variant="ghost" size="sm" onPress={props.onCancel} isDisabled={code.isChecking}>
              Tillbaka till inloggningen
            </Button>
          </p>
        </Panel>
        {props.demo ? (
          <DemoInbox inbox={props.demo.inbox} email={props.email} onUseCode={code.onCodeChange} />
        ) : null}
      </div>
    );
  }

  return (
    <div className={s.single}>
      <Panel title="Återställ lösenord">
        <p className={s.lead}>
          Ange adressen du loggar in med. Vi skickar en kod som du använder för att välja ett nytt
          lösenord.
        </p>
        <Form
          ref={formRef}
          className={s.formSpaced}
          onSubmit={() => {
            if (!isSending) props.onSubmitEmail();
          }}
          aria-label="Återställ lösenord"
        >
          <EmailField
            value={props.email}
            onChange={props.onEmailChange}
            error={props.emailError}
            isReadOnly={isSending}
            autoFocus
          />
          {props.captcha}
          <div className={s.actions}>
            <CodeButton
              type="submit"
              className={s.wide}
              isSending={isSending}
              cooldownSeconds={0}
              idle="Skicka kod"
            />
          </div>
        </Form>
        <p className={s.switchLine}>
          <Button variant="ghost" size="sm" onPress={props.onCancel} isDisabled={isSending}>
            Tillbaka till inloggningen
          </Button>
        </p>
      </Panel>
    </div>
  );
}
