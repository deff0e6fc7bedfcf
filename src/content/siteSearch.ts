/**
 * The search of /articles and /blog: one index over every article and blog post, built at build
 * time (buildSearchIndex, run by the Vite plugin in scripts/search-index-plugin.ts) and loaded in
 * the browser on the first focus of a search box (loadSearchIndex). MiniSearch ranks (BM25, title
 * before lead before body, one typo forgiven in words of five letters or more, the last word as a
 * prefix while it is typed); ./swedishText.ts makes words into terms (stems without å/ä/ö, stop
 * words left out), long words are also indexed by the known words they are made of
 * ("hemförsäkring" → "försäkring"), and ./searchSynonyms.ts adds founders' words.
 *
 * Every word of the query must match (one word may miss in a query of three or more): a query
 * with no answer has no hits, never the first articles of the list. Without hits the nearest word
 * the site knows is offered ('Menade du …?').
 */
import MiniSearch, { type AsPlainObject, type Query, type SearchResult } from 'minisearch';
import { fold, stem, STOP_WORDS, termsOfWord, wordsOf } from './swedishText';
import { SYNONYM_GROUPS } from './searchSynonyms';

export type SearchKind = 'article' | 'blog';

/** A text to index: an article or a blog post, its body as plain text. */
export interface SearchSource {
  kind: SearchKind;
  id: string;
  title: string;
  /** The teaser of an article, the excerpt of a post. */
  lead: string;
  /** The body's headings (an article's own questions among them). */
  headings: string;
  body: string;
  /** Category, group, author: words the text is filed under. */
  meta: string;
}

/** What the build emits and the browser loads: the index, the texts and the known words. */
export interface SearchIndexData {
  version: 1;
  /** Each document: kind, id, title, lead, body (plain text, for the excerpts). */
  docs: readonly [SearchKind, string, string, string, string][];
  index: AsPlainObject;
  /** Known terms: the word shown for each (its base or most frequent form), its documents. */
  words: readonly [term: string, shown: string, count: number][];
}

/** A piece of a highlighted text: `mark` when it is a matched word. */
export interface TextPart {
  text: string;
  mark: boolean;
}

export interface SiteSearchHit {
  id: string;
  title: string;
  /** The title with the matched words marked. */
  titleParts: readonly TextPart[];
  /** A sentence or two of the lead or body around the matched words, those marked. */
  excerptParts: readonly TextPart[];
  score: number;
}

export interface SiteSearchOutcome {
  hits: readonly SiteSearchHit[];
  /** A query the site can answer, close to this one (only when there are no hits). */
  suggestion: string | null;
}

const FIELDS = ['title', 'topic', 'lead', 'headings', 'body', 'meta'] as const;
/** A title match outranks a body match; the title's subject (before its colon) most. */
const BOOST = { title: 4, topic: 3, lead: 2, headings: 2, body: 1, meta: 2 };

/** The subject of a title: "Aktiebolag: krav, skatt och ansvar" → "Aktiebolag". */
const topicOf = (title: string): string => title.split(/:\s|\s[–-]\s/u)[0] ?? title;

type Indexed = Omit<SearchSource, 'kind' | 'id'> & { key: number; topic: string };
const fieldsOf = (source: SearchSource, key: number): Indexed => ({
  key,
  title: source.title,
  topic: topicOf(source.title),
  lead: source.lead,
  headings: source.headings,
  body: source.body,
  meta: source.meta,
});
/** One typo forgiven in a word of this many letters or more. */
const TYPO_MIN_LETTERS = 5;
/** The last word is searched as a prefix from this many letters on. */
const PREFIX_MIN_LETTERS = 3;
/** A compound's parts: the head at least this long, the word before it at least this long. */
const HEAD_MIN = 4;
const MODIFIER_MIN = 2;
/** In a query, a head of five letters or more ("thailand" is not about "land"). */
const QUERY_HEAD_MIN = 5;
const EXCERPT_CHARS = 180;
/** The hits whose excerpts a search makes at once (the rest as the panel draws them). */
const EAGER_EXCERPTS = 6;

const tokenize = (text: string): string[] => wordsOf(text).map((word) => word.text);

