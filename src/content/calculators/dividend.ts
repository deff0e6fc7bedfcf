/**
 * /raknare/utdelning: how much dividend an owner of a fåmansföretag can take out at 20 % in an
 * income year (2026 in the prerendered page, the visitor's year once the app runs), under the
 * 3:12 rules the Riksdag passed for 2026 onwards (prop. 2025/26:1). One rule for every owner:
 *
 *   gränsbelopp = grundbelopp + lönebaserat utrymme + räntedel + sparat utdelningsutrymme
 *
 * - grundbelopp: four inkomstbasbelopp (the year before's) per company, split by ownership; an
 *   owner of several companies gets at most one grundbelopp in all, split in proportion to the
 *   holdings (2026: 4 × 80 600 = 322 400 kr; 2027: 4 × 83 400 = 333 600 kr);
 * - lönebaserat utrymme: 50 % of (the owner's share of last year's cash wages − a löneavdrag of
 *   eight inkomstbasbelopp), never below 0 and at most 50 × the owner's (or a close relative's)
 *   own cash salary from the company last year;
 * - räntedel: the omkostnadsbelopp above 100 000 kr × (statslåneräntan on 30 November the year
 *   before + 9 percentage points). We have not been able to confirm that rate at Riksgälden or
 *   Skatteverket, so the calculator does not state it: the visitor types it (Riksgälden publishes
 *   it). Without it the räntedel is left out, and the result says so whenever it would apply;
 * - sparat utdelningsutrymme: carried over without uplift.
 *
 * Dividend within the gränsbelopp is taxed at 20 %; above it as income from employment, on top
 * of the owner's salary (assumed the same as last year).
 */
import { MUNICIPAL_RATE_FIELD, incomeTax, olderTaxpayerAge } from './incomeTax';
import { FACT_SOURCES } from '../factSources';
import { BASE_YEAR, getFact, type DatedFact, type FactId, type FactYear } from '../facts';
import {
  readNumberField,
  readOptionalNumberField,
  type FieldTexts,
  type NumberFieldSpec,
  type ResultLine,
} from './fields';
import { formatKronor, formatNumber, formatPercent } from './numbers';
import { DIVIDEND_KEYS } from './keys';

/** The lönebaserat utrymme is at most this many times the owner's own cash salary. */
export const SALARY_CAP_MULTIPLE = 50;

/**
 * The grundbelopp of each company for an owner with these holdings (fractions, 0.6 = 60 %): four
 * inkomstbasbelopp × the holding, unless that adds up to more than four inkomstbasbelopp; then
 * the four are split in proportion to the holdings.
 */
export function basicAmounts(holdings: readonly number[], year: FactYear = BASE_YEAR): number[] {
  const full = getFact('utdelning-grundbelopp', year).value;
  const sum = holdings.reduce((total, holding) => total + holding, 0);
  if (sum <= 1) return holdings.map((holding) => full * holding);
  return holdings.map((holding) => (full * holding) / sum);
}

export interface SalaryBasedSpace {
  /** The space before the 50 × salary cap. */
  uncapped: number;
  /** 50 × the owner's own salary. */
  cap: number;
  /** The space that counts. */
  amount: number;
  capBinds: boolean;
}

/** Lönebaserat utrymme for a holding (fraction) of a company with these wages last year. */
export function salaryBasedSpace(
  holding: number,
  wages: number,
  ownSalary: number,
  year: FactYear = BASE_YEAR,
): SalaryBasedSpace {
  const deduction = getFact('utdelning-loneavdrag', year).value;
  const rate = getFact('utdelning-lonebaserat-utrymme', year).value;
  const uncapped = Math.max(0, rate * (holding * wages - deduction));
  const cap = SALARY_CAP_MULTIPLE * ownSalary;
  return { uncapped, cap, amount: Math.min(uncapped, cap), capBinds: uncapped > cap };
}

/**
 * The räntedel: the omkostnadsbelopp above 100 000 kr × (the statslåneränta on 30 November the
 * year before + 9 percentage points). `bondRate` is a fraction (2,5 % is 0.025). A negative rate,
 * as in 2019–2020, counts as 0 %: the floor the räntedel has had since 2017 (prop. 2016/17:24, as
 * issue 55's review states it; the 2026 law's text, whose SFS number could not be confirmed here,
 * is not known to say otherwise). 0 when the omkostnadsbelopp is at most 100 000 kr.
 */
