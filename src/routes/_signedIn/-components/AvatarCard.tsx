import { FileTrigger } from 'react-aria-components';
import { AVATAR_MIME_TYPES, type AvatarFile } from '../../../machines/avatarUpload';
import { Avatar } from '../../../ui/Avatar/Avatar';
import { Button } from '../../../ui/Button/Button';
import * as s from './account.css';
import { SectionCard } from './SectionCard';

export interface AvatarCardProps {
  avatarUrl: string | null;
  username: string | null;
  email: string | null;
  fileName: string | null;
  error: string | null;
  isUploading: boolean;
  disabled: boolean;
  onSelect: (file: AvatarFile | null) => void;
  onUpload: () => void;
}

/** The profile picture: choose an image (react-aria FileTrigger), then upload it. */
export function AvatarCard({
  avatarUrl,
  username,
  email,
  fileName,
  error,
  isUploading,
  disabled,
  onSelect,
  onUpload,
}: AvatarCardProps) {
  return (
    <SectionCard id="profile-avatar" title="Profilbild">
      <div className={s.avatarRow}>
        <span className={s.avatarLarge}>
          <Avatar
            src={avatarUrl}
            username={username}
            email={email}
            size={80}
            alt={avatarUrl ? 'Din profilbild' : ''}
          />
        </span>
        <FileTrigger
          acceptedFileTypes={[...AVATAR_MIME_TYPES]}
          onSelect={(files) => onSelect(files?.[0] ?? null)}
        >
          <Button variant="secondary" size="sm" isDisabled={disabled || isUploading}>
            Välj bild
          </Button>
        </FileTrigger>
      </div>
      <p className={s.fileName} id="avatar-file" aria-live="polite">
        {fileName
          ? `Vald bild: ${fileName}`
          : 'Ingen bild vald. JPG, PNG, GIF eller WebP, högst 5 MB.'}
      </p>
      {error ? (
        <p className={s.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={s.actions}>
        <Button
          variant={fileName ? 'primary' : 'secondary'}
          onPress={onUpload}
          isDisabled={disabled}
          isPending={isUploading}
          aria-describedby="avatar-file"
        >
          {isUploading ? 'Laddar upp...' : 'Ladda upp bild'}
        </Button>
      </div>
    </SectionCard>
  );
}
