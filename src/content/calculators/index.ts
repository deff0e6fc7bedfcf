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
  /** On cards and lists. */
  teaser: string;
  /** Under the page's heading. */
  lead: string;
  facts: readonly FactId[];
  /** Articles that explain or compute the same thing (linked both ways). */
  articles: readonly string[];
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
    lead: 'Vad kostar en anställd företaget i månaden och på ett år? Lön, arbetsgivaravgifter efter ålder, semester och tjänstepension. Ett exempel är ifyllt: byt ut siffrorna mot dina egna.',
    facts: EMPLOYEE_FACTS,
    articles: [
      'arbetsgivaravgifter-vad-kostar-en-anstalld',
      'semesterlagen-for-arbetsgivare',
      'stod-vid-anstallning',
      'anlita-konsult-eller-anstalla',
      'anstalla-personal',
    ],
  },
  {
    id: 'timpris',
    path: '/raknare/timpris',
    title: 'Räkna ut ditt timpris',
    linkLabel: 'Räkna ut ditt timpris',
    teaser:
      'Från lönen du vill ta ut till det lägsta timpris som bär den, i aktiebolag eller enskild firma.',
    lead: 'Från lönen du vill ta ut till det lägsta timpris som bär den. Exemplet från artikeln Räkna fram ditt timpris är ifyllt: byt ut siffrorna mot dina egna.',
    facts: HOURLY_FACTS,
    articles: ['prissatta-din-tjanst', 'prissattning', 'egenavgifter', 'resultatbudget'],
  },
  {
    id: 'moms',
    path: '/raknare/moms',
    title: 'Momsräknare',
    linkLabel: 'Lägg på eller räkna bort moms',
    teaser: 'Lägg på moms eller räkna ut momsen i ett belopp, med 25, 12 eller 6 %.',
    lead: 'Lägg på moms på ett belopp, eller räkna ut hur mycket moms det finns i ett belopp inklusive moms. Med 25, 12 eller 6 %.',
    facts: VAT_FACTS,
    articles: [
      'moms',
      'momsregistrering',
      'din-forsta-faktura',
      'prissattning',
      'prissatta-din-tjanst',
    ],
  },
];

export function getCalculator(id: CalculatorId): CalculatorInfo {
  const calculator = CALCULATORS.find((item) => item.id === id);
  if (!calculator) throw new Error(`Unknown calculator ${id}`);
  return calculator;
}

/** The calculators that compute what an article explains (from the calculators' `articles`). */
export function calculatorsForArticle(articleId: string): CalculatorInfo[] {
  return CALCULATORS.filter((calculator) => calculator.articles.includes(articleId));
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