export function interestPart(
  costBasis: number,
  bondRate: number,
  year: FactYear = BASE_YEAR,
): number {
  const excess = costBasis - getFact('utdelning-omkostnadsbelopp-grans', year).value;
  if (excess <= 0) return 0;
  return excess * (countedBondRate(bondRate) + getFact('utdelning-rantedel-tillagg', year).value);
}

/** The statslåneränta as the räntedel counts it: a negative rate as 0 %. */
export function countedBondRate(bondRate: number): number {
  return Math.max(0, bondRate);
}

export interface DividendInput {
  /** Ownership of this company as a fraction (1 = 100 %). */
  holding: number;
  /** Fåmansföretag the owner holds shares in, this one included (same holding in each). */
  companies: number;
  /** The company's cash wages last year, all employees (the owner too). */
  wages: number;
  /** The owner's own cash salary from the company last year. */
  ownSalary: number;
  /** Omkostnadsbelopp of the owner's shares. */
  costBasis: number;
  /**
   * Statslåneräntan on 30 November 2025 as a fraction, as the visitor typed it; undefined when
   * not given (then no räntedel is computed).
   */
  bondRate?: number | undefined;
  /** Sparat utdelningsutrymme from earlier years. */
  saved: number;
  /** The dividend the owner plans to receive this year. */
  dividend: number;
  /** Kommunalskatt as a fraction. */
  municipalRate: number;
}

export interface DividendResult {
  basic: number;
  salaryBased: SalaryBasedSpace;
  /** The räntedel (0 when it does not apply or cannot be computed). */
  interest: number;
  /**
   * True when the omkostnadsbelopp is above 100 000 kr but no statslåneränta was given: a
   * räntedel applies and is not in `limit`.
   */
  interestPartMissing: boolean;
  saved: number;
  /** The gränsbelopp: the four parts (without the räntedel when it is missing). */
  limit: number;
  withinLimit: number;
  aboveLimit: number;
  taxWithin: number;
  taxAbove: number;
  tax: number;
  /** What the dividend leaves after tax. */
  net: number;
  /** The part of the gränsbelopp left unused: carried to next year. */
  carriedForward: number;
}

export function dividend(input: DividendInput, year: FactYear = BASE_YEAR): DividendResult {
  const companies = Math.max(1, input.companies);
  const holdings = Array.from({ length: companies }, () => input.holding);
  const basic = basicAmounts(holdings, year)[0] ?? 0;
  const salaryBased = salaryBasedSpace(input.holding, input.wages, input.ownSalary, year);
  const above = input.costBasis > getFact('utdelning-omkostnadsbelopp-grans', year).value;
  const interestPartMissing = above && input.bondRate === undefined;
  const interest =
    input.bondRate === undefined ? 0 : interestPart(input.costBasis, input.bondRate, year);
  const limit = basic + salaryBased.amount + interest + input.saved;
  const withinLimit = Math.min(input.dividend, limit);
  const aboveLimit = Math.max(0, input.dividend - limit);
  const taxWithin = withinLimit * getFact('utdelning-kapitalskatt', year).value;
  const taxAbove = taxAsEmployment(aboveLimit, input.ownSalary, input.municipalRate, year);
  return {
    basic,
    salaryBased,
    interest,
    interestPartMissing,
    saved: input.saved,
    limit,
    withinLimit,
    aboveLimit,
    taxWithin,
    taxAbove,
    tax: taxWithin + taxAbove,
    net: input.dividend - taxWithin - taxAbove,
    carriedForward: limit - withinLimit,
  };
}

/**
 * The tax on dividend above the gränsbelopp: income from employment on top of the salary, which
 * is what it adds to the year's income tax (it earns no jobbskatteavdrag and no pension).
 */
export function taxAsEmployment(
  amount: number,
  salary: number,
  municipalRate: number,
  year: FactYear = BASE_YEAR,
): number {
  if (amount <= 0) return 0;
  const base = { work: salary, pensionable: salary, municipalRate };
  return (
    incomeTax({ ...base, earned: salary + amount }, year).total -
    incomeTax({ ...base, earned: salary }, year).total
  );
}

