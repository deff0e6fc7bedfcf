import { useEffect, useId, useState } from 'react';
import type { DemoMail, DemoTools } from '../../pages/demo';
import { Button } from '../../ui/Button/Button';
import * as s from '../../components/auth/auth.css';

const time = new Intl.DateTimeFormat('sv-SE', { timeStyle: 'medium' });

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : time.format(date);
}

/** The demo inbox's mails of one kind to one address, newest first; follows new mails. */
function useMailsTo(
  inbox: DemoTools['inbox'],
  address: string,
  notices: boolean,
): readonly DemoMail[] {
  const wanted = address.trim().toLowerCase();
  const pick = (all: readonly DemoMail[]) =>
    all
      .filter((mail) => mail.to.toLowerCase() === wanted && (mail.notice !== undefined) === notices)
      .toSorted((a, b) => b.sentAt.localeCompare(a.sentAt));
  const [mails, setMails] = useState(() => pick(inbox.get()));
  useEffect(() => {
    setMails(pick(inbox.get()));
    return inbox.subscribe((all) => setMails(pick(all)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pick depends only on these
  }, [inbox, wanted, notices]);
  return mails;
}

/**
 * Demo mode only: there is no mail server, so the codes the demo backend "mailed" to this address
 * are shown here, newest first.
 */
export function DemoInbox({
  inbox,
  email,
  onUseCode,
  latestOnly = false,
  label = 'Demo-inkorg',
}: {
  inbox: DemoTools['inbox'];
  email: string;
  onUseCode: (code: string) => void;
  /** Only the newest code, with a shorter text (inside a dialog). */
  latestOnly?: boolean;
  /** The panel's heading (and name), when a page shows more than one inbox. */
  label?: string;
}) {
  const all = useMailsTo(inbox, email, false);
  const mails = latestOnly ? all.slice(0, 1) : all;
  const titleId = useId();
  return (
    <aside className={s.inbox} aria-labelledby={titleId}>
      <span className={s.badge}>Endast i demon</span>
      <h2 id={titleId} className={s.panelTitle}>
        {label}
      </h2>
      {latestOnly ? (
        <p className={s.inboxText}>
          Inga riktiga e-postmeddelanden skickas i demon. Den senaste koden till{' '}
          <span className={s.email}>{email}</span> visas här.
        </p>
      ) : (
        <p className={s.inboxText}>
          Det här är en demo: inga riktiga e-postmeddelanden skickas. Koderna som skulle ha mejlats
          till <span className={s.email}>{email}</span> visas här, den senaste först.
        </p>
      )}
      {mails.length === 0 ? (
        <p className={s.inboxText}>Inga koder har skickats till den här adressen ännu.</p>
      ) : (
        <ul className={s.mailList} aria-label="Skickade koder">
          {mails.map((mail, index) => (
            <li key={`${mail.sentAt}-${mail.code}`} className={s.mail}>
              <div>
                <p className={s.mailCode}>{mail.code}</p>
                <p className={s.mailMeta}>
                  {index === 0 ? 'Senaste koden, ' : 'Äldre kod, '}
                  skickad {formatTime(mail.sentAt)}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onPress={() => onUseCode(mail.code)}
                aria-label={`Använd koden ${mail.code.split('').join(' ')}`}
              >
                Använd koden
              </Button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

const NOTICE_TEXTS: Record<NonNullable<DemoMail['notice']>, string> = {
  password_changed: 'Ditt lösenord på Startklar har ändrats',
  email_changed: 'Din e-postadress på Startklar har ändrats',
};

/**
 * Demo mode only: the notifications the demo backend "mailed" to this address (a changed password
 * or address), as a hosted project mails them (`[auth.email.notification.*]` in config.toml).
 */
export function DemoNotices({ inbox, email }: { inbox: DemoTools['inbox']; email: string }) {
  const notices = useMailsTo(inbox, email, true);
  const titleId = useId();
  if (notices.length === 0) return null;
  return (
    <aside className={s.inbox} aria-labelledby={titleId}>
      <span className={s.badge}>Endast i demon</span>
      <h2 id={titleId} className={s.panelTitle}>
        Demo-inkorg: meddelanden
      </h2>
      <p className={s.inboxText}>
        Meddelandena som skulle ha mejlats till <span className={s.email}>{email}</span>, det
        senaste först.
      </p>
      <ul className={s.mailList} aria-label="Skickade meddelanden">
        {notices.map((mail) => (
          <li key={`${mail.sentAt}-${mail.notice ?? ''}`} className={s.mail}>
            <div>
              <p>{mail.notice ? NOTICE_TEXTS[mail.notice] : ''}</p>
              <p className={s.mailMeta}>skickat {formatTime(mail.sentAt)}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
