import { createFileRoute } from '@tanstack/react-router';
import { EMPLOYEE_CALCULATOR } from '../../content/calculators/definitions';
import { EMPLOYEE_KEYS, searchValidator } from '../../content/calculators/keys';
import { staticPageHead } from '../../content/site';
import { CalculatorRoute } from './-components/CalculatorRoute';

export const Route = createFileRoute('/raknare/anstalld')({
  validateSearch: searchValidator(EMPLOYEE_KEYS),
  head: () => staticPageHead('/raknare/anstalld'),
  component: () => <CalculatorRoute definition={EMPLOYEE_CALCULATOR} />,
});
