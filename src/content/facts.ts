/**
 * Dated facts: the rates and amounts that articles state and that calculators compute with, each
 * with the income year it is for, the period it applies to, the date it last changed and the
 * authority page it rests on.
 *
 * One fact, one place: when a rate changes, change it here (value, validFrom/validTo, changedOn).
 * Articles reference facts by id (`ArticleMeta.facts`), and a test fails while an article's
 * 'Senast granskad' date is older than the `changedOn` of a fact it states.
 *
 * The table holds a row per fact and income year (`FACT_YEARS`). The 2026 rows are written out
 * below; the 2027 rows are the values set for 2027 (`SET_FOR_2027`), the 2026 rows that still
 * apply on 1 January 2027 (a rate the law sets until further notice, a period that runs into
 * 2027), and, for every other fact, a row marked `undecided`: 2027's value has not been confirmed
 * here yet, so the calculators use 2026's and say so (`undecidedFacts`), never silently.
 *
 * Values are numbers a calculator can use directly: a rate is a fraction (31,42 % is 0.3142), an
 * amount is in kronor. `display` is how the texts write the value.
 */
import { FACT_SOURCES } from './factSources.ts';
import type { SourceLink } from './types.ts';

/** The income years the table has rows for, oldest first. */
export const FACT_YEARS = [2026, 2027] as const;
export type FactYear = (typeof FACT_YEARS)[number];

/**
 * The year every page computes in its HTML: prerendered pages are built on some day and read on
 * another, so they compute this year and say so ('Gäller för 2026'); once the app runs, the
 * calculators switch to the year of the site's clock (Sweden's day, src/machines/clock.ts).
 */
export const BASE_YEAR: FactYear = 2026;

export const FACT_IDS = [
  'arbetsgivaravgift-full',
  'arbetsgivaravgift-alderspension',
  'arbetsgivaravgift-ingen',
  'arbetsgivaravgift-unga',
  'arbetsgivaravgift-unga-tak',
  'vaxa-stod-avgift',
  'vaxa-stod-tak',
  'egenavgift-full',
  'egenavgift-schablonavdrag',
  'egenavgift-nedsattning',
  'egenavgift-nedsattning-tak',
  'egenavgift-nedsattning-grans',
  'sarskild-loneskatt',
  'moms-normal',
  'moms-12',
  'moms-6',
  'moms-livsmedel',
  'momsbefrielse-grans',
  'semesterersattning',
  'semestertillagg',
  'semesterdagar',
  'sjuklon',
  'karensavdrag',
  'aktiekapital-minst',
  'bolagsskatt',
  'registreringsavgift-aktiebolag',
  'rotavdrag',
  'prisbasbelopp',
  'kommunalskatt-genomsnitt',
  'skiktgrans',
  'statlig-inkomstskatt',
  'grundavdrag',
  'jobbskatteavdrag',
  'allman-pensionsavgift',
  'allman-pensionsavgift-tak',
  'skattereduktion-forvarvsinkomst',
  'skattereduktion-forvarvsinkomst-tak',
  'public-service-avgift',
  'public-service-avgift-tak',
  'inkomstbasbelopp-gransbelopp',
  'utdelning-grundbelopp',
  'utdelning-loneavdrag',
  'utdelning-lonebaserat-utrymme',
  'utdelning-omkostnadsbelopp-grans',
  'utdelning-rantedel-tillagg',
  'utdelning-kapitalskatt',
] as const;
export type FactId = (typeof FACT_IDS)[number];

/**
 * What `value` measures. A 'andel' is a fraction of 1 (0.3142 = 31,42 %). A 'regel' is a rule
 * whose figures are a formula (the grundavdrag, the jobbskatteavdrag): its `value` is 0, its
 * `display` says in words what it depends on, and its parameters live in a table of their own
 * below, next to the fact.
 */
export type FactUnit = 'andel' | 'kr' | 'kr per månad' | 'kr per år' | 'dagar' | 'regel';

export interface DatedFact {
  id: FactId;
  /** The income year this row is for. */
  year: FactYear;
  /** Swedish label, e.g. 'Arbetsgivaravgift, full nivå'. */
  label: string;
  /** A fraction for rates (unit 'andel'), kronor for amounts. */
  value: number;
  unit: FactUnit;
  /** The value as the texts write it, e.g. '31,42 %'. */
  display: string;
  /** First day the value applies (ISO date). For yearly values: 1 January of the year. */
  validFrom: string;
  /** Last day the value applies, when it is temporary or set for one year only (ISO date). */
  validTo?: string;
  /**
   * The latest date on which the value or the rule behind it changed, or was set anew for a new
   * year (ISO date). Articles stating the fact must have been reviewed on or after this date.
   */
  changedOn: string;
  /** Swedish, for readers of a calculator: 'Gäller för 2026', 'Gäller 1 april 2026–30 september 2027'. */
  validity: string;
  /** Conditions and scope in Swedish, when the value does not speak for itself. */
  conditions?: string;
  source: SourceLink;
  /**
   * True on a row whose year's value has not been confirmed here: it carries the latest confirmed
   * value, and `validity` says so ('Inte bekräftat för 2027 ...').
   */
  undecided?: true;
}