/* ----------------------------------------------------------------------- the form ---------- */

/** The form's fields for an income year: the wages and the rate are the year before's. */
export function dividendFields(year: FactYear) {
  const before = year - 1;
  return {
    holding: {
      key: 'andel',
      label: 'Din ägarandel (%)',
      hint: 'Hur stor del av aktierna du ägde vid årets början, till exempel 100 eller 50.',
      noun: 'ägarandelen',
      example: '100',
      initial: '100',
      required: true,
      min: 0.01,
      max: 100,
      unit: '%',
    },
    companies: {
      key: 'bolag',
      label: 'Antal bolag du äger andelar i',
      hint: 'Fåmansföretag där du har kvalificerade andelar, det här bolaget inräknat.',
      noun: 'antalet bolag',
      example: '1',
      initial: '1',
      required: true,
      min: 1,
      max: 50,
      integer: true,
      unit: '',
    },
    wages: {
      key: 'loner',
      label: 'Bolagets kontanta löner förra året (kr)',
      hint: `Alla kontanta bruttolöner ${before} i bolaget och dess dotterföretag, din egen lön inräknad.`,
      noun: 'bolagets löner',
      example: '1 500 000',
      initial: '1 500 000',
      required: false,
      min: 0,
      max: 10_000_000_000,
      unit: 'kr',
    },
    ownSalary: {
      key: 'lon',
      label: 'Din egen lön förra året (kr)',
      hint: `Din kontanta bruttolön från bolaget ${before}, eller en närståendes om den var högre.`,
      noun: 'din lön',
      example: '700 000',
      initial: '700 000',
      required: false,
      min: 0,
      max: 1_000_000_000,
      unit: 'kr',
    },
    costBasis: {
      key: 'omkostnad',
      label: 'Omkostnadsbelopp för dina aktier (kr)',
      hint: 'Vad dina aktier har kostat dig, oftast aktiekapitalet plus eventuella aktieägartillskott.',
      noun: 'omkostnadsbeloppet',
      example: '25 000',
      initial: '25 000',
      required: false,
      min: 0,
      max: 10_000_000_000,
      unit: 'kr',
    },
    bondRate: {
      key: 'statslaneranta',
      label: `Statslåneränta 30 november ${before} (%)`,
      hint: `Behövs bara om omkostnadsbeloppet är större än ${getFact('utdelning-omkostnadsbelopp-grans', year).display}. Riksgälden publicerar statslåneräntan, och räntedelen räknas med räntan den 30 november ${before}. Vi har inte kunnat bekräfta den räntan, så fältet är tomt tills du fyller i den.`,
      hintLink: FACT_SOURCES.statslanerantan,
      noun: 'statslåneräntan',
      example: '2,5',
      // Empty means 'not given' (readOptionalNumberField): we do not state a rate we could not confirm.
      initial: '',
      required: false,
      // Negative in 2019–2020 (−0,09 % on 30 November 2019).
      min: -5,
      max: 20,
      unit: '%',
    },
    saved: {
      key: 'sparat',
      label: 'Sparat utdelningsutrymme (kr)',
      hint: 'Gränsbelopp från tidigare år som du inte har använt. Lämna tomt om du inte har något.',
      noun: 'det sparade utdelningsutrymmet',
      example: '100 000',
      initial: '',
      required: false,
      min: 0,
      max: 10_000_000_000,
      unit: 'kr',
    },
    dividend: {
      key: 'utdelning',
      label: 'Planerad utdelning (kr)',
      hint: 'Den utdelning du själv planerar att få från bolaget i år.',
      noun: 'den planerade utdelningen',
      example: '600 000',
      initial: '600 000',
      required: false,
      min: 0,
      max: 1_000_000_000,
      unit: 'kr',
    },
    municipalRate: MUNICIPAL_RATE_FIELD,
  } as const satisfies Record<string, NumberFieldSpec>;
}

/** The fields as the prerendered page has them (the base year). */
export const DIVIDEND_FIELDS = dividendFields(BASE_YEAR);

export { DIVIDEND_KEYS };

