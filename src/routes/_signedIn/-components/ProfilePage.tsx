import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { profileMachine, profileParts, selectResults } from '../../../machines/profile';
import { selectAvatar } from '../../../machines/avatarUpload';
import { selectPasswordDialog } from '../../../machines/passwordChange';
import { selectDetails } from '../../../machines/profileDetails';
import { selectEmailChange, CHANGE_REQUEST } from '../../../machines/emailChange';
import { selectDeletion, selectExport } from '../../../machines/accountData';
import { CODE_ENTRY } from '../../../machines/codeEntry';
import { useCodeEntry } from '../../../components/auth/useCodeEntry';
import { useCodeRequest } from '../../../components/auth/useCodeRequest';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { EmailChangeDialog } from './EmailChangeDialog';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import { Page } from '../../../ui/Layout/Layout';
import { Link } from '../../../ui/Link/Link';
import { ProfileMissing } from './AccountPage';
import { AvatarCard } from './AvatarCard';
import { AccountChangeNotice } from './AccountChangeNotice';
import { PasswordDialog } from './PasswordDialog';
import { ProfileDetailsCard } from './ProfileDetailsCard';
import { QuizResultsCard } from './QuizResultsCard';
import { SignedOutNotice } from './SignedOutNotice';
import { useLogic } from '../../../pages/useLogic';
import { shallowEqual, useAuthAccount } from './useAuthAccount';
import * as s from './account.css';
import { SectionCard } from './SectionCard';

/** 'Min Profil': details (view and edit), password dialog, profile picture, saved quiz results. */
export function ProfilePage() {
  const { actors, account } = useAuthAccount();
  const { profile } = account;

  const actor = useActorRef(useLogic('profile', profileMachine));
  const demo = useRouteContext({ from: '__root__', select: (context) => context.demo });

  // Each part of the page follows the child machine that runs it.
  const parts = profileParts(actor);
  const details = useSelector(parts.details, selectDetails, shallowEqual);
  const password = useSelector(parts.password, selectPasswordDialog, shallowEqual);
  const passwordCode = useCodeEntry(
    useSelector(parts.password, (snapshot) => snapshot.children[CODE_ENTRY]),
  );
  const avatar = useSelector(parts.avatar, selectAvatar, shallowEqual);
  const results = useSelector(actor, selectResults, shallowEqual);

  // The e-mail change and the account's data are the profile's children too: one actor per page.
  const emailActor = parts.emailChange;
  const emailChange = useSelector(emailActor, selectEmailChange, shallowEqual);
  const emailCooldown = useCodeRequest(
    useSelector(emailActor, (snapshot) => snapshot.children[CHANGE_REQUEST]),
  ).cooldownSeconds;
  const emailCode = useCodeEntry(
    useSelector(emailActor, (snapshot) => snapshot.children[CODE_ENTRY]),
  );

  const dataActor = parts.accountData;
  const exporting = useSelector(dataActor, selectExport, shallowEqual);
  const deletion = useSelector(dataActor, selectDeletion, shallowEqual);
  const deletionCode = useCodeEntry(
    useSelector(dataActor, (snapshot) => snapshot.children[CODE_ENTRY]),
  );
  const isDeleting = deletionCode.isChecking || deletion.isSigningOut;

  // A deleted account signs out on its way to the start page: no notice in between.
  if (!account.signedIn) return isDeleting ? null : <SignedOutNotice title="Min Profil" />;

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
              onChangeEmail={() => emailActor.send({ type: 'emailChange.open' })}
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
        <div className={`${s.stack} ${s.sideColumn}`}>
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
          {password.changed || emailChange.changed !== null ? (
            <AccountChangeNotice
              passwordChanged={password.changed}
              emailChanged={emailChange.changed}
              email={profile?.email ?? account.email}
              demo={demo}
            />
          ) : null}
          <SectionCard id="profile-security" title="Lösenord">
            <p className={s.muted}>Välj ett lösenord för ditt konto.</p>
            <div className={s.actions}>
              <Button
                variant="secondary"
                onPress={() => actor.send({ type: 'profile.openPassword' })}
              >
                Byt lösenord
              </Button>
            </div>
          </SectionCard>
          <SectionCard id="profile-account" title="Mitt Konto">
            <p className={s.muted}>
              Namn och adress finns på <Link to="/account">Mitt Konto</Link>.
            </p>
          </SectionCard>
        </div>
        {/* Under the details on wide screens, last on phones. */}
        <div className={s.stack}>
          <SectionCard id="profile-data" title="Dina sparade uppgifter">
            <p className={s.muted}>
              Ladda ner allt vi har sparat om dig som en fil (JSON). Läs mer i{' '}
              <Link to="/terms">användarvillkoren</Link>.
            </p>
            <div className={s.actions}>
              <Button
                variant="secondary"
                isPending={exporting.isExporting}
                onPress={() => dataActor.send({ type: 'accountData.export' })}
              >
                {exporting.isExporting ? 'Hämtar...' : 'Ladda ner mina uppgifter'}
              </Button>
            </div>
          </SectionCard>
          <SectionCard id="profile-delete" title="Radera konto" className={s.dangerCard}>
            <p className={s.muted}>
              Kontot, dina uppgifter, dina testresultat och din profilbild raderas för gott.
            </p>
            <div className={s.actions}>
              <Button
                variant="danger"
                onPress={() => dataActor.send({ type: 'accountData.openDeletion' })}
              >
                Radera mitt konto
              </Button>
            </div>
          </SectionCard>
        </div>
      </div>
      <PasswordDialog
        email={profile?.email ?? account.email}
        isOpen={password.isOpen}
        isSaving={password.isSaving}
        form={password.form}
        errors={password.errors}
        step={password.step}
        proof={password.proof}
        isPreparing={password.isPreparing}
        code={passwordCode}
        demo={demo}
        onChange={(field, value) => actor.send({ type: 'profile.fieldChanged', field, value })}
        onClose={() => actor.send({ type: 'profile.closePassword' })}
        onSubmit={() => actor.send({ type: 'profile.submitPassword' })}
      />
      <EmailChangeDialog
        {...emailChange}
        code={emailCode}
        cooldownSeconds={emailCooldown}
        demo={demo}
        onChange={(field, value) =>
          emailActor.send({ type: 'emailChange.fieldChanged', field, value })
        }
        onSubmitAddress={() => emailActor.send({ type: 'emailChange.submitAddress' })}
        onResend={() => emailActor.send({ type: 'emailChange.resend' })}
        onClose={() => emailActor.send({ type: 'emailChange.close' })}
      />
      <DeleteAccountDialog
        isOpen={deletion.isOpen}
        step={deletion.step}
        isDeleted={deletion.isDeleted}
        code={deletionCode}
        isDeleting={isDeleting}
        email={profile?.email ?? account.email}
        demo={demo}
        onRequestCode={() => dataActor.send({ type: 'accountData.requestCode' })}
        onClose={() => dataActor.send({ type: 'accountData.closeDeletion' })}
      />
    </Page>
  );
}