const FACTS_2026: readonly DatedFact[] = [
  {
    id: 'arbetsgivaravgift-full',
    year: 2026,
    label: 'Arbetsgivaravgift, full nivå',
    value: 0.3142,
    unit: 'andel',
    display: '31,42 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för 2026',
    conditions: 'Gäller lön och förmåner till anställda födda 1959 eller senare.',
    source: FACT_SOURCES.arbetsgivaravgifter,
  },
  {
    id: 'arbetsgivaravgift-alderspension',
    year: 2026,
    label: 'Arbetsgivaravgift för äldre: bara ålderspensionsavgift',
    value: 0.1021,
    unit: 'andel',
    display: '10,21 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för 2026',
    conditions:
      'För den som vid årets ingång har fyllt 67 år, 2026 alltså född 1938–1958. För den som är född 1937 eller tidigare betalas ingen avgift.',
    source: FACT_SOURCES.arbetsgivaravgifter,
  },
  {
    id: 'arbetsgivaravgift-ingen',
    year: 2026,
    label: 'Arbetsgivaravgift för anställda födda 1937 eller tidigare',
    value: 0,
    unit: 'andel',
    display: '0 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för 2026',
    conditions: 'Ingen arbetsgivaravgift betalas för den som är född 1937 eller tidigare.',
    source: FACT_SOURCES.arbetsgivaravgifter,
  },
  {
    id: 'arbetsgivaravgift-unga',
    year: 2026,
    label: 'Tillfälligt sänkt arbetsgivaravgift för unga',
    value: 0.2081,
    unit: 'andel',
    display: '20,81 %',
    validFrom: '2026-04-01',
    validTo: '2027-09-30',
    changedOn: '2026-04-01',
    validity: 'Gäller ersättning som betalas ut 1 april 2026–30 september 2027',
    conditions:
      'För den som vid årets ingång har fyllt 18 men inte 23 år: hela ålderspensionsavgiften och hälften av övriga avgifter, på ersättning upp till 25 000 kr per kalendermånad. På det som överstiger betalas full avgift.',
    source: FACT_SOURCES.ungaProp,
  },
  {
    id: 'arbetsgivaravgift-unga-tak',
    year: 2026,
    label: 'Lönetak för den sänkta avgiften för unga',
    value: 25_000,
    unit: 'kr per månad',
    display: '25 000 kr',
    validFrom: '2026-04-01',
    validTo: '2027-09-30',
    changedOn: '2026-04-01',
    validity: 'Gäller ersättning som betalas ut 1 april 2026–30 september 2027',
    conditions: 'Per anställd och kalendermånad.',
    source: FACT_SOURCES.ungaProp,
  },
  {
    id: 'vaxa-stod-avgift',
    year: 2026,
    label: 'Växa-stöd: avgift på lönen upp till taket',
    value: 0.1021,
    unit: 'andel',
    display: '10,21 %',
    validFrom: '2026-01-01',
    changedOn: '2026-01-01',
    validity: 'Gäller från 2026 (återbetalning efter ansökan)',
    conditions:
      'För ett företags två första anställda i högst 24 kalendermånader: bara ålderspensionsavgiften på lön upp till taket. Från januari 2026 betalar företaget full avgift och ansöker om återbetalning av mellanskillnaden i Skatteverkets e-tjänst, senast ett år efter månaden.',
    source: FACT_SOURCES.vaxaStod,
  },
  {
    id: 'vaxa-stod-tak',
    year: 2026,
    label: 'Växa-stöd: lönetak',
    value: 35_000,
    unit: 'kr per månad',
    display: '35 000 kr',
    validFrom: '2025-01-01',
    changedOn: '2026-01-01',
    validity: 'Gäller från 2025 (ansökan om återbetalning från 2026)',
    conditions: 'Per anställd och kalendermånad.',
    source: FACT_SOURCES.vaxaStod,
  },
  {
    id: 'egenavgift-full',
    year: 2026,
    label: 'Egenavgifter, full nivå',
    value: 0.2897,
    unit: 'andel',
    display: '28,97 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för 2026',
    conditions:
      'På överskottet i aktiv näringsverksamhet, med sju dagars karenstid. Vald karenstid och ålder påverkar nivån.',
    source: FACT_SOURCES.egenavgifter,
  },
  {
    id: 'egenavgift-schablonavdrag',
    year: 2026,
    label: 'Schablonavdrag för egenavgifter',
    value: 0.25,
    unit: 'andel',
    display: '25 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för 2026',
    conditions:
      'Högst 25 % av underlaget i aktiv näringsverksamhet; stäms av mot de faktiska egenavgifterna året därpå.',
    source: FACT_SOURCES.egenavgifter,
  },
  {
    id: 'egenavgift-nedsattning',
    year: 2026,
    label: 'Generell nedsättning av egenavgifterna',
    value: 0.075,
    unit: 'andel',
    display: '7,5 %',
    validFrom: '2014-01-01',
    changedOn: '2026-01-01',
    validity: 'Gäller tills vidare, sedan 2014',
    conditions:
      'Av avgiftsunderlaget, dras av från egenavgifterna och den allmänna löneavgiften, men aldrig så att de blir lägre än ålderspensionsavgiften. Skatteverket gör avdraget självt när egenavgifterna räknas ut. Bara på inkomst av näringsverksamhet, inte för den som vid årets ingång har fyllt 67 år och inte för den som bara betalar ålderspensionsavgiften. Regeln står sedan 2024 i lag (2023:748), 3 §, med åldersgränsen 67 år från 2026; tidigare i socialavgiftslagen 3 kap. 18 §.',
    source: FACT_SOURCES.egenavgiftAvdragLag,
  },
  {
    id: 'egenavgift-nedsattning-tak',
    year: 2026,
    label: 'Högsta nedsättning av egenavgifterna',
    value: 15_000,
    unit: 'kr per år',
    display: '15 000 kr',
    validFrom: '2014-01-01',
    changedOn: '2014-01-01',
    validity: 'Gäller tills vidare, sedan 2014',
    conditions: 'Nås vid ett avgiftsunderlag på 200 000 kr.',
    source: FACT_SOURCES.egenavgiftAvdragLag,
  },
  {
    id: 'egenavgift-nedsattning-grans',
    year: 2026,
    label: 'Lägsta inkomst för nedsättningen av egenavgifterna',
    value: 40_000,
    unit: 'kr per år',
    display: '40 000 kr',
    validFrom: '2014-01-01',
    changedOn: '2014-01-01',
    validity: 'Gäller tills vidare',
    conditions:
      'Den avgiftspliktiga inkomsten av näringsverksamhet ska vara större än 40 000 kr. Är den det räknas nedsättningen på hela underlaget.',
    source: FACT_SOURCES.egenavgiftAvdragLag,
  },
  {
    id: 'sarskild-loneskatt',
    year: 2026,
    label: 'Särskild löneskatt',
    value: 0.2426,
    unit: 'andel',
    display: '24,26 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för 2026',
    conditions: 'Bland annat på pensionspremier och på överskott i passiv näringsverksamhet.',
    source: FACT_SOURCES.egenavgifter,
  },
  {
    id: 'moms-normal',
    year: 2026,
    label: 'Moms, normal skattesats',
    value: 0.25,
    unit: 'andel',
    display: '25 %',
    validFrom: '2026-01-01',
    changedOn: '2026-01-01',
    validity: 'Gäller för 2026',
    source: FACT_SOURCES.mlNormalskattesats,
  },
  {
    id: 'moms-12',
    year: 2026,
    label: 'Moms, reducerad skattesats 12 %',
    value: 0.12,
    unit: 'andel',
    display: '12 %',
    validFrom: '2026-01-01',
    changedOn: '2026-04-01',
    validity: 'Gäller för 2026',
    conditions:
      'Bland annat restaurang- och cateringtjänster och rumsuthyrning. Livsmedel har 6 % från 1 april 2026 till 31 december 2027.',
    source: FACT_SOURCES.ml12,
  },
  {
    id: 'moms-6',
    year: 2026,
    label: 'Moms, reducerad skattesats 6 %',
    value: 0.06,
    unit: 'andel',
    display: '6 %',
    validFrom: '2026-01-01',
    changedOn: '2026-04-01',
    validity: 'Gäller för 2026',
    conditions:
      'Bland annat böcker, tidningar, persontransporter och vissa kultur- och idrottsevenemang.',
    source: FACT_SOURCES.ml6,
  },
  {
    id: 'moms-livsmedel',
    year: 2026,
    label: 'Tillfälligt sänkt moms på livsmedel',
    value: 0.06,
    unit: 'andel',
    display: '6 %',
    validFrom: '2026-04-01',
    validTo: '2027-12-31',
    changedOn: '2026-04-01',
    validity: 'Gäller 1 april 2026–31 december 2027',
    conditions:
      'Gäller livsmedel men inte restaurang- och cateringtjänster (12 %) eller spritdrycker, vin och starköl (25 %).',
    source: FACT_SOURCES.matmomsProp,
  },
  {
    id: 'momsbefrielse-grans',
    year: 2026,
    label: 'Omsättningsgräns för undantag från moms',
    value: 120_000,
    unit: 'kr per år',
    display: '120 000 kr',
    validFrom: '2025-01-01',
    changedOn: '2025-01-01',
    validity: 'Gäller från 1 januari 2025',
    conditions:
      'Faktisk momspliktig omsättning i Sverige, exklusive moms, per kalenderår: högst 120 000 kr i år och inte över gränsen året innan. Företaget ska ha sitt säte i Sverige.',
    source: FACT_SOURCES.momsbefrielse,
  },
  {
    id: 'semesterersattning',
    year: 2026,
    label: 'Semesterlön enligt procentregeln',
    value: 0.12,
    unit: 'andel',
    display: '12 %',
    validFrom: '2010-04-01',
    changedOn: '2010-04-01',
    validity: 'Gäller tills vidare',
    conditions:
      'Av den semesterlönegrundande lönen under intjänandeåret. Används för den som inte har fast lön, till exempel timlön; för fast månadslön gäller sammalöneregeln om inget annat är avtalat.',
    source: FACT_SOURCES.semesterlagenProcentregeln,
  },
  {
    id: 'semestertillagg',
    year: 2026,
    label: 'Semestertillägg enligt sammalöneregeln',
    value: 0.0043,
    unit: 'andel',
    display: '0,43 %',
    validFrom: '2010-04-01',
    changedOn: '2010-04-01',
    validity: 'Gäller tills vidare',
    conditions:
      'Av månadslönen per betald semesterdag, för anställda med fast lön: de behåller lönen under semestern och får tillägget utöver den. Kollektivavtal har ofta ett högre tillägg, till exempel 0,8 %.',
    source: FACT_SOURCES.semesterlagenSammaloneregeln,
  },
  {
    id: 'semesterdagar',
    year: 2026,
    label: 'Semesterdagar per år enligt semesterlagen',
    value: 25,
    unit: 'dagar',
    display: '25 dagar',
    validFrom: '1978-01-01',
    changedOn: '1978-01-01',
    validity: 'Gäller tills vidare',
    conditions:
      'Minst 25 semesterdagar om året; hur många som är betalda beror på hur länge den anställda har arbetat under intjänandeåret. Fler dagar kan avtalas.',
    source: FACT_SOURCES.semesterlagenSemesterdagar,
  },
  {
    id: 'sjuklon',
    year: 2026,
    label: 'Sjuklön',
    value: 0.8,
    unit: 'andel',
    display: '80 %',
    validFrom: '2019-01-01',
    changedOn: '2019-01-01',
    validity: 'Gäller tills vidare',
    conditions:
      'Av lön och förmåner, under sjukperiodens första 14 kalenderdagar, med avdrag för karensavdraget.',
    source: FACT_SOURCES.sjuklonelagen,
  },
  {
    id: 'karensavdrag',
    year: 2026,
    label: 'Karensavdrag',
    value: 0.2,
    unit: 'andel',
    display: '20 %',
    validFrom: '2019-01-01',
    changedOn: '2019-01-01',
    validity: 'Gäller tills vidare',
    conditions: 'Av den sjuklön den anställda skulle få under en genomsnittlig arbetsvecka.',
    source: FACT_SOURCES.sjuklon,
  },
  {
    id: 'aktiekapital-minst',
    year: 2026,
    label: 'Lägsta aktiekapital i privat aktiebolag',
    value: 25_000,
    unit: 'kr',
    display: '25 000 kr',
    validFrom: '2020-01-01',
    changedOn: '2020-01-01',
    validity: 'Gäller alla privata aktiebolag från 1 januari 2020',
    conditions:
      'Före 2020 var kravet 50 000 kr. Bolag som bildades då får sätta ned aktiekapitalet till 25 000 kr genom ett beslut på bolagsstämman.',
    source: FACT_SOURCES.aktiekapitalProp,
  },
  {
    id: 'bolagsskatt',
    year: 2026,
    label: 'Bolagsskatt',
    value: 0.206,
    unit: 'andel',
    display: '20,6 %',
    validFrom: '2021-01-01',
    changedOn: '2021-01-01',
    validity: 'Gäller för beskattningsår som börjar från 2021',
    conditions: 'Samma skattesats gäller expansionsfondsskatt i enskild firma.',
    source: FACT_SOURCES.inkomstskattelagen,
  },
  {
    id: 'registreringsavgift-aktiebolag',
    year: 2026,
    label: 'Bolagsverkets avgift för att registrera ett aktiebolag',
    value: 1_900,
    unit: 'kr',
    display: '1 900 kr',
    validFrom: '2008-10-01',
    changedOn: '2008-10-01',
    validity: 'Gäller tills vidare',
    conditions: 'Via e-tjänsten. På blankett är avgiften 2 200 kr.',
    source: FACT_SOURCES.bolagsverketAvgifter,
  },
  {
    id: 'rotavdrag',
    year: 2026,
    label: 'Rotavdrag',
    value: 0.3,
    unit: 'andel',
    display: '30 %',
    validFrom: '2026-01-01',
    changedOn: '2026-01-01',
    validity: 'Gäller från 1 januari 2026',
    conditions: 'Av arbetskostnaden. Tillfälligt 50 % från 12 maj till 31 december 2025.',
    source: FACT_SOURCES.rotProp,
  },
  {
    id: 'prisbasbelopp',
    year: 2026,
    label: 'Prisbasbelopp',
    value: 59_200,
    unit: 'kr',
    display: '59 200 kr',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    conditions: 'Grundavdraget och jobbskatteavdraget räknas i prisbasbelopp.',
    source: FACT_SOURCES.beloppOchProcent2026,
  },
  {
    id: 'kommunalskatt-genomsnitt',
    year: 2026,
    label: 'Genomsnittlig kommunalskatt',
    value: 0.3238,
    unit: 'andel',
    display: '32,38 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för 2026',
    conditions:
      'Kommunal- och regionskatt i genomsnitt för hela landet. Din egen kommun kan ligga några procentenheter högre eller lägre. Begravningsavgift och kyrkoavgift ingår inte.',
    source: FACT_SOURCES.beloppOchProcent2026,
  },
  {
    id: 'skiktgrans',
    year: 2026,
    label: 'Skiktgräns för statlig inkomstskatt',
    value: 643_000,
    unit: 'kr per år',
    display: '643 000 kr',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    conditions:
      'Av den beskattningsbara förvärvsinkomsten, alltså efter grundavdraget. För den som inte har fyllt 66 år vid årets ingång motsvarar det en årsinkomst på 660 400 kr före grundavdraget.',
    source: FACT_SOURCES.beloppOchProcent2026,
  },
  {
    id: 'statlig-inkomstskatt',
    year: 2026,
    label: 'Statlig inkomstskatt',
    value: 0.2,
    unit: 'andel',
    display: '20 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    conditions: 'På den del av den beskattningsbara förvärvsinkomsten som överstiger skiktgränsen.',
    source: FACT_SOURCES.beloppOchProcent2026,
  },
  {
    id: 'grundavdrag',
    year: 2026,
    label: 'Grundavdrag',
    value: 0,
    unit: 'regel',
    display: '17 400–45 600 kr beroende på inkomsten',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    conditions:
      'För den som inte har fyllt 66 år vid årets ingång. Räknas i prisbasbelopp på den fastställda förvärvsinkomsten och avrundas uppåt till helt hundratal kronor.',
    source: FACT_SOURCES.beloppOchProcent2026,
  },
  {
    id: 'jobbskatteavdrag',
    year: 2026,
    label: 'Jobbskatteavdrag',
    value: 0,
    unit: 'regel',
    display: 'efter arbetsinkomst, grundavdrag och kommunalskatt',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    conditions:
      'En skattereduktion på arbetsinkomster, lön och inkomst av aktiv näringsverksamhet, för den som inte har fyllt 66 år vid årets ingång. Den räknas bara av mot kommunalskatten. Förstärkt från 2026.',
    source: FACT_SOURCES.skattetabeller2026,
  },
  {
    id: 'allman-pensionsavgift',
    year: 2026,
    label: 'Allmän pensionsavgift',
    value: 0.07,
    unit: 'andel',
    display: '7 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    conditions:
      'Av den pensionsgrundande inkomsten, högst 47 100 kr. En skattereduktion lika stor som avgiften räknas av mot kommunal och statlig inkomstskatt, så avgiften kostar bara något när skatten inte räcker.',
    source: FACT_SOURCES.beloppOchProcent2026,
  },
  {
    id: 'allman-pensionsavgift-tak',
    year: 2026,
    label: 'Högsta allmänna pensionsavgift',
    value: 47_100,
    unit: 'kr per år',
    display: '47 100 kr',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    source: FACT_SOURCES.beloppOchProcent2026,
  },
  {
    id: 'skattereduktion-forvarvsinkomst',
    year: 2026,
    label: 'Skattereduktion för förvärvsinkomst',
    value: 0.0075,
    unit: 'andel',
    display: '0,75 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    conditions:
      'Av den beskattningsbara förvärvsinkomsten över 40 000 kr, högst 1 500 kr. Räknas av mot kommunalskatten efter jobbskatteavdraget.',
    source: FACT_SOURCES.skattetabeller2026,
  },
  {
    id: 'skattereduktion-forvarvsinkomst-tak',
    year: 2026,
    label: 'Högsta skattereduktion för förvärvsinkomst',
    value: 1_500,
    unit: 'kr per år',
    display: '1 500 kr',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    source: FACT_SOURCES.skattetabeller2026,
  },
  {
    id: 'public-service-avgift',
    year: 2026,
    label: 'Public service-avgift',
    value: 0.01,
    unit: 'andel',
    display: '1 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    conditions:
      'Av den beskattningsbara förvärvsinkomsten upp till 1,42 inkomstbasbelopp, alltså högst 1 184 kr. Skattereduktioner räknas inte av mot den.',
    source: FACT_SOURCES.nyaRegler2026,
  },
  {
    id: 'public-service-avgift-tak',
    year: 2026,
    label: 'Högsta public service-avgift',
    value: 1_184,
    unit: 'kr per år',
    display: '1 184 kr',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för inkomståret 2026',
    conditions: '1 % av 1,42 inkomstbasbelopp (83 400 kr för 2026).',
    source: FACT_SOURCES.nyaRegler2026,
  },
  {
    id: 'inkomstbasbelopp-gransbelopp',
    year: 2026,
    label: 'Inkomstbasbelopp för 2025',
    value: 80_600,
    unit: 'kr',
    display: '80 600 kr',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för gränsbeloppet 2026',
    conditions:
      'Gränsbeloppet räknas med inkomstbasbeloppet för året före beskattningsåret, för 2026 alltså 2025 års belopp.',
    source: FACT_SOURCES.famansforetag2026,
  },
  {
    id: 'utdelning-grundbelopp',
    year: 2026,
    label: 'Grundbelopp i gränsbeloppet',
    value: 322_400,
    unit: 'kr per år',
    display: '322 400 kr',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för gränsbeloppet 2026',
    conditions:
      'Fyra inkomstbasbelopp per företag, fördelade på andelarna. Den som äger andelar i flera fåmansföretag får högst ett grundbelopp sammanlagt, fördelat i förhållande till andelarna.',
    source: FACT_SOURCES.famansforetag2026,
  },
  {
    id: 'utdelning-loneavdrag',
    year: 2026,
    label: 'Löneavdrag i det lönebaserade utrymmet',
    value: 644_800,
    unit: 'kr per år',
    display: '644 800 kr',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för gränsbeloppet 2026',
    conditions:
      'Åtta inkomstbasbelopp, dras från delägarens andel av löneunderlaget. Makar som äger andelar i samma företag gör ett löneavdrag tillsammans. Ersätter löneuttagskravet och kravet på minst 4 % av kapitalet.',
    source: FACT_SOURCES.famansforetag2026,
  },
  {
    id: 'utdelning-lonebaserat-utrymme',
    year: 2026,
    label: 'Lönebaserat utrymme',
    value: 0.5,
    unit: 'andel',
    display: '50 %',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för gränsbeloppet 2026',
    conditions:
      'Av delägarens andel av de kontanta lönerna i företaget och dess dotterföretag året före, efter löneavdraget. Högst 50 gånger den kontanta lön som delägaren eller en närstående fick från företaget och dess dotterföretag samma år.',
    source: FACT_SOURCES.famansforetag2026,
  },
  {
    id: 'utdelning-omkostnadsbelopp-grans',
    year: 2026,
    label: 'Gräns för ränta på omkostnadsbeloppet',
    value: 100_000,
    unit: 'kr',
    display: '100 000 kr',
    validFrom: '2026-01-01',
    changedOn: '2026-01-01',
    validity: 'Gäller från gränsbeloppet 2026',
    conditions:
      'Ränta på omkostnadsbeloppet räknas bara på den del som överstiger 100 000 kr. Räntan är statslåneräntan den 30 november året före plus nio procentenheter.',
    source: FACT_SOURCES.famansforetag2026,
  },
  {
    id: 'utdelning-rantedel-tillagg',
    year: 2026,
    label: 'Ränta på omkostnadsbeloppet utöver statslåneräntan',
    value: 0.09,
    unit: 'andel',
    display: '9 %',
    validFrom: '2026-01-01',
    changedOn: '2026-01-01',
    validity: 'Gäller från gränsbeloppet 2026',
    conditions:
      'Räntedelen är den del av omkostnadsbeloppet som överstiger 100 000 kr gånger statslåneräntan den 30 november året före plus nio procentenheter. Statslåneräntan fastställs av Riksgälden.',
    source: FACT_SOURCES.famansforetag2026,
  },
  {
    id: 'utdelning-kapitalskatt',
    year: 2026,
    label: 'Skatt på utdelning inom gränsbeloppet',
    value: 0.2,
    unit: 'andel',
    display: '20 %',
    validFrom: '2026-01-01',
    changedOn: '2026-01-01',
    validity: 'Gäller för utdelning på kvalificerade andelar 2026',
    conditions:
      'Utdelning upp till gränsbeloppet beskattas i inkomstslaget kapital med 20 %. Det som överstiger gränsbeloppet beskattas som inkomst av tjänst, upp till ett tak.',
    source: FACT_SOURCES.famansforetag2026,
  },
];

