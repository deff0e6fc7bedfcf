import type { ArticleMeta } from '../../types';

/** Group 'bokforing' (Bokföring): 13 articles. Bodies live in ../bodies/<id>.txt. */
export const bokforingArticles: readonly ArticleMeta[] = [
  {
    id: 'bokforing',
    title: 'Bokföring för företagare – grunderna',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Alla företag måste bokföra sina affärshändelser. Här är grunderna: verifikationer, debet och kredit, tidsgränser och en rutin som håller hela året.',
    reviewed: '2026-10-13',
    sources: [
      { label: 'Bokföringsnämnden: vägledning om bokföring', url: 'https://www.bfn.se/' },
      { label: 'verksamt.se: bokföring och redovisning', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'bokforingsskyldighet',
    title: 'Bokföringsskyldighet: vem måste bokföra?',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Bokföringslagen gäller alla aktiebolag och handelsbolag och alla som driver enskild näringsverksamhet. Så vet du vad skyldigheten omfattar och vem som bär ansvaret.',
    reviewed: '2026-10-13',
    sources: [
      { label: 'Bokföringsnämnden: bokföringsskyldighet', url: 'https://www.bfn.se/' },
      {
        label: 'Skatteverket: bokföring och näringsverksamhet',
        url: 'https://www.skatteverket.se/',
      },
    ],
  },
  {
    id: 'verifikationer-kvitton',
    title: 'Verifikationer och kvitton',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Varje bokförd affärshändelse ska ha en verifikation. Så ser du till att kvitton och fakturor innehåller rätt uppgifter och hur du hanterar dem digitalt.',
    reviewed: '2026-10-19',
    sources: [
      { label: 'Bokföringsnämnden: verifikationer', url: 'https://www.bfn.se/' },
      { label: 'Skatteverket: underlag för avdrag för moms', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'kontantmetoden-fakturametoden',
    title: 'Kontantmetoden eller fakturametoden?',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Små företag kan välja att bokföra fakturor först när de betalas. Så skiljer sig metoderna åt, också för momsen, och så väljer du rätt.',
    reviewed: '2026-10-19',
    sources: [
      { label: 'Bokföringsnämnden: bokföring enligt kontantmetoden', url: 'https://www.bfn.se/' },
      { label: 'Skatteverket: när momsen ska redovisas', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'bas-kontoplanen',
    title: 'BAS-kontoplanen: så är kontona ordnade',
    group: 'bokforing',
    category: 'Olika system',
    teaser:
      'Nästan alla svenska företag bokför med BAS-kontoplanen. När du förstår hur kontonumren är uppbyggda blir bokföringen mycket lättare att läsa.',
    reviewed: '2026-10-26',
    sources: [
      { label: 'BAS-kontoplanen', url: 'https://www.bas.se/' },
      { label: 'Bokföringsnämnden', url: 'https://www.bfn.se/' },
    ],
  },
  {
    id: 'bokslut',
    title: 'Bokslut: förenklat årsbokslut, årsbokslut eller årsredovisning',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Varje räkenskapsår avslutas med ett bokslut. Vilken form det ska ha beror på företagsform och storlek. Här är skillnaderna och arbetsgången.',
    reviewed: '2026-10-26',
    sources: [
      { label: 'Bokföringsnämnden: årsbokslut och K-regelverken', url: 'https://www.bfn.se/' },
      {
        label: 'Skatteverket: NE-bilaga och inkomstdeklaration',
        url: 'https://www.skatteverket.se/',
      },
    ],
  },
  {
    id: 'arsredovisning-aktiebolag',
    title: 'Årsredovisning i aktiebolag',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Alla aktiebolag ska upprätta en årsredovisning och skicka in den till Bolagsverket. Här är delarna, tidsfristerna och vad som händer om den kommer in för sent.',
    reviewed: '2026-11-03',
    sources: [
      { label: 'Bolagsverket: årsredovisning för aktiebolag', url: 'https://bolagsverket.se/' },
      { label: 'Bokföringsnämnden: K2 och K3', url: 'https://www.bfn.se/' },
    ],
  },
  {
    id: 'arkivering',
    title: 'Arkivering: spara räkenskapsinformation i sju år',
    group: 'bokforing',
    category: 'Teknologi',
    teaser:
      'Bokföringen ska sparas i sju år, och sedan 2024 får pappersunderlag förstöras när de har digitaliserats på ett säkert sätt. Så bygger du ett arkiv som håller.',
    reviewed: '2026-11-03',
    sources: [
      {
        label: 'Bokföringsnämnden: arkivering av räkenskapsinformation',
        url: 'https://www.bfn.se/',
      },
      { label: 'Skatteverket: spara underlag', url: 'https://www.skatteverket.se/' },
    ],
  },
  {
    id: 'bokforingsprogram',
    title: 'Välja bokföringsprogram',
    group: 'bokforing',
    category: 'Olika system',
    teaser:
      'Rätt bokföringsprogram sparar timmar varje månad. Här är funktionerna som spelar roll, kraven från bokföringslagen och frågorna att ställa innan du väljer.',
    reviewed: '2026-11-10',
    sources: [
      {
        label: 'Bokföringsnämnden: systemdokumentation och behandlingshistorik',
        url: 'https://www.bfn.se/',
      },
      { label: 'verksamt.se: ekonomi och administration', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'fakturakrav',
    title: 'Fakturakrav: det här måste stå på en faktura',
    group: 'bokforing',
    category: 'Finansiella tjänster',
    teaser:
      'En faktura som saknar obligatoriska uppgifter kan kosta både dig och kunden momsavdraget. Här är checklistan, plus tips för att få betalt i tid.',
    reviewed: '2026-11-10',
    sources: [
      { label: 'Skatteverket: krav på fakturans innehåll', url: 'https://www.skatteverket.se/' },
      {
        label: 'Bolagsverket: uppgifter på aktiebolagets fakturor',
        url: 'https://bolagsverket.se/',
      },
    ],
  },
  {
    id: 'e-faktura',
    title: 'E-faktura: fakturor som systemen kan läsa',
    group: 'bokforing',
    category: 'Innovation',
    teaser:
      'En e-faktura är inte en pdf utan strukturerad data. Säljer du till offentlig sektor är e-faktura ett krav, och inom EU är fler krav på väg.',
    reviewed: '2026-10-30',
    sources: [
      { label: 'DIGG: e-faktura till offentlig sektor', url: 'https://www.digg.se/' },
      { label: 'verksamt.se: fakturering', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'redovisningskonsult',
    title: 'Anlita en redovisningskonsult',
    group: 'bokforing',
    category: 'Samarbete',
    teaser:
      'En redovisningskonsult kan ta hand om allt från löpande bokföring till bokslut. Så hittar du rätt hjälp och så delar ni upp arbetet så att samarbetet fungerar.',
    reviewed: '2026-10-30',
    sources: [
      { label: 'Skatteverket: ombud och behörigheter', url: 'https://www.skatteverket.se/' },
      { label: 'verksamt.se: hjälp och rådgivning', url: 'https://www.verksamt.se/' },
    ],
  },
  {
    id: 'kassaregister',
    title: 'Kassaregister: när du måste ha ett och hur det fungerar',
    group: 'bokforing',
    category: 'Teknologi',
    teaser:
      'Tar du betalt kontant, med kort eller med Swish på plats behöver du oftast ett kassaregister. Här är kraven, undantagen och vad Skatteverket kontrollerar.',
    reviewed: '2026-11-06',
    sources: [{ label: 'Skatteverket: kassaregister', url: 'https://www.skatteverket.se/' }],
  },
];
