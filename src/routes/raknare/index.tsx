import { createFileRoute } from '@tanstack/react-router';
import { CALCULATORS, CALCULATORS_INTRO, CALCULATOR_YEARS_TEXT } from '../../content/calculators';
import { described, describedHead } from '../../content/site';
import * as s from './-components/calculators.css';
import { Card } from '../../ui/Card/Card';
import { Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';

export const Route = createFileRoute('/raknare/')({
  head: describedHead('/raknare'),
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () =>
    described(
      'Räknare för företagare med årets siffror, 2026 och 2027: vad en anställd kostar, vilket timpris du behöver, moms, utdelning enligt de nya 3:12-reglerna och vad som blir kvar i enskild firma.',
    ),
  codeSplitGroupings: [['loader', 'component']],
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
        <Link to="/startplan">Gör din startplan och skattekalender</Link>. Och hur mycket, månad för
        månad? <Link to="/likviditetsbudget">Gör din likviditetsbudget</Link>.
      </p>
    </Page>
  );
}
