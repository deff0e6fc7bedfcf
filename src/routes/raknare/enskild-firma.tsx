import { createFileRoute } from '@tanstack/react-router';
import { SOLE_TRADER_CALCULATOR } from '../../content/calculators/definitions';
import { SOLE_TRADER_KEYS, searchValidator } from '../../content/calculators/keys';
import { staticPageHead } from '../../content/site';
import { CalculatorRoute } from './-components/CalculatorRoute';

export const Route = createFileRoute('/raknare/enskild-firma')({
  validateSearch: searchValidator(SOLE_TRADER_KEYS),
  head: () => staticPageHead('/raknare/enskild-firma'),
  component: () => <CalculatorRoute definition={SOLE_TRADER_CALCULATOR} />,
});