/**
 * The known words a compound is made of: "hemförsäkring" → ["hem", "försäkring"] when the site
 * knows "försäkring" (a linking s may join them: "momsregistreringsnummer"). `known` answers
 * whether a term (a folded stem) is known. The longest known head wins; none → [].
 */
export function compoundParts(
  word: string,
  known: (term: string) => boolean,
  headMin = HEAD_MIN,
): string[] {
  const folded = fold(word);
  if (folded.length < headMin + MODIFIER_MIN) return [];
  for (let cut = MODIFIER_MIN; cut <= folded.length - headMin; cut += 1) {
    const head = stem(folded.slice(cut));
    if (!known(head) || STOP_WORDS.has(folded.slice(cut))) continue;
    const modifier = folded.slice(0, cut);
    const parts = [head];
    const modifierTerm = stem(modifier.endsWith('s') ? modifier.slice(0, -1) : modifier);
    if (modifier.length >= 3 && known(modifierTerm)) parts.unshift(modifierTerm);
    return parts;
  }
  return [];
}

const miniSearchOptions = (processTerm: (word: string) => string[]) => ({
  fields: [...FIELDS],
  idField: 'key',
  tokenize,
  processTerm,
  searchOptions: {
    // Queries arrive as terms already (see queryOf): taken as they are.
    tokenize: (text: string) => [text],
    processTerm: (term: string) => term,
  },
});

/** Builds the index (at build time). */
export function buildSearchIndex(sources: readonly SearchSource[]): SearchIndexData {
  // The words of the site: every term with its written forms, so that compounds can be split
  // into known words and a near word can be shown as written.
  const forms = new Map<string, Map<string, number>>();
  const indexed = sources.map(fieldsOf);
  for (const source of indexed) {
    for (const field of FIELDS) {
      for (const word of wordsOf(source[field])) {
        for (const term of termsOfWord(word.text)) {
          const shown = word.text.toLowerCase();
          const counts = forms.get(term) ?? new Map<string, number>();
          counts.set(shown, (counts.get(shown) ?? 0) + 1);
          forms.set(term, counts);
        }
      }
    }
  }
  const known = (term: string) => forms.has(term);
  const processTerm = (word: string): string[] => {
    const terms = termsOfWord(word);
    if (terms.length === 0) return [];
    return [...new Set([...terms, ...compoundParts(word, known)])];
  };
  const index = new MiniSearch<Indexed>(miniSearchOptions(processTerm));
  index.addAll(indexed);
  const documents = new Map<string, number>();
  for (const source of indexed) {
    const terms = new Set<string>();
    for (const field of FIELDS) {
      for (const word of wordsOf(source[field]))
        processTerm(word.text).forEach((t) => terms.add(t));
    }
    for (const term of terms) documents.set(term, (documents.get(term) ?? 0) + 1);
  }
  const words: [string, string, number][] = [];
  for (const [term, counts] of forms) {
    // The base form when the text has it ("bokföring" rather than "bokföringen"), else the
    // most frequent form.
    let shown = '';
    let most = 0;
    for (const [form, count] of counts) {
      const weight = fold(form) === term ? count + 1_000_000 : count;
      if (weight > most) [shown, most] = [form, weight];
    }
    words.push([term, shown, documents.get(term) ?? 0]);
  }
  return {
    version: 1,
    docs: sources.map((source) => [source.kind, source.id, source.title, source.lead, source.body]),
    index: index.toJSON(),
    words,
  };
}

/** One word (or phrase) of the query: the terms any of which answers it. */
interface QueryGroup {
  /** The query's own words this group stands for. */
  words: string[];
  /** Alternatives: a term, or (a synonym phrase) terms that must all match. */
  alternatives: string[][];
  /** In how many documents its most frequent alternative occurs (0: a word the site lacks). */
  documents: number;
}

const SYNONYM_TERMS: readonly (readonly string[][])[] = SYNONYM_GROUPS.map((group) =>
  group.map((phrase) => wordsOf(phrase).flatMap((word) => termsOfWord(word.text).slice(0, 1))),
);

/** Whether `terms` has `phrase` starting at `at`. */
const phraseAt = (terms: readonly string[], phrase: readonly string[], at: number): boolean =>
  phrase.length > 0 && phrase.every((term, i) => terms[at + i] === term);