/**
 * The 2027 values that are set. The gränsbelopp 2027 is counted with the inkomstbasbelopp of 2026
 * (83 400 kr): grundbelopp 4 × 83 400 = 333 600 kr, löneavdrag 8 × 83 400 = 667 200 kr. The rules
 * themselves (four and eight inkomstbasbelopp, 50 % of the wages) are the law the Riksdag passed
 * for 2026 onwards.
 */
const SET_FOR_2027: readonly DatedFact[] = [
  {
    id: 'inkomstbasbelopp-gransbelopp',
    year: 2027,
    label: 'Inkomstbasbelopp för 2026',
    value: 83_400,
    unit: 'kr',
    display: '83 400 kr',
    validFrom: '2027-01-01',
    validTo: '2027-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för gränsbeloppet 2027',
    conditions:
      'Gränsbeloppet räknas med inkomstbasbeloppet för året före beskattningsåret, för 2027 alltså 2026 års belopp.',
    source: FACT_SOURCES.beloppOchProcent2026,
  },
  {
    id: 'utdelning-grundbelopp',
    year: 2027,
    label: 'Grundbelopp i gränsbeloppet',
    value: 333_600,
    unit: 'kr per år',
    display: '333 600 kr',
    validFrom: '2027-01-01',
    validTo: '2027-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för gränsbeloppet 2027',
    conditions:
      'Fyra inkomstbasbelopp (2026 års, 83 400 kr) per företag, fördelade på andelarna. Den som äger andelar i flera fåmansföretag får högst ett grundbelopp sammanlagt, fördelat i förhållande till andelarna.',
    source: FACT_SOURCES.famansforetag2026,
  },
  {
    id: 'utdelning-loneavdrag',
    year: 2027,
    label: 'Löneavdrag i det lönebaserade utrymmet',
    value: 667_200,
    unit: 'kr per år',
    display: '667 200 kr',
    validFrom: '2027-01-01',
    validTo: '2027-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för gränsbeloppet 2027',
    conditions:
      'Åtta inkomstbasbelopp (2026 års, 83 400 kr), dras från delägarens andel av löneunderlaget. Makar som äger andelar i samma företag gör ett löneavdrag tillsammans.',
    source: FACT_SOURCES.famansforetag2026,
  },
  {
    id: 'utdelning-lonebaserat-utrymme',
    year: 2027,
    label: 'Lönebaserat utrymme',
    value: 0.5,
    unit: 'andel',
    display: '50 %',
    validFrom: '2027-01-01',
    validTo: '2027-12-31',
    changedOn: '2026-01-01',
    validity: 'Gäller för gränsbeloppet 2027',
    conditions:
      'Av delägarens andel av de kontanta lönerna i företaget och dess dotterföretag året före, efter löneavdraget. Högst 50 gånger den kontanta lön som delägaren eller en närstående fick från företaget och dess dotterföretag samma år.',
    source: FACT_SOURCES.famansforetag2026,
  },
];

