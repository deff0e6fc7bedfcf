/**
 * The words of /likviditetsbudget (issue 57): the page's title and lead, what it says without
 * JavaScript, the headings of its parts, and 'Så räknar vi' with its sources. The questions'
 * labels and explanations are in answers.ts, the payments' texts in engine.ts.
 */
import type { SourceLink } from '../types';

export const BUDGET_PATH = '/likviditetsbudget';

const SFS = 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/';
const SFL = 'skatteforfarandelag-20111244_sfs-2011-1244';
const sfl = (anchor: string, where: string): SourceLink => ({
  label: `Riksdagen: skatteförfarandelagen (2011:1244) ${where}`,
  url: `${SFS}${SFL}/#${anchor}`,
});

export const BUDGET_INTRO = {
  title: 'Din likviditetsbudget',
  lead: 'Skriv in vad företaget säljer och vad det kostar en vanlig månad. Du ser varje betalning av moms, arbetsgivaravgifter och F-skatt på rätt dag de kommande 18 månaderna, med belopp, och vilken månad pengarna inte räcker.',
  /** What the page says when JavaScript is off (it computes the budget in the browser). */
  noScript:
    'Din likviditetsbudget räknas fram här i webbläsaren och behöver JavaScript. Slå på JavaScript och ladda om sidan, så visas frågorna, tabellen och varje skattebetalning.',
} as const;

export const BUDGET_TEXTS = {
  companyHeading: 'Ditt företag',
  companyLead:
    'Samma svar som i din startplan: de bestämmer vilka dagar moms, arbetsgivardeklaration och F-skatt ska betalas.',
  figuresHeading: 'Dina siffror',
  figuresLead:
    'Belopp per månad i hela kronor, till exempel 100 000. Ett tomt fält räknas som 0 kr. Siffrorna gäller varje månad tills du ändrar en enskild månad.',
  monthHeading: 'Ändra en enskild månad',
  monthLead:
    'En säsong, ett stort inköp eller en lön som börjar senare: skriv månadens egna belopp. Tomt betyder samma som övriga månader.',
  monthLabel: 'Månad',
  /** A single month's fields, labelled with the month after a comma. */
  monthFields: {
    salj: 'Försäljning utan moms',
    kmm: 'Kostnader med moms, utan momsen',
    kum: 'Kostnader utan moms',
    lon: 'Lön, brutto',
    uttag: 'Eget uttag',
  },
  waitingPlan:
    'Svara på frågorna om företagsform, startdatum och moms, så räknar vi fram din budget.',
  waitingFigures: 'Rätta det som är markerat bland siffrorna, så räknar vi fram budgeten igen.',
  resultHeading: 'Din budget',
  tableHeading: 'Månad för månad',
  tableCaption:
    'Pengar in och ut per månad i kronor. Utbetalningarna är uppdelade på kostnader, löner, moms, arbetsgivardeklaration, F-skatt och uttag.',
  tableScroll: 'Tabellen kan rullas i sidled.',
  paymentsHeading: 'Skatt och moms att betala',
  paymentsLead:
    'Varje betalning till skattekontot med dag och belopp. Pengarna ska vara bokförda på skattekontot senast den dagen, så betala några bankdagar innan.',
  noPayments: 'Inga betalningar av moms, arbetsgivaravgifter eller F-skatt de här 18 månaderna.',
  chartHeading: 'Saldot månad för månad',
  chartDescription:
    'Diagrammet visar utgående saldo varje månad; punkterna är månader med betalningar till skattekontot. Samma siffror finns i tabellen ovan.',
  fskattHeading: 'F-skatt: vad du ber Skatteverket om',
  fskattAsk: (amount: string, year: string) =>
    `Ansök om preliminär skatt på ${amount} i månaden för ${year}.`,
  fskattDecided: (amount: string, year: string) =>
    `Enligt beslutet betalar du ${amount} i månaden för ${year}.`,
  kvarskatt: (amount: string) =>
    `Budgeten räknar med ${amount} mer i skatt än F-skatten täcker: det blir kvarskatt om du inte betalar in extra.`,
  overskjutande: (amount: string) =>
    `F-skatten är ${amount} högre än budgetens skatt: det kommer tillbaka när året är slutligt beskattat.`,
  fyllnad: 'Betala in extra senast de här dagarna, så slipper du kostnadsränta:',
  negativeNone: 'Saldot räcker alla 18 månader med de här siffrorna.',
  download: 'Ladda ner som kalkylblad (.csv)',
  downloadHint:
    'Filen har semikolon och decimalkomma och öppnas med svenska inställningar i Excel, Numbers och Google Kalkylark.',
  employerAssumed:
    'Du har skrivit in löner men svarat att företaget inte har anställda. Budgeten räknar ändå med arbetsgivaravgifter och skatteavdrag: ändra svaret i startplanen, så kommer arbetsgivardeklarationerna med i din kalender.',
  undecided: (years: string) =>
    `Alla belopp för ${years} är inte beslutade än: budgeten räknar då med det senast beslutade.`,
  beyondFacts:
    'Budgeten går längre än de år vi har siffror för: de sista månaderna räknas med det senaste årets skattesatser.',
  toStartplan: 'Din startplan och skattekalender: samma svar, med varje datum',
  estimate:
    'Allt är uppskattningar från dina egna siffror och årets skattesatser. Skatteverkets beslut och din bokföring gäller.',
  aboutHeading: 'Så räknar vi',
} as const;

