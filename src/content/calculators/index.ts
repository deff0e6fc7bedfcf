/**
 * The calculators under /raknare: what each is called and where it lives. The index page, the
 * information page, the footer and the articles that compute the same things link from here.
 */
import { datedFacts, type DatedFact, type FactId } from '../facts';
import { EMPLOYEE_FACTS } from './employeeCost';
import { HOURLY_FACTS } from './hourlyRate';
import { VAT_FACTS } from './vat';

export const CALCULATOR_IDS = ['anstalld', 'timpris', 'moms'] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

export interface CalculatorInfo {
  id: CalculatorId;
  path: `/raknare/${CalculatorId}`;
  /** The page's heading. */
  title: string;
  /** The link text in lists. */
  linkLabel: string;
  teaser: string;
  facts: readonly FactId[];
}

export const CALCULATORS_INTRO = {
  title: 'Räknare',
  lead: 'Tre räknare för det du räknar på varje vecka som företagare. Siffrorna är 2026 års, med länkar till källorna.',
} as const;

export const CALCULATORS: readonly CalculatorInfo[] = [
  {
    id: 'anstalld',
    path: '/raknare/anstalld',
    title: 'Vad kostar en anställd?',
    linkLabel: 'Vad kostar en anställd?',
    teaser:
      'Månadslön, ålder och tjänstepension in: arbetsgivaravgifter, semesterersättning och den totala kostnaden i månaden och på ett år ut.',
    facts: EMPLOYEE_FACTS,
  },
  {
    id: 'timpris',
    path: '/raknare/timpris',
    title: 'Räkna ut ditt timpris',
    linkLabel: 'Räkna ut ditt timpris',
    teaser:
      'Från lönen du vill ta ut till det lägsta timpris som bär den, i aktiebolag eller enskild firma.',
    facts: HOURLY_FACTS,
  },
  {
    id: 'moms',
    path: '/raknare/moms',
    title: 'Momsräknare',
    linkLabel: 'Lägg på eller räkna bort moms',
    teaser: 'Lägg på moms eller räkna ut momsen i ett belopp, med 25, 12 eller 6 %.',
    facts: VAT_FACTS,
  },
];

export function getCalculator(id: CalculatorId): CalculatorInfo {
  const calculator = CALCULATORS.find((item) => item.id === id);
  if (!calculator) throw new Error(`Unknown calculator ${id}`);
  return calculator;
}

/** The facts a calculator uses, in the table's order, for its 'Källor' list. */
export function calculatorFacts(id: CalculatorId): DatedFact[] {
  const ids = new Set(getCalculator(id).facts);
  return datedFacts.filter((fact) => ids.has(fact.id));
}

/** The distinct source links of some facts, in order. */
export function factSources(facts: readonly DatedFact[]): DatedFact['source'][] {
  const seen = new Set<string>();
  return facts.flatMap((fact) => {
    if (seen.has(fact.source.url)) return [];
    seen.add(fact.source.url);
    return [fact.source];
  });
}

/** The year every calculator computes for. */
export const CALCULATOR_YEAR_TEXT = 'Gäller för 2026';