/** The first day of an income year (ISO date). */
const firstDayOf = (year: FactYear) => `${year}-01-01`;

/**
 * A fact's row for `year` when nothing is set for that year: the row itself when its value still
 * applies on the year's first day, else the latest value marked as not confirmed for the year.
 */
function carriedOver(fact: DatedFact, year: FactYear): DatedFact {
  if (factAppliesOn(fact, firstDayOf(year))) return { ...fact, year };
  return {
    ...fact,
    year,
    undecided: true,
    validity: `Inte bekräftat för ${year}: räknaren använder ${fact.year} års värde`,
  };
}

function buildYear(year: FactYear, previous: readonly DatedFact[], set: readonly DatedFact[]) {
  return previous.map((fact) => set.find((row) => row.id === fact.id) ?? carriedOver(fact, year));
}

const FACTS_2027: readonly DatedFact[] = buildYear(2027, FACTS_2026, SET_FOR_2027);

const FACTS_BY_YEAR: Readonly<Record<FactYear, readonly DatedFact[]>> = {
  2026: FACTS_2026,
  2027: FACTS_2027,
};

/**
 * The formulas behind the 'grundavdrag' and 'jobbskatteavdrag' facts for 2026, for someone who
 * has not turned 66 at the start of the year: inkomstskattelagen 63 kap. 3 § and 67 kap. 7 §,
 * as Skatteverket's technical description of the 2026 tax tables (SKV 433) writes them. Each
 * bracket is `from` < income ≤ `to` (in prisbasbelopp, PBB); the amount is
 * `base` × PBB + `rate` × (income − `from` × PBB).
 */
