/**
 * Swedish words as the search compares them (src/content/siteSearch.ts): lower-cased, stemmed with
 * Snowball's Swedish stemmer (so "fakturorna", "fakturan" and "faktura" meet), then folded (å, ä →
 * a, ö → o, é → e ...), so that a word typed without its dots still meets its dotted form. The
 * same functions make the index at build time and read the query in the browser.
 */
import { stemmer } from '@orama/stemmers/swedish';

/**
 * Words that do not steer what a text is about: question words, pronouns, auxiliaries and the
 * small words of a sentence (Snowball's Swedish list, less nothing, plus the question and modal
 * words founders type: "hur", "måste", "behöver" ...). Written folded (as terms are compared).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'och det att i en jag hon som han pa den med var sig for sa till ar men ett om hade de av ' +
    'icke mig du henne da sin nu har inte hans honom skulle hennes dar min man ej vid kunde ' +
    'nagot fran ut nar efter upp vi dem vara vad over an dig kan sina har ha mot alla under ' +
    'nagon eller allt mycket sedan ju denna sjalv detta at utan varit hur ingen mitt ni bli ' +
    'blev oss din dessa nagra deras blir mina samma vilken er sadan var blivit dess inom ' +
    'mellan sadant varfor varje vilka ditt vem vilket sitta sadana vart dina vars vart vara ' +
    'ert era vilkas ' +
    // Question, modal and filler words of a founder's question.
    'vilken vilket vilka hurdan hurudan mast maste far fa fick behover behova bor borde ' +
    'skall ska vill ville gor gora gjorde finns fanns galler sitt nan nat ocksa aven bara ' +
    'just typ liksom ens'
  ).split(' '),
);

/** Letters with diacritics as the search compares them (others go through Unicode's NFD). */
const FOLDED: Readonly<Record<string, string>> = {
  å: 'a',
  ä: 'a',
  à: 'a',
  á: 'a',
  â: 'a',
  ã: 'a',
  æ: 'a',
  ö: 'o',
  ø: 'o',
  ò: 'o',
  ó: 'o',
  ô: 'o',
  õ: 'o',
  é: 'e',
  è: 'e',
  ê: 'e',
  ë: 'e',
  ü: 'u',
  ú: 'u',
  ù: 'u',
  û: 'u',
  í: 'i',
  ì: 'i',
  î: 'i',
  ï: 'i',
  ñ: 'n',
  ç: 'c',
  ý: 'y',
  ÿ: 'y',
};

/**
 * Lower case without diacritics: "Försäkring" → "forsakring", "Café" → "cafe". Runs at every
 * keystroke over the words of the hits: a table for the letters Swedish text has, NFD for the rest.
 */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  let from = 0;
  for (let i = 0; i < lower.length; i += 1) {
    if (lower.charCodeAt(i) < 128) continue;
    const char = lower[i] as string;
    const folded = FOLDED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    if (folded === char) continue;
    out += lower.slice(from, i) + folded;
    from = i + 1;
  }
  return from === 0 ? lower : out + lower.slice(from);
}

/** The word's stem, folded: "Fakturorna" → "faktur", "momsregistreringen" → "momsregistrering". */
export function stem(word: string): string {
  let lower = word.toLowerCase();
  // "revisorn" → "revisor" (then Snowball's "-or"), as "revisorer" and "revisor".
  if (lower.length >= 6 && lower.endsWith('orn')) lower = lower.slice(0, -1);
  // Snowball's Swedish vowels include å, ä and ö: stemming the word as written and folding
  // afterwards gives a folded word the same stem as its dotted form.
  return lower.length > 2 ? afterSnowball(fold(stemmer(lower))) : fold(lower);
}

/**
 * Endings Snowball's Swedish stemmer keeps that founders' questions are full of: the definite
 * neuter "-et" ("kollektivavtalet", "företaget") and the neuter adjective's
 * "-t" ("obligatoriskt", "skattepliktigt"). Applied to the stem, in the index and the query alike.
 */
function afterSnowball(term: string): string {
  if (term.length >= 7 && term.endsWith('ligt')) return term.slice(0, -4);
  if (term.length >= 6 && term.endsWith('igt')) return term.slice(0, -3);
  if (term.length >= 6 && term.endsWith('iskt')) return term.slice(0, -1);
  if (term.length >= 5 && term.endsWith('et')) return term.slice(0, -2);
  return term;
}

/** A word of a text: where it stands, and its characters as written. */
export interface Word {
  start: number;
  end: number;
  text: string;
}

const WORD = /[\p{L}\p{N}]+(?:[-:'’][\p{L}\p{N}]+)*/gu;

/** The words of a text with their places (letters and digits, joined by -, : or '). */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    words.push({ start, end: start + match[0].length, text: match[0] });
  }
  return words;
}

/**
 * The terms one written word stands for, stop words left out: its stem, and for a joined word
 * ("F-skatt", "3:12") the stem of the joined letters and of each part of two letters or more.
 */
export function termsOfWord(word: string): readonly string[] {
  let terms = termsCache.get(word);
  if (terms === undefined) {
    if (termsCache.size >= TERMS_CACHE_LIMIT) termsCache.clear();
    terms = termsOfWordUncached(word);
    termsCache.set(word, terms);
  }
  return terms;
}

/** The terms of words already seen: the same words come back at every keystroke. */
const termsCache = new Map<string, readonly string[]>();
const TERMS_CACHE_LIMIT = 50_000;

function termsOfWordUncached(word: string): readonly string[] {
  const parts = word.split(/[-:'’]/u).filter((part) => part !== '');
  if (parts.length <= 1) {
    const term = stem(word);
    return STOP_WORDS.has(fold(word)) || term === '' ? [] : [term];
  }
  const terms = new Set<string>([stem(parts.join(''))]);
  for (const part of parts) {
    if (part.length >= 2 && !STOP_WORDS.has(fold(part))) terms.add(stem(part));
  }
  return [...terms];
}

/** Whether a written word is a stop word (as a whole). */
export const isStopWord = (word: string): boolean => STOP_WORDS.has(fold(word));
