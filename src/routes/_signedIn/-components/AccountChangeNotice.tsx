import type { DemoTools } from '../../../pages/demo';
import { DemoNotices } from '../../-auth/DemoInbox';
import * as s from './account.css';
import { SectionCard } from './SectionCard';

/**
 * After a password or e-mail change on this page: what changed, and that the owner was told by
 * mail (a hosted project sends Supabase's notification mails, `[auth.email.notification.*]` in
 * supabase/config.toml; the demo shows them in its inbox). A change somebody else made with a
 * borrowed session does not go unnoticed.
 */
export function AccountChangeNotice({
  passwordChanged,
  emailChanged,
  email,
  demo,
}: {
  passwordChanged: boolean;
  emailChanged: { from: string; to: string } | null;
  email: string | null;
  demo: DemoTools | null;
}) {
  return (
    <SectionCard
      id="profile-change-notice"
      title={
        passwordChanged && emailChanged
          ? 'Lösenord och e-postadress ändrade'
          : passwordChanged
            ? 'Ditt lösenord är ändrat'
            : 'Din e-postadress är ändrad'
      }
    >
      <div role="status">
        {passwordChanged ? (
          <p className={s.muted}>
            Vi har skickat ett meddelande om det nya lösenordet till din e-postadress. Dina andra
            inloggningar har loggats ut.
          </p>
        ) : null}
        {emailChanged ? (
          <p className={s.muted}>
            Du loggar nu in med {emailChanged.to}. Vi har skickat ett meddelande om bytet till{' '}
            {emailChanged.from}.
          </p>
        ) : null}
        <p className={s.muted}>
          Var det inte du? Välj &rdquo;Glömt lösenordet?&rdquo; på inloggningssidan och kontakta
          oss.
        </p>
      </div>
      {demo && email ? <DemoNotices inbox={demo.inbox} email={email} /> : null}
      {demo && emailChanged && emailChanged.from !== email ? (
        <DemoNotices inbox={demo.inbox} email={emailChanged.from} />
      ) : null}
    </SectionCard>
  );
}