/** The facts the calculator rests on, for its source list. */
export const DIVIDEND_FACTS: readonly FactId[] = [
  'inkomstbasbelopp-gransbelopp',
  'utdelning-grundbelopp',
  'utdelning-loneavdrag',
  'utdelning-lonebaserat-utrymme',
  'utdelning-omkostnadsbelopp-grans',
  'utdelning-rantedel-tillagg',
  'utdelning-kapitalskatt',
  'prisbasbelopp',
  'kommunalskatt-genomsnitt',
  'skiktgrans',
  'statlig-inkomstskatt',
  'grundavdrag',
];

export interface DividendView {
  errors: Partial<Record<(typeof DIVIDEND_KEYS)[number], string>>;
  result?: {
    dividend: DividendResult;
    /** The gränsbelopp part by part, the total last. */
    limitLines: ResultLine[];
    /** The planned dividend: what is taxed how, and what is saved. */
    taxLines: ResultLine[];
    summary: string;
    notes: string[];
  };
}

const kr = (value: number) => formatKronor(value);
/** A fact as the texts write it, with no-break spaces so '20 %' or '643 000 kr' never breaks. */
const nb = (fact: DatedFact) => fact.display.replace(/ /gu, '\u00a0');

/** Reads the form's texts and, when they are all usable, computes and describes the result. */
export function evaluateDividend(texts: FieldTexts, year: FactYear = BASE_YEAR): DividendView {
  const fields = dividendFields(year);
  const read = (spec: NumberFieldSpec) => readNumberField(spec, texts[spec.key] ?? '');
  const holding = read(fields.holding);
  const companies = read(fields.companies);
  const wages = read(fields.wages);
  const ownSalary = read(fields.ownSalary);
  const costBasis = read(fields.costBasis);
  const bondRate = readOptionalNumberField(fields.bondRate, texts[fields.bondRate.key] ?? '');
  const saved = read(fields.saved);
  const planned = read(fields.dividend);
  const municipal = read(fields.municipalRate);
  const errors: DividendView['errors'] = {};
  if (holding.error) errors.andel = holding.error;
  if (companies.error) errors.bolag = companies.error;
  if (wages.error) errors.loner = wages.error;
  if (ownSalary.error) errors.lon = ownSalary.error;
  if (costBasis.error) errors.omkostnad = costBasis.error;
  if (bondRate.error) errors.statslaneranta = bondRate.error;
  if (saved.error) errors.sparat = saved.error;
  if (planned.error) errors.utdelning = planned.error;
  if (municipal.error) errors.kommunalskatt = municipal.error;
  if (ownSalary.value !== undefined && wages.value !== undefined && ownSalary.value > wages.value) {
    errors.lon =
      'Din lön ingår i bolagets löner och kan inte vara större än dem. Rätta lönen eller bolagets löner.';
  }
  if (
    Object.keys(errors).length > 0 ||
    holding.value === undefined ||
    companies.value === undefined ||
    wages.value === undefined ||
    ownSalary.value === undefined ||
    costBasis.value === undefined ||
    saved.value === undefined ||
    planned.value === undefined ||
    municipal.value === undefined
  ) {
    return { errors };
  }

  const result = dividend(
    {
      holding: holding.value / 100,
      companies: companies.value,
      wages: wages.value,
      ownSalary: ownSalary.value,
      costBasis: costBasis.value,
      bondRate: bondRate.value === undefined ? undefined : bondRate.value / 100,
      saved: saved.value,
      dividend: planned.value,
      municipalRate: municipal.value / 100,
    },
    year,
  );

  const full = getFact('utdelning-grundbelopp', year);
  const deduction = getFact('utdelning-loneavdrag', year);
  const basicDetail =
    companies.value > 1 && (holding.value / 100) * companies.value > 1
      ? `${kr(full.value)} delat på dina ${formatNumber(companies.value)} bolag`
      : `${kr(full.value)} × din andel ${formatPercent(holding.value / 100)}`;
  const salaryDetail = result.salaryBased.capBinds
    ? `Högst ${SALARY_CAP_MULTIPLE} × din lön ${kr(ownSalary.value)}`
    : result.salaryBased.uncapped > 0
      ? `50 % av (din andel av lönerna ${kr((holding.value / 100) * wages.value)} − löneavdraget ${kr(deduction.value)})`
      : `Din andel av lönerna är inte större än löneavdraget ${kr(deduction.value)}`;
  const limitLines: ResultLine[] = [
    { id: 'grundbelopp', label: 'Grundbelopp', detail: basicDetail, value: kr(result.basic) },
    {
      id: 'lonebaserat',
      label: 'Lönebaserat utrymme',
      detail: salaryDetail,
      value: kr(result.salaryBased.amount),
    },
    interestLine(result, costBasis.value, bondRate.value, year),
    {
      id: 'sparat',
      label: 'Sparat utdelningsutrymme',
      detail: 'Från tidigare år, utan uppräkning',
      value: kr(result.saved),
    },
    {
      id: 'gransbelopp',
      label: result.interestPartMissing ? 'Gränsbelopp, utan räntedel' : 'Gränsbelopp',
      value: kr(result.limit),
      emphasis: true,
    },
  ];

  const taxLines: ResultLine[] = [
    {
      id: 'inom',
      label: 'Utdelning inom gränsbeloppet',
      value: kr(result.withinLimit),
    },
    {
      id: 'skatt-inom',
      label: `Skatt ${nb(getFact('utdelning-kapitalskatt', year))} som kapitalinkomst`,
      value: kr(result.taxWithin),
    },
  ];
  if (result.aboveLimit > 0) {
    taxLines.push(
      { id: 'over', label: 'Utdelning över gränsbeloppet', value: kr(result.aboveLimit) },
      {
        id: 'skatt-over',
        label: 'Skatt som inkomst av tjänst',
        detail: `Kommunalskatt ${formatPercent(municipal.value / 100)} och statlig skatt ${nb(getFact('statlig-inkomstskatt', year))} över skiktgränsen, ovanpå din lön`,
        value: kr(result.taxAbove),
      },
    );
  }
  taxLines.push(
    { id: 'skatt', label: 'Skatt på utdelningen', value: kr(result.tax), emphasis: true },
    { id: 'kvar', label: 'Kvar efter skatt', value: kr(result.net) },
    {
      id: 'sparas',
      label: 'Sparas till nästa år',
      detail: 'Den del av gränsbeloppet du inte använder',
      value: kr(result.carriedForward),
      emphasis: true,
    },
  );

  const notes: string[] = [];
  if (result.salaryBased.capBinds) {
    notes.push(
      `Taket begränsar det lönebaserade utrymmet: det får vara högst ${SALARY_CAP_MULTIPLE} gånger din egen lön. Utan taket hade det blivit ${kr(result.salaryBased.uncapped)}. Hela utrymmet hade räknats med en lön på minst ${kr(Math.ceil(result.salaryBased.uncapped / SALARY_CAP_MULTIPLE))} förra året.`,
    );
  }
  if (companies.value > 1) {
    notes.push(
      `Äger du andelar i flera bolag får du ett grundbelopp sammanlagt. Räknaren antar att du äger lika stor andel i alla ${formatNumber(companies.value)} bolagen; är andelarna olika fördelas grundbeloppet i förhållande till dem.`,
    );
  }
  if (result.interestPartMissing) {
    notes.push(
      `Ditt omkostnadsbelopp är större än ${nb(getFact('utdelning-omkostnadsbelopp-grans', year))}. Då tillkommer en räntedel: den del som överstiger ${nb(getFact('utdelning-omkostnadsbelopp-grans', year))} gånger statslåneräntan den 30 november ${year - 1} plus nio procentenheter. Fyll i statslåneräntan, som Riksgälden publicerar, i fältet ”${fields.bondRate.label}”, så räknar vi med räntedelen. Till dess ingår den inte här, och ditt gränsbelopp är större än det som står.`,
    );
  }
  if (result.aboveLimit > 0) {
    notes.push(
      'Skatten på utdelningen över gränsbeloppet räknar vi som om din lön i år är lika stor som förra året. Den utdelningen ger varken jobbskatteavdrag eller pension. För mycket stora utdelningar finns ett tak för hur mycket som beskattas som tjänst; det tar räknaren inte med.',
    );
  }

  const summary =
    planned.value > 0
      ? `Gränsbelopp ${kr(result.limit)}. Skatt på utdelningen ${kr(result.tax)}. Sparas till nästa år: ${kr(result.carriedForward)}.`
      : `Gränsbelopp ${kr(result.limit)}. Allt sparas till nästa år.`;
  return { errors, result: { dividend: result, limitLines, taxLines, summary, notes } };
}

