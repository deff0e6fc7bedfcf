import type { ArticleLink } from './types';

/** /faq ('Vanliga frågor'): company-form cards, business-idea cards and common questions. */

export interface CompanyFormCard {
  id: string;
  name: string;
  summary: string;
  facts: readonly string[];
  article: ArticleLink;
}

export interface BusinessIdeaCard {
  id: string;
  name: string;
  text: string;
  /** Things worth checking before starting. */
  considerations: readonly string[];
  article: ArticleLink;
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  article?: ArticleLink;
}

export const FAQ_INTRO = {
  title: 'Vanliga frågor',
  lead: 'Korta svar på det som de flesta undrar över när de ska starta eget: vilken företagsform som passar, vilka idéer som brukar fungera och vad som gäller för skatt och registrering.',
} as const;

export const COMPANY_FORMS_HEADING = 'Företagsformerna i korthet';

export const COMPANY_FORMS: readonly CompanyFormCard[] = [
  {
    id: 'enskild-firma',
    name: 'Enskild firma',
    summary: 'Du driver verksamheten själv, i ditt eget namn.',
    facts: [
      'Inget krav på startkapital',
      'Du ansvarar personligen för skulderna',
      'Vinsten beskattas som din inkomst',
    ],
    article: { slug: 'enskild-firma', label: 'Läs om enskild firma' },
  },
  {
    id: 'aktiebolag',
    name: 'Aktiebolag',
    summary: 'Bolaget är en egen juridisk person som ägs av aktieägarna.',
    facts: [
      'Minst 25 000 kr i aktiekapital',
      'Ägarna ansvarar i regel inte för bolagets skulder',
      'Bolagsskatt på 20,6 procent av vinsten',
    ],
    article: { slug: 'aktiebolag', label: 'Läs om aktiebolag' },
  },
  {
    id: 'handelsbolag',
    name: 'Handelsbolag',
    summary: 'Två eller fler delägare driver verksamheten tillsammans.',
    facts: [
      'Minst två delägare',
      'Delägarna ansvarar personligen och solidariskt',
      'Bildas när det registreras hos Bolagsverket',
    ],
    article: { slug: 'handelsbolag', label: 'Läs om handelsbolag' },
  },
  {
    id: 'kommanditbolag',
    name: 'Kommanditbolag',
    summary: 'Ett handelsbolag där någon delägare bara satsar pengar.',
    facts: [
      'Minst en komplementär med obegränsat ansvar',
      'Minst en kommanditdelägare som ansvarar för sin insats',
      'Ska registreras hos Bolagsverket',
    ],
    article: { slug: 'kommanditbolag', label: 'Läs om kommanditbolag' },
  },
  {
    id: 'ekonomisk-forening',
    name: 'Ekonomisk förening',
    summary: 'Medlemmarna driver verksamhet tillsammans för sin gemensamma nytta.',
    facts: [
      'Minst tre medlemmar',
      'Medlemmarna ansvarar inte personligen för skulderna',
      'Registreras hos Bolagsverket',
    ],
    article: { slug: 'ekonomisk-forening', label: 'Läs om ekonomisk förening' },
  },
];

export const BUSINESS_IDEAS_HEADING = 'Affärsidéer som många börjar med';

export const BUSINESS_IDEAS: readonly BusinessIdeaCard[] = [
  {
    id: 'konsult',
    name: 'Konsult eller frilans',
    text: 'Sälj det du redan kan, till exempel utveckling, design, text eller ekonomi. Låg startkostnad och snabb väg till första kunden.',
    considerations: ['Prissättning per timme eller projekt', 'Ansvarsförsäkring'],
    article: { slug: 'prissattning', label: 'Så sätter du ditt pris' },
  },
  {
    id: 'e-handel',
    name: 'E-handel',
    text: 'Sälj varor på nätet, egna eller inköpta. Tänk på lager, frakt och returer redan i budgeten.',
    considerations: ['Moms vid försäljning till andra EU-länder', 'Ångerrätt för konsumenter'],
    article: { slug: 'moms-eu-utlandet', label: 'Moms vid försäljning till andra länder' },
  },
  {
    id: 'hemtjanster',
    name: 'Tjänster i hemmet',
    text: 'Städning, trädgård, flytt eller hantverk. Kunderna kan ofta få rut- eller rotavdrag, vilket gör tjänsten billigare för dem.',
    considerations: ['Du ansöker om utbetalning hos Skatteverket', 'F-skatt krävs'],
    article: { slug: 'rot-rut-gron-teknik', label: 'Rot och rut för dig som utför arbetet' },
  },
  {
    id: 'digitala-produkter',
    name: 'Digitala produkter och kurser',
    text: 'Kurser, mallar, appar eller prenumerationer. Produkten görs en gång och kan säljas många gånger.',
    considerations: ['Marknadsföring tar ofta mest tid', 'Moms på digitala tjänster'],
    article: { slug: 'affarsmodeller', label: 'Affärsmodeller som fungerar' },
  },
  {
    id: 'cafe-mat',
    name: 'Café, mat och dryck',
    text: 'Ett café, en foodtruck eller catering. Högre startkostnad, men en tydlig plats där kunderna hittar dig.',
    considerations: ['Registrering av livsmedelsanläggning', 'Kassaregister'],
    article: { slug: 'tillstand-och-anmalningar', label: 'Tillstånd och anmälningar' },
  },
  {
    id: 'vid-sidan-av',
    name: 'Vid sidan av jobbet',
    text: 'Testa idén på kvällar och helger medan du har kvar din anställning. Du kan också börja med att fakturera utan eget företag.',
    considerations: ['Prata med din arbetsgivare om bisysslor', 'Egenavgifter på vinsten'],
    article: { slug: 'fakturera-utan-foretag', label: 'Fakturera utan eget företag' },
  },
];

