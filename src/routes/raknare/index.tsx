import { createFileRoute } from '@tanstack/react-router';
import { CALCULATORS, CALCULATORS_INTRO, CALCULATOR_YEARS_TEXT } from '../../content/calculators';
import { staticPageHead } from '../../content/site';
import * as s from './-components/calculators.css';
import { Card } from '../../ui/Card/Card';
import { Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';

export const Route = createFileRoute('/raknare/')({
  head: () => staticPageHead('/raknare'),
  component: CalculatorsIndexPage,
});

function CalculatorsIndexPage() {
  return (
    <Page title={CALCULATORS_INTRO.title} lead={CALCULATORS_INTRO.lead}>
      <ul className={s.cards}>
        {CALCULATORS.map((calculator) => (
          <li key={calculator.id}>
            <Card interactive aria-labelledby={`calculator-${calculator.id}`}>
              <h2 id={`calculator-${calculator.id}`} className={s.panelHeading}>
                <Link to={calculator.path} className={s.cardLink}>
                  {calculator.title}
                </Link>
              </h2>
              <p>{calculator.teaser}</p>
              <span className={s.yearTag}>{CALCULATOR_YEARS_TEXT}</span>
            </Card>
          </li>
        ))}
      </ul>
      <p className={s.muted}>
        Vill du veta när momsen och deklarationerna ska vara inne?{' '}
        <Link to="/startplan">Gör din startplan och skattekalender</Link>.
      </p>
    </Page>
  );
}
