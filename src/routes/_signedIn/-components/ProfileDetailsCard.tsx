import { useEffect, useRef } from 'react';
import type { ProfileDraft, ProfileField } from '../../../machines/profileDetails';
import type { KontoRow } from '../../../machines/account';
import { PERSONAL_FIELDS } from '../../../machines/shared/personalFields';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import { PersonalTextField } from '../../../components/auth/fields';
import * as s from './account.css';
import { Form } from '../../../ui/Form/Form';

export interface ProfileDetailsCardProps {
  profile: KontoRow;
  mode: 'view' | 'edit';
  isSaving: boolean;
  draft: ProfileDraft;
  errors: Partial<Record<ProfileField, string>>;
  onEdit: () => void;
  /** 'Byt e-postadress': the dialog that changes it with codes. */
  onChangeEmail: () => void;
  onChange: (field: ProfileField, value: string) => void;
  onCancel: () => void;
  onSave: () => void;
}

function Value({ children }: { children: string | null | undefined }) {
  const text = children?.trim();
  return text ? <>{text}</> : <span className={s.missing}>Inte angiven</span>;
}

/** E-mail, telefon and username: view mode with 'Redigera', edit mode with 'Spara' / 'Avbryt'. */
export function ProfileDetailsCard({
  profile,
  mode,
  isSaving,
  draft,
  errors,
  onEdit,
  onChangeEmail,
  onChange,
  onCancel,
  onSave,
}: ProfileDetailsCardProps) {
  // Keyboard and screen-reader users land where the content changed.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current !== mode && mode === 'view') headingRef.current?.focus();
    previousMode.current = mode;
  }, [mode]);

  const submit = () => {
    onSave();
  };
  const form = { values: draft, errors, onChange };

  return (
    <Card as="section" aria-labelledby="profile-details">
      <div className={s.cardHeader}>
        <h2 id="profile-details" className={s.cardHeading} ref={headingRef} tabIndex={-1}>
          Dina uppgifter
        </h2>
        {mode === 'view' ? (
          <Button variant="secondary" size="sm" onPress={onEdit}>
            Redigera
          </Button>
        ) : null}
      </div>
      {mode === 'view' ? (
        <dl className={s.details}>
          <dt>E-post</dt>
          <dd className={s.valueWithAction}>
            <Value>{profile.email}</Value>
            <Button variant="ghost" size="sm" onPress={onChangeEmail}>
              Byt e-postadress
            </Button>
          </dd>
          <dt>{PERSONAL_FIELDS.telefon.label}</dt>
          <dd>
            <Value>{profile.telefon}</Value>
          </dd>
          <dt>{PERSONAL_FIELDS.username.label}</dt>
          <dd>
            <Value>{profile.username}</Value>
          </dd>
        </dl>
      ) : (
        <Form onSubmit={submit} className={s.form} aria-label="Redigera dina uppgifter">
          <p className={s.muted}>
            E-post: <span className={s.strong}>{profile.email}</span>. Den byter du med{' '}
            <span className={s.strong}>Byt e-postadress</span>, med en kod till varje adress.
          </p>
          <PersonalTextField name="telefon" formState={form} isDisabled={isSaving} autoFocus />
          <PersonalTextField name="username" formState={form} isDisabled={isSaving} />
          <div className={s.actions}>
            <Button type="submit" variant="primary" isPending={isSaving}>
              {isSaving ? 'Sparar...' : 'Spara'}
            </Button>
            <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
              Avbryt
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