export const QUESTIONS_HEADING = 'Frågor och svar';

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'vilken-form',
    question: 'Ska jag välja enskild firma eller aktiebolag?',
    answer:
      'Enskild firma är enklast och billigast att starta och passar bra när risken är liten. Aktiebolag kräver 25 000 kr i aktiekapital och mer administration, men skiljer bolagets ekonomi från din egen och kan ge skattefördelar när vinsten växer. Börja med frågan om risk: kan du förlora mer än du har råd med, är aktiebolaget tryggare.',
    article: { slug: 'valja-foretagsform', label: 'Välja företagsform' },
  },
  {
    id: 'kostar',
    question: 'Vad kostar det att starta företag?',
    answer:
      'Att ansöka om F-skatt och momsregistrering hos Skatteverket är gratis. Registrering hos Bolagsverket kostar en avgift som beror på företagsformen och är frivillig för enskild firma. För ett aktiebolag tillkommer aktiekapitalet, som är företagets egna pengar och kan användas i verksamheten.',
    article: { slug: 'att-komma-igang', label: 'Att komma igång' },
  },
  {
    id: 'hur-lang-tid',
    question: 'Hur lång tid tar det innan jag kan börja fakturera?',
    answer:
      'Det beror mest på Skatteverkets handläggning av F-skatten, som brukar ta några veckor. Du kan börja förbereda under tiden: skriv affärsplanen, öppna företagskonto och ta kontakt med kunder. Behöver du fakturera direkt kan en faktureringstjänst vara en lösning.',
    article: { slug: 'f-skatt', label: 'F-skatt: så ansöker du' },
  },
  {
    id: 'vid-sidan-av-anstallning',
    question: 'Får jag driva företag samtidigt som jag är anställd?',
    answer:
      'Ja, många startar vid sidan av sin anställning. Kontrollera ditt anställningsavtal och eventuellt kollektivavtal, eftersom arbetsgivaren kan säga nej till bisysslor som konkurrerar med verksamheten.',
    article: {
      slug: 'starta-vid-sidan-av-anstallningen',
      label: 'Starta företag vid sidan av anställningen',
    },
  },
  {
    id: 'moms',
    question: 'Måste jag ta ut moms?',
    answer:
      'De flesta som säljer varor och tjänster ska ta ut moms, oftast 25 procent. Går din försäljning inte över 120 000 kr om året är företaget i de flesta fall undantaget från moms utan att du ansöker. Då tar du inte ut någon moms men får heller inte dra av moms på dina inköp.',
    article: { slug: 'moms', label: 'Moms: skattesatser och hur momsen fungerar' },
  },
  {
    id: 'bokforing',
    question: 'Behöver jag en redovisningskonsult?',
    answer:
      'Nej, du får sköta bokföringen själv. Ett bokföringsprogram räcker långt för en liten enskild firma. En konsult kan vara värd pengarna när du har anställda, ett aktiebolag med årsredovisning eller helt enkelt vill lägga tiden på kunderna.',
    article: { slug: 'redovisningskonsult', label: 'Anlita en redovisningskonsult' },
  },
  {
    id: 'sjuk',
    question: 'Vad händer om jag blir sjuk?',
    answer:
      'Sjukpenningen från Försäkringskassan beräknas på din sjukpenninggrundande inkomst, som för en företagare i huvudsak bygger på vad verksamheten ger. För nystartade företag finns särskilda regler, men ersättningen kan ändå bli lägre än du räknar med. Se därför över ditt försäkringsskydd redan när du startar.',
    article: { slug: 'sjukforsakring', label: 'Sjukförsäkring för företagare' },
  },
  {
    id: 'byta-form',
    question: 'Kan jag byta företagsform senare?',
    answer:
      'Ja. Många börjar med enskild firma och går över till aktiebolag när verksamheten växer. Du startar då ett nytt aktiebolag och för över verksamheten dit, och firman avslutas eller vilar.',
    article: {
      slug: 'byta-fran-enskild-firma-till-aktiebolag',
      label: 'Byta från enskild firma till aktiebolag',
    },
  },
];
