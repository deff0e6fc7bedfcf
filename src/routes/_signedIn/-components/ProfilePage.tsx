import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import {
  profileMachine,
  selectAvatar,
  selectDetails,
  selectPasswordDialog,
  selectResults,
} from '../../../machines/profile';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import { Page } from '../../../ui/Layout/Layout';
import { Link } from '../../../ui/Link/Link';
import { ProfileMissing } from './AccountPage';
import { AvatarCard } from './AvatarCard';
import { PasswordDialog } from './PasswordDialog';
import { ProfileDetailsCard } from './ProfileDetailsCard';
import { QuizResultsCard } from './QuizResultsCard';
import { SignedOutNotice } from './SignedOutNotice';
import { useLogic } from '../../-lib/useLogic';
import { shallowEqual, useAuthAccount } from './useAuthAccount';
import * as s from './account.css';

/** 'Min Profil': details (view and edit), password dialog, profile picture, saved quiz results. */
export function ProfilePage() {
  const { actors, account } = useAuthAccount();
  const { profile } = account;

  const actor = useActorRef(useLogic('profile', profileMachine));
  const demo = useRouteContext({ from: '__root__', select: (context) => context.demo });

  const details = useSelector(actor, selectDetails, shallowEqual);
  const password = useSelector(actor, selectPasswordDialog, shallowEqual);
  const avatar = useSelector(actor, selectAvatar, shallowEqual);
  const results = useSelector(actor, selectResults, shallowEqual);

  if (!account.signedIn) return <SignedOutNotice title="Min Profil" />;

  return (
    <Page
      title="Min Profil"
      lead="Dina uppgifter, ditt lösenord, din profilbild och dina testresultat."
    >
      <div className={s.layout}>
        <div className={s.stack}>
          {profile === null ? (
            <Card as="section" aria-label="Dina uppgifter">
              <ProfileMissing
                reloading={account.reloading}
                onRetry={() => actors.auth.send({ type: 'auth.reloadProfile' })}
              />
            </Card>
          ) : (
            <ProfileDetailsCard
              profile={profile}
              mode={details.mode}
              isSaving={details.isSaving}
              draft={details.draft}
              errors={details.errors}
              onEdit={() => actor.send({ type: 'profile.edit' })}
              onChange={(field, value) =>
                actor.send({ type: 'profile.fieldChanged', field, value })
              }
              onCancel={() => actor.send({ type: 'profile.cancel' })}
              onSave={() => actor.send({ type: 'profile.save' })}
            />
          )}
          <QuizResultsCard
            status={results.status}
            results={results.results}
            onRetry={() => actor.send({ type: 'profile.retryResults' })}
          />
        </div>
        <div className={s.stack}>
          <AvatarCard
            avatarUrl={account.avatarUrl}
            username={profile?.username ?? null}
            email={profile?.email ?? account.email}
            fileName={avatar.fileName}
            error={avatar.error}
            isUploading={avatar.isUploading}
            disabled={profile === null}
            onSelect={(file) => actor.send({ type: 'profile.avatarSelected', file })}
            onUpload={() => actor.send({ type: 'profile.uploadAvatar' })}
          />
          <Card as="section" aria-labelledby="profile-security">
            <h2 id="profile-security" className={s.cardHeading}>
              Lösenord
            </h2>
            <p className={s.muted}>Välj ett lösenord för ditt konto.</p>
            <div className={s.actions}>
              <Button
                variant="secondary"
                onPress={() => actor.send({ type: 'profile.openPassword' })}
              >
                Byt lösenord
              </Button>
            </div>
          </Card>
          <Card as="section" aria-labelledby="profile-account">
            <h2 id="profile-account" className={s.cardHeading}>
              Mitt Konto
            </h2>
            <p className={s.muted}>
              Namn och adress finns på <Link to="/account">Mitt Konto</Link>.
            </p>
          </Card>
        </div>
      </div>
      <PasswordDialog
        email={profile?.email ?? account.email}
        isOpen={password.isOpen}
        isSaving={password.isSaving}
        form={password.form}
        errors={password.errors}
        step={password.step}
        code={password.code}
        codeError={password.codeError}
        isSendingCode={password.isSendingCode}
        cooldownSeconds={password.cooldownSeconds}
        demo={demo}
        onChange={(field, value) => actor.send({ type: 'profile.fieldChanged', field, value })}
        onCodeChange={(value) => actor.send({ type: 'profile.codeChanged', value })}
        onResend={() => actor.send({ type: 'profile.resendCode' })}
        onClose={() => actor.send({ type: 'profile.closePassword' })}
        onSubmit={() => actor.send({ type: 'profile.submitPassword' })}
      />
    </Page>
  );
}