/** The räntedel's line: computed, waiting for the statslåneränta, or none below 100 000 kr. */
function interestLine(
  result: DividendResult,
  costBasis: number,
  bondRatePercent: number | undefined,
  year: FactYear,
): ResultLine {
  const threshold = getFact('utdelning-omkostnadsbelopp-grans', year).value;
  if (result.interestPartMissing) {
    return {
      id: 'rantedel',
      label: 'Räntedel',
      detail: 'Fyll i statslåneräntan, se nedan',
      value: 'Tillkommer',
    };
  }
  if (costBasis <= threshold || bondRatePercent === undefined) {
    return {
      id: 'rantedel',
      label: 'Räntedel',
      detail: `Omkostnadsbelopp upp till ${kr(threshold)} ger ingen räntedel`,
      value: kr(0),
    };
  }
  const bond = bondRatePercent / 100;
  const total = countedBondRate(bond) + getFact('utdelning-rantedel-tillagg', year).value;
  const counted =
    bond < 0
      ? `statslåneräntan ${formatPercent(bond)} räknas som 0\u00a0%, plus 9\u00a0procentenheter`
      : `statslåneräntan ${formatPercent(bond)} plus 9\u00a0procentenheter`;
  return {
    id: 'rantedel',
    label: 'Räntedel',
    detail: `${kr(costBasis - threshold)} över ${kr(threshold)} × ${formatPercent(total)} (${counted})`,
    value: kr(result.interest),
  };
}

