/**
 * The calculators' ids and their pages' headings, on their own: a calculator's route names its
 * page's `<title>` with the heading ("Vad kostar en anställd? | Startklar", decisions.md) without
 * loading the calculator's arithmetic.
 */
export const CALCULATOR_IDS = [
  'anstalld',
  'timpris',
  'moms',
  'utdelning',
  'enskild-firma',
] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

/** Each calculator page's heading, which its `<title>` repeats. */
export const CALCULATOR_TITLES: Readonly<Record<CalculatorId, string>> = {
  anstalld: 'Vad kostar en anställd?',
  timpris: 'Räkna ut ditt timpris',
  moms: 'Momsräknare',
  utdelning: 'Hur mycket utdelning kan du ta ut till 20 % skatt?',
  'enskild-firma': 'Vad blir kvar i enskild firma?',
};
