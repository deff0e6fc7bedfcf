/**
 * The business test as a page (/quiz) and its preview (/test-results).
 *
 * Five option questions (each choice moves on), then a free-text question (at most 30 words).
 * Recommendations come only from the free text: per business model, the number of its keywords
 * found as a case-insensitive substring of the text gives the points, and
 * score = round(points / keywords × 100). Scores above 0 are sorted descending (ties keep
 * catalogue order) and the top 5 shown; with no match at all the first 5 catalogue entries are
 * shown at score 20 and 1 point.
 *
 * Pure data and functions only: no React, no XState.
 */

export interface PageQuestionOption {
  text: string;
  value: string;
}

export interface PageQuestion {
  id: number;
  question: string;
  options: readonly PageQuestionOption[];
}

export interface FreeTextQuestion {
  id: number;
  question: string;
  placeholder: string;
}

export interface BusinessModel {
  name: string;
  /** Lower-case substrings looked for in the free text. */
  keywords: readonly string[];
  description: string;
}

export interface Recommendation {
  name: string;
  description: string;
  /** 0..100, rounded to an integer. */
  score: number;
  /** Number of the model's keywords found in the free text. */
  points: number;
}

export type FreeTextValidation =
  { ok: true } | { ok: false; reason: 'empty' | 'too_many_words'; message?: string };

/** 5 option questions + 1 free-text question. */
export const PAGE_QUESTION_COUNT = 6;
/** Maximum number of words in the free-text answer. */
export const MAX_WORDS = 30;
/** Number of recommendations shown. */
export const TOP_RECOMMENDATIONS = 5;
/** Score and points given to the fallback entries when nothing matches. */
export const FALLBACK_SCORE = 20;
export const FALLBACK_POINTS = 1;

export const TOO_MANY_WORDS_MESSAGE = 'För många ord. Begränsa din beskrivning till max 30 ord.';
export const EMPTY_FREE_TEXT_MESSAGE = 'Beskriv kort vad du vill göra innan du går vidare.';

export const pageQuestions: readonly PageQuestion[] = [
  {
    id: 1,
    question: 'Hur mycket pengar kan du investera i din verksamhet?',
    options: [
      { text: 'Under 5 000 kr', value: 'under-5000' },
      { text: '5 000–25 000 kr', value: '5000-25000' },
      { text: '25 000–75 000 kr', value: '25000-75000' },
      { text: '75 000–150 000 kr', value: '75000-150000' },
      { text: '150 000–500 000 kr', value: '150000-500000' },
      { text: 'Över 500 000 kr', value: 'over-500000' },
    ],
  },
  {
    id: 2,
    question: 'Var vill du helst arbeta?',
    options: [
      { text: 'Hemma', value: 'home' },
      { text: 'På ett kontor', value: 'office' },
      { text: 'I en butik eller egen lokal', value: 'shop' },
      { text: 'Ingen fast plats', value: 'none' },
    ],
  },
  {
    id: 3,
    question: 'Hur mycket tid kan du lägga på verksamheten?',
    options: [
      { text: 'Deltid', value: 'part-time' },
      { text: 'Heltid', value: 'full-time' },
      { text: 'Mer än heltid', value: 'more-than-full-time' },
    ],
  },
  {
    id: 4,
    question: 'Hur mycket erfarenhet har du av att driva företag?',
    options: [
      { text: 'Ingen', value: 'none' },
      { text: 'Lite', value: 'little' },
      { text: 'Måttlig', value: 'moderate' },
      { text: 'Mycket', value: 'much' },
    ],
  },
  {
    id: 5,
    question: 'Vad vill du i första hand sälja?',
    options: [
      { text: 'Fysiska produkter', value: 'physical' },
      { text: 'Digitala produkter', value: 'digital' },
      { text: 'Tjänster', value: 'services' },
      { text: 'En kombination', value: 'combination' },
    ],
  },
];

export const freeTextQuestion: FreeTextQuestion = {
  id: 6,
  question: 'Beskriv med egna ord vad du vill göra (max 30 ord)',
  placeholder: 'Till exempel: Jag vill starta en webbutik som säljer handgjorda smycken.',
};