export interface LoadedSearchIndex {
  search(query: string, kind: SearchKind, options?: { limit?: number }): SiteSearchOutcome;
  /** Whether a term (a folded stem) is in the index. */
  knows(term: string): boolean;
  docCount: number;
}

/** A word may be left unmatched when it occurs in at least this share of the texts. */
const COMMON_SHARE = 0.1;

/** Loads the index the build emitted (in the browser, on the first focus of a search box). */
export async function loadSearchIndex(data: SearchIndexData): Promise<LoadedSearchIndex> {
  const wordInfo = new Map(
    data.words.map(([term, shown, documents]) => [term, { shown, documents }]),
  );
  const known = (term: string) => wordInfo.has(term);
  /** The written forms by length, for a typo the stems do not forgive and for 'Menade du …?'. */
  const byLength = new Map<number, Surface[]>();
  for (const [term, { shown, documents }] of wordInfo) {
    const folded = fold(shown);
    const list = byLength.get(folded.length) ?? [];
    list.push({ folded, term, shown, documents });
    byLength.set(folded.length, list);
  }
  // In slices: a slow phone keeps answering while the index is read.
  const index = await MiniSearch.loadJSAsync<{ key: number }>(
    data.index,
    miniSearchOptions((word) => [...termsOfWord(word)]),
  );
  const docs = data.docs.map(([kind, id, title, lead, body]) => ({ kind, id, title, lead, body }));
  const common = Math.max(2, Math.ceil(docs.length * COMMON_SHARE));

  /** The known term of a written word one typo away ("momsbefrielce" → "momsbefri"), or null. */
  /** A query word's compound parts, kept: the words of a query come back at every keystroke. */
  const compounds = new Map<string, string[]>();
  const partsOf = (word: string): string[] => {
    let parts = compounds.get(word);
    if (parts === undefined) {
      parts = compoundParts(word, known, QUERY_HEAD_MIN);
      if (compounds.size > 5_000) compounds.clear();
      compounds.set(word, parts);
    }
    return parts;
  };
  const typos = new Map<string, string | null>();
  const typoOf = (word: string): string | null => {
    const folded = fold(word);
    let term = typos.get(folded);
    if (term === undefined) {
      term = nearest(byLength, folded, 1)?.term ?? null;
      if (typos.size > 5_000) typos.clear();
      typos.set(folded, term);
    }
    return term;
  };

  const documentsOf = (alternatives: readonly string[][]): number =>
    Math.max(
      0,
      ...alternatives.map((terms) =>
        Math.min(...terms.map((term) => wordInfo.get(term)?.documents ?? 0)),
      ),
    );

  /** The query as groups of alternatives, stop words left out. */
  const groupsOf = (query: string): { groups: QueryGroup[]; lastTyped: string | null } => {
    const all = wordsOf(query).filter(
      (word) => word.text.length > 1 && termsOfWord(word.text).length > 0,
    );
    // A word being typed that is still too short to mean anything waits for its next letters.
    const last = all[all.length - 1];
    const words =
      all.length > 1 && last && last.end === query.length && last.text.length < PREFIX_MIN_LETTERS
        ? all.slice(0, -1)
        : all;
    const main = words.map((word) => termsOfWord(word.text)[0] ?? '');
    const groups: QueryGroup[] = [];
    for (let i = 0; i < words.length;) {
      let synonyms: { length: number; alternatives: string[][] } | null = null;
      for (const group of SYNONYM_TERMS) {
        const phrase = group.find((candidate) => phraseAt(main, candidate, i));
        if (phrase && (!synonyms || phrase.length > synonyms.length)) {
          synonyms = { length: phrase.length, alternatives: group.map((p) => [...p]) };
        }
      }
      if (synonyms && synonyms.length > 1) {
        const alternatives = synonyms.alternatives;
        groups.push({
          words: words.slice(i, i + synonyms.length).map((w) => w.text),
          alternatives,
          documents: documentsOf(alternatives),
        });
        i += synonyms.length;
        continue;
      }
      const word = words[i]?.text ?? '';
      const own = termsOfWord(word).map((term) => [term]);
      const alternatives = [...own, ...(synonyms?.alternatives ?? [])];
      if (!known(own[0]?.[0] ?? '')) {
        // A compound the site does not know as a whole: its head answers it ("hemförsäkring").
        const parts = partsOf(word);
        const head = parts[parts.length - 1];
        if (head !== undefined) alternatives.push([head]);
        // A typo the stem does not forgive.
        const typo = fold(word).length >= TYPO_MIN_LETTERS ? typoOf(word) : null;
        if (typo !== null) alternatives.push([typo]);
      }
      groups.push({ words: [word], alternatives, documents: documentsOf(alternatives) });
      i += 1;
    }
    const lastWord = words[words.length - 1];
    const typing = lastWord !== undefined && lastWord.end === query.length;
    return {
      groups,
      lastTyped:
        typing && lastWord.text.length >= PREFIX_MIN_LETTERS
          ? (termsOfWord(lastWord.text)[0] ?? null)
          : null,
    };
  };

  const run = (groups: readonly QueryGroup[], lastTyped: string | null, kind: SearchKind) => {
    // The letters typed per term decide its typo allowance.
    const letters = new Map<string, number>();
    for (const group of groups) {
      for (const word of group.words) {
        for (const term of termsOfWord(word)) {
          letters.set(term, Math.max(letters.get(term) ?? 0, fold(word).length));
        }
      }
    }
    const groupQuery = (group: QueryGroup): Query => ({
      combineWith: 'OR',
      queries: group.alternatives.map((terms) =>
        terms.length === 1 ? (terms[0] as string) : { combineWith: 'AND', queries: terms },
      ),
    });
    const results = index.search(
      { combineWith: 'OR', queries: groups.map(groupQuery) },
      {
        boost: BOOST,
        fuzzy: (term: string) =>
          (letters.get(term) ?? 0) >= TYPO_MIN_LETTERS && term.length >= TYPO_MIN_LETTERS
            ? 1
            : false,
        maxFuzzy: 1,
        prefix: (term: string) => term === lastTyped,
        filter: (result: SearchResult) => docs[result.id as number]?.kind === kind,
      },
    );
    // Every word must match, but for one (two in a query of five or more) that is common on the
    // site ("hitta", "kostar"): a word the site lacks, or a rare one, is never left out.
    const mayMiss = groups.length >= 5 ? 2 : groups.length >= 2 ? 1 : 0;
    // The query's rarest word says what it is about: never left out ("lägga ner" in "lägga ner
    // företaget", not "företaget", which nearly every text has).
    const rarest = groups.reduce((a, b) => (b.documents < a.documents ? b : a));
    const kept: SearchResult[] = [];
    for (const result of results) {
      const matched = new Set(result.queryTerms);
      const missing = groups.filter(
        (group) => !group.alternatives.some((terms) => terms.every((t) => matched.has(t))),
      );
      if (
        missing.length > mayMiss ||
        missing.includes(rarest) ||
        missing.some((group) => group.documents < common)
      ) {
        continue;
      }
      const share = (groups.length - missing.length) / groups.length;
      kept.push({ ...result, score: result.score * share * share });
    }
    return kept.sort((x, y) => y.score - x.score);
  };

  const hitOf = (result: SearchResult, eager: boolean): SiteSearchHit | null => {
    const doc = docs[result.id as number];
    if (!doc) return null;
    const matched = new Set(result.terms.filter((term) => term.length >= 2));
    let titleParts: TextPart[] | null = null;
    let excerptParts: TextPart[] | null = null;
    const hit: SiteSearchHit = {
      id: doc.id,
      title: doc.title,
      // Drawn when the panel shows the hit: the first hits' at once, the rest's when asked.
      get titleParts() {
        return (titleParts ??= highlight(doc.title, matched));
      },
      get excerptParts() {
        return (excerptParts ??= excerptOf([doc.lead, doc.body], matched));
      },
      score: result.score,
    };
    if (eager) void [hit.titleParts, hit.excerptParts];
    return hit;
  };

  /** The nearest query the site can answer: each unknown word replaced by its nearest known one. */
  const suggest = (query: string, kind: SearchKind): string | null => {
    let changed = false;
    const replaced = query.replace(/[\p{L}\p{N}]+(?:[-:'’][\p{L}\p{N}]+)*/gu, (word) => {
      const term = termsOfWord(word)[0];
      const folded = fold(word);
      if (term === undefined || known(term) || folded.length < 3) return word;
      const near = nearest(byLength, folded, folded.length >= TYPO_MIN_LETTERS ? 2 : 1);
      if (near === null) return word;
      changed = true;
      return near.shown;
    });
    if (!changed) return null;
    const { groups } = groupsOf(replaced);
    return groups.length > 0 && run(groups, null, kind).length > 0 ? replaced : null;
  };

  return {
    docCount: docs.length,
    knows: known,
    search(query, kind, { limit } = {}) {
      const { groups, lastTyped } = groupsOf(query);
      if (groups.length === 0) return { hits: [], suggestion: null };
      const results = run(groups, lastTyped, kind);
      const hits: SiteSearchHit[] = [];
      for (const result of limit === undefined ? results : results.slice(0, limit)) {
        const hit = hitOf(result, hits.length < EAGER_EXCERPTS);
        if (hit) hits.push(hit);
      }
      return { hits, suggestion: hits.length === 0 ? suggest(query, kind) : null };
    },
  };
}

/** Two rows of the edit-distance table, reused: a keystroke compares thousands of words. */
let rows = [new Uint16Array(64), new Uint16Array(64)] as const;

/** Levenshtein distance, or `max + 1` as soon as it is over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0].length) {
    rows = [new Uint16Array(b.length * 2 + 2), new Uint16Array(b.length * 2 + 2)];
  }
  let [previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (ai === b.charCodeAt(j - 1) ? 0 : 1),
      );
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length] as number;
}

/** A known word as written: folded, its term, its most frequent written form, its documents. */
interface Surface {
  folded: string;
  term: string;
  shown: string;
  documents: number;
}

/** The known word nearest to a folded written word (at most `max` edits; most documents wins). */
function nearest(
  byLength: ReadonlyMap<number, readonly Surface[]>,
  folded: string,
  max: number,
): Surface | null {
  let best: { distance: number; surface: Surface } | null = null;
  for (let length = folded.length - max; length <= folded.length + max; length += 1) {
    for (const surface of byLength.get(length) ?? []) {
      const distance = editDistance(folded, surface.folded, max);
      if (distance > max) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && surface.documents > best.surface.documents)
      ) {
        best = { distance, surface };
      }
    }
  }
  return best?.surface ?? null;
}

