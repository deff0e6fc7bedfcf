import type { ArticleMeta } from '../../types';
import { SRC } from '../sources';

/** Group 'foretagsformer' (Företagsformer): 11 articles. Bodies live in ../bodies/<id>.txt. */
export const foretagsformerArticles: readonly ArticleMeta[] = [
  {
    id: 'enskild-firma',
    title: 'Enskild firma: så fungerar den enklaste företagsformen',
    group: 'foretagsformer',
    category: 'Ekonomi',
    teaser:
      'Enskild firma kräver inget startkapital och är snabb att starta, men du och företaget är samma person. Här är vad som gäller för ansvar, skatt, egenavgifter och bokföring.',
    reviewed: '2026-11-22',
    sources: [
      SRC.fSkatt,
      SRC.egenavgifter,
      SRC.bfnEnskildaNaringsidkare,
      SRC.sjukpenningEgenforetagare,
    ],
    facts: ['egenavgift-full'],
    related: ['valja-foretagsform', 'momsbefrielse', 'egenavgifter'],
  },
  {
    id: 'aktiebolag',
    title: 'Aktiebolag: krav, skatt och ansvar',
    group: 'foretagsformer',
    category: 'Investment',
    teaser:
      'Ett aktiebolag kräver minst 25 000 kr i aktiekapital och mer administration, men ger begränsat personligt ansvar. Så fungerar start, bolagsskatt, lön, utdelning och årsredovisning.',
    reviewed: '2026-11-25',
    sources: [
      SRC.startaAktiebolagBv,
      SRC.avgifterAktiebolag,
      SRC.revisor,
      SRC.ablAktiekapital,
      SRC.ablStyrelse,
      SRC.ablKontrollbalansrakning,
      SRC.ablLaneforbud,
    ],
    facts: [
      'aktiekapital-minst',
      'registreringsavgift-aktiebolag',
      'bolagsskatt',
      'arbetsgivaravgift-full',
    ],
    related: ['registrera-aktiebolag-steg-for-steg', 'utdelning-312-regler'],
  },
  {
    id: 'handelsbolag',
    title: 'Handelsbolag: att driva företag tillsammans',
    group: 'foretagsformer',
    category: 'Samarbete',
    teaser:
      'I ett handelsbolag driver två eller fler delägare verksamheten tillsammans utan krav på startkapital. Här är vad det solidariska ansvaret innebär och varför ni bör skriva ett bolagsavtal.',
    reviewed: '2026-11-22',
    sources: [SRC.handelsbolag, SRC.foretagsnamn, SRC.egenavgifter],
    facts: ['egenavgift-full'],
    related: ['kommanditbolag', 'firmateckning'],
  },
  {
    id: 'kommanditbolag',
    title: 'Kommanditbolag: när en delägare vill satsa pengar men inte driva',
    group: 'foretagsformer',
    category: 'Investment',
    teaser:
      'I ett kommanditbolag har minst en delägare obegränsat ansvar och minst en ansvarar bara för sin insats. Formen kan passa när någon vill investera i en verksamhet som någon annan driver.',
    reviewed: '2026-11-22',
    sources: [SRC.handelsbolag, SRC.foretagsnamn, SRC.ilHandelsbolag],
    related: ['handelsbolag'],
  },
  {
    id: 'ekonomisk-forening',
    title: 'Ekonomisk förening: att äga och driva verksamhet tillsammans',
    group: 'foretagsformer',
    category: 'Samarbete',
    teaser:
      'En ekonomisk förening drivs av minst tre medlemmar för deras gemensamma ekonomiska nytta. Så startar ni, så fungerar insatser och röster, och så beskattas föreningen.',
    reviewed: '2026-11-22',
    sources: [SRC.startaEkonomiskForening, SRC.arsredovisningEkonomiskForening],
    facts: ['bolagsskatt'],
  },
  {
    id: 'valja-foretagsform',
    title: 'Välja företagsform: enskild firma, aktiebolag eller något annat?',
    group: 'foretagsformer',
    category: 'Olika system',
    teaser:
      'Fem frågor om antal ägare, risk, vinst, administration och kunder hjälper dig att välja form, och för dig som startar ensam jämför vi enskild firma och aktiebolag sida vid sida: skatt, ansvar, administration och trygghet.',
    reviewed: '2026-11-27',
    sources: [
      SRC.startaAktiebolag,
      SRC.handelsbolag,
      SRC.avgifterAktiebolag,
      SRC.egenavgifter,
      SRC.sjukpenningEgenforetagare,
    ],
    facts: [
      'aktiekapital-minst',
      'registreringsavgift-aktiebolag',
      'egenavgift-full',
      'bolagsskatt',
      'arbetsgivaravgift-full',
      'utdelning-grundbelopp',
      'utdelning-loneavdrag',
    ],
    related: [
      'byta-fran-enskild-firma-till-aktiebolag',
      'utdelning-312-regler',
      'fakturera-utan-foretag',
    ],
  },
  {
    id: 'byta-fran-enskild-firma-till-aktiebolag',
    title: 'Byta från enskild firma till aktiebolag',
    group: 'foretagsformer',
    category: 'Olika system',
    teaser:
      'En enskild firma kan inte omvandlas, men verksamheten kan föras över till ett nytt aktiebolag. Så gör du steg för steg och så hanterar du fonder, avtal och kunder.',
    reviewed: '2026-12-07',
    sources: [
      SRC.startaAktiebolagBv,
      SRC.avgifterAktiebolag,
      SRC.fSkatt,
      SRC.rvPeriodiseringsfond,
      SRC.ilExpansionsfond,
    ],
    facts: ['aktiekapital-minst', 'registreringsavgift-aktiebolag'],
    related: ['registrera-aktiebolag-steg-for-steg', 'periodiseringsfond'],
  },
  {
    id: 'ideell-forening-eller-foretag',
    title: 'Ideell förening eller företag: vilket passar din idé?',
    group: 'foretagsformer',
    category: 'Hållbarhet',
    teaser:
      'Vill du göra nytta för människor eller miljö kan både en ideell förening och ett företag vara rätt. Formen avgör vem som bestämmer och hur pengarna får användas.',
    reviewed: '2026-11-22',
    sources: [SRC.ilIdeellForening, SRC.startaEkonomiskForening, SRC.fSkatt],
    related: ['ekonomisk-forening', 'stod-vid-anstallning'],
  },
  {
    id: 'filial',
    title: 'Filial: så etablerar ett utländskt företag sig i Sverige',
    group: 'foretagsformer',
    category: 'Trender',
    teaser:
      'En filial är en del av ett utländskt företag och ingen egen juridisk person. Här är skillnaden mot ett svenskt dotterbolag och vad som gäller för registrering, skatt och redovisning.',
    reviewed: '2026-11-22',
    sources: [SRC.fSkatt, SRC.startaAktiebolag],
    facts: ['aktiekapital-minst', 'bolagsskatt'],
    related: ['aktiebolag', 'moms-eu-utlandet'],
  },
  {
    id: 'aktieagaravtal',
    title: 'Aktieägaravtal: spelregler för delägare',
    group: 'foretagsformer',
    category: 'Samarbete',
    teaser:
      'Ett aktieägaravtal reglerar hur delägarna i ett aktiebolag ska samarbeta och vad som händer när någon vill sälja eller sluta. Här är klausulerna som brukar ingå.',
    reviewed: '2026-11-22',
    sources: [SRC.bolagsordning, SRC.ablForkop, SRC.ablHembud],
    related: ['bolagsordning', 'utdelning-312-regler'],
  },
  {
    id: 'bolagsordning',
    title: 'Bolagsordning: aktiebolagets regelverk',
    group: 'foretagsformer',
    category: 'Samarbete',
    teaser:
      'Bolagsordningen är aktiebolagets offentliga regelverk och skickas in när bolaget registreras. Här är vad den måste innehålla, vad du kan lägga till och hur du ändrar den.',
    reviewed: '2026-11-22',
    sources: [SRC.bolagsordning, SRC.startaAktiebolagBv, SRC.ablBolagsordning],
    facts: ['aktiekapital-minst'],
    related: ['aktieagaravtal', 'registrera-aktiebolag-steg-for-steg'],
  },
];
