import { createFileRoute } from '@tanstack/react-router';
import { HOURLY_RATE_CALCULATOR } from '../../content/calculators/definitions';
import { HOURLY_KEYS, searchValidator } from '../../content/calculators/keys';
import { CALCULATOR_TITLES } from '../../content/calculators/titles';
import { described, describedHead } from '../../content/site';
import { CalculatorRoute } from './-components/CalculatorRoute';

export const Route = createFileRoute('/raknare/timpris')({
  validateSearch: searchValidator(HOURLY_KEYS),
  head: describedHead('/raknare/timpris'),
  // The description and the title's heading come with the page's code (the loader), not with
  // every page's start-up.
  loader: () =>
    described(
      'Räkna ut ditt lägsta timpris från lönen du vill ta ut, i aktiebolag eller enskild firma, med kostnader, ledighet och debiterbar tid.',
      CALCULATOR_TITLES.timpris,
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: () => <CalculatorRoute definition={HOURLY_RATE_CALCULATOR} />,
});
