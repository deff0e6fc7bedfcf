import { TERMS_CONTACT_HEADING, TERMS_INTRO, TERMS_SECTIONS } from '../../content/pages/terms';
import { CONTACT, SITE_NAME } from '../../content/site';
import { Page } from '../../ui/Layout/Layout';
import { TextSections } from './TextSections';
import * as s from '../../pages/pages.css';

/** /terms ('Användarvillkor'). */
export function TermsPage() {
  return (
    <Page title={TERMS_INTRO.title} lead={TERMS_INTRO.lead} narrow>
      <div className={s.prose}>
        <p className={s.updated}>{TERMS_INTRO.updated}</p>
        <TextSections sections={TERMS_SECTIONS} />
        <section aria-labelledby="kontakt">
          <h2 id="kontakt">{TERMS_CONTACT_HEADING}</h2>
          <p>
            Frågor om villkoren eller om dina personuppgifter skickar du till{' '}
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>, eller med post till:
          </p>
          <address className={s.address}>
            {SITE_NAME}
            <br />
            {CONTACT.street}
            <br />
            {CONTACT.postcode} {CONTACT.city}
          </address>
        </section>
      </div>
    </Page>
  );
}
