import { useSearch } from '@tanstack/react-router';
import { getCalculator } from '../../../content/calculators';
import { isChoiceField, type CalculatorDefinition } from '../../../content/calculators/definitions';
import { RadioGroup } from '../../../ui/RadioGroup/RadioGroup';
import { CalculatorPage, NumberField, ResultBlocks, ResultPanel } from './CalculatorParts';
import { useCalculator } from './useCalculator';

/**
 * A calculator's page, from its definition (src/content/calculators/definitions.ts): the fields
 * filled from the URL's answers (the route's `validateSearch` has kept only its keys) or the
 * example, the result for the day computed ('Gäller för <år>'), and how the numbers come about.
 * A route file gives only its path, its keys and its head.
 */
export function CalculatorRoute({ definition }: { definition: CalculatorDefinition }) {
  const calculator = getCalculator(definition.id);
  const search = useSearch({ from: calculator.path });
  const { fields, change, print, date, today } = useCalculator(definition.specs, search);
  const { errors, result } = definition.evaluate(fields, date);

  return (
    <CalculatorPage
      calculator={calculator}
      date={date}
      today={today}
      onPrint={print}
      form={definition
        .form(date, fields)
        .map((spec) =>
          isChoiceField(spec) ? (
            <RadioGroup
              key={spec.key}
              label={spec.label}
              options={spec.options}
              value={fields[spec.key] ?? spec.initial}
              onChange={change(spec.key)}
            />
          ) : (
            <NumberField
              key={spec.key}
              spec={spec}
              value={fields[spec.key] ?? ''}
              error={errors[spec.key]}
              onChange={change(spec.key)}
            />
          ),
        )}
      result={
        <ResultPanel summary={result?.summary}>
          {result ? <ResultBlocks blocks={result.blocks} /> : null}
        </ResultPanel>
      }
    >
      {definition.explanation(date).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </CalculatorPage>
  );
}
