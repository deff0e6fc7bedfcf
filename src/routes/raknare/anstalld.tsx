import { createFileRoute } from '@tanstack/react-router';
import { EMPLOYEE_CALCULATOR } from '../../content/calculators/definitions';
import { EMPLOYEE_KEYS, searchValidator } from '../../content/calculators/keys';
import { CALCULATOR_TITLES } from '../../content/calculators/titles';
import { described, describedHead } from '../../content/site';
import { CalculatorRoute } from './-components/CalculatorRoute';

export const Route = createFileRoute('/raknare/anstalld')({
  validateSearch: searchValidator(EMPLOYEE_KEYS),
  head: describedHead('/raknare/anstalld'),
  // The description and the title's heading come with the page's code (the loader), not with
  // every page's start-up.
  loader: () =>
    described(
      'Räkna ut vad en anställd kostar: arbetsgivaravgifter efter ålder, semestertillägg eller semesterersättning, tjänstepension och totalen i månaden och på ett år.',
      CALCULATOR_TITLES.anstalld,
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: () => <CalculatorRoute definition={EMPLOYEE_CALCULATOR} />,
});