/** Whether a written word is one of the matched terms (or a compound ending in one). */
function isMatched(word: string, matched: ReadonlySet<string>): boolean {
  const terms = termsOfWord(word);
  if (terms.some((term) => matched.has(term))) return true;
  const folded = fold(word);
  for (const term of matched) {
    if (term.length >= HEAD_MIN + 1 && folded.length > term.length && folded.includes(term)) {
      return true;
    }
  }
  return false;
}

/** The text in parts, matched words marked. */
export function highlight(text: string, matched: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const word of wordsOf(text)) {
    if (!isMatched(word.text, matched)) continue;
    if (word.start > at) parts.push({ text: text.slice(at, word.start), mark: false });
    parts.push({ text: word.text, mark: true });
    at = word.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}

/** Folded texts, kept: a text is folded the first time it is a hit, not at every keystroke. */
const foldedTexts = new Map<string, string>();
const foldedText = (text: string): string => {
  let folded = foldedTexts.get(text);
  if (folded === undefined) {
    folded = fold(text);
    foldedTexts.set(text, folded);
  }
  return folded;
};

/**
 * A short passage for a hit: the sentence of the lead or body where the matched terms occur most
 * (the lead's first sentence when none does), cut to about EXCERPT_CHARS around its first match.
 * Terms are found in the folded text with indexOf at word starts (a stem begins its words), so
 * only the chosen sentence is read word by word.
 */