/** 'Så räknar vi' under the calculator, with the figures from the facts table. */
export function dividendExplanation(year: FactYear = BASE_YEAR): string[] {
  const basic = getFact('utdelning-grundbelopp', year).display;
  const ibb = getFact('inkomstbasbelopp-gransbelopp', year).display;
  const deduction = getFact('utdelning-loneavdrag', year).display;
  const threshold = getFact('utdelning-omkostnadsbelopp-grans', year).display;
  const rate = getFact('utdelning-kapitalskatt', year).display;
  return [
    `Från 2026 räknar alla delägare i fåmansföretag sitt gränsbelopp på samma sätt. Det består av fyra delar. Grundbeloppet är fyra inkomstbasbelopp, ${basic} för ${year} med ${year - 1} års inkomstbasbelopp på ${ibb}, och delas mellan delägarna efter ägarandel. Äger du andelar i flera fåmansföretag får du högst ett grundbelopp sammanlagt.`,
    `Det lönebaserade utrymmet är hälften av din andel av bolagets kontanta löner förra året, efter ett löneavdrag på åtta inkomstbasbelopp, ${deduction} för ${year}. Det kan inte bli lägre än noll och får vara högst ${SALARY_CAP_MULTIPLE} gånger den lön du själv, eller en närstående, fick från bolaget samma år. Makar som äger andelar i samma bolag gör ett löneavdrag tillsammans.`,
    `En räntedel tillkommer bara om omkostnadsbeloppet för dina aktier är större än ${threshold}: den del som överstiger ${threshold} gånger statslåneräntan den 30 november ${year - 1} plus nio procentenheter. En negativ statslåneränta räknas som 0 %, så räntan blir minst nio procent (så sedan 2017, prop. 2016/17:24). Riksgälden publicerar statslåneräntan; vi har inte kunnat bekräfta räntan för den dagen och fyller därför inte i den åt dig. Fyll i den, så räknar vi med räntedelen. Sparat utdelningsutrymme från tidigare år förs vidare utan uppräkning. Utdelning upp till gränsbeloppet beskattas med ${rate}; det som är över beskattas som lön, men utan arbetsgivaravgifter. Den del av gränsbeloppet du inte använder sparas till nästa år.`,
    `Räknaren förutsätter att du har kvalificerade andelar, att du inte hade fyllt ${olderTaxpayerAge(year)} år vid ${year} års ingång och att bolaget får dela ut beloppet enligt aktiebolagslagen. Begravningsavgift och kyrkoavgift ingår inte. Gränsbeloppet redovisar du på blankett K10 i deklarationen året efter.`,
  ];
}