export interface PbbBracket {
  /** Lower end of the bracket in PBB (exclusive); the first bracket starts at 0. */
  from: number;
  /** Upper end in PBB (inclusive); the last bracket has none. */
  to?: number;
  /** Amount at the lower end, in PBB. */
  base: number;
  /** Share of the income above `from` that is added (negative: taken away). */
  rate: number;
}

export interface IncomeTaxRules {
  /** Grundavdrag by fastställd förvärvsinkomst; rounded up to whole hundreds, never above the income. */
  grundavdrag: readonly PbbBracket[];
  /**
   * Jobbskatteavdrag: (the bracket's amount by arbetsinkomst − grundavdrag) × kommunalskatt.
   * In the first bracket the amount is the arbetsinkomst itself. The arbetsinkomst is rounded
   * down to whole hundreds, the result down to whole kronor.
   */
  jobbskatteavdrag: readonly PbbBracket[];
  /** Allmän pensionsavgift is not charged on a pensionable income below this share of a PBB. */
  pensionsavgiftFloorPbb: number;
  /** Skattereduktion för förvärvsinkomst: beskattningsbar förvärvsinkomst above this earns 0,75 %. */
  forvarvsinkomstFloor: number;
}

export const INCOME_TAX_RULES_2026: IncomeTaxRules = {
  grundavdrag: [
    { from: 0, to: 0.99, base: 0.423, rate: 0 },
    { from: 0.99, to: 2.72, base: 0.423, rate: 0.2 },
    { from: 2.72, to: 3.11, base: 0.77, rate: 0 },
    { from: 3.11, to: 7.88, base: 0.77, rate: -0.1 },
    { from: 7.88, base: 0.293, rate: 0 },
  ],
  jobbskatteavdrag: [
    { from: 0, to: 0.91, base: 0, rate: 1 },
    { from: 0.91, to: 3.24, base: 0.91, rate: 0.3874 },
    { from: 3.24, to: 8.08, base: 1.813, rate: 0.251 },
    { from: 8.08, base: 3.027, rate: 0 },
  ],
  pensionsavgiftFloorPbb: 0.423,
  forvarvsinkomstFloor: 40_000,
};

