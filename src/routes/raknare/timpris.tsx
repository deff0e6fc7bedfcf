import { createFileRoute } from '@tanstack/react-router';
import { HOURLY_RATE_CALCULATOR } from '../../content/calculators/definitions';
import { HOURLY_KEYS, searchValidator } from '../../content/calculators/keys';
import { staticPageHead } from '../../content/site';
import { CalculatorRoute } from './-components/CalculatorRoute';

export const Route = createFileRoute('/raknare/timpris')({
  validateSearch: searchValidator(HOURLY_KEYS),
  head: () => staticPageHead('/raknare/timpris'),
  component: () => <CalculatorRoute definition={HOURLY_RATE_CALCULATOR} />,
});
