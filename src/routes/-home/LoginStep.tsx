import { forwardRef, useId, type ReactNode } from 'react';
import { Button } from '../../ui/Button/Button';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { ExternalLink } from '../../ui/Link/Link';
import { EmailField } from '../../components/auth/fields';
import { CodeButton, CooldownNotice } from '../../components/auth/CooldownNotice';
import * as s from '../../components/quiz/quiz.css';
import { Form } from '../../ui/Form/Form';

export interface LoginStepProps {
  email: string;
  termsAccepted: boolean;
  emailError: string | null;
  termsError: string | null;
  isSendingCode: boolean;
  /** Seconds left before another code may be asked for (after a 429), 0 when none. */
  cooldownSeconds: number;
  isGoogleLoading: boolean;
  onEmailChange: (value: string) => void;
  onTermsChange: (accepted: boolean) => void;
  onSubmit: () => void;
  onGoogle: () => void;
  onRestart: () => void;
  /** The CAPTCHA widget (Captcha.tsx), where the site has one. */
  captcha?: ReactNode;
}

/**
 * The sixth step for a visitor who is not signed in: an e-mail code or Google. The results are
 * shown (and saved) once the visitor is signed in.
 */
export const LoginStep = forwardRef<HTMLHeadingElement, LoginStepProps>(function LoginStep(
  {
    email,
    termsAccepted,
    emailError,
    termsError,
    isSendingCode,
    cooldownSeconds,
    isGoogleLoading,
    onEmailChange,
    onTermsChange,
    onSubmit,
    onGoogle,
    onRestart,
    captcha,
  },
  headingRef,
) {
  const termsErrorId = useId();
  const busy = isSendingCode || isGoogleLoading;

  const submit = () => {
    if (!busy) onSubmit();
  };

  return (
    <div className={s.step}>
      <div>
        <h3 ref={headingRef} tabIndex={-1} className={s.stepTitle}>
          Logga in för att se dina resultat
        </h3>
      </div>
      <div className={s.loginGrid}>
        <div>
          <Form className={s.form} onSubmit={submit} aria-label="Logga in med e-post">
            <EmailField
              hint="Vi skickar en sexsiffrig engångskod dit."
              value={email}
              onChange={onEmailChange}
              error={emailError}
              isDisabled={busy}
              onKeyDown={(event) => {
                // With the terms unticked the submit button is disabled and Enter would do
                // nothing; tell the visitor why instead.
                if (event.key === 'Enter' && !termsAccepted) {
                  event.preventDefault();
                  onSubmit();
                }
              }}
            />
            <Checkbox
              isSelected={termsAccepted}
              onChange={onTermsChange}
              isDisabled={busy}
              isInvalid={termsError !== null}
              aria-describedby={termsError ? termsErrorId : undefined}
            >
              Jag godkänner användarvillkoren
            </Checkbox>
            <p className={s.termsLink}>
              <ExternalLink href="/terms">Läs användarvillkoren (öppnas i en ny flik)</ExternalLink>
            </p>
            {termsError ? (
              <p id={termsErrorId} className={s.fieldError} role="alert">
                {termsError}
              </p>
            ) : null}
            {captcha}
            <div className={s.actions}>
              <CodeButton
                type="submit"
                isSending={isSendingCode}
                cooldownSeconds={cooldownSeconds}
                isDisabled={!termsAccepted}
                idle="Skicka kod"
              />
            </div>
            <CooldownNotice active={cooldownSeconds > 0} />
          </Form>
          <p className={s.divider}>eller</p>
          <Button
            variant="secondary"
            onPress={onGoogle}
            isDisabled={isSendingCode}
            isPending={isGoogleLoading}
          >
            {isGoogleLoading ? 'Laddar...' : 'Fortsätt med Google'}
          </Button>
        </div>
        <div className={s.aside}>
          <p className={s.noticeText}>
            Dina svar är klara. När du har loggat in visar vi dina förslag på affärsidéer och sparar
            dem i din profil, så att du kan hitta dem igen.
          </p>
        </div>
      </div>
      <div className={s.actions}>
        <Button variant="ghost" onPress={onRestart} isDisabled={busy}>
          Gör testet igen
        </Button>
      </div>
    </div>
  );
});