const byId = (list: readonly DatedFact[]) =>
  Object.fromEntries(list.map((fact) => [fact.id, fact])) as Record<FactId, DatedFact>;

const FACT_MAPS: Readonly<Record<FactYear, Readonly<Record<FactId, DatedFact>>>> = {
  2026: byId(FACTS_2026),
  2027: byId(FACTS_2027),
};

/** Every dated fact of the base year by id (what the articles state). */
export const FACTS: Readonly<Record<FactId, DatedFact>> = FACT_MAPS[BASE_YEAR];

/** The base year's dated facts in table order. */
export const datedFacts: readonly DatedFact[] = FACTS_BY_YEAR[BASE_YEAR];

/** The rows for an income year, in table order. */
export function datedFactsFor(year: FactYear): readonly DatedFact[] {
  return FACTS_BY_YEAR[year];
}

/** The fact with this id, as it is for `year` (the base year unless said). */
export function getFact(id: FactId, year: FactYear = BASE_YEAR): DatedFact {
  return FACT_MAPS[year][id];
}

/**
 * The income year a date falls in, kept within the years the table has: a clock before the
 * first year computes that year, one after the last computes the last.
 */
export function factYearOn(iso: string): FactYear {
  const year = Number(iso.slice(0, 4));
  const first = FACT_YEARS[0];
  const last = FACT_YEARS[FACT_YEARS.length - 1] ?? first;
  if (!Number.isFinite(year) || year <= first) return first;
  if (year >= last) return last;
  return FACT_YEARS.find((known) => known === year) ?? first;
}

/** Whether a string is a known fact id (for data that arrives as plain strings). */
export function isFactId(id: string): id is FactId {
  return (FACT_IDS as readonly string[]).includes(id);
}

/** True when `iso` (YYYY-MM-DD) falls within the fact's validity period. */
export function factAppliesOn(fact: DatedFact, iso: string): boolean {
  return fact.validFrom <= iso && (fact.validTo === undefined || iso <= fact.validTo);
}

/** The latest `changedOn` among the given facts, or undefined when there are none. */
export function latestFactChange(ids: readonly FactId[]): string | undefined {
  let latest: string | undefined;
  for (const id of ids) {
    const changedOn = FACTS[id].changedOn;
    if (latest === undefined || changedOn > latest) latest = changedOn;
  }
  return latest;
}
