import { createFileRoute } from '@tanstack/react-router';
import { getCalculator } from '../../content/calculators';
import { VAT_KEYS, searchValidator } from '../../content/calculators/keys';
import {
  VAT_AMOUNT_FIELD,
  VAT_DIRECTION_FIELD,
  VAT_RATE_FIELD,
  evaluateVat,
  vatExplanation,
} from '../../content/calculators/vat';
import { staticPageHead } from '../../content/site';
import { CalculatorPage, NumberField, ResultPanel } from './-components/CalculatorParts';
import * as s from './-components/calculators.css';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { calculationYear } from '../../content/calculators/year';
import { useCalculator } from '../-lib/useCalculator';

const SPECS = [VAT_AMOUNT_FIELD, VAT_DIRECTION_FIELD, VAT_RATE_FIELD];

export const Route = createFileRoute('/raknare/moms')({
  validateSearch: searchValidator(VAT_KEYS),
  head: () => staticPageHead('/raknare/moms'),
  component: VatPage,
});

function VatPage() {
  const search = Route.useSearch();
  const { fields, change, print, date, today } = useCalculator(SPECS, search);
  const year = calculationYear(date);
  const view = evaluateVat(fields, year);
  const result = view.result;

  return (
    <CalculatorPage
      calculator={getCalculator('moms')}
      date={date}
      today={today}
      onPrint={print}
      form={
        <>
          <NumberField
            spec={VAT_AMOUNT_FIELD}
            value={fields.belopp ?? ''}
            error={view.errors.belopp}
            onChange={change('belopp')}
          />
          <RadioGroup
            label={VAT_DIRECTION_FIELD.label}
            options={VAT_DIRECTION_FIELD.options}
            value={fields.riktning ?? VAT_DIRECTION_FIELD.initial}
            onChange={change('riktning')}
          />
          <RadioGroup
            label={VAT_RATE_FIELD.label}
            options={VAT_RATE_FIELD.options}
            value={fields.sats ?? VAT_RATE_FIELD.initial}
            onChange={change('sats')}
          />
        </>
      }
      result={
        <ResultPanel summary={result?.summary}>
          {result ? (
            <table className={s.table}>
              <caption>Belopp med och utan moms</caption>
              <tbody>
                {result.lines.map((line) => (
                  <tr key={line.id} className={line.emphasis ? s.rowEmphasis : undefined}>
                    <th scope="row">{line.label}</th>
                    <td data-testid={`line-${line.id}`}>{line.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </ResultPanel>
      }
    >
      {vatExplanation(year).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </CalculatorPage>
  );
}
