import { useEffect, useRef } from 'react';
import type { CodeStepName } from '../../../machines/emailChange';
import type { CodeEntryHandle } from '../../../components/auth/useCodeEntry';
import { Button } from '../../../ui/Button/Button';
import { AccountDialog, DialogForm } from './AccountDialog';
import { CodeField, EmailField } from '../../../components/auth/fields';
import { CodeButton, CooldownNotice } from '../../../components/auth/CooldownNotice';
import { ResendCode } from './CodeStep';
import type { DemoTools } from '../../../pages/demo';
import { DemoInbox } from '../../-auth/DemoInbox';
import * as s from './account.css';

export interface EmailChangeDialogProps {
  isOpen: boolean;
  step: 'address' | 'codes';
  /** Which code the code step asks for: the new address's, then the current one's. */
  codeStep: CodeStepName;
  currentEmail: string | null;
  newEmail: string;
  errors: { newEmail?: string };
  isSending: boolean;
  /** The address has changed; the account row follows it. */
  isFollowing: boolean;
  /** The code step (the dialog machine's `CODE_ENTRY` child; idle when none is shown). */
  code: CodeEntryHandle;
  cooldownSeconds: number;
  /** The offline demo's inbox (null with a real backend). */
  demo: DemoTools | null;
  onChange: (field: 'newEmail', value: string) => void;
  onSubmitAddress: () => void;
  onResend: () => void;
  onClose: () => void;
}

/**
 * 'Byt e-postadress': the new address, then the two codes the auth server mailed, one after the
 * other (the new address's, then the current one's); the address changes only when both are right.
 */
export function EmailChangeDialog(props: EmailChangeDialogProps) {
  const { step, codeStep, errors, isSending, code, onChange } = props;
  const isVerifying = code.isChecking || props.isFollowing;
  const busy = isSending || isVerifying;
  // Each code field in turn takes the focus from what was there before, not the page behind.
  const codes = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step === 'codes') codes.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [step, codeStep]);
  // The address the code of this step was mailed to.
  const mailedTo =
    codeStep === 'new' ? props.newEmail.trim() : (props.currentEmail ?? 'din nuvarande adress');
  return (
    <AccountDialog
      title="Byt e-postadress"
      isOpen={props.isOpen}
      busy={busy}
      onClose={props.onClose}
    >
      {step === 'address' ? (
        <DialogForm
          onSubmit={props.onSubmitAddress}
          submit={
            <CodeButton
              type="submit"
              variant="primary"
              isSending={isSending}
              cooldownSeconds={props.cooldownSeconds}
              idle="Skicka koder"
            />
          }
        >
          <p className={s.muted}>
            Du loggar in med <span className={s.strong}>{props.currentEmail}</span>. Vi skickar en
            kod till den nya adressen och en till den nuvarande. Adressen byts först när du har
            angett båda.
          </p>
          <EmailField
            label="Ny e-postadress"
            value={props.newEmail}
            onChange={(value) => onChange('newEmail', value)}
            error={errors.newEmail}
            isReadOnly={isSending}
            autoFocus
          />
          <CooldownNotice active={props.cooldownSeconds > 0} />
        </DialogForm>
      ) : (
        <DialogForm
          onSubmit={code.onSubmit}
          submit={
            <Button type="submit" variant="primary" isPending={isVerifying} isDisabled={isSending}>
              {isVerifying ? 'Kontrollerar...' : 'Byt e-postadress'}
            </Button>
          }
        >
          <p className={s.muted}>
            Ange koderna vi har skickat, en i taget. De gäller i 10 minuter. Efter fem felaktiga
            försök behöver du nya koder.
            {codeStep === 'current' ? ' Koden till den nya adressen är godkänd.' : ''}
          </p>
          <div ref={codes} className={s.form}>
            <CodeField
              key={codeStep}
              label={
                codeStep === 'new' ? 'Kod till den nya adressen' : 'Kod till din nuvarande adress'
              }
              hint={`Sex siffror, skickad till ${mailedTo}.`}
              name={codeStep === 'new' ? 'codeNew' : 'codeCurrent'}
              autoComplete={codeStep === 'new' ? 'one-time-code' : 'off'}
              entry={code}
              isReadOnly={isVerifying}
            />
          </div>
          <ResendCode
            isSending={isSending}
            isBusy={isVerifying}
            cooldownSeconds={props.cooldownSeconds}
            onResend={props.onResend}
            label="Skicka nya koder"
          />
          {props.demo && mailedTo !== '' ? (
            <DemoInbox
              key={codeStep}
              inbox={props.demo.inbox}
              email={mailedTo}
              onUseCode={code.onCodeChange}
              latestOnly
              label={
                codeStep === 'new' ? 'Demo-inkorg, ny adress' : 'Demo-inkorg, nuvarande adress'
              }
            />
          ) : null}
        </DialogForm>
      )}
    </AccountDialog>
  );
}
