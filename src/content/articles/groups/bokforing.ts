import type { ArticleMeta } from '../../types';
import { SRC } from '../sources';

/** Group 'bokforing' (Bokföring): 12 articles. Bodies live in ../bodies/<id>.txt. */
export const bokforingArticles: readonly ArticleMeta[] = [
  {
    id: 'bokforing',
    title: 'Bokföring för företagare – grunderna',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Alla företag måste bokföra sina affärshändelser. Här är grunderna: verifikationer, debet och kredit, tidsgränser och en rutin som håller hela året.',
    reviewed: '2026-11-25',
    sources: [
      SRC.bfnBokforing,
      SRC.bflEnskildNaringsidkare,
      SRC.bflVerifikationer,
      SRC.bflArkivering,
    ],
    related: ['bokforingsprogram', 'kontantmetoden-faktureringsmetoden'],
  },
  {
    id: 'bokforingsskyldighet',
    title: 'Bokföringsskyldighet: vem måste bokföra?',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Bokföringslagen gäller alla aktiebolag och handelsbolag och alla som driver enskild näringsverksamhet. Så vet du vad skyldigheten omfattar och vem som bär ansvaret.',
    reviewed: '2026-11-22',
    sources: [SRC.bflBokforingsskyldiga, SRC.bflEnskildNaringsidkare, SRC.bfnBokforing],
    related: ['bokforing', 'arkivering'],
  },
  {
    id: 'verifikationer-kvitton',
    title: 'Verifikationer och kvitton',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Varje bokförd affärshändelse ska ha en verifikation. Så ser du till att kvitton och fakturor innehåller rätt uppgifter och hur du hanterar dem digitalt.',
    reviewed: '2026-11-22',
    sources: [SRC.bflVerifikationer, SRC.bflVerifikationensInnehall, SRC.bfnArkivering],
    related: ['arkivering', 'din-forsta-faktura'],
  },
  {
    id: 'kontantmetoden-faktureringsmetoden',
    title: 'Kontantmetoden eller faktureringsmetoden?',
    group: 'bokforing',
    category: 'Olika system',
    teaser:
      'Små företag kan välja att bokföra fakturor först när de betalas. Så skiljer sig metoderna åt, också för momsen, och så väljer du rätt.',
    reviewed: '2026-11-25',
    sources: [SRC.bfnEnskildaNaringsidkare, SRC.bflKontantmetoden],
    related: ['momsredovisning', 'bokslut'],
  },
  {
    id: 'bas-kontoplanen',
    title: 'BAS-kontoplanen: så är kontona ordnade',
    group: 'bokforing',
    category: 'Olika system',
    teaser:
      'Nästan alla svenska företag bokför med BAS-kontoplanen. När du förstår hur kontonumren är uppbyggda blir bokföringen mycket lättare att läsa.',
    reviewed: '2026-11-22',
    sources: [SRC.bfnBokforing, SRC.basKontoplan],
    related: ['bokforing', 'bokforingsprogram'],
  },
  {
    id: 'bokslut',
    title: 'Bokslut: förenklat årsbokslut, årsbokslut eller årsredovisning',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Varje räkenskapsår avslutas med ett bokslut. Vilken form det ska ha beror på företagsform och storlek. Här är skillnaderna och arbetsgången.',
    reviewed: '2026-11-22',
    sources: [SRC.bfnEnskildaNaringsidkare, SRC.bflArsbokslut],
    related: ['arsredovisning-aktiebolag', 'periodiseringsfond'],
  },
  {
    id: 'arsredovisning-aktiebolag',
    title: 'Årsredovisning i aktiebolag',
    group: 'bokforing',
    category: 'Ekonomi',
    teaser:
      'Alla aktiebolag ska upprätta en årsredovisning och skicka in den till Bolagsverket. Här är delarna, tidsfristerna och vad som händer om den kommer in för sent.',
    reviewed: '2026-12-07',
    sources: [
      SRC.arsredovisningsguiden,
      SRC.forseningsavgifter,
      SRC.revisor,
      SRC.arlArsredovisningensDelar,
      SRC.arlOffentliggorande,
      SRC.ablArsstamma,
    ],
    related: ['bokslut', 'bolagsskatt'],
  },
  {
    id: 'arkivering',
    title: 'Arkivering: spara räkenskapsinformation i sju år',
    group: 'bokforing',
    category: 'Teknologi',
    teaser:
      'Bokföringen ska sparas i sju år, och sedan 2024 får pappersunderlag förstöras när de har digitaliserats på ett säkert sätt. Så bygger du ett arkiv som håller.',
    reviewed: '2026-11-22',
    sources: [SRC.bfnArkivering, SRC.bflArkivering],
    related: ['verifikationer-kvitton', 'bokforingsprogram'],
  },
  {
    id: 'bokforingsprogram',
    title: 'Välja bokföringsprogram',
    group: 'bokforing',
    category: 'Teknologi',
    teaser:
      'Rätt bokföringsprogram sparar timmar varje månad. Här är funktionerna som spelar roll, kraven från bokföringslagen och frågorna att ställa innan du väljer.',
    reviewed: '2026-11-25',
    sources: [SRC.bflVerifikationer, SRC.bflArkivering, SRC.bfnBokforing],
    related: ['bas-kontoplanen', 'e-faktura'],
  },
  {
    id: 'e-faktura',
    title: 'E-faktura: fakturor som systemen kan läsa',
    group: 'bokforing',
    category: 'Nyheter',
    teaser:
      'En e-faktura är inte en pdf utan strukturerad data. Säljer du till offentlig sektor är e-faktura ett krav, och inom EU är fler krav på väg.',
    reviewed: '2026-11-22',
    sources: [SRC.diggEhandel, SRC.transaktionsrapportering],
    related: ['din-forsta-faktura', 'bokforingsprogram'],
  },
  {
    id: 'redovisningskonsult',
    title: 'Anlita en redovisningskonsult',
    group: 'bokforing',
    category: 'Samarbete',
    teaser:
      'En redovisningskonsult kan ta hand om allt från löpande bokföring till bokslut. Så hittar du rätt hjälp och så delar ni upp arbetet så att samarbetet fungerar.',
    reviewed: '2026-11-22',
    sources: [SRC.bfnBokforing],
    related: ['bokforingsskyldighet', 'bokforingsprogram'],
  },
  {
    id: 'kassaregister',
    title: 'Kassaregister: när du måste ha ett och hur det fungerar',
    group: 'bokforing',
    category: 'Teknologi',
    teaser:
      'Tar du betalt kontant, med kort eller med Swish på plats behöver du oftast ett kassaregister. Här är kraven, undantagen och vad Skatteverket kontrollerar.',
    reviewed: '2026-11-22',
    sources: [SRC.kassaregister, SRC.sflKassaregister],
    related: ['tillstand-och-anmalningar', 'verifikationer-kvitton'],
  },
];
