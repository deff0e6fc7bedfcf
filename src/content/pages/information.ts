import type { ArticleLink } from './types';

/** /information: four cards, each a short list of links to article cards on /articles. */

export interface InfoCard {
  id: string;
  title: string;
  text: string;
  links: readonly ArticleLink[];
}

export const INFORMATION_INTRO = {
  title: 'Information',
  lead: 'En snabb väg in i det viktigaste. Välj ett område och gå direkt till artikeln du behöver.',
} as const;

export const INFO_CARDS: readonly InfoCard[] = [
  {
    id: 'foretagsformer',
    title: 'Företagsformer',
    text: 'Formen avgör hur du beskattas, vem som ansvarar för skulderna och vad som krävs för att starta.',
    links: [
      { slug: 'enskild-firma', label: 'Enskild firma' },
      { slug: 'aktiebolag', label: 'Aktiebolag' },
      { slug: 'handelsbolag', label: 'Handelsbolag' },
      { slug: 'kommanditbolag', label: 'Kommanditbolag' },
      { slug: 'ekonomisk-forening', label: 'Ekonomisk förening' },
    ],
  },
  {
    id: 'viktiga-steg',
    title: 'Viktiga steg',
    text: 'Det du behöver göra, ungefär i den här ordningen, innan du kan skicka din första faktura.',
    links: [
      { slug: 'att-komma-igang', label: 'Att komma igång' },
      { slug: 'affarsplan', label: 'Skriv en affärsplan' },
      { slug: 'valja-foretagsform', label: 'Välj företagsform' },
      { slug: 'registrera-aktiebolag-steg-for-steg', label: 'Registrera aktiebolag' },
      { slug: 'f-skatt', label: 'Ansök om F-skatt' },
      { slug: 'moms', label: 'Moms och momsregistrering' },
      { slug: 'registrera-som-arbetsgivare', label: 'Registrera dig som arbetsgivare' },
    ],
  },
  {
    id: 'dokument',
    title: 'Dokument',
    text: 'Avtal, fakturor och rapporter som ska upprättas, lämnas in eller sparas.',
    links: [
      { slug: 'bolagsordning', label: 'Bolagsordning' },
      { slug: 'aktieagaravtal', label: 'Aktieägaravtal' },
      { slug: 'anstallningsavtal', label: 'Anställningsavtal' },
      { slug: 'din-forsta-faktura', label: 'Det här ska stå på en faktura' },
      { slug: 'verifikationer-kvitton', label: 'Verifikationer och kvitton' },
      { slug: 'arsredovisning-aktiebolag', label: 'Årsredovisning i aktiebolag' },
      { slug: 'arkivering', label: 'Spara underlagen i sju år' },
    ],
  },
  {
    id: 'forsakringar',
    title: 'Försäkringar',
    text: 'Skydd för företaget, för dina kunder och för dig själv om du blir sjuk.',
    links: [
      { slug: 'foretagsforsakring', label: 'Företagsförsäkring' },
      { slug: 'ansvarsforsakring', label: 'Ansvarsförsäkring' },
      { slug: 'egendomsforsakring', label: 'Egendomsförsäkring' },
      { slug: 'sjukforsakring', label: 'Sjukförsäkring för företagare' },
      { slug: 'tjanstepension-for-egenforetagare', label: 'Tjänstepension' },
      { slug: 'a-kassa-for-foretagare', label: 'A-kassa för företagare' },
      { slug: 'forsakringar-for-anstallda', label: 'Försäkringar för anställda' },
    ],
  },
];

/** The fifth card: the calculators under /raknare (links from ../calculators). */
export const CALCULATORS_CARD = {
  id: 'raknare',
  title: 'Räknare',
  text: 'Räkna på det du behöver veta varje vecka, med årets siffror och länkar till källorna.',
} as const;

/** The card that leads to /startplan. */
export const STARTPLAN_CARD = {
  id: 'startplan',
  title: 'Din startplan och skattekalender',
  text: 'Svara på några frågor om ditt företag och få stegen för att registrera det och alla datum för moms, arbetsgivardeklaration, F-skatt och deklarationer de kommande 18 månaderna, i din egen kalender.',
  linkLabel: 'Gör din startplan',
} as const;