function excerptOf(texts: readonly string[], matched: ReadonlySet<string>): TextPart[] {
  let best: { text: string; at: number; count: number } | null = null;
  for (const text of texts) {
    const folded = foldedText(text);
    // Folding keeps the length of Swedish text (å, ä, ö are one letter before and after).
    if (folded.length !== text.length) continue;
    const hits: number[] = [];
    for (const term of matched) {
      for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
        if (at === 0 || !/[\p{L}\p{N}]/u.test(folded[at - 1] ?? '')) hits.push(at);
        if (hits.length > 60) break;
      }
    }
    if (hits.length === 0) {
      best ??= { text, at: 0, count: 0 };
      continue;
    }
    hits.sort((x, y) => x - y);
    // The densest window of a sentence's length.
    for (let i = 0; i < hits.length; i += 1) {
      let j = i;
      while (j + 1 < hits.length && (hits[j + 1] ?? 0) - (hits[i] ?? 0) < EXCERPT_CHARS / 2) j += 1;
      const count = j - i + 1;
      if (!best || count > best.count) best = { text, at: hits[i] ?? 0, count };
    }
  }
  if (!best) return [];
  const { text, at } = best;
  // The sentence (or line) the first match stands in.
  const before = text.slice(0, at);
  const start = Math.max(before.lastIndexOf('\n') + 1, before.search(/[.!?:]\s+[^.!?:]*$/u) + 1);
  const sentenceStart = start > 0 ? start + (/^\s*/u.exec(text.slice(start))?.[0].length ?? 0) : 0;
  const endMatch = /[.!?](\s|$)|\n/u.exec(text.slice(at));
  const sentenceEnd = endMatch ? at + endMatch.index + 1 : text.length;
  let passage = text.slice(sentenceStart, sentenceEnd).trim();
  if (passage.length < EXCERPT_CHARS / 2 && sentenceEnd < text.length) {
    // A short sentence: the next one too.
    const next = /[.!?](\s|$)|\n/u.exec(text.slice(sentenceEnd + 1));
    passage = text
      .slice(sentenceStart, next ? sentenceEnd + 1 + next.index + 1 : text.length)
      .trim();
  }
  return clip(highlight(passage, matched));
}

