import {
  BUSINESS_IDEAS,
  BUSINESS_IDEAS_HEADING,
  COMPANY_FORMS,
  COMPANY_FORMS_HEADING,
  FAQ_ENTRIES,
  FAQ_INTRO,
  QUESTIONS_HEADING,
} from '../../content/pages/faq';
import { Card, CardTitle } from '../../ui/Card/Card';
import { Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { Accordion } from './Accordion';
import { ArticleAnchor } from '../../pages/ArticleAnchor';
import * as s from '../../pages/pages.css';

/** /faq ('Vanliga frågor'). */
export function FaqPage() {
  return (
    <Page title={FAQ_INTRO.title} lead={FAQ_INTRO.lead}>
      <section className={[s.section, s.sectionTight].join(' ')} aria-labelledby="foretagsformer">
        <h2 id="foretagsformer" className={s.sectionHeading}>
          {COMPANY_FORMS_HEADING}
        </h2>
        <div className={s.threeColumns}>
          {COMPANY_FORMS.map((form) => (
            <Card key={form.id} aria-labelledby={`form-${form.id}`}>
              <CardTitle id={`form-${form.id}`}>{form.name}</CardTitle>
              <p className={s.cardText}>{form.summary}</p>
              <ul className={s.factList}>
                {form.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
              <p className={[s.cardText, s.cardFooter].join(' ')}>
                <ArticleAnchor article={form.article} />
              </p>
            </Card>
          ))}
        </div>
      </section>

      <section className={[s.section, s.sectionTight].join(' ')} aria-labelledby="affarsideer">
        <h2 id="affarsideer" className={s.sectionHeading}>
          {BUSINESS_IDEAS_HEADING}
        </h2>
        <p className={s.sectionLead}>
          Osäker på vad som passar dig? <Link to="/quiz">Gör företagstestet</Link> och få förslag
          utifrån din tid, din budget och dina intressen.
        </p>
        <div className={s.threeColumns}>
          {BUSINESS_IDEAS.map((idea) => (
            <Card key={idea.id} aria-labelledby={`idea-${idea.id}`}>
              <CardTitle id={`idea-${idea.id}`}>{idea.name}</CardTitle>
              <p className={s.cardText}>{idea.text}</p>
              <p className={s.cardText}>
                <strong>Tänk på:</strong>
              </p>
              <ul className={s.factList}>
                {idea.considerations.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className={[s.cardText, s.cardFooter].join(' ')}>
                <ArticleAnchor article={idea.article} />
              </p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="fragor">
        <h2 id="fragor" className={s.sectionHeading}>
          {QUESTIONS_HEADING}
        </h2>
        <Accordion entries={FAQ_ENTRIES} />
      </section>
    </Page>
  );
}
