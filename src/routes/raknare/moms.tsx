import { createFileRoute } from '@tanstack/react-router';
import { VAT_CALCULATOR } from '../../content/calculators/definitions';
import { VAT_KEYS, searchValidator } from '../../content/calculators/keys';
import { CALCULATOR_TITLES } from '../../content/calculators/titles';
import { described, describedHead } from '../../content/site';
import { CalculatorRoute } from './-components/CalculatorRoute';

export const Route = createFileRoute('/raknare/moms')({
  validateSearch: searchValidator(VAT_KEYS),
  head: describedHead('/raknare/moms'),
  // The description and the title's heading come with the page's code (the loader), not with
  // every page's start-up.
  loader: () =>
    described(
      'Lägg på moms eller räkna ut momsen i ett belopp inklusive moms, med 25, 12 eller 6 %. Livsmedel har 6 % från 1 april 2026.',
      CALCULATOR_TITLES.moms,
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: () => <CalculatorRoute definition={VAT_CALCULATOR} />,
});
