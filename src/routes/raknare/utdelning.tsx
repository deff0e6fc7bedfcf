import { createFileRoute } from '@tanstack/react-router';
import { DIVIDEND_CALCULATOR } from '../../content/calculators/definitions';
import { DIVIDEND_KEYS, searchValidator } from '../../content/calculators/keys';
import { staticPageHead } from '../../content/site';
import { CalculatorRoute } from './-components/CalculatorRoute';

export const Route = createFileRoute('/raknare/utdelning')({
  validateSearch: searchValidator(DIVIDEND_KEYS),
  head: () => staticPageHead('/raknare/utdelning'),
  component: () => <CalculatorRoute definition={DIVIDEND_CALCULATOR} />,
});
