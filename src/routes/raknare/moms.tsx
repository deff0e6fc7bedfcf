import { createFileRoute } from '@tanstack/react-router';
import { VAT_CALCULATOR } from '../../content/calculators/definitions';
import { VAT_KEYS, searchValidator } from '../../content/calculators/keys';
import { staticPageHead } from '../../content/site';
import { CalculatorRoute } from './-components/CalculatorRoute';

export const Route = createFileRoute('/raknare/moms')({
  validateSearch: searchValidator(VAT_KEYS),
  head: () => staticPageHead('/raknare/moms'),
  component: () => <CalculatorRoute definition={VAT_CALCULATOR} />,
});
