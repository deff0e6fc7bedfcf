/**
 * The calculators under /raknare: what each is called and where it lives. The index page, the
 * information page, the footer and the articles that compute the same things link from here.
 */
import { datedFactsFor, BASE_YEAR, type DatedFact, type FactId, type FactYear } from '../facts';
import { DIVIDEND_FACTS } from './dividend';
import { EMPLOYEE_FACTS } from './employeeCost';
import { HOURLY_FACTS } from './hourlyRate';
import { SOLE_TRADER_FACTS } from './soleTrader';
import { VAT_FACTS } from './vat';

import { CALCULATOR_IDS, CALCULATOR_TITLES, type CalculatorId } from './titles';

export { CALCULATOR_IDS, type CalculatorId };

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
  lead: 'Räknare för det du räknar på som företagare: en anställds kostnad, ditt timpris, momsen, utdelningen ur aktiebolaget och vad som blir kvar i enskild firma. Räknarna följer året: 2026 års siffror i år, och från 1 januari 2027 de värden för 2027 som är beslutade, med länkar till källorna.',
} as const;

export const CALCULATORS: readonly CalculatorInfo[] = [
  {
    id: 'anstalld',
    path: '/raknare/anstalld',
    title: CALCULATOR_TITLES.anstalld,
    linkLabel: 'Vad kostar en anställd?',
    teaser:
      'Månadslön, ålder och tjänstepension in: arbetsgivaravgifter, semestertillägg eller semesterersättning och den totala kostnaden i månaden och på ett år ut.',
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
    title: CALCULATOR_TITLES.timpris,
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
    title: CALCULATOR_TITLES.moms,
    linkLabel: 'Lägg på eller räkna bort moms',
    teaser: 'Lägg på moms eller räkna ut momsen i ett belopp, med 25, 12 eller 6 %.',
    lead: 'Lägg på moms på ett belopp, eller räkna ut hur mycket moms det finns i ett belopp inklusive moms. Med 25, 12 eller 6 %.',
    facts: VAT_FACTS,
    articles: [
      'moms',
      'momsbefrielse',
      'din-forsta-faktura',
      'prissattning',
      'prissatta-din-tjanst',
    ],
  },
  {
    id: 'utdelning',
    path: '/raknare/utdelning',
    title: CALCULATOR_TITLES.utdelning,
    linkLabel: 'Räkna ut ditt gränsbelopp för utdelning',
    teaser:
      'Gränsbeloppet enligt de nya 3:12-reglerna: grundbelopp, lönebaserat utrymme och sparat utrymme, skatten på utdelningen och det som sparas till nästa år.',
    lead: 'Från 2026 räknar alla delägare i fåmansföretag sitt gränsbelopp enligt samma regel. Ett exempel är ifyllt: ett bolag som du äger helt, med 1\u00a0500\u00a0000\u00a0kr i löner förra året. Byt ut siffrorna mot dina egna.',
    facts: DIVIDEND_FACTS,
    articles: [
      'utdelning-312-regler',
      'aktiebolag',
      'lon-och-arbetsgivardeklaration',
      'valja-foretagsform',
      'bolagsskatt',
    ],
  },
  {
    id: 'enskild-firma',
    path: '/raknare/enskild-firma',
    title: CALCULATOR_TITLES['enskild-firma'],
    linkLabel: 'Vad blir kvar i enskild firma?',
    teaser:
      'Från resultatet till det du får behålla: egenavgifter med nedsättningen, skatt och jobbskatteavdrag, om året och i månaden, bredvid ett aktiebolag med samma kostnad.',
    lead: 'Vad blir kvar av firmans resultat när egenavgifter och skatt är betalda? Och hur mycket hade du fått som lön från ett aktiebolag med samma kostnad? Ett exempel är ifyllt: byt ut siffrorna mot dina egna.',
    facts: SOLE_TRADER_FACTS,
    articles: [
      'enskild-firma',
      'egenavgifter',
      'valja-foretagsform',
      'lon-och-arbetsgivardeklaration',
      'byta-fran-enskild-firma-till-aktiebolag',
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

/** The facts a calculator uses for an income year, in the table's order, for its 'Källor' list. */
export function calculatorFacts(id: CalculatorId, year: FactYear = BASE_YEAR): DatedFact[] {
  const ids = new Set(getCalculator(id).facts);
  return datedFactsFor(year).filter((fact) => ids.has(fact.id));
}

/**
 * The facts a calculator uses whose value for `year` has not been confirmed: it computes with the
 * latest confirmed value and the page names them, never silently.
 */
export function undecidedFacts(id: CalculatorId, year: FactYear): DatedFact[] {
  return calculatorFacts(id, year).filter((fact) => fact.undecided);
}

/** The sentence that names them, or undefined when every value of the year is set. */
export function undecidedNotice(id: CalculatorId, year: FactYear): string | undefined {
  const facts = undecidedFacts(id, year);
  if (facts.length === 0) return undefined;
  const names = facts.map((fact) => fact.label.charAt(0).toLowerCase() + fact.label.slice(1));
  return `Inte bekräftat för ${year} ännu, så räknaren använder ${year - 1} års värden tills ${year} års är fastställda och kontrollerade: ${names.join('; ')}.`;
}

/** What the index says about the years the calculators compute. */
export const CALCULATOR_YEARS_TEXT = 'Räknar 2026 och 2027';
