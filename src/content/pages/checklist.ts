import { SRC } from '../articles/sources';
import type { ArticleLink } from './types';

/** Företagslistan (/foretagslistan): the ten steps of starting a company in Sweden. */

export interface ChecklistStep {
  /** Stable id: stored in the visitor's localStorage, so never rename one. */
  id: string;
  title: string;
  text: string;
  /** The articles that go deeper, linked as /articles#<slug>. */
  articles: readonly ArticleLink[];
  /** The authority where the step is done or described. */
  source: { label: string; url: string };
}

export const CHECKLIST_INTRO = {
  title: 'Företagslistan',
  lead: 'Tio steg från idé till ett företag som är redo att ta betalt. Bocka av i din egen takt: vi sparar dina bockar i den här webbläsaren, så ser du var du var nästa gång.',
} as const;

/** Where the checklist points on to /startplan. */
export const CHECKLIST_STARTPLAN = {
  text: 'Vill du ha stegen för just din företagsform, och varje datum för moms, arbetsgivardeklaration och deklarationer i din egen kalender?',
  linkLabel: 'Gör din startplan och skattekalender',
} as const;

export const CHECKLIST_STEPS: readonly ChecklistStep[] = [
  {
    id: 'affarside',
    title: 'Formulera affärsidén och skriv en affärsplan',
    text: 'Beskriv vad du ska sälja, till vem och varför kunden ska välja just dig. En enkel affärsplan med en budget visar om idén bär, och banken eller den som ska investera vill ofta se den.',
    articles: [
      { slug: 'affarside', label: 'Formulera och testa din affärsidé' },
      { slug: 'affarsplan', label: 'Så skriver du en affärsplan' },
    ],
    source: SRC.omVerksamt,
  },
  {
    id: 'foretagsform',
    title: 'Välj företagsform',
    text: 'Enskild firma är enklast att starta, men du ansvarar personligen för företagets skulder. Ett aktiebolag kräver minst 25 000 kr i aktiekapital och skiljer i regel bolagets ekonomi från din egen. Är ni flera kan handelsbolag eller ekonomisk förening passa.',
    articles: [
      {
        slug: 'valja-foretagsform',
        label: 'Välja företagsform: enskild firma, aktiebolag eller något annat?',
      },
      { slug: 'enskild-firma', label: 'Enskild firma: så fungerar den' },
    ],
    source: SRC.startaAktiebolag,
  },
  {
    id: 'registrera',
    title: 'Registrera företaget hos Bolagsverket',
    text: 'Aktiebolag, handelsbolag och kommanditbolag måste registreras hos Bolagsverket. En enskild firma behöver inte registreras där, men en registrering skyddar företagsnamnet. Registreringen görs i e-tjänsten på verksamt.se.',
    articles: [
      { slug: 'att-komma-igang', label: 'Vad ska registreras var, och så använder du verksamt.se' },
      { slug: 'registrera-aktiebolag-steg-for-steg', label: 'Registrera aktiebolag steg för steg' },
    ],
    source: SRC.startaAktiebolagBv,
  },
  {
    id: 'f-skatt',
    title: 'Ansök om F-skatt',
    text: 'Med F-skatt betalar företaget själv sin skatt och sina avgifter, och dina kunder behöver inte dra skatt på det du fakturerar. Ansökan görs hos Skatteverket via verksamt.se och kostar ingenting. Du uppskattar också vinsten för det första året.',
    articles: [
      { slug: 'f-skatt', label: 'F-skatt: så ansöker du' },
      { slug: 'f-skatt-preliminarskatt', label: 'Preliminärskatt med F-skatt' },
    ],
    source: SRC.fSkatt,
  },
  {
    id: 'moms',
    title: 'Momsregistrera företaget',
    text: 'Säljer du varor eller tjänster ska du i regel vara momsregistrerad. Går din försäljning inte över 120 000 kr om året är företaget i de flesta fall undantaget från moms, utan att du behöver ansöka. Momsregistreringen görs i samma ansökan som F-skatten.',
    articles: [
      { slug: 'moms', label: 'Moms och momsregistrering' },
      { slug: 'momsbefrielse', label: 'Momsbefrielse upp till 120 000 kr' },
    ],
    source: SRC.momsRegistrering,
  },
  {
    id: 'foretagskonto',
    title: 'Öppna ett företagskonto',
    text: 'Håll företagets pengar skilda från dina egna, så blir bokföringen enklare och tydligare. I ett aktiebolag sätter du in aktiekapitalet på ett konto i bolagets namn och skickar bankens intyg till Bolagsverket.',
    articles: [{ slug: 'foretagskonto-i-bank', label: 'Företagskonto: så öppnar du ett' }],
    source: SRC.startaAktiebolag,
  },
  {
    id: 'bokforing',
    title: 'Ordna bokföringen från första dagen',
    text: 'Alla företag ska bokföra sina affärshändelser. Välj ett bokföringsprogram eller en redovisningskonsult, spara kvitton och fakturor och bokför löpande. Underlagen ska sparas i sju år.',
    articles: [
      { slug: 'bokforing', label: 'Bokföring för företagare: grunderna' },
      { slug: 'bokforingsprogram', label: 'Välja bokföringsprogram' },
    ],
    source: SRC.bfnBokforing,
  },
  {
    id: 'forsakringar',
    title: 'Se över försäkringarna',
    text: 'En företagsförsäkring skyddar mot skador på egendom och mot skadeståndskrav om något går fel i ett uppdrag. Tänk också på din egen trygghet: sjukpenning, tjänstepension och a-kassa fungerar annorlunda när du driver eget.',
    articles: [
      { slug: 'foretagsforsakring', label: 'Vilken företagsförsäkring behöver du?' },
      { slug: 'sjukforsakring', label: 'Sjukförsäkring när du driver eget' },
    ],
    source: SRC.sjukpenningEgenforetagare,
  },
  {
    id: 'arbetsgivare',
    title: 'Registrera dig som arbetsgivare om du anställer',
    text: 'Innan du betalar ut den första lönen ska företaget vara registrerat som arbetsgivare hos Skatteverket. Därefter lämnar du arbetsgivardeklaration varje månad och betalar arbetsgivaravgifter. Ska du inte anställa kan du bocka av steget direkt.',
    articles: [
      { slug: 'registrera-som-arbetsgivare', label: 'Registrera dig som arbetsgivare' },
      { slug: 'anstalla-personal', label: 'Anställa personal: så går det till' },
    ],
    source: SRC.arbetsgivareRegistrera,
  },
  {
    id: 'forsta-fakturan',
    title: 'Sätt ditt pris och skicka första fakturan',
    text: 'Räkna in alla kostnader, skatter och den tid du inte kan fakturera när du sätter priset. Fakturan ska bland annat ha ett löpnummer, datum, ditt momsregistreringsnummer och momsbeloppet.',
    articles: [
      { slug: 'prissatta-din-tjanst', label: 'Räkna fram ditt timpris' },
      { slug: 'din-forsta-faktura', label: 'Din första faktura' },
    ],
    source: SRC.momsRegistrering,
  },
];

export const CHECKLIST_DONE_MESSAGE =
  'Alla tio steg är klara. Grattis, ditt företag är startklart!';

/** 'x av 10 klara'. */
export function checklistProgressText(done: number, total: number = CHECKLIST_STEPS.length) {
  return `${done} av ${total} klara`;
}