export const businessModels: readonly BusinessModel[] = [
  {
    name: 'Webbutik',
    keywords: ['webbutik', 'e-handel', 'näthandel', 'sälja online', 'produkter', 'shop'],
    description:
      'Sälj varor via en egen webbutik eller en marknadsplats. Låg startkostnad, men räkna med tid för marknadsföring, lager och frakt.',
  },
  {
    name: 'Apputveckling',
    keywords: ['app', 'mobil', 'utveckl', 'programmer', 'kod', 'mjukvara'],
    description:
      'Utveckla appar och mjukvara på uppdrag åt kunder eller som egen produkt. Passar dig som kan programmera.',
  },
  {
    name: 'Webbyrå',
    keywords: ['webb', 'hemsid', 'wordpress', 'webbdesign', 'seo'],
    description:
      'Bygg hemsidor och webbutiker åt småföretag och föreningar. Löpande underhåll och support ger återkommande intäkter.',
  },
  {
    name: 'IT-konsult',
    keywords: ['it-konsult', 'konsult', 'system', 'nätverk', 'support', 'server'],
    description:
      'Sälj din IT-kompetens per timme eller per uppdrag. Ofta via konsultmäklare i början, sedan direkt till kunder.',
  },
  {
    name: 'Digital marknadsföring',
    keywords: ['marknadsför', 'sociala medier', 'instagram', 'tiktok', 'annons', 'influencer'],
    description:
      'Hjälp företag att synas med annonser, innehåll och strategi i sociala medier. Kräver lite kapital men god känsla för trender.',
  },
  {
    name: 'Grafisk design',
    keywords: ['grafisk', 'logga', 'logotyp', 'illustration', 'formgiv', 'design'],
    description:
      'Ta fram logotyper, trycksaker och grafiska profiler åt företag. En portfolio är ditt viktigaste säljverktyg.',
  },
  {
    name: 'Foto och film',
    keywords: ['foto', 'video', 'film', 'bröllop', 'kamera', 'porträtt'],
    description:
      'Fotografera och filma bröllop, porträtt, produkter och företagsevent. Utrustningen är den största investeringen.',
  },
  {
    name: 'Onlinekurser och utbildning',
    keywords: ['kurs', 'utbild', 'lära', 'undervis', 'föreläs', 'online'],
    description:
      'Sälj kurser, föreläsningar eller digitala guider inom något du kan. Samma material kan säljas många gånger.',
  },
  {
    name: 'Coachning',
    keywords: ['coach', 'mental', 'ledarskap', 'karriär', 'samtal', 'stress'],
    description:
      'Stötta privatpersoner eller chefer i karriär, ledarskap eller livsstil genom samtal på plats eller via video.',
  },
  {
    name: 'Personlig träning',
    keywords: ['träning', 'tränare', 'gym', 'hälsa', 'kost', 'yoga', 'löpning'],
    description:
      'Erbjud personlig träning, gruppass eller kostupplägg. Utbildning som licensierad tränare stärker förtroendet.',
  },
  {
    name: 'Frisör- och skönhetssalong',
    keywords: ['frisör', 'hår', 'naglar', 'skönhet', 'smink', 'massage', 'salong'],
    description:
      'Driv egen salong eller hyr en stol hos någon annan. Tänk på utbildningskrav och hygienregler för din behandling.',
  },
  {
    name: 'Catering',
    keywords: ['catering', 'mat', 'matlåd', 'kock', 'lunch', 'buffé'],
    description:
      'Laga mat till fester, företag och evenemang. Lokalen ska vara registrerad som livsmedelsanläggning hos kommunen.',
  },
  {
    name: 'Café och bageri',
    keywords: ['café', 'kafé', 'kaffe', 'bageri', 'baka', 'bröd', 'fika', 'kakor'],
    description:
      'Öppna ett kafé eller bageri med fokus på fika och bröd. Läget och lokalhyran avgör mycket av lönsamheten.',
  },
  {
    name: 'Foodtruck',
    keywords: ['food truck', 'foodtruck', 'gatumat', 'festival', 'hamburgare', 'street food'],
    description:
      'Sälj mat från en matvagn på marknader, festivaler och lunchplatser. Kräver tillstånd för både fordon och plats.',
  },
  {
    name: 'Djurtjänster',
    keywords: ['hund', 'katt', 'djur', 'husdjur', 'rasta', 'hunddagis'],
    description:
      'Hundrastning, djurpassning eller hunddagis. Yrkesmässig djurhållning kräver ofta tillstånd från länsstyrelsen.',
  },
  {
    name: 'Städfirma',
    keywords: ['städ', 'rengöring', 'fönsterputs', 'flyttstäd', 'hemstäd', 'kontorsstäd'],
    description:
      'Städa hem och kontor, med RUT-avdrag för privatkunder. Lågt startkapital och stor efterfrågan året runt.',
  },
  {
    name: 'Bygg och renovering',
    keywords: ['snickare', 'snickeri', 'renover', 'bygg', 'målare', 'badrum', 'kök'],
    description:
      'Utför snickeri, målning och renoveringar. Privatkunder kan använda ROT-avdraget, och F-skatt är ett måste.',
  },
  {
    name: 'Trädgårdstjänster',
    keywords: ['trädgård', 'gräs', 'plantering', 'häck', 'odla', 'växter'],
    description:
      'Klipp gräs och häck, plantera och sköt trädgårdar åt villaägare och bostadsrättsföreningar.',
  },
  {
    name: 'Flytt och transport',
    keywords: ['flytt', 'transport', 'budfirma', 'leverans', 'lastbil', 'frakt', 'åkeri'],
    description:
      'Hjälp till med flyttar, budkörning och varutransporter. Yrkesmässig trafik kräver trafiktillstånd från Transportstyrelsen.',
  },
  {
    name: 'Redovisningsbyrå',
    keywords: ['bokföring', 'redovisning', 'ekonomi', 'deklaration', 'lön', 'faktur'],
    description:
      'Sköt bokföring, löner och deklarationer åt småföretag. Kunderna stannar ofta länge när förtroendet finns.',
  },
  {
    name: 'Second hand och vintage',
    keywords: ['second hand', 'secondhand', 'vintage', 'begagna', 'loppis', 'återbruk'],
    description:
      'Köp in, välj ut och sälj begagnade kläder, möbler eller prylar i butik eller på nätet.',
  },
  {
    name: 'Eget klädmärke',
    keywords: ['kläder', 'klädmärke', 'mode', 'textil', 'sömnad', 't-shirt', 'tryck'],
    description:
      'Designa och sälj egna kläder, gärna med tryck på beställning i början så att du slipper stora lager.',
  },
  {
    name: 'Handgjorda produkter',
    keywords: ['handgjord', 'keramik', 'smycke', 'stick', 'hantverk', 'tvål', 'ljus'],
    description:
      'Tillverka och sälj smycken, keramik, ljus eller textilier på marknader, i butiker och på nätet.',
  },
  {
    name: 'Eventbyrå',
    keywords: ['event', 'evenemang', 'bröllopsplaner', 'fest', 'konferens', 'kalas'],
    description:
      'Planera och genomför fester, bröllop och företagsevent. Ett bra nätverk av leverantörer är nyckeln.',
  },
  {
    name: 'Omsorg och barnpassning',
    keywords: ['äldre', 'omsorg', 'barnpass', 'barnvakt', 'hemhjälp', 'assistans'],
    description:
      'Erbjud barnpassning, hemhjälp eller sällskap åt äldre. Många tjänster ger kunderna RUT-avdrag.',
  },
  {
    name: 'Turism och upplevelser',
    keywords: ['turis', 'guide', 'resor', 'upplevelse', 'natur', 'äventyr', 'kajak'],
    description:
      'Arrangera guidade turer, naturupplevelser eller aktiviteter för turister och företag.',
  },
  {
    name: 'Text och översättning',
    keywords: ['översätt', 'text', 'skriva', 'copywriting', 'språk', 'korrektur'],
    description:
      'Skriv, översätt och korrekturläs texter åt företag och myndigheter. Kan drivas helt hemifrån.',
  },
  {
    name: 'Bilvård',
    keywords: ['bilvård', 'biltvätt', 'rekond', 'polering', 'däck', 'fordon'],
    description:
      'Tvätta, rekonditionera och byt däck på bilar, på egen verkstad eller som mobil tjänst hos kunden.',
  },
];

