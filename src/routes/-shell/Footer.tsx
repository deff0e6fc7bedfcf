import {
  CONTACT,
  COPYRIGHT_YEAR,
  FOOTER_TAGLINE,
  SITE_NAME,
  SOCIAL_LINKS,
} from '../../content/site';
import { PlainButton } from '../../ui/Button/PlainButton';
import { ExternalLink, Link } from '../../ui/Link/Link';
import * as s from './shell.css';

export function Footer({ onOpenCookieSettings }: { onOpenCookieSettings: () => void }) {
  return (
    <footer className={s.footer}>
      <div className={s.footerInner}>
        <h2 className={s.footerHeading}>{SITE_NAME.toUpperCase()}</h2>
        <div className={s.footerGrid}>
          <section aria-labelledby="footer-contact">
            <h3 id="footer-contact" className={s.footerColumnTitle}>
              Kontakt
            </h3>
            <p className={s.footerText}>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </p>
            <address className={s.footerText} style={{ fontStyle: 'normal' }}>
              {CONTACT.street}
              <br />
              {CONTACT.postcode} {CONTACT.city}
            </address>
          </section>
          <section aria-labelledby="footer-about">
            <h3 id="footer-about" className={s.footerColumnTitle}>
              Om {SITE_NAME}
            </h3>
            <p className={s.footerText}>{FOOTER_TAGLINE}</p>
          </section>
          <section aria-labelledby="footer-social">
            <h3 id="footer-social" className={s.footerColumnTitle}>
              Följ oss
            </h3>
            <ul className={s.footerList}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href} className={s.footerText}>
                  <ExternalLink href={link.href} aria-label={`${link.label} (öppnas i ny flik)`}>
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className={s.footerBottom}>
          <span>
            © {COPYRIGHT_YEAR} {SITE_NAME}
          </span>
          <span style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
            <Link to="/raknare" activeOptions={{ exact: true }}>
              Räknare
            </Link>
            <Link to="/terms">Användarvillkor</Link>
            <PlainButton unstyled className={s.footerButton} onClick={onOpenCookieSettings}>
              Cookie-inställningar
            </PlainButton>
          </span>
        </div>
      </div>
    </footer>
  );
}
