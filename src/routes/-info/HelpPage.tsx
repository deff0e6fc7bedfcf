import {
  CONTACT_HEADING,
  CONTACT_TEXT,
  HELP_FAQ,
  HELP_FAQ_HEADING,
  HELP_INTRO,
  QUIZ_TEASER,
} from '../../content/pages/help';
import { CONTACT, SUPPORT_HOURS } from '../../content/site';
import { button } from '../../ui/Button/Button.css';
import { Card, CardTitle } from '../../ui/Card/Card';
import { Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { ArticleAnchor } from '../../pages/ArticleAnchor';
import * as s from '../../pages/pages.css';

/** /help ('Hjälp'): quiz teaser, contact details with support hours, questions about the site. */
export function HelpPage() {
  return (
    <Page title={HELP_INTRO.title} lead={HELP_INTRO.lead}>
      <div className={s.helpGrid}>
        <Card as="section" className={s.teaserCard} aria-labelledby="quiz-teaser">
          <CardTitle level={2} id="quiz-teaser">
            {QUIZ_TEASER.heading}
          </CardTitle>
          <p className={s.cardText}>{QUIZ_TEASER.text}</p>
          <div className={s.cardFooter}>
            <Link to="/quiz" unstyled className={button({ variant: 'primary' })}>
              {QUIZ_TEASER.cta}
            </Link>
          </div>
        </Card>

        <Card as="section" aria-labelledby="contact">
          <CardTitle level={2} id="contact">
            {CONTACT_HEADING}
          </CardTitle>
          <p className={s.cardText}>{CONTACT_TEXT}</p>
          <dl className={s.contactList}>
            <dt>E-post</dt>
            <dd>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </dd>
            <dt>Telefon</dt>
            <dd>
              <a href={`tel:+46${CONTACT.phone.replace(/^0/, '').replace(/[^0-9]/g, '')}`}>
                {CONTACT.phone}
              </a>
            </dd>
            <dt>Adress</dt>
            <dd>
              <address className={s.address}>
                {CONTACT.street}, {CONTACT.postcode} {CONTACT.city}
              </address>
            </dd>
            <dt>Supporttid</dt>
            <dd>{SUPPORT_HOURS}</dd>
          </dl>
        </Card>
      </div>

      <section aria-labelledby="help-faq">
        <h2 id="help-faq" className={s.sectionHeading}>
          {HELP_FAQ_HEADING}
        </h2>
        <ul className={s.qaList}>
          {HELP_FAQ.map((entry) => (
            <li key={entry.id} className={s.qaItem}>
              <h3 className={s.qaQuestion}>{entry.question}</h3>
              <p className={s.qaAnswer}>{entry.answer}</p>
              {entry.article ? (
                <p className={[s.qaAnswer, s.qaMore].join(' ')}>
                  Läs mer: <ArticleAnchor article={entry.article} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <p className={s.moreLink}>
          Fler frågor om att starta företag finns under <Link to="/faq">Vanliga frågor</Link>.
        </p>
      </section>
    </Page>
  );
}
