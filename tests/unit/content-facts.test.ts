/**
 * Content you can act on: the dated-facts table, deep authority sources, honest review dates,
 * one article per topic (redirects and links), and the facts that were wrong before issue 14.
 * Every rule here has a self-test or a pinned value, so it can fail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_REDIRECTS, resolveArticleId } from '../../src/content/articles/redirects';
import { articles, getArticle, relatedArticles } from '../../src/content/articles';
import { loadAllArticleBodies } from '../../src/content/articles/bodies';
import { SRC } from '../../src/content/articles/sources';
import { FACT_SOURCES as FACT_SOURCES_FOR_TEST } from '../../src/content/factSources';
import { blogPosts } from '../../src/content/blog';
import { loadAllBlogBodies } from '../../src/content/blog/bodies';
import { FAKTUREO_AFFILIATE_URL } from '../../src/content/config';
import {
  BASE_YEAR,
  FACT_IDS,
  FACT_YEARS,
  FACTS,
  datedFacts,
  datedFactsFor,
  factAppliesOn,
  factYearOn,
  getFact,
  isFactId,
  latestFactChange,
  type FactId,
} from '../../src/content/facts';
import { factIdsIn, factTextsOf, unknownFactTokens } from '../../src/content/factText';
import { fillFactTexts } from '../../src/content/factTokens';
import { plainText } from '../../src/content/markup';
import { ABOUT_SECTIONS } from '../../src/content/pages/about';
import { CHECKLIST_STEPS } from '../../src/content/pages/checklist';
import { BUSINESS_IDEAS, COMPANY_FORMS, FAQ_ENTRIES } from '../../src/content/pages/faq';
import { HELP_FAQ } from '../../src/content/pages/help';
import { HERO } from '../../src/content/pages/home';
import { BLOG_TEASER, FEATURES, WHO_WE_ARE } from '../../src/content/pages/homeSections';
import { INFO_CARDS } from '../../src/content/pages/information';
import type { ArticleLink, PageLink } from '../../src/content/pages/types';
import type { ArticleMeta, SourceLink } from '../../src/content/types';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(iso: string): boolean {
  if (!ISO_DATE.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

/** The authorities whose own pages count as a source (a sub-domain counts too). */
const AUTHORITY_DOMAINS = [
  'skatteverket.se',
  'bolagsverket.se',
  'verksamt.se',
  'forsakringskassan.se',
  'riksdagen.se',
  'regeringen.se',
  'arbetsformedlingen.se',
  'pensionsmyndigheten.se',
  'bfn.se',
  'imy.se',
  'pts.se',
  'konsumentverket.se',
  'digg.se',
  'iaf.se',
  'csn.se',
  'av.se',
  'prv.se',
  'tillvaxtverket.se',
];

