import { useActorRef, useSelector } from '@xstate/react';
import {
  initialTexts,
  type ChoiceFieldSpec,
  type NumberFieldSpec,
} from '../../../content/calculators/fields';
import type { SearchValue } from '../../../content/calculators/keys';
import { calculationDate } from '../../../content/calculators/year';
import { useLogic } from '../../../pages/useLogic';
import { calculatorMachine } from '../../../machines/calculator';

/**
 * A calculator page's fields: the calculator machine started with the URL's texts (or the
 * initial example), the texts as typed, an event sender per field and one for printing, and the
 * day to compute for (the prerendered day until the machine has read the site's clock).
 */
export function useCalculator(
  specs: readonly (NumberFieldSpec | ChoiceFieldSpec)[],
  search: Readonly<Partial<Record<string, SearchValue>>>,
) {
  const actor = useActorRef(useLogic('calculator', calculatorMachine), {
    input: { fields: initialTexts(specs, search) },
  });
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields);
  const today = useSelector(actor, (snapshot) => snapshot.context.today);
  const change = (field: string) => (value: string) =>
    actor.send({ type: 'calculator.fieldChanged', field, value });
  const print = () => actor.send({ type: 'calculator.print' });
  return { fields, change, print, today, date: calculationDate(today) };
}
