import { createFileRoute } from '@tanstack/react-router';
import { getCalculator } from '../../content/calculators';
import {
  EMPLOYEE_FIELDS,
  HOLIDAY_RULE_FIELD,
  employeeCostExplanation,
  employeeFields,
  evaluateEmployeeCost,
} from '../../content/calculators/employeeCost';
import { calculationYear } from '../../content/calculators/year';
import { EMPLOYEE_KEYS, searchValidator } from '../../content/calculators/keys';
import { formatKronor } from '../../content/calculators/numbers';
import { staticPageHead } from '../../content/site';
import { CalculatorPage, NumberField, ResultPanel } from './-components/CalculatorParts';
import * as s from './-components/calculators.css';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { useCalculator } from '../-lib/useCalculator';

const SPECS = [...Object.values(EMPLOYEE_FIELDS), HOLIDAY_RULE_FIELD];

export const Route = createFileRoute('/raknare/anstalld')({
  validateSearch: searchValidator(EMPLOYEE_KEYS),
  head: () => staticPageHead('/raknare/anstalld'),
  component: EmployeeCostPage,
});

function EmployeeCostPage() {
  const search = Route.useSearch();
  const { fields, change, print, date, today } = useCalculator(SPECS, search);
  const view = evaluateEmployeeCost(fields, date);
  const result = view.result;
  const specs = employeeFields(calculationYear(date));
  const holidayRule = fields.semester ?? HOLIDAY_RULE_FIELD.initial;

  return (
    <CalculatorPage
      calculator={getCalculator('anstalld')}
      date={date}
      today={today}
      onPrint={print}
      form={
        <>
          <NumberField
            spec={specs.salary}
            value={fields.lon ?? ''}
            error={view.errors.lon}
            onChange={change('lon')}
          />
          <NumberField
            spec={specs.birthYear}
            value={fields.fodd ?? ''}
            error={view.errors.fodd}
            onChange={change('fodd')}
            inputMode="numeric"
          />
          <RadioGroup
            label={HOLIDAY_RULE_FIELD.label}
            options={HOLIDAY_RULE_FIELD.options}
            value={holidayRule}
            onChange={change('semester')}
          />
          {holidayRule === 'procentregeln' ? null : (
            <NumberField
              spec={specs.holidayDays}
              value={fields.dagar ?? ''}
              error={view.errors.dagar}
              onChange={change('dagar')}
              inputMode="numeric"
            />
          )}
          <NumberField
            spec={specs.pension}
            value={fields.pension ?? ''}
            error={view.errors.pension}
            onChange={change('pension')}
          />
        </>
      }
      result={
        <ResultPanel summary={result?.summary}>
          {result ? (
            <>
              <table className={`${s.table} ${s.stackedTable}`}>
                <caption>Kostnad för en anställd</caption>
                <thead>
                  <tr>
                    <th scope="col">Post</th>
                    <th scope="col">I månaden</th>
                    <th scope="col">På ett år</th>
                  </tr>
                </thead>
                <tbody>
                  {result.lines.map((line) => (
                    <tr key={line.id}>
                      <th scope="row">
                        {line.label}
                        <span className={s.detail}>{line.detail}</span>
                      </th>
                      <td data-label="I månaden">{formatKronor(line.month)}</td>
                      <td data-label="På ett år">{formatKronor(line.year)}</td>
                    </tr>
                  ))}
                  <tr className={s.rowEmphasis}>
                    <th scope="row">Total kostnad</th>
                    <td data-label="I månaden" data-testid="total-month">
                      {formatKronor(result.total.month)}
                    </td>
                    <td data-label="På ett år" data-testid="total-year">
                      {formatKronor(result.total.year)}
                    </td>
                  </tr>
                </tbody>
              </table>
              {result.notes.length > 0 ? (
                <ul className={s.notes}>
                  {result.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </ResultPanel>
      }
    >
      {employeeCostExplanation(date).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </CalculatorPage>
  );
}
