/**
 * Founders' own words for the site's terms: each group's phrases find each other's articles.
 * Collected from how the FAQ and the articles' own questions put things, and from what founders
 * type instead of the official word. A phrase of several words matches those words in a row.
 * Kept as data (tests/unit/searchSynonyms.test.ts checks that every phrase reaches the index).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['moms', 'mervärdesskatt'],
  ['momsfri', 'momsbefrielse', 'momsbefriad', 'undantagen från moms'],
  ['starta eget', 'starta företag', 'eget företag'],
  ['lön', 'löneutbetalning', 'löner'],
  ['ab', 'aktiebolag'],
  ['ef', 'enskild firma', 'enskild näringsidkare'],
  ['hb', 'handelsbolag'],
  ['kb', 'kommanditbolag'],
  ['lägga ner', 'avveckla', 'stänga företaget', 'avsluta företaget'],
  ['bokföringsbyrå', 'redovisningsbyrå', 'redovisningskonsult'],
  ['kassaapparat', 'kassaregister'],
  ['orgnummer', 'orgnr', 'organisationsnummer'],
  ['sjukpenning', 'sjukförsäkring', 'sjukskriven'],
  ['webbplats', 'hemsida', 'webbsida', 'domän'],
  ['frilans', 'frilansare', 'egenanställning', 'fakturera utan företag'],
  ['sociala avgifter', 'egenavgifter', 'arbetsgivaravgifter'],
  ['bolagsskatt', 'skatt på vinsten'],
  ['kvitto', 'verifikation'],
  ['företagsnamn', 'firmanamn'],
  ['anställa', 'rekrytera'],
  ['pension', 'tjänstepension', 'pensionssparande'],
  ['arbetslös', 'arbetslöshet', 'a-kassa'],
  ['låna pengar', 'lån', 'finansiering'],
  ['faktura', 'räkning'],
  ['tjänstebil', 'förmånsbil', 'firmabil'],
  ['körjournal', 'körbok'],
  ['deklaration', 'deklarera', 'inkomstdeklaration'],
  ['utdelning', 'ta ut pengar ur bolaget'],
  ['försäkring', 'försäkra'],
  ['företag', 'firma', 'bolag'],
  ['samtidigt', 'vid sidan av', 'bisyssla', 'sidoverksamhet'],
];
