import type { ArticleMeta } from '../../types';

/** Group 'foretagsformer' (Företagsformer): 12 articles. Bodies live in ../bodies/<id>.txt. */
export const foretagsformerArticles: readonly ArticleMeta[] = [
  {
    id: 'enskild-firma',
    title: 'Enskild firma: så fungerar den enklaste företagsformen',
    group: 'foretagsformer',
    category: 'Ekonomi',
    teaser:
      'Enskild firma kräver inget startkapital och är snabb att starta, men du och företaget är samma person. Här är vad som gäller för ansvar, skatt, egenavgifter och bokföring.',
    reviewed: '2026-11-09',
    sources: [
      {
        label: 'Skatteverket: F-skatt och FA-skatt',
        url: 'https://www.skatteverket.se/foretag/drivaforetag/startaochregistrera/fochfaskatt.4.58d555751259e4d661680006355.html',
      },
      { label: 'verksamt.se: välj företagsform och registrera', url: 'https://www.verksamt.se/' },
      {
        label: 'Försäkringskassan: sjukpenning för egenföretagare',
        url: 'https://www.forsakringskassan.se/',
      },
    ],
  },
  {
    id: 'aktiebolag',
    title: 'Aktiebolag: krav, skatt och ansvar',
    group: 'foretagsformer',
    category: 'Ekonomi',
    teaser:
      'Ett aktiebolag kräver minst 25 000 kr i aktiekapital och mer administration, men ger begränsat personligt ansvar. Så fungerar start, bolagsskatt, lön, utdelning och årsredovisning.',
    reviewed: '2026-11-09',
    sources: [
      {
        label: 'Bolagsverket: starta aktiebolag',
        url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag.479.html',
      },
      {
        label: 'Skatteverket: fåmansföretag och 3:12-reglerna',
        url: 'https://www.skatteverket.se/',
      },
      { label: 'verksamt.se: starta och registrera aktiebolag', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'handelsbolag',
    title: 'Handelsbolag: att driva företag tillsammans',
    group: 'foretagsformer',
    category: 'Samarbete',
    teaser:
      'I ett handelsbolag driver två eller fler delägare verksamheten tillsammans utan krav på startkapital. Här är vad det solidariska ansvaret innebär och varför ni bör skriva ett bolagsavtal.',
    reviewed: '2026-11-03',
    sources: [
      {
        label: 'verksamt.se: handelsbolag',
        url: 'https://verksamt.se/starta-foretag/valj-foretagsform/handelsbolag',
      },
      { label: 'Bolagsverket: registrera handelsbolag', url: 'https://bolagsverket.se/' },
      { label: 'Skatteverket: beskattning av handelsbolag', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'kommanditbolag',
    title: 'Kommanditbolag: när en delägare vill satsa pengar men inte driva',
    group: 'foretagsformer',
    category: 'Investment',
    teaser:
      'I ett kommanditbolag har minst en delägare obegränsat ansvar och minst en ansvarar bara för sin insats. Formen kan passa när någon vill investera i en verksamhet som någon annan driver.',
    reviewed: '2026-10-28',
    sources: [
      { label: 'Bolagsverket: kommanditbolag', url: 'https://bolagsverket.se/' },
      { label: 'verksamt.se: välj företagsform', url: 'https://www.verksamt.se/' },
      {
        label: 'Skatteverket: delägare i handelsbolag och kommanditbolag',
        url: 'https://www.skatteverket.se/',
      },
    ],
  },
  {
    id: 'ekonomisk-forening',
    title: 'Ekonomisk förening: att äga och driva verksamhet tillsammans',
    group: 'foretagsformer',
    category: 'Samarbete',
    teaser:
      'En ekonomisk förening drivs av minst tre medlemmar för deras gemensamma ekonomiska nytta. Så startar ni, så fungerar insatser och röster, och så beskattas föreningen.',
    reviewed: '2026-10-28',
    sources: [
      {
        label: 'Bolagsverket: starta ekonomisk förening',
        url: 'https://bolagsverket.se/forening/ekonomiskforening/startaekonomiskforening.1335.html',
      },
      { label: 'Skatteverket: ekonomiska föreningar', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'valja-foretagsform',
    title: 'Välja företagsform: fem frågor som avgör',
    group: 'foretagsformer',
    category: 'Ekonomi',
    teaser:
      'Företagsformen påverkar skatt, ansvar och administration. Fem frågor om antal ägare, risk, vinst, administration och kunder hjälper dig att välja rätt från början.',
    reviewed: '2026-11-12',
    sources: [
      { label: 'verksamt.se: välj företagsform', url: 'https://www.verksamt.se/' },
      { label: 'Bolagsverket: företagsformer och avgifter', url: 'https://bolagsverket.se/' },
    ],
  },
  {
    id: 'enskild-firma-eller-aktiebolag',
    title: 'Enskild firma eller aktiebolag: så jämför du',
    group: 'foretagsformer',
    category: 'Skatter',
    teaser:
      'Valet mellan enskild firma och aktiebolag handlar mest om risk, vinst och administration. Här jämför vi skatten, ansvaret och tryggheten sida vid sida.',
    reviewed: '2026-11-12',
    sources: [
      {
        label: 'Skatteverket: skatt i enskild firma och aktiebolag',
        url: 'https://www.skatteverket.se/',
      },
      { label: 'verksamt.se: välj företagsform', url: 'https://www.verksamt.se/' },
      {
        label: 'Försäkringskassan: sjukpenninggrundande inkomst',
        url: 'https://www.forsakringskassan.se/',
      },
    ],
  },
  {
    id: 'byta-fran-enskild-firma-till-aktiebolag',
    title: 'Byta från enskild firma till aktiebolag',
    group: 'foretagsformer',
    category: 'Skatter',
    teaser:
      'En enskild firma kan inte omvandlas, men verksamheten kan föras över till ett nytt aktiebolag. Så gör du steg för steg och så hanterar du fonder, avtal och kunder.',
    reviewed: '2026-11-05',
    sources: [
      {
        label: 'Bolagsverket: starta aktiebolag',
        url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag.479.html',
      },
      {
        label: 'Skatteverket: ombildning och upphörd verksamhet',
        url: 'https://www.skatteverket.se/',
      },
      { label: 'verksamt.se: registrera och avregistrera', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'ideell-forening-eller-foretag',
    title: 'Ideell förening eller företag: vilket passar din idé?',
    group: 'foretagsformer',
    category: 'Hållbarhet',
    teaser:
      'Vill du göra nytta för människor eller miljö kan både en ideell förening och ett företag vara rätt. Formen avgör vem som bestämmer och hur pengarna får användas.',
    reviewed: '2026-10-21',
    sources: [
      { label: 'Skatteverket: ideella föreningar', url: 'https://www.skatteverket.se/' },
      { label: 'Bolagsverket: föreningar', url: 'https://bolagsverket.se/' },
      {
        label: 'Arbetsförmedlingen: stöd till arbetsgivare',
        url: 'https://arbetsformedlingen.se/',
      },
    ],
  },
  {
    id: 'filial',
    title: 'Filial: så etablerar ett utländskt företag sig i Sverige',
    group: 'foretagsformer',
    category: 'Ekonomi',
    teaser:
      'En filial är en del av ett utländskt företag och ingen egen juridisk person. Här är skillnaden mot ett svenskt dotterbolag och vad som gäller för registrering, skatt och redovisning.',
    reviewed: '2026-10-21',
    sources: [
      { label: 'Bolagsverket: filial till utländskt företag', url: 'https://bolagsverket.se/' },
      { label: 'Skatteverket: utländska företag i Sverige', url: 'https://www.skatteverket.se/' },
      { label: 'verksamt.se: registrera företag', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'aktieagaravtal',
    title: 'Aktieägaravtal: spelregler för delägare',
    group: 'foretagsformer',
    category: 'Samarbete',
    teaser:
      'Ett aktieägaravtal reglerar hur delägarna i ett aktiebolag ska samarbeta och vad som händer när någon vill sälja eller sluta. Här är klausulerna som brukar ingå.',
    reviewed: '2026-11-16',
    sources: [
      {
        label: 'Bolagsverket: bolagsordning för aktiebolag',
        url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag/bolagsordningforaktiebolag.483.html',
      },
      { label: 'Skatteverket: utdelning i fåmansföretag', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'bolagsordning',
    title: 'Bolagsordning: aktiebolagets regelverk',
    group: 'foretagsformer',
    category: 'Ekonomi',
    teaser:
      'Bolagsordningen är aktiebolagets offentliga regelverk och skickas in när bolaget registreras. Här är vad den måste innehålla, vad du kan lägga till och hur du ändrar den.',
    reviewed: '2026-11-16',
    sources: [
      {
        label: 'Bolagsverket: bolagsordning för aktiebolag',
        url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag/bolagsordningforaktiebolag.483.html',
      },
      {
        label: 'Bolagsverket: starta aktiebolag',
        url: 'https://bolagsverket.se/foretag/aktiebolag/startaaktiebolag.479.html',
      },
    ],
  },
];