/** How the budget is worked out, for 'Så räknar vi'. */
export const BUDGET_ABOUT = [
  'Kunderna betalar försäljningen med moms: med 30 dagars betalningstid kommer pengarna månaden efter fakturan, med 10 dagar två tredjedelar samma månad och resten månaden efter. Kostnaderna med moms betalas samma månad, med 25 % moms som företaget får dra av.',
  'Momsen för varje redovisningsperiod är utgående moms minus ingående moms och betalas den dag momsdeklarationen ska vara inne. Med faktureringsmetoden hör momsen till månaden då du fakturerar, med kontantmetoden till månaden då kunden betalar; vid räkenskapsårets slut räknas också obetalda fakturor. Moms att få tillbaka går först till andra skulder på skattekontot samma dag och betalas ut månaden efter, om du har anmält ett konto.',
  'Lönerna betalas den 25:e. Arbetsgivaravgifterna och den avdragna skatten för en månad betalas med arbetsgivardeklarationen månaden efter. Avgiften följer åldern: den sänkta avgiften för unga gäller lön som betalas ut från 1 april 2026 till 30 september 2027. Skatteavdraget räknas som inkomstskatten på årets lön delad med tolv, nära Skatteverkets skattetabeller.',
  'F-skatten räknas fram ur budgetens eget resultat: för ett aktiebolag bolagsskatt, för en enskild firma inkomstskatt och egenavgifter med schablonavdraget och den nedsättning Skatteverket gör själv. Beloppet delas på årets betalningsmånader, från den första månad startplanen ger. Har du fått ett beslut skriver du in beslutets belopp: skillnaden blir kvarskatt, och extra inbetalningar före förfallodagarna slipper kostnadsränta.',
  'Ett handelsbolag betalar ingen F-skatt: delägarna betalar sin egen. Eget uttag är ingen kostnad men minskar pengarna på kontot.',
] as const;

/** The pages and paragraphs the budget's rules rest on. */
export const BUDGET_SOURCES: readonly SourceLink[] = [
  sfl('K26P26', '26 kap. 26 §, moms per kvartal och månad'),
  sfl('K26P33', '26 kap. 33 §, moms per år'),
  sfl('K62P3', '62 kap. 3 §, arbetsgivaravgifter och avdragen skatt'),
  sfl('K62P4', '62 kap. 4 §, F-skatt varje månad'),
  sfl('K64P2', '64 kap. 2 §, utbetalning av överskott på skattekontot'),
  sfl('K65P4', '65 kap. 4 §, kostnadsränta på kvarskatt'),
  {
    label: 'Skatteverket: fylla i momsdeklarationen',
    url: 'https://skatteverket.se/foretag/moms/deklareramoms/fyllaimomsdeklarationen.4.3a2a542410ab40a421c80004214.html',
  },
  {
    label: 'Skatteverket: bokslutsmetoden (rättslig vägledning)',
    url: 'https://www4.skatteverket.se/rattsligvagledning/edition/2025.2/394183.html',
  },
  {
    label: 'Skatteverket: extra inbetalning till skattekontot',
    url: 'https://skatteverket.se/foretag/skatterochavdrag/skattekontobetalaochfatillbaka/inbetalningtillskattekontot/extrainbetalning.4.233f91f71260075abe8800014348.html',
  },
  {
    label: 'Skatteverket: egenavgifter',
    url: 'https://www.skatteverket.se/foretagochorganisationer/foretagare/enskildnaringsverksamhet/egenavgifter.4.361dc8c15312eff6fd1f678.html',
  },
];
