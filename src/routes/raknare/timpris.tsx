import { createFileRoute } from '@tanstack/react-router';
import { getCalculator } from '../../content/calculators';
import { HOURLY_KEYS, searchValidator } from '../../content/calculators/keys';
import {
  COMPANY_FORM_FIELD,
  HOURLY_FIELDS,
  evaluateHourlyRate,
  hourlyRateExplanation,
  type ResultLine,
} from '../../content/calculators/hourlyRate';
import { staticPageHead } from '../../content/site';
import { CalculatorPage, NumberField, ResultPanel } from './-components/CalculatorParts';
import * as s from './-components/calculators.css';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { calculationYear } from '../../content/calculators/year';
import { useCalculator } from '../-lib/useCalculator';

const SPECS = [...Object.values(HOURLY_FIELDS), COMPANY_FORM_FIELD];

export const Route = createFileRoute('/raknare/timpris')({
  validateSearch: searchValidator(HOURLY_KEYS),
  head: () => staticPageHead('/raknare/timpris'),
  component: HourlyRatePage,
});

function Lines({ caption, lines }: { caption: string; lines: readonly ResultLine[] }) {
  return (
    <table className={s.table}>
      <caption>{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className={line.emphasis ? s.rowEmphasis : undefined}>
            <th scope="row">{line.label}</th>
            <td data-testid={`line-${line.id}`}>{line.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HourlyRatePage() {
  const search = Route.useSearch();
  const { fields, change, print, date, today } = useCalculator(SPECS, search);
  const year = calculationYear(date);
  const view = evaluateHourlyRate(fields, year);
  const result = view.result;

  return (
    <CalculatorPage
      calculator={getCalculator('timpris')}
      date={date}
      today={today}
      onPrint={print}
      form={
        <>
          <NumberField
            spec={HOURLY_FIELDS.salary}
            value={fields.lon ?? ''}
            error={view.errors.lon}
            onChange={change('lon')}
          />
          <RadioGroup
            label={COMPANY_FORM_FIELD.label}
            options={COMPANY_FORM_FIELD.options}
            value={fields.form ?? COMPANY_FORM_FIELD.initial}
            onChange={change('form')}
          />
          <NumberField
            spec={HOURLY_FIELDS.costs}
            value={fields.kostnader ?? ''}
            error={view.errors.kostnader}
            onChange={change('kostnader')}
          />
          <NumberField
            spec={HOURLY_FIELDS.weeksOff}
            value={fields.ledigt ?? ''}
            error={view.errors.ledigt}
            onChange={change('ledigt')}
          />
          <NumberField
            spec={HOURLY_FIELDS.billable}
            value={fields.debiterbart ?? ''}
            error={view.errors.debiterbart}
            onChange={change('debiterbart')}
          />
          <NumberField
            spec={HOURLY_FIELDS.margin}
            value={fields.marginal ?? ''}
            error={view.errors.marginal}
            onChange={change('marginal')}
          />
        </>
      }
      result={
        <ResultPanel summary={result?.summary}>
          {result ? (
            <>
              <Lines caption="Timpris" lines={result.rateLines} />
              <Lines caption="Det här ska priset täcka, per år" lines={result.costLines} />
              <Lines caption="Timmar att fakturera, per år" lines={result.hourLines} />
            </>
          ) : null}
        </ResultPanel>
      }
    >
      {hourlyRateExplanation(year).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </CalculatorPage>
  );
}
