import { createFileRoute } from '@tanstack/react-router';
import { DIVIDEND_CALCULATOR } from '../../content/calculators/definitions';
import { DIVIDEND_KEYS, searchValidator } from '../../content/calculators/keys';
import { CALCULATOR_TITLES } from '../../content/calculators/titles';
import { described, describedHead } from '../../content/site';
import { CalculatorRoute } from './-components/CalculatorRoute';

export const Route = createFileRoute('/raknare/utdelning')({
  validateSearch: searchValidator(DIVIDEND_KEYS),
  head: describedHead('/raknare/utdelning'),
  // The description and the title's heading come with the page's code (the loader), not with
  // every page's start-up.
  loader: () =>
    described(
      'Räkna ut ditt gränsbelopp för utdelning enligt de nya 3:12-reglerna, för 2026 och 2027: grundbelopp, lönebaserat utrymme, sparat utrymme och skatten på utdelningen.',
      CALCULATOR_TITLES.utdelning,
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: () => <CalculatorRoute definition={DIVIDEND_CALCULATOR} />,
});