/** Parts cut to about EXCERPT_CHARS, starting a little before the first mark. */
function clip(parts: readonly TextPart[]): TextPart[] {
  const text = parts.map((part) => part.text).join('');
  if (text.length <= EXCERPT_CHARS) return [...parts];
  let firstMark = 0;
  for (const part of parts) {
    if (part.mark) break;
    firstMark += part.text.length;
  }
  let from = Math.max(0, Math.min(firstMark - 40, text.length - EXCERPT_CHARS));
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  let to = Math.min(text.length, from + EXCERPT_CHARS);
  if (to < text.length) to = text.lastIndexOf(' ', to) > from ? text.lastIndexOf(' ', to) : to;
  const out: TextPart[] = [];
  let at = 0;
  for (const part of parts) {
    const start = Math.max(at, from);
    const end = Math.min(at + part.text.length, to);
    if (end > start) out.push({ text: part.text.slice(start - at, end - at), mark: part.mark });
    at += part.text.length;
  }
  if (from > 0) out.unshift({ text: '… ', mark: false });
  if (to < text.length) out.push({ text: ' …', mark: false });
  return out;
}

/**
 * At most `words` words of highlighted parts, from a little before the first marked word, with
 * '...' when words were left out at the end (the blog's results show 10 words, the spec's
 * excerpt; src/content/text.ts `excerpt`).
 */
export function limitWords(parts: readonly TextPart[], words: number): TextPart[] {
  const text = parts
    .map((part) => part.text)
    .join('')
    .replace(/^… | …$/gu, '');
  const offset = parts
    .map((part) => part.text)
    .join('')
    .indexOf(text);
  const marks: boolean[] = [];
  for (const part of parts) for (let i = 0; i < part.text.length; i += 1) marks.push(part.mark);
  const tokens = [...text.matchAll(/\S+/gu)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const firstMark = tokens.findIndex((t) =>
    marks.slice(t.start + offset, t.end + offset).some(Boolean),
  );
  const from = Math.max(0, Math.min(firstMark - 3, tokens.length - words));
  const last = tokens[Math.min(tokens.length, from + words) - 1];
  const first = tokens[from];
  if (!first || !last) return [];
  const out: TextPart[] = [];
  for (let i = first.start; i < last.end; i += 1) {
    const mark = marks[i + offset] === true;
    const previous = out[out.length - 1];
    if (previous && previous.mark === mark) previous.text += text[i];
    else out.push({ text: text[i] as string, mark });
  }
  if (from + words < tokens.length) out.push({ text: '...', mark: false });
  return out;
}
