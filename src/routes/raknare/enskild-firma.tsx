import { createFileRoute } from '@tanstack/react-router';
import { SOLE_TRADER_CALCULATOR } from '../../content/calculators/definitions';
import { SOLE_TRADER_KEYS, searchValidator } from '../../content/calculators/keys';
import { CALCULATOR_TITLES } from '../../content/calculators/titles';
import { described, describedHead } from '../../content/site';
import { CalculatorRoute } from './-components/CalculatorRoute';

export const Route = createFileRoute('/raknare/enskild-firma')({
  validateSearch: searchValidator(SOLE_TRADER_KEYS),
  head: describedHead('/raknare/enskild-firma'),
  // The description and the title's heading come with the page's code (the loader), not with
  // every page's start-up.
  loader: () =>
    described(
      'Räkna ut vad som blir kvar i enskild firma: egenavgifter med nedsättningen, skatt och jobbskatteavdrag, om året och i månaden, jämfört med lön från ett aktiebolag.',
      CALCULATOR_TITLES['enskild-firma'],
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: () => <CalculatorRoute definition={SOLE_TRADER_CALCULATOR} />,
});
