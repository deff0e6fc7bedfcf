import { createFileRoute } from '@tanstack/react-router';
import { getCalculator } from '../../content/calculators';
import {
  DIVIDEND_FIELDS,
  dividendExplanation,
  dividendFields,
  evaluateDividend,
} from '../../content/calculators/dividend';
import { calculationYear } from '../../content/calculators/year';
import { DIVIDEND_KEYS, searchValidator } from '../../content/calculators/keys';
import { staticPageHead } from '../../content/site';
import {
  CalculatorPage,
  NumberField,
  ResultLines,
  ResultNotes,
  ResultPanel,
} from './-components/CalculatorParts';
import { useCalculator } from '../-lib/useCalculator';

const SPECS = Object.values(DIVIDEND_FIELDS);

export const Route = createFileRoute('/raknare/utdelning')({
  validateSearch: searchValidator(DIVIDEND_KEYS),
  head: () => staticPageHead('/raknare/utdelning'),
  component: DividendPage,
});

function DividendPage() {
  const search = Route.useSearch();
  const { fields, change, print, date, today } = useCalculator(SPECS, search);
  const year = calculationYear(date);
  const view = evaluateDividend(fields, year);
  const result = view.result;

  return (
    <CalculatorPage
      calculator={getCalculator('utdelning')}
      date={date}
      today={today}
      onPrint={print}
      form={
        <>
          {Object.values(dividendFields(year)).map((spec) => (
            <NumberField
              key={spec.key}
              spec={spec}
              value={fields[spec.key] ?? ''}
              error={view.errors[spec.key]}
              onChange={change(spec.key)}
              inputMode={spec.key === 'bolag' ? 'numeric' : 'decimal'}
            />
          ))}
        </>
      }
      result={
        <ResultPanel summary={result?.summary}>
          {result ? (
            <>
              <ResultLines caption={`Gränsbelopp ${year}`} lines={result.limitLines} />
              <ResultNotes notes={result.notes} />
              <ResultLines caption="Den planerade utdelningen" lines={result.taxLines} />
            </>
          ) : null}
        </ResultPanel>
      }
    >
      {dividendExplanation(year).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </CalculatorPage>
  );
}
