import { ABOUT_INTRO, ABOUT_SECTIONS } from '../../content/pages/about';
import { CONTACT } from '../../content/site';
import { button } from '../../ui/Button/Button.css';
import { Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { TextSections } from './TextSections';
import * as s from '../../pages/pages.css';

/** /about ('Om oss'). */
export function AboutPage() {
  return (
    <Page title={ABOUT_INTRO.title} lead={ABOUT_INTRO.lead} narrow>
      <div className={s.prose}>
        <TextSections sections={ABOUT_SECTIONS} />
        <p>
          Du når oss på <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
        </p>
        <div className={s.actions}>
          <Link to="/articles" unstyled className={button({ variant: 'primary' })}>
            Börja läsa artiklarna
          </Link>
          <Link to="/help" unstyled className={button({ variant: 'secondary' })}>
            Hjälp och kontakt
          </Link>
        </div>
      </div>
    </Page>
  );
}
