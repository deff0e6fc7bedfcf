import { useEffect, useRef } from 'react';
import type { CodeField, EmailChangeField } from '../../../machines/emailChange';
import { Button } from '../../../ui/Button/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog/Dialog';
import { Form } from '../../../ui/Form/Form';
import { TextField } from '../../../ui/TextField/TextField';
import { CooldownNotice, codeButtonLabel } from '../../../components/auth/CooldownNotice';
import { ResendCode } from './CodeStep';
import type { DemoTools } from '../../-lib/demo';
import { DemoInbox } from '../../-auth/DemoInbox';
import * as s from './account.css';

export interface EmailChangeDialogProps {
  isOpen: boolean;
  step: 'address' | 'codes';
  currentEmail: string | null;
  newEmail: string;
  codeCurrent: string;
  codeNew: string;
  errors: Partial<Record<EmailChangeField, string>>;
  accepted: Record<CodeField, boolean>;
  isSending: boolean;
  isVerifying: boolean;
  cooldownSeconds: number;
  /** The offline demo's inbox (null with a real backend). */
  demo: DemoTools | null;
  onChange: (field: EmailChangeField, value: string) => void;
  onSubmitAddress: () => void;
  onSubmitCodes: () => void;
  onResend: () => void;
  onClose: () => void;
}

/**
 * 'Byt e-postadress': the new address, then the two codes the auth server mailed (one to the
 * new address, one to the current); the address changes only when both are right.
 */
export function EmailChangeDialog(props: EmailChangeDialogProps) {
  const { step, errors, accepted, isSending, isVerifying, onChange } = props;
  const busy = isSending || isVerifying;
  // The address field gives way to the code fields: focus goes there, not to the page behind.
  const codes = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step === 'codes') codes.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [step]);
  return (
    <Dialog
      title="Byt e-postadress"
      isOpen={props.isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      {step === 'address' ? (
        <Form onSubmit={props.onSubmitAddress} className={s.form}>
          <p className={s.muted}>
            Du loggar in med <span className={s.strong}>{props.currentEmail}</span>. Vi skickar en
            kod till den nya adressen och en till den nuvarande. Adressen byts först när du har
            angett båda.
          </p>
          <TextField
            label="Ny e-postadress"
            type="email"
            name="email"
            autoComplete="email"
            isRequired
            value={props.newEmail}
            onChange={(value) => onChange('newEmail', value)}
            errorMessage={errors.newEmail}
            isReadOnly={isSending}
            autoFocus
          />
          <CooldownNotice active={props.cooldownSeconds > 0} />
          <DialogActions>
            <Button variant="secondary" onPress={props.onClose} isDisabled={busy}>
              Avbryt
            </Button>
            <Button
              type="submit"
              variant="primary"
              isPending={isSending}
              isDisabled={!isSending && props.cooldownSeconds > 0}
            >
              {codeButtonLabel({
                isSending,
                cooldownSeconds: props.cooldownSeconds,
                idle: 'Skicka koder',
              })}
            </Button>
          </DialogActions>
        </Form>
      ) : (
        <Form onSubmit={props.onSubmitCodes} className={s.form}>
          <p className={s.muted}>
            Ange koderna vi har skickat. De gäller i 10 minuter. Efter fem felaktiga försök behöver
            du nya koder.
          </p>
          <div ref={codes} className={s.form}>
            <TextField
              label="Kod till den nya adressen"
              hint={
                accepted.codeNew
                  ? 'Godkänd.'
                  : `Sex siffror, skickad till ${props.newEmail.trim()}.`
              }
              name="codeNew"
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
              value={props.codeNew}
              onChange={(value) => onChange('codeNew', value)}
              errorMessage={errors.codeNew}
              isReadOnly={isVerifying || accepted.codeNew}
            />
            <TextField
              label="Kod till din nuvarande adress"
              hint={
                accepted.codeCurrent
                  ? 'Godkänd.'
                  : `Sex siffror, skickad till ${props.currentEmail ?? 'din nuvarande adress'}.`
              }
              name="codeCurrent"
              inputMode="numeric"
              autoComplete="off"
              isRequired
              value={props.codeCurrent}
              onChange={(value) => onChange('codeCurrent', value)}
              errorMessage={errors.codeCurrent}
              isReadOnly={isVerifying || accepted.codeCurrent}
            />
          </div>
          <ResendCode
            isSending={isSending}
            isBusy={isVerifying}
            cooldownSeconds={props.cooldownSeconds}
            onResend={props.onResend}
            label="Skicka nya koder"
          />
          {props.demo ? (
            <div className={s.form}>
              <DemoInbox
                inbox={props.demo.inbox}
                email={props.newEmail.trim()}
                onUseCode={(code) => onChange('codeNew', code)}
                latestOnly
                label="Demo-inkorg, ny adress"
              />
              {props.currentEmail ? (
                <DemoInbox
                  inbox={props.demo.inbox}
                  email={props.currentEmail}
                  onUseCode={(code) => onChange('codeCurrent', code)}
                  latestOnly
                  label="Demo-inkorg, nuvarande adress"
                />
              ) : null}
            </div>
          ) : null}
          <DialogActions>
            <Button variant="secondary" onPress={props.onClose} isDisabled={busy}>
              Avbryt
            </Button>
            <Button type="submit" variant="primary" isPending={isVerifying} isDisabled={isSending}>
              {isVerifying ? 'Kontrollerar...' : 'Byt e-postadress'}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