function onAuthorityDomain(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return AUTHORITY_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** A link to a page of an authority, not to its home page. */
function isDeepAuthorityLink(source: SourceLink): boolean {
  let url: URL;
  try {
    url = new URL(source.url);
  } catch {
    return false;
  }
  const path = url.pathname.replace(/\/+$/, '');
  return url.protocol === 'https:' && onAuthorityDomain(url) && path.length > 1;
}

/** A law's page on riksdagen.se (the Svensk författningssamling). */
function isLawOnRiksdagen(source: SourceLink): boolean {
  return /riksdagen\.se\/.*svensk-forfattningssamling\//u.test(source.url);
}

/** A law linked as a whole: its page without the anchor of a paragraph (#P6, #K1P5). */
function citesWholeLaw(source: SourceLink): boolean {
  return isLawOnRiksdagen(source) && !/#K?\w*P\d+[a-z]?$/u.test(source.url);
}

/** Articles whose 'Senast granskad' date is older than a change of a fact they state. */
function staleArticles(list: readonly ArticleMeta[]): string[] {
  return list.flatMap((article) => {
    const changed = latestFactChange(article.facts ?? []);
    return changed !== undefined && article.reviewed < changed
      ? [`${article.id}: granskad ${article.reviewed}, faktum ändrat ${changed}`]
      : [];
  });
}

/** Sentences of a text (mini-markup stripped). */
function sentences(text: string): string[] {
  return plainText(text)
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Talks about the VAT exemption for small turnover (momsbefrielse). */
const VAT_EXEMPTION =
  /momsbefri|momsfri|befrie?(?:ad|at|ade|as)? från moms|undantag(?:et)? från moms|slippa moms/iu;
/** A sentence that puts a figure in the past. */
const PAST = /\b(?:19\d\d|20[01]\d|202[0-4])\b|tidigare|förr|fram till|infördes|inaktuell|var /iu;
const SP = '[\\s\\u00a0]';
const amount = (digits: string): RegExp => new RegExp(`\\b${digits.replace(' ', SP)}${SP}?kr`, 'u');
const percent = (figure: string): RegExp =>
  new RegExp(`(?<![\\d,])${figure}${SP}?(?:%|procent)`, 'u');

/**
 * A figure in a sentence that means a dated fact: the article must list one of these fact ids.
 * The sentence condition keeps unrelated uses of the same number (a 120 000 kr cost) out.
 */
const FACT_MENTIONS: readonly {
  name: string;
  when: (sentence: string) => boolean;
  facts: readonly FactId[];
}[] = [
  {
    name: '31,42 %',
    when: (s) => percent('31,42').test(s),
    facts: ['arbetsgivaravgift-full'],
  },
  {
    name: '10,21 %',
    when: (s) => percent('10,21').test(s),
    facts: ['arbetsgivaravgift-alderspension', 'vaxa-stod-avgift'],
  },
  { name: '20,81 %', when: (s) => percent('20,81').test(s), facts: ['arbetsgivaravgift-unga'] },
  { name: '28,97 %', when: (s) => percent('28,97').test(s), facts: ['egenavgift-full'] },
  { name: '24,26 %', when: (s) => percent('24,26').test(s), facts: ['sarskild-loneskatt'] },
  { name: '20,6 %', when: (s) => percent('20,6').test(s), facts: ['bolagsskatt'] },
  {
    name: 'momsbefrielse 120 000 kr',
    when: (s) => VAT_EXEMPTION.test(s) && amount('120 000').test(s),
    facts: ['momsbefrielse-grans'],
  },
  {
    name: 'växa-stöd 35 000 kr',
    when: (s) => /växa/iu.test(s) && amount('35 000').test(s),
    facts: ['vaxa-stod-tak'],
  },
  {
    name: 'aktiekapital 25 000 kr',
    when: (s) => /aktiekapital/iu.test(s) && amount('25 000').test(s) && !PAST.test(s),
    facts: ['aktiekapital-minst'],
  },
  {
    name: 'rotavdrag 30 %',
    when: (s) => /\brot(?:-?avdrag\w*|et)?\b/iu.test(s) && percent('30').test(s),
    facts: ['rotavdrag'],
  },
];

/** The fact mentions in a text that the article does not list in `facts`. */
function unlistedFacts(text: string, listed: readonly FactId[]): string[] {
  const missing = new Set<string>();
  for (const sentence of sentences(text)) {
    for (const mention of FACT_MENTIONS) {
      if (mention.when(sentence) && !mention.facts.some((id) => listed.includes(id))) {
        missing.add(mention.name);
      }
    }
  }
  return [...missing];
}

/** A sentence that states a rate or amount that no longer applies, as if it did. */
function statesOutdatedRate(s: string): boolean {
  if (PAST.test(s) || /krävdes/u.test(s)) return false;
  return (
    (/aktiekapital/iu.test(s) &&
      /minst|lägst|krävs/u.test(s) &&
      /\b(?:50|100)[\s\u00a0]000 kr/u.test(s)) ||
    (/bolagsskatt/iu.test(s) && /\b(?:22|21,4)[\s\u00a0]?%/u.test(s)) ||
    (VAT_EXEMPTION.test(s) && /\b80[\s\u00a0]000\b/u.test(s)) ||
    (/\brot(?:-?avdrag\w*|et)?\b/iu.test(s) && /\b50[\s\u00a0]?%/u.test(s))
  );
}

/** The bodies as their pages show them in the HTML: each `{{fact-id}}` filled in for the build's year. */
let articleBodies: ReadonlyMap<string, string>;
let blogBodies: ReadonlyMap<string, string>;
/** The bodies as written, with their `{{fact-id}}` tokens. */
let writtenArticleBodies: ReadonlyMap<string, string>;
let writtenBlogBodies: ReadonlyMap<string, string>;

const asShown = (bodies: ReadonlyMap<string, string>): ReadonlyMap<string, string> =>
  new Map([...bodies].map(([id, body]) => [id, fillFactTexts(body, factTextsOf(body), null)]));

beforeAll(async () => {
  [writtenArticleBodies, writtenBlogBodies] = await Promise.all([
    loadAllArticleBodies(),
    loadAllBlogBodies(),
  ]);
  articleBodies = asShown(writtenArticleBodies);
  blogBodies = asShown(writtenBlogBodies);
});

/** Every visitor-facing text of the content layer, named by where it comes from. */
function allTexts(): [string, string][] {
  const pages = JSON.stringify([
    HERO,
    FEATURES,
    BLOG_TEASER,
    WHO_WE_ARE,
    INFO_CARDS,
    CHECKLIST_STEPS,
    COMPANY_FORMS,
    BUSINESS_IDEAS,
    FAQ_ENTRIES,
    HELP_FAQ,
    ABOUT_SECTIONS,
  ]);
  return [
    ...articles.map((a): [string, string] => [
      `artikel ${a.id} (metadata)`,
      [a.title, a.teaser, ...a.sources.map((s) => s.label)].join('\n'),
    ]),
    ...[...articleBodies].map(([id, body]): [string, string] => [`artikel ${id}`, body]),
    ...blogPosts.map((p): [string, string] => [
      `blogg ${p.id} (metadata)`,
      `${p.title}\n${p.excerpt}`,
    ]),
    ...[...blogBodies].map(([id, body]): [string, string] => [`blogg ${id}`, body]),
    ['sidor', pages],
  ];
}

/** The sentences, over all texts, that match a pattern: `[where, sentence]`. */
function sentencesMatching(test: (sentence: string) => boolean): string[] {
  return allTexts().flatMap(([where, text]) =>
    sentences(text)
      .filter(test)
      .map((sentence) => `${where}: ${sentence}`),
  );
}

// ---------------------------------------------------------------------------------------------
// The dated-facts table
// ---------------------------------------------------------------------------------------------

describe('dated facts', () => {
  it('has exactly one fact per id, in FACT_IDS order', () => {
    expect(datedFacts.map((fact) => fact.id)).toEqual([...FACT_IDS]);
    for (const id of FACT_IDS) expect(getFact(id).id).toBe(id);
    expect(isFactId('moms-normal')).toBe(true);
    expect(isFactId('moms-normalt')).toBe(false);
  });

  it('gives every fact real dates, a Swedish validity and a deep authority source', () => {
    for (const fact of datedFacts) {
      expect(isRealDate(fact.validFrom), fact.id).toBe(true);
      expect(isRealDate(fact.changedOn), fact.id).toBe(true);
      if (fact.validTo !== undefined) {
        expect(isRealDate(fact.validTo), fact.id).toBe(true);
        expect(fact.validTo > fact.validFrom, fact.id).toBe(true);
      }
      expect(fact.validity, fact.id).toMatch(/^Gäller /u);
      expect(fact.label.trim(), fact.id).not.toBe('');
      expect(isDeepAuthorityLink(fact.source), `${fact.id}: ${fact.source.url}`).toBe(true);
    }
  });

  it('stores rates as fractions and amounts as whole kronor, written as the texts write them', () => {
    for (const fact of datedFacts) {
      if (fact.unit === 'regel') {
        // A formula: no single value; the display says what it depends on.
        expect(fact.value, fact.id).toBe(0);
        expect(fact.display.trim(), fact.id).not.toBe('');
      } else if (fact.unit === 'andel') {
        // 0 is a rate too: no arbetsgivaravgift for those born 1937 or earlier.
        expect(fact.value, fact.id).toBeGreaterThanOrEqual(0);
        expect(fact.value, fact.id).toBeLessThan(1);
        const written = `${String(Math.round(fact.value * 10000) / 100).replace('.', ',')} %`;
        expect(fact.display, fact.id).toBe(written);
      } else {
        expect(Number.isInteger(fact.value), fact.id).toBe(true);
        expect(fact.value, fact.id).toBeGreaterThan(0);
        const unit = fact.unit === 'dagar' ? 'dagar' : 'kr';
        const written = `${fact.value.toLocaleString('sv-SE').replace(/\s/gu, ' ')} ${unit}`;
        expect(fact.display.replace(/\s/gu, ' '), fact.id).toBe(written);
      }
    }
  });

  it('has the 2026 values the calculators compute with', () => {
    const pinned: [FactId, number][] = [
      ['arbetsgivaravgift-full', 0.3142],
      ['arbetsgivaravgift-alderspension', 0.1021],
      ['arbetsgivaravgift-unga', 0.2081],
      ['arbetsgivaravgift-unga-tak', 25000],
      ['vaxa-stod-avgift', 0.1021],
      ['vaxa-stod-tak', 35000],
      ['egenavgift-full', 0.2897],
      ['egenavgift-schablonavdrag', 0.25],
      ['moms-normal', 0.25],
      ['moms-12', 0.12],
      ['moms-6', 0.06],
      ['moms-livsmedel', 0.06],
      ['momsbefrielse-grans', 120000],
      ['semesterersattning', 0.12],
      ['sjuklon', 0.8],
      ['karensavdrag', 0.2],
      ['aktiekapital-minst', 25000],
      ['bolagsskatt', 0.206],
      ['rotavdrag', 0.3],
    ];
    for (const [id, value] of pinned) expect(FACTS[id].value, id).toBe(value);
  });

  it('limits the temporary youth rate and the food VAT rate to their periods', () => {
    const youth = getFact('arbetsgivaravgift-unga');
    expect([youth.validFrom, youth.validTo]).toEqual(['2026-04-01', '2027-09-30']);
    expect(youth.conditions).toMatch(/vid årets ingång har fyllt 18 men inte 23 år/u);
    expect(youth.conditions).toMatch(/25 000 kr per kalendermånad/u);
    expect(getFact('arbetsgivaravgift-unga-tak').validTo).toBe('2027-09-30');
    const food = getFact('moms-livsmedel');
    expect([food.validFrom, food.validTo]).toEqual(['2026-04-01', '2027-12-31']);
    expect(factAppliesOn(youth, '2026-03-31')).toBe(false);
    expect(factAppliesOn(youth, '2026-04-01')).toBe(true);
    expect(factAppliesOn(youth, '2027-09-30')).toBe(true);
    expect(factAppliesOn(youth, '2027-10-01')).toBe(false);
    expect(factAppliesOn(getFact('arbetsgivaravgift-full'), '2026-11-22')).toBe(true);
  });

  it('gives every fact a row for every income year, each saying which year it is for', () => {
    expect(FACT_YEARS).toEqual([2026, 2027]);
    expect(BASE_YEAR).toBe(2026);
    for (const year of FACT_YEARS) {
      const rows = datedFactsFor(year);
      expect(rows.map((fact) => fact.id)).toEqual([...FACT_IDS]);
      for (const fact of rows) {
        expect(fact.year, fact.id).toBe(year);
        expect(getFact(fact.id, year)).toBe(fact);
        if (fact.undecided) {
          // not confirmed for the year: the latest value, said plainly
          expect(fact.validity, fact.id).toBe(
            `Inte bekräftat för ${year}: räknaren använder ${year - 1} års värde`,
          );
          expect(fact.value, fact.id).toBe(getFact(fact.id, BASE_YEAR).value);
        } else {
          expect(fact.validity, fact.id).toMatch(/^Gäller /u);
          // a decided row applies on some day of its year
          const lastDay = `${year}-12-31`;
          expect(fact.validFrom <= lastDay, fact.id).toBe(true);
          expect(fact.validTo === undefined || fact.validTo >= `${year}-01-01`, fact.id).toBe(true);
        }
      }
    }
    // the base year is all decided; the table is what the articles state
    expect(datedFactsFor(BASE_YEAR).filter((fact) => fact.undecided)).toEqual([]);
    expect(datedFacts).toBe(datedFactsFor(BASE_YEAR));
  });

  it('has the 2027 values that are set: four and eight inkomstbasbelopp of 2026 (83 400 kr)', () => {
    expect(getFact('inkomstbasbelopp-gransbelopp', 2027).value).toBe(83_400);
    expect(getFact('utdelning-grundbelopp', 2027).value).toBe(4 * 83_400);
    expect(getFact('utdelning-grundbelopp', 2027).display).toBe('333 600 kr');
    expect(getFact('utdelning-loneavdrag', 2027).value).toBe(8 * 83_400);
    expect(getFact('utdelning-loneavdrag', 2027).display).toBe('667 200 kr');
    // periods that run into 2027 carry over as they are
    expect(getFact('arbetsgivaravgift-unga', 2027).undecided).toBeUndefined();
    expect(getFact('arbetsgivaravgift-unga', 2027).validTo).toBe('2027-09-30');
    expect(getFact('moms-livsmedel', 2027).validTo).toBe('2027-12-31');
    // rules in force until changed carry over
    expect(getFact('semestertillagg', 2027).undecided).toBeUndefined();
    expect(getFact('egenavgift-nedsattning-tak', 2027).value).toBe(15_000);
    // yearly amounts of 2027 that are not confirmed here are marked, never silently 2026's
    for (const id of ['prisbasbelopp', 'skiktgrans', 'kommunalskatt-genomsnitt'] as const) {
      expect(getFact(id, 2027).undecided, id).toBe(true);
    }
  });

  it('puts a date in the income year the table has for it', () => {
    expect(factYearOn('2026-12-31')).toBe(2026);
    expect(factYearOn('2027-01-01')).toBe(2027);
    expect(factYearOn('2025-06-01')).toBe(2026);
    expect(factYearOn('2031-06-01')).toBe(2027);
    expect(factYearOn('inte ett datum')).toBe(2026);
  });

  it('limits the reduced rate for older employees to those born 1938–1958', () => {
    expect(getFact('arbetsgivaravgift-alderspension').conditions).toMatch(/1938.+1958/u);
  });
});

// ---------------------------------------------------------------------------------------------
// Articles: sources, review dates, titles
// ---------------------------------------------------------------------------------------------

describe('article sources and review dates', () => {
  it('cites at least one exact authority page in every article', () => {
    const without = articles
      .filter((article) => !article.sources.some(isDeepAuthorityLink))
      .map((article) => article.id);
    expect(without).toEqual([]);
  });

  it('labels every source and uses https addresses', () => {
    for (const article of articles) {
      for (const source of article.sources) {
        expect(source.label.trim().length, `${article.id}: ${source.url}`).toBeGreaterThan(3);
        expect(source.url, article.id).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}(?:\/\S*)?$/u);
      }
    }
  });

  it('keeps every address in SRC deep and on an authority or a named organisation', () => {
    for (const [key, source] of Object.entries(SRC)) {
      expect(new URL(source.url).protocol, key).toBe('https:');
      expect(source.label, key).toMatch(/^[^:]+: ./u);
    }
  });

  it('points every source, authority or not, at a page rather than a home page (issue 26)', () => {
    const homePages = [
      ...articles.flatMap((article) => article.sources.map((source) => [article.id, source.url])),
      ...blogPosts.flatMap((post) => post.sources.map((source) => [post.id, source.url])),
    ].filter(([, url]) => new URL(url ?? '').pathname.replace(/\/+$/u, '').length <= 1);
    expect(homePages).toEqual([]);
  });

  it('lists the sources of every blog post, as articles do (issue 26)', () => {
    for (const post of blogPosts) {
      expect(post.sources.length, post.id).toBeGreaterThan(0);
      for (const source of post.sources) {
        expect(source.label.trim().length, `${post.id}: ${source.url}`).toBeGreaterThan(3);
        expect(source.url, post.id).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}\/\S+$/u);
      }
    }
    // posts that state rules cite the authority behind them
    const ruled = blogPosts.filter((post) => post.id !== 'bli-mentor-for-en-nystartare');
    expect(
      ruled.filter((post) => !post.sources.some(isDeepAuthorityLink)).map((p) => p.id),
    ).toEqual([]);
  });

  it('points no source at a whole law: a law on riksdagen.se is linked at its paragraph (issue 37)', () => {
    const all: [string, SourceLink][] = [
      ...articles.flatMap((a) =>
        a.sources.map((s): [string, SourceLink] => [`artikel ${a.id}`, s]),
      ),
      ...blogPosts.flatMap((p) => p.sources.map((s): [string, SourceLink] => [`blogg ${p.id}`, s])),
      ...FACT_YEARS.flatMap((year) =>
        datedFactsFor(year).map((f): [string, SourceLink] => [`faktum ${f.id} ${year}`, f.source]),
      ),
      ...Object.entries(SRC).map(([key, s]): [string, SourceLink] => [`SRC.${key}`, s]),
    ];
    expect(all.filter(([, source]) => citesWholeLaw(source)).map(([where]) => where)).toEqual([]);
    // and the paragraph is named in the label, as the reader sees it: a paragraph, never a
    // chapter alone ('9 kap., skattesatser' was a chapter; issue 55)
    for (const [where, source] of all) {
      if (isLawOnRiksdagen(source)) expect(source.label, where).toMatch(/§/u);
    }
    // No whole budget bill (prop. 2025/26:1, HD031) and no page about an organisation itself.
    const weak = all.filter(
      ([, source]) =>
        /data\.riksdagen\.se\/dokument\/HD031\.html|\/om-oss\//u.test(source.url) ||
        /^Riksdagen: prop\. \d{4}\/\d\d:1 Budgetpropositionen/u.test(source.label),
    );
    expect(weak.map(([where]) => where).filter((where) => !where.startsWith('SRC.'))).toEqual([]);
  });

  it('cites a source for the 3:12 and the momsbefrielse sections of Nytt för företagare 2026 (issue 55)', () => {
    const urls = (getArticle('nytt-for-foretagare-2026')?.sources ?? []).map((s) => s.url);
    expect(urls).toContain(FACT_SOURCES_FOR_TEST.famansforetag2026.url);
    expect(urls).toContain(FACT_SOURCES_FOR_TEST.momsbefrielse.url);
  });

  it('the whole-law check itself flags a law without a paragraph and lets a paragraph pass', () => {
    const base =
      'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/aktiebolagslag-2005551_sfs-2005-551/';
    expect(citesWholeLaw({ label: 'x', url: base })).toBe(true);
    expect(citesWholeLaw({ label: 'x', url: `${base}#K1P5` })).toBe(false);
    expect(citesWholeLaw({ label: 'x', url: 'https://www.skatteverket.se/x.html' })).toBe(false);
  });

  it('cites the FoU-avdrag’s own law, lag (2023:747), and the lönebaserat utrymme as a payroll above the löneavdrag (issue 37)', () => {
    const fou = getArticle('fou-avdrag');
    expect(fou?.sources.map((s) => s.label).join(' ')).toMatch(/lag \(2023:747\)/u);
    expect(plainText(articleBodies.get('fou-avdrag') ?? '')).toMatch(/lag \(2023:747\)/u);
    expect(sentencesMatching((s) => /bolag med anställda/u.test(s))).toEqual([]);
    expect(plainText(articleBodies.get('valja-foretagsform') ?? '')).toMatch(
      /din egen lön inräknad, var större än löneavdraget/u,
    );
  });

  it('the source check itself rejects a home page and a non-authority page', () => {
    const label = 'x';
    expect(isDeepAuthorityLink({ label, url: 'https://www.skatteverket.se/' })).toBe(false);
    expect(isDeepAuthorityLink({ label, url: 'https://www.skatteverket.se' })).toBe(false);
    expect(isDeepAuthorityLink({ label, url: 'https://example.se/skatteverket.se/moms' })).toBe(
      false,
    );
    expect(isDeepAuthorityLink({ label, url: 'https://fakeskatteverket.se/moms' })).toBe(false);
    expect(isDeepAuthorityLink({ label, url: 'https://www.skatteverket.se/foretag/moms' })).toBe(
      true,
    );
    expect(isDeepAuthorityLink({ label, url: 'https://data.riksdagen.se/dokument/x.html' })).toBe(
      true,
    );
  });

  it('references only known facts', () => {
    for (const article of articles) {
      for (const id of article.facts ?? []) expect(isFactId(id), `${article.id}: ${id}`).toBe(true);
    }
  });

  it('names only known facts in its body, and lists every fact it names (issue 55)', () => {
    const wrong = [...writtenArticleBodies, ...writtenBlogBodies].flatMap(([id, body]) =>
      unknownFactTokens(body).map((token) => `${id}: {{${token}}}`),
    );
    expect(wrong).toEqual([]);
    const unlisted = articles.flatMap((article) =>
      factIdsIn(writtenArticleBodies.get(article.id) ?? '')
        .filter((id) => !(article.facts ?? []).includes(id))
        .map((id) => `${article.id}: ${id}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('has real review dates, none in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const article of articles) {
      expect(isRealDate(article.reviewed), article.id).toBe(true);
      expect(article.reviewed <= today, article.id).toBe(true);
    }
  });

  it('was reviewed on or after the last change of every fact it states', () => {
    expect(staleArticles(articles)).toEqual([]);
  });

  it('the review-date check itself flags an article reviewed before its fact changed', () => {
    const base = articles[0];
    if (!base) throw new Error('no articles');
    const stale: ArticleMeta = {
      ...base,
      reviewed: '2025-12-31',
      facts: ['moms-livsmedel'],
    };
    const fresh: ArticleMeta = { ...stale, reviewed: '2026-04-01' };
    expect(staleArticles([stale])).toHaveLength(1);
    expect(staleArticles([fresh])).toEqual([]);
    expect(latestFactChange([])).toBeUndefined();
  });

  it('lists in `facts` every dated rate or amount its title, teaser or body states', () => {
    const unlisted = articles.flatMap((article) => {
      const text = [article.title, article.teaser, articleBodies.get(article.id) ?? ''].join('\n');
      const missing = unlistedFacts(text, article.facts ?? []);
      return missing.length > 0 ? [`${article.id}: ${missing.join(', ')}`] : [];
    });
    expect(unlisted).toEqual([]);
  });

  it('the fact-mention check itself finds a rate that is stated but not listed', () => {
    const text = 'Arbetsgivaravgiften är 31,42 % av lönen. Kostnaderna är 120 000 kr per år.';
    expect(unlistedFacts(text, [])).toEqual(['31,42 %']);
    expect(unlistedFacts(text, ['arbetsgivaravgift-full'])).toEqual([]);
    expect(unlistedFacts('Momsbefrielse upp till 120 000 kr.', [])).toEqual([
      'momsbefrielse 120 000 kr',
    ]);
  });

  it('gives no two articles the same title', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const article of articles) {
      const key = article.title.trim().toLocaleLowerCase('sv-SE');
      const other = seen.get(key);
      if (other) duplicates.push(`${other} / ${article.id}: ${article.title}`);
      seen.set(key, article.id);
    }
    expect(duplicates).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// One article per topic: redirects and links
// ---------------------------------------------------------------------------------------------

/** Every article id that the content links to, with where it is linked from. */
function linkedArticleIds(): { id: string; from: string }[] {
  const links: { id: string; from: string }[] = [];
  const add = (from: string, link: ArticleLink) => links.push({ id: link.slug, from });
  const addPage = (from: string, link: PageLink) => {
    if (link.to === '/articles' && link.hash) links.push({ id: link.hash, from });
  };
  addPage('hero', HERO.secondary);
  FEATURES.forEach((feature) => addPage(`feature ${feature.id}`, feature.link));
  addPage('blog teaser', BLOG_TEASER.link);
  addPage('vilka är vi', WHO_WE_ARE.link);
  INFO_CARDS.forEach((card) => card.links.forEach((link) => add(`information ${card.id}`, link)));
  CHECKLIST_STEPS.forEach((step) => step.articles.forEach((link) => add(`steg ${step.id}`, link)));
  COMPANY_FORMS.forEach((form) => add(`faq form ${form.id}`, form.article));
  BUSINESS_IDEAS.forEach((idea) => add(`faq idé ${idea.id}`, idea.article));
  [...FAQ_ENTRIES, ...HELP_FAQ].forEach((entry) => {
    if (entry.article) add(`fråga ${entry.id}`, entry.article);
  });
  for (const article of articles) {
    for (const id of article.related ?? []) links.push({ id, from: `artikel ${article.id}` });
  }
  // Addresses written out in texts: /article/<id> or /articles#<id>.
  for (const [where, text] of allTexts()) {
    for (const match of text.matchAll(/\/articles?(?:\/|#)([a-z0-9-]+)/gu)) {
      if (match[1]) links.push({ id: match[1], from: where });
    }
  }
  return links;
}

/** Links that point at an alias or at no article. */
function badLinks(links: readonly { id: string; from: string }[]): string[] {
  return links
    .filter((link) => Object.hasOwn(ARTICLE_REDIRECTS, link.id) || !getArticle(link.id))
    .map((link) => `${link.from} -> ${link.id}`);
}

describe('one article per topic', () => {
  it('keeps registrera-som-arbetsgivare and redirects the duplicate to it', () => {
    expect(getArticle('registrera-som-arbetsgivare')).toBeDefined();
    expect(getArticle('registrera-dig-som-arbetsgivare')).toBeUndefined();
    expect(resolveArticleId('registrera-dig-som-arbetsgivare')).toBe('registrera-som-arbetsgivare');
    expect(articleBodies.has('registrera-dig-som-arbetsgivare')).toBe(false);
  });

  it('merges the overlapping articles of issue 26 into one per topic', () => {
    const merged: [string[], string][] = [
      [['fakturakrav'], 'din-forsta-faktura'],
      [['enskild-firma-eller-aktiebolag'], 'valja-foretagsform'],
      [['momsregistrering'], 'moms'],
      [['registrera-foretag', 'verksamt-se-som-startpunkt'], 'att-komma-igang'],
    ];
    for (const [aliases, kept] of merged) {
      expect(getArticle(kept), kept).toBeDefined();
      for (const alias of aliases) {
        expect(getArticle(alias), alias).toBeUndefined();
        expect(articleBodies.has(alias), alias).toBe(false);
        expect(resolveArticleId(alias)).toBe(kept);
      }
    }
    // what the merged-away articles said is in the kept ones
    expect(plainText(articleBodies.get('din-forsta-faktura') ?? '')).toMatch(/kreditfaktura/u);
    expect(plainText(articleBodies.get('valja-foretagsform') ?? '')).toMatch(
      /Enskild firma eller aktiebolag: jämförelse/u,
    );
    expect(plainText(articleBodies.get('moms') ?? '')).toMatch(/momsregistreringsnummer/u);
    expect(plainText(articleBodies.get('att-komma-igang') ?? '')).toMatch(
      /skatte- och avgiftsanmälan.*verklig huvudman/su,
    );
  });

  it('resolves every alias to an existing article that is not itself an alias', () => {
    for (const [alias, target] of Object.entries(ARTICLE_REDIRECTS)) {
      expect(getArticle(alias), `${alias} is still an article`).toBeUndefined();
      expect(getArticle(target), `${alias} -> ${target}`).toBeDefined();
      expect(Object.hasOwn(ARTICLE_REDIRECTS, target), `${target} is an alias`).toBe(false);
      expect(resolveArticleId(alias)).toBe(target);
    }
  });

  it('leaves article ids and unknown ids as they are', () => {
    for (const article of articles) expect(resolveArticleId(article.id)).toBe(article.id);
    expect(resolveArticleId('finns-inte')).toBe('finns-inte');
    expect(resolveArticleId('toString')).toBe('toString');
    expect(resolveArticleId('__proto__')).toBe('__proto__');
  });

  it('links only to kept, existing article ids', () => {
    const links = linkedArticleIds();
    expect(links.length).toBeGreaterThan(50);
    expect(badLinks(links)).toEqual([]);
  });

  it('the link check itself flags an alias and a missing id', () => {
    expect(
      badLinks([
        { id: 'registrera-dig-som-arbetsgivare', from: 'test' },
        { id: 'finns-inte', from: 'test' },
        { id: 'moms', from: 'test' },
      ]),
    ).toEqual(['test -> registrera-dig-som-arbetsgivare', 'test -> finns-inte']);
  });

  it("puts an article's own related ids first in 'Läs också', without itself or duplicates", () => {
    for (const article of articles) {
      const shown = relatedArticles(article).map((other) => other.id);
      expect(shown, article.id).not.toContain(article.id);
      expect(new Set(shown).size, article.id).toBe(shown.length);
      const own = (article.related ?? []).slice(0, 4);
      expect(shown.slice(0, own.length), article.id).toEqual(own);
    }
  });

  it('keeps the worked hourly-rate example in one article and points the others to it', () => {
    const example = plainText(articleBodies.get('prissatta-din-tjanst') ?? '');
    for (const input of [
      /40 000 kr/u,
      /31,42 %/u,
      /120 000 kr/u,
      /Lediga veckor: 7 per år/u,
      /65 %/u,
    ]) {
      expect(example).toMatch(input);
    }
    expect(example).toMatch(/1 170 (?:timmar|debiterbara)/u);
    expect(getArticle('prissattning')?.related).toContain('prissatta-din-tjanst');
  });

  it('keeps one full text per topic across articles and blog: the post links to the article (issue 37)', () => {
    const pairs: [string, string, RegExp][] = [
      // the 2026 news: the article has the dates and amounts, the post only points to them
      [
        'det-har-andras-for-smaforetag-2026',
        'nytt-for-foretagare-2026',
        /20,81|322 400|120 000 kr|1 april 2026 till och med|30 procent av arbetskostnaden/u,
      ],
      // the hourly rate: the article has the worked example, the post only points to it
      ['prissatt-dina-tjanster', 'prissatta-din-tjanst', /150 816|750 816|1 170|642 kr/u],
    ];
    for (const [postId, articleId, repeated] of pairs) {
      const post = blogPosts.find((item) => item.id === postId);
      expect(post?.article, postId).toEqual({ id: articleId, title: getArticle(articleId)?.title });
      const body = plainText(blogBodies.get(postId) ?? '');
      expect(body, postId).not.toMatch(repeated);
      expect(body, postId).toContain(getArticle(articleId)?.title ?? '—');
      // the article still has it all
      expect(plainText(articleBodies.get(articleId) ?? ''), articleId).toMatch(repeated);
    }
    // every post's link to an article names it as the article is titled
    for (const post of blogPosts) {
      if (post.article)
        expect(getArticle(post.article.id)?.title, post.id).toBe(post.article.title);
    }
  });

  it('states the momsbefrielse rules in one article and links to it from the others', () => {
    const restating: string[] = [];
    const unlinked: string[] = [];
    for (const article of articles) {
      if (article.id === 'momsbefrielse') continue;
      const body = articleBodies.get(article.id) ?? '';
      const about = sentences(body).filter((s) => VAT_EXEMPTION.test(s));
      if (about.length === 0) continue;
      if (!(article.related ?? []).includes('momsbefrielse')) unlinked.push(article.id);
      // The history of the limit and the two-year rule are told only in the momsbefrielse article.
      for (const s of about) {
        if (/\b(?:30|80)[\s\u00a0]000\b|förra kalenderåret|föregående kalenderår/u.test(s)) {
          restating.push(`${article.id}: ${s}`);
        }
      }
    }
    expect(unlinked).toEqual([]);
    expect(restating).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The rows of the table: wrong before, right now
// ---------------------------------------------------------------------------------------------

describe('facts corrected in issue 14', () => {
  it('never mentions the abolished F-skattsedel', () => {
    expect(sentencesMatching((s) => /F-skattsedel/iu.test(s))).toEqual([]);
  });

  it('never tells the reader to apply for momsbefrielse', () => {
    const apply =
      /ans[öo]k\w*\s+om\s+(?:\w+\s+){0,2}(?:moms)?befrielse|ansökan om (?:moms)?befrielse/iu;
    expect(sentencesMatching((s) => apply.test(s))).toEqual([]);
    expect(apply.test('Du behöver ansöka om momsbefrielse hos Skatteverket.')).toBe(true);
  });

  it('says the momsbefrielse applies automatically and looks at this and last year', () => {
    const body = plainText(articleBodies.get('momsbefrielse') ?? '');
    expect(body).toMatch(/automatiskt/u);
    expect(body).toMatch(/förra kalenderåret/u);
    expect(body).not.toMatch(/beräknas|uppskatta[rd] (?:att )?omsättning/u);
  });

  it('puts the reduced employer fee at 67, not 66', () => {
    expect(sentencesMatching((s) => /fyllt 66 år|66 år eller äldre|över 66 år/u.test(s))).toEqual(
      [],
    );
  });

  it('calls the invoice method by Skatteverket’s name, faktureringsmetoden (issue 26)', () => {
    expect(sentencesMatching((s) => /fakturametoden/iu.test(s))).toEqual([]);
    expect(getArticle('kontantmetoden-faktureringsmetoden')?.title).toMatch(/faktureringsmetoden/u);
  });

  it('does not require a certified cash register', () => {
    expect(sentencesMatching((s) => /certifiera\w* kassaregist/iu.test(s))).toEqual([]);
  });

  it('pays sjuklön from day 1, with a karensavdrag instead of a karensdag', () => {
    const fromDayTwo = sentencesMatching(
      (s) =>
        /sjukl[öo]n/iu.test(s) &&
        /(?:från|fr\.o\.m\.) (?:och med )?dag (?:två|2)\b|andra dagen/iu.test(s),
    );
    expect(fromDayTwo).toEqual([]);
    const karensdag = sentencesMatching(
      (s) => /karensdag/iu.test(s) && !PAST.test(s) && !/ersatte/u.test(s),
    );
    expect(karensdag).toEqual([]);
    const sjuklon = plainText(articleBodies.get('sjuklon') ?? '');
    expect(sjuklon).toMatch(/första (?:sjuk)?dagen/u);
    expect(sjuklon).toMatch(/karensavdrag/u);
    expect(sjuklon).toMatch(/80 %/u);
  });

  it('gives växa-stöd for the first two employees, not only the first', () => {
    const firstOnly = sentencesMatching(
      (s) =>
        /växa/iu.test(s) && /första anställda|första medarbetare/u.test(s) && !/två|andra/u.test(s),
    );
    expect(firstOnly).toEqual([]);
  });

  it('states no outdated rate as current', () => {
    expect(sentencesMatching(statesOutdatedRate)).toEqual([]);
  });

  it('the outdated-rate check itself flags old figures and lets history pass', () => {
    expect(statesOutdatedRate('Aktiekapitalet måste vara minst 50 000 kr.')).toBe(true);
    expect(statesOutdatedRate('Bolagsskatten är 22 % av vinsten.')).toBe(true);
    expect(statesOutdatedRate('Momsbefrielse gäller upp till 80 000 kr.')).toBe(true);
    expect(statesOutdatedRate('Rotavdraget är 50 % av arbetskostnaden.')).toBe(true);
    expect(statesOutdatedRate('Fram till 2020 krävdes minst 50 000 kr i aktiekapital.')).toBe(
      false,
    );
    expect(statesOutdatedRate('Aktiekapitalet måste vara minst 25 000 kr.')).toBe(false);
  });

  it('counts the employer fee age at the start of the year (issue 26)', () => {
    const withoutDate = sentencesMatching(
      (s) => /fyllt 67 år/u.test(s) && !/vid årets ingång/u.test(s) && !/födda|född/u.test(s),
    );
    expect(withoutDate).toEqual([]);
  });

  it('applies the 25 000 kr share capital to every private aktiebolag, not only new ones (issue 26)', () => {
    expect(sentencesMatching((s) => /bolag som bildas (?:från|i dag)/u.test(s))).toEqual([]);
    expect(getFact('aktiekapital-minst').validity).toBe(
      'Gäller alla privata aktiebolag från 1 januari 2020',
    );
  });

  it('counts folköl as food at 6 % from 1 April 2026, not as an alcoholic drink at 25 % (issue 26)', () => {
    expect(plainText(articleBodies.get('moms') ?? '')).toMatch(
      /Folköl och lättöl räknas däremot som livsmedel och har 6 %/u,
    );
    expect(sentencesMatching((s) => /^-?\s*Alkoholdrycker .*25/u.test(s))).toEqual([]);
  });

  it('links no Skatteverket page under the old /foretagochorganisationer/ path (issue 26)', () => {
    const urls = [
      ...Object.values(SRC).map((source) => source.url),
      ...datedFacts.map((fact) => fact.source.url),
      ...articles.flatMap((article) => article.sources.map((source) => source.url)),
      ...blogPosts.flatMap((post) => post.sources.map((source) => source.url)),
    ];
    expect(urls.filter((url) => url.includes('/foretagochorganisationer/'))).toEqual([]);
  });

  it('keeps the history in the founder story: 50 000 kr then, 25 000 kr now', () => {
    const story = plainText(blogBodies.get('fran-koksbordet-till-tolv-anstallda') ?? '');
    expect(story).toMatch(/50 000 kr/u);
    expect(story).toMatch(/25 000 kr/u);
  });
});

// ---------------------------------------------------------------------------------------------
// Affiliate mentions
// ---------------------------------------------------------------------------------------------

/** The texts where Faktureo helps the reader: invoicing, first invoice, bookkeeping tools. */
const FAKTUREO_TEXTS = new Set([
  'artikel fakturera-utan-foretag',
  'artikel fakturera-utan-foretag (metadata)',
  'artikel din-forsta-faktura',
  'artikel bokforingsprogram',
  'artikel f-skatt',
  'artikel att-komma-igang',
  'artikel starta-vid-sidan-av-anstallningen',
  'artikel starta-foretag-som-student',
  'artikel fran-affarside-till-forsta-kund',
  'blogg forsta-aret-med-f-skatt',
  'blogg testa-affarsiden-innan-du-sager-upp-dig',
  'blogg en-vanlig-vecka-som-egenforetagare',
  'sidor',
]);

describe('affiliate mentions', () => {
  it('mentions Faktureo only where it helps the reader', () => {
    const elsewhere = allTexts()
      .filter(([where, text]) => /Faktureo/u.test(text) && !FAKTUREO_TEXTS.has(where))
      .map(([where]) => where);
    expect(elsewhere).toEqual([]);
  });

  it('keeps the invoicing-without-a-company article with its Faktureo section', () => {
    expect(getArticle('fakturera-utan-foretag')).toBeDefined();
    expect(articleBodies.get('fakturera-utan-foretag')).toMatch(/Faktureo/u);
  });

  it('never spells out the affiliate address in a text (the link is made, sponsored, in one place)', () => {
    const host = new URL(FAKTUREO_AFFILIATE_URL).hostname;
    const spelled = allTexts()
      .filter(([, text]) => text.toLowerCase().includes(host))
      .map(([where]) => where);
    expect(spelled).toEqual([]);
  });
});