/** Number of whitespace-separated words; empty or blank text has 0. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** The free-text answer must be non-blank and at most `MAX_WORDS` words. */
export function validateFreeText(text: string): FreeTextValidation {
  const words = countWords(text);
  if (words === 0) return { ok: false, reason: 'empty', message: EMPTY_FREE_TEXT_MESSAGE };
  if (words > MAX_WORDS) {
    return { ok: false, reason: 'too_many_words', message: TOO_MANY_WORDS_MESSAGE };
  }
  return { ok: true };
}

/** The live counter beside the free-text field, e.g. '12/30 ord'. */
export function wordCounterLabel(text: string): string {
  return `${countWords(text)}/${MAX_WORDS} ord`;
}

/**
 * The top recommendations for a free-text answer (see the module comment for the rules).
 */
export function scoreBusinessModels(
  freeText: string,
  catalogue: readonly BusinessModel[] = businessModels,
): Recommendation[] {
  const haystack = freeText.toLowerCase();
  const scored = catalogue
    .map((model, index) => {
      const points = model.keywords.filter(
        (k) => k !== '' && haystack.includes(k.toLowerCase()),
      ).length;
      const score =
        model.keywords.length === 0 ? 0 : Math.round((points / model.keywords.length) * 100);
      return { index, rec: { name: model.name, description: model.description, score, points } };
    })
    .filter((s) => s.rec.score > 0)
    .sort((a, b) => b.rec.score - a.rec.score || a.index - b.index)
    .slice(0, TOP_RECOMMENDATIONS)
    .map((s) => s.rec);

  if (scored.length > 0) return scored;

  return catalogue.slice(0, TOP_RECOMMENDATIONS).map((model) => ({
    name: model.name,
    description: model.description,
    score: FALLBACK_SCORE,
    points: FALLBACK_POINTS,
  }));
}

/** Sample answer used by the /test-results preview page. */
export const sampleFreeText =
  'Jag vill starta en webbutik som säljer handgjorda smycken och keramik, marknadsföra den på Instagram och hålla kurser i drejning.';

/** A fixed, realistic result for the /test-results preview page. */
export const sampleRecommendations: readonly Recommendation[] = scoreBusinessModels(sampleFreeText);
