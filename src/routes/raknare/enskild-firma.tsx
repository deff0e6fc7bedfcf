import { createFileRoute } from '@tanstack/react-router';
import { getCalculator } from '../../content/calculators';
import { SOLE_TRADER_KEYS, searchValidator } from '../../content/calculators/keys';
import {
  SOLE_TRADER_FIELDS,
  evaluateSoleTrader,
  soleTraderExplanation,
} from '../../content/calculators/soleTrader';
import { staticPageHead } from '../../content/site';
import {
  CalculatorPage,
  NumberField,
  ResultLines,
  ResultPanel,
  YearMonthTable,
} from './-components/CalculatorParts';
import { calculationYear } from '../../content/calculators/year';
import { useCalculator } from '../-lib/useCalculator';

const SPECS = Object.values(SOLE_TRADER_FIELDS);

export const Route = createFileRoute('/raknare/enskild-firma')({
  validateSearch: searchValidator(SOLE_TRADER_KEYS),
  head: () => staticPageHead('/raknare/enskild-firma'),
  component: SoleTraderPage,
});

function SoleTraderPage() {
  const search = Route.useSearch();
  const { fields, change, print, date, today } = useCalculator(SPECS, search);
  const year = calculationYear(date);
  const view = evaluateSoleTrader(fields, year);
  const result = view.result;

  return (
    <CalculatorPage
      calculator={getCalculator('enskild-firma')}
      date={date}
      today={today}
      onPrint={print}
      form={
        <>
          {SPECS.map((spec) => (
            <NumberField
              key={spec.key}
              spec={spec}
              value={fields[spec.key] ?? ''}
              error={view.errors[spec.key]}
              onChange={change(spec.key)}
            />
          ))}
        </>
      }
      result={
        <ResultPanel summary={result?.summary}>
          {result ? (
            <>
              <YearMonthTable
                caption="Enskild firma"
                lines={result.keepLines}
                testIdPrefix="firma"
              />
              <YearMonthTable
                caption="Aktiebolag med samma kostnad, allt som lön"
                lines={result.aktiebolagLines}
                testIdPrefix="ab"
              />
              <ResultLines
                caption="Egenavgifterna det första året och sedan"
                lines={result.firstYearLines}
              />
              <ResultLines
                caption="Så räknas skatten i enskild firma, per år"
                lines={result.taxLines}
                testIdPrefix="skatt"
              />
            </>
          ) : null}
        </ResultPanel>
      }
    >
      {soleTraderExplanation(year).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </CalculatorPage>
  );
}
