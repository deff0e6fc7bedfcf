import { createFileRoute } from '@tanstack/react-router';
import { getCalculator } from '../../content/calculators';
import {
  EMPLOYEE_FIELDS,
  employeeCostExplanation,
  evaluateEmployeeCost,
} from '../../content/calculators/employeeCost';
import { EMPLOYEE_KEYS, searchValidator } from '../../content/calculators/keys';
import { formatKronor } from '../../content/calculators/numbers';
import { staticPageHead } from '../../content/site';
import { CalculatorPage, NumberField, ResultPanel } from './-components/CalculatorParts';
import * as s from './-components/calculators.css';
import { useCalculator } from '../-lib/useCalculator';

const SPECS = Object.values(EMPLOYEE_FIELDS);

export const Route = createFileRoute('/raknare/anstalld')({
  validateSearch: searchValidator(EMPLOYEE_KEYS),
  head: () => staticPageHead('/raknare/anstalld'),
  component: EmployeeCostPage,
});

function EmployeeCostPage() {
  const search = Route.useSearch();
  const { fields, change, print } = useCalculator(SPECS, search);
  const view = evaluateEmployeeCost(fields);
  const result = view.result;

  return (
    <CalculatorPage
      calculator={getCalculator('anstalld')}
      onPrint={print}
      form={
        <>
          <NumberField
            spec={EMPLOYEE_FIELDS.salary}
            value={fields.lon ?? ''}
            error={view.errors.lon}
            onChange={change('lon')}
          />
          <NumberField
            spec={EMPLOYEE_FIELDS.birthYear}
            value={fields.fodd ?? ''}
            error={view.errors.fodd}
            onChange={change('fodd')}
            inputMode="numeric"
          />
          <NumberField
            spec={EMPLOYEE_FIELDS.pension}
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
      {employeeCostExplanation().map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </CalculatorPage>
  );
}
