import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { cookieConsentMachine } from '../../machines/cookieConsent';
import { PlainButton } from '../../ui/Button/PlainButton';
import { Link } from '../../ui/Link/Link';
import * as s from './overlays.css';

export type ConsentActor = ActorRefFrom<typeof cookieConsentMachine>;

/** The three categories with their checkboxes: loaded when a visitor asks for the details. */
const CookieCategories = lazy(() =>
  import('./CookieCategories').then(({ CookieCategories }) => ({ default: CookieCategories })),
);

/** Renders the cookie-consent actor: summary, details with custom choice, and the three choices. */
export function CookieBanner({ actor }: { actor: ConsentActor }) {
  const open = useSelector(actor, (state) => state.matches('banner'));
  const details = useSelector(actor, (state) => state.matches({ banner: 'details' }));
  const draft = useSelector(actor, (state) => state.context.draft);

  if (!open) return null;
  return (
    <section
      className={s.banner}
      aria-labelledby="cookie-title"
      aria-describedby="cookie-text"
      data-testid="cookie-banner"
    >
      <h2 id="cookie-title" className={s.bannerTitle}>
        Vi använder cookies
      </h2>
      <p id="cookie-text" className={s.bannerText}>
        Nödvändiga cookies behövs för att sidan ska fungera. Med ditt samtycke använder vi även
        cookies för statistik och marknadsföring. Du kan ändra ditt val när som helst under
        ”Cookie-inställningar” längst ned på sidan. Läs mer i våra{' '}
        <Link to="/terms">användarvillkor</Link>.
      </p>
      {details ? (
        <Suspense>
          <CookieCategories actor={actor} draft={draft} />
        </Suspense>
      ) : null}
      <div className={s.bannerActions}>
        <PlainButton onClick={() => actor.send({ type: 'cookieConsent.acceptAll' })}>
          Acceptera alla
        </PlainButton>
        <PlainButton
          variant="secondary"
          onClick={() => actor.send({ type: 'cookieConsent.necessaryOnly' })}
        >
          Endast nödvändiga
        </PlainButton>
        <PlainButton
          variant="secondary"
          onClick={() => actor.send({ type: 'cookieConsent.rejectAll' })}
        >
          Avböj alla
        </PlainButton>
        {details ? (
          <PlainButton
            variant="secondary"
            onClick={() => actor.send({ type: 'cookieConsent.saveCustom' })}
          >
            Spara mina val
          </PlainButton>
        ) : null}
        <PlainButton
          variant="ghost"
          aria-expanded={details}
          onClick={() => actor.send({ type: 'cookieConsent.toggleDetails' })}
        >
          {details ? 'Dölj detaljer' : 'Visa detaljer'}
        </PlainButton>
      </div>
    </section>
  );
}
