import { useActorRef, useSelector } from '@xstate/react';
import {
  ADDRESS_FORM,
  DETAILS_FORM,
  accountMachine,
  selectAddressForm,
  selectDetailsCheck,
  selectDetailsForm,
} from '../../../machines/account';
import type { KontoRow } from '../../../machines/account';
import { PERSONAL_FIELDS } from '../../../machines/shared/personalFields';
import { Avatar } from '../../../ui/Avatar/Avatar';
import { Button } from '../../../ui/Button/Button';
import { button } from '../../../ui/Button/Button.css';
import { Card } from '../../../ui/Card/Card';
import { Page } from '../../../ui/Layout/Layout';
import { Link } from '../../../ui/Link/Link';
import { AddressDialog } from './AddressDialog';
import { DetailsDialog } from './DetailsDialog';
import { SignedOutNotice } from './SignedOutNotice';
import { useLogic } from '../../../pages/useLogic';
import { shallowEqual, useAuthAccount } from './useAuthAccount';
import * as s from './account.css';
import { SectionCard } from './SectionCard';

function fullName(profile: KontoRow | null): string {
  return [profile?.fornamn, profile?.efternamn]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

function Value({ children }: { children: string | null | undefined }) {
  const text = children?.trim();
  return text ? <>{text}</> : <span className={s.missing}>Inte angiven</span>;
}

/** 'Mitt Konto': the account details, the address dialog and the way on to 'Min Profil'. */
export function AccountPage() {
  const { actors, account } = useAuthAccount();
  const { profile } = account;
  const email = profile?.email ?? account.email;

  const actor = useActorRef(useLogic('account', accountMachine));
  const check = useSelector(actor, selectDetailsCheck, shallowEqual);
  // The two forms are child machines, running while their dialog is open.
  const dialog = useSelector(
    useSelector(actor, (snapshot) => snapshot.children[ADDRESS_FORM]),
    selectAddressForm,
    shallowEqual,
  );
  const details = useSelector(
    useSelector(actor, (snapshot) => snapshot.children[DETAILS_FORM]),
    selectDetailsForm,
    shallowEqual,
  );

  if (!account.signedIn) return <SignedOutNotice title="Mitt Konto" />;

  const name = fullName(profile);
  return (
    <Page
      title="Mitt Konto"
      lead="Dina kontouppgifter. Här kan du lägga till eller ändra din adress."
    >
      {check.isShown ? (
        <SectionCard id="account-check" title="Stämmer dina uppgifter?" className={s.checkCard}>
          <p className={s.muted}>
            Namn, telefon och adress nedan fylldes i när din e-postadress registrerades, men inte i
            den här webbläsaren. Kontrollera att de stämmer, och ändra dem annars.
          </p>
          <div className={s.actions}>
            <Button
              variant="primary"
              onPress={() => actor.send({ type: 'account.confirmDetails' })}
              isPending={check.isConfirming}
            >
              {check.isConfirming ? 'Sparar...' : 'Ja, de stämmer'}
            </Button>
            <Button
              variant="secondary"
              onPress={() => actor.send({ type: 'account.editDetails' })}
              isDisabled={check.isConfirming}
            >
              Ändra uppgifter
            </Button>
          </div>
        </SectionCard>
      ) : null}
      {check.isMissing && !details.isOpen ? (
        <SectionCard id="account-missing" title="Dina uppgifter saknas" className={s.checkCard}>
          <p className={s.muted}>
            Ditt konto har inget namn, telefonnummer eller adress ännu. Fyll i dem, så finns de på
            kontot i alla webbläsare.
          </p>
          <div className={s.actions}>
            <Button variant="primary" onPress={() => actor.send({ type: 'account.editDetails' })}>
              Fyll i uppgifter
            </Button>
          </div>
        </SectionCard>
      ) : null}
      <div className={s.layout}>
        <Card as="section" aria-labelledby="account-details">
          <div className={s.cardHeader}>
            <h2 id="account-details" className={s.cardHeading}>
              Kontouppgifter
            </h2>
            <Avatar src={account.avatarUrl} username={profile?.username} email={email} size={40} />
          </div>
          {profile === null ? (
            <ProfileMissing
              reloading={account.reloading}
              onRetry={() => actors.auth.send({ type: 'auth.reloadProfile' })}
            />
          ) : (
            <>
              <dl className={s.details}>
                <dt>Namn</dt>
                <dd>
                  <Value>{name}</Value>
                </dd>
                <dt>E-post</dt>
                <dd>
                  <Value>{email}</Value>
                </dd>
                <dt>{PERSONAL_FIELDS.telefon.label}</dt>
                <dd>
                  <Value>{profile.telefon}</Value>
                </dd>
                <dt>{PERSONAL_FIELDS.adress.label}</dt>
                <dd>
                  <Value>{profile.adress}</Value>
                </dd>
              </dl>
              <div className={s.actions}>
                <Button
                  variant="secondary"
                  onPress={() => actor.send({ type: 'account.editAddress' })}
                >
                  {profile.adress?.trim() ? 'Ändra adress' : 'Lägg till adress'}
                </Button>
              </div>
            </>
          )}
        </Card>
        <SectionCard id="account-profile" title="Min Profil">
          <p className={s.muted}>
            Ändra e-post, telefon och användarnamn, byt lösenord och ladda upp en profilbild. Där
            finns också dina sparade testresultat.
          </p>
          <div className={s.actions}>
            <Link to="/profile" unstyled className={button({ variant: 'primary' })}>
              Min Profil
            </Link>
          </div>
        </SectionCard>
      </div>
      <DetailsDialog
        isOpen={details.isOpen}
        isSaving={details.isSaving}
        isMissing={check.isMissing}
        draft={details.draft}
        errors={details.errors}
        onChange={(field, value) => actor.send({ type: 'account.detailChanged', field, value })}
        onCancel={() => actor.send({ type: 'account.cancelDetails' })}
        onSave={() => actor.send({ type: 'account.saveDetails' })}
      />
      <AddressDialog
        isOpen={dialog.isOpen}
        isSaving={dialog.isSaving}
        isMissing={!profile?.adress?.trim()}
        draft={dialog.draft}
        error={dialog.error}
        onChange={(value) => actor.send({ type: 'account.fieldChanged', field: 'address', value })}
        onLater={() => actor.send({ type: 'account.later' })}
        onSave={() => actor.send({ type: 'account.saveAddress' })}
      />
    </Page>
  );
}

/** The konton row could not be loaded: say so and offer to fetch it again. */
export function ProfileMissing({
  reloading,
  onRetry,
}: {
  reloading: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="status">
      <p className={s.notice}>
        Vi kunde inte hämta dina kontouppgifter just nu. Försök igen om en stund.
      </p>
      <div className={s.actions}>
        <Button variant="secondary" onPress={onRetry} isPending={reloading}>
          {reloading ? 'Hämtar...' : 'Försök igen'}
        </Button>
      </div>
    </div>
  );
}
