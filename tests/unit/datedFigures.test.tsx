/**
 * Every dated figure on the site says which year it is for, and switches on 1 January (issue 55
 * item 1, decisions.md: "Every dated figure on the site (articles and blog included) says which
 * year it is for and switches by the site's clock on 1 January, showing the new year's value where
 * decided and saying so where not").
 *
 * Every article and every blog post is rendered as its page renders it (its route's loader, then
 * the reading view's ContentEditorFrame, which draws an article's body and a post's) on 31 December 2026
 * and on 1 January 2027, and before the clock is read (the HTML: the build's year, 2026). No
 * browser: the same components, rendered to a string.
 *
 * What counts as a dated figure is written here from the facts the authorities publish for 2026
 * and what is decided for 2027 (Skatteverket's belopp och procent 2026; the gränsbelopp 2027 from
 * the inkomstbasbelopp 2026 of 83 400 kr), not read from src: a figure set for one income year.
 * Rules the law sets until changed (moms 25 %, bolagsskatt 20,6 %, the schablonavdrag of at most
 * 25 %, the 20 % statlig skatt above the skiktgräns, the 7 % pensionsavgift) and figures set for a
 * period that the text names (the youth fee until 30 September 2027) are not dated in this sense.
 */
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentEditorFrame } from '../../src/components/editing/ContentEditorFrame';
import { MiniMarkup } from '../../src/components/MiniMarkup';
import { factText, factTextsOf } from '../../src/content/factText';
import { fillFactTexts } from '../../src/content/factTokens';
import { articles } from '../../src/content/articles';
import { blogPosts } from '../../src/content/blog';
import { BUSINESS_IDEAS, COMPANY_FORMS, FAQ_ENTRIES } from '../../src/content/pages/faq';
import { HELP_FAQ } from '../../src/content/pages/help';
import { CHECKLIST_STEPS } from '../../src/content/pages/checklist';
import { ABOUT_PARAGRAPHS, PLAN_TEXTS, QUESTIONS } from '../../src/content/startplan/texts';
import { loadAllArticleBodies } from '../../src/content/articles/bodies';
import { loadAllBlogBodies } from '../../src/content/blog/bodies';
import { searchSources } from '../../src/content/searchSources';
import {
  loadArticlePage,
  type ArticlePageData,
} from '../../src/routes/article/-components/articlePageLoader';
import { loadBlogPostPage } from '../../src/pages/blogPostLoader';

const SP = '[\\s\\u00a0]';
const pct = (figure: string) => new RegExp(`(?<![\\d,])${figure}${SP}?%`, 'u');
const kr = (digits: string) =>
  new RegExp(`(?<![\\d])${digits.replace(/ /gu, SP)}${SP}?(?:kr|kronor)`, 'u');

interface DatedFigure {
  /** How the figure is written. */
  name: string;
  /** A sentence that states this figure (the condition keeps other uses of the number out). */
  states: (sentence: string) => boolean;
  /** 2027: the value decided for it, or undecided. */
  in2027: string | 'undecided';
}

/** The figures of 2026 that are set for that income year only. */
const DATED: readonly DatedFigure[] = [
  { name: '31,42 %', states: (s) => pct('31,42').test(s), in2027: 'undecided' },
  { name: '28,97 %', states: (s) => pct('28,97').test(s), in2027: 'undecided' },
  {
    name: '10,21 % (ålderspensionsavgift)',
    states: (s) => pct('10,21').test(s) && !/växa/iu.test(s),
    in2027: 'undecided',
  },
  { name: '24,26 %', states: (s) => pct('24,26').test(s), in2027: 'undecided' },
  { name: '32,38 %', states: (s) => pct('32,38').test(s), in2027: 'undecided' },
  { name: '59 200 kr', states: (s) => kr('59 200').test(s), in2027: 'undecided' },
  { name: '643 000 kr', states: (s) => kr('643 000').test(s), in2027: 'undecided' },
  { name: '660 400 kr', states: (s) => kr('660 400').test(s), in2027: 'undecided' },
  { name: '47 100 kr', states: (s) => kr('47 100').test(s), in2027: 'undecided' },
  { name: '1 184 kr', states: (s) => kr('1 184').test(s), in2027: 'undecided' },
  { name: '80 600 kr', states: (s) => kr('80 600').test(s), in2027: '83 400 kr' },
  { name: '322 400 kr', states: (s) => kr('322 400').test(s), in2027: '333 600 kr' },
  { name: '644 800 kr', states: (s) => kr('644 800').test(s), in2027: '667 200 kr' },
];

/** The text of rendered HTML, a line per block. */
function textOf(html: string): string {
  return html
    .replace(/<\/(?:p|li|h[1-6]|div)>/gu, '\n')
    .replace(/<[^>]+>/gu, '')
    .replace(/&amp;/gu, '&')
    .replace(/&quot;/gu, '"')
    .replace(/&#x27;/gu, "'")
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>');
}

/** Sentences: split after . ! ? and at line ends. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ0-9*])|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * What is wrong with the dated figures of a page's text on a day of `year`: a figure without the
 * year it is for, or (2027) a 2026 figure shown as 2027's, or 2027's said to be decided when it
 * is not.
 */
function problems(text: string, year: 2026 | 2027): string[] {
  const found: string[] = [];
  for (const sentence of sentences(text)) {
    for (const figure of DATED) {
      if (!figure.states(sentence)) continue;
      if (!sentence.includes('2026')) found.push(`${figure.name} utan år (${year}): "${sentence}"`);
      if (year === 2027 && figure.in2027 === 'undecided') {
        const asIf2027 = new RegExp(`${figure.name.split(' (')[0]}${SP}*\\(2027\\)`, 'u');
        if (
          asIf2027.test(sentence) ||
          (sentence.includes('2027') && !/inte beslutat/u.test(sentence))
        )
          found.push(`${figure.name} som om 2027 vore beslutat: "${sentence}"`);
      }
    }
  }
  if (/\{\{[^}]*\}\}/u.test(text))
    found.push(`ett faktum som inte fylldes i: ${text.match(/\{\{[^}]*\}\}/u)?.[0]}`);
  return found;
}

type Day = { label: string; today: string | null; year: 2026 | 2027 };
const DAYS: readonly Day[] = [
  { label: 'the HTML (the build’s year)', today: null, year: 2026 },
  { label: '31 December 2026', today: '2026-12-31', year: 2026 },
  { label: '1 January 2027', today: '2027-01-01', year: 2027 },
];

let articlePages: Map<string, ArticlePageData>;
let postPages: Map<string, Awaited<ReturnType<typeof loadBlogPostPage>>>;

beforeAll(async () => {
  articlePages = new Map(
    await Promise.all(articles.map(async (a) => [a.id, await loadArticlePage(a.id)] as const)),
  );
  postPages = new Map(
    await Promise.all(blogPosts.map(async (p) => [p.id, await loadBlogPostPage(p.id)] as const)),
  );
});

function articleText(id: string, today: string | null): string {
  const page = articlePages.get(id);
  if (!page?.body || !page.article) throw new Error(`no article ${id}`);
  return textOf(
    renderToString(
      <ContentEditorFrame
        editor={null}
        controls={null}
        input={{ type: 'article', contentId: id, title: page.article.title, shipped: page.body }}
        facts={{ texts: page.factTexts, today }}
      />,
    ),
  );
}

function postText(id: string, today: string | null): string {
  const page = postPages.get(id);
  const post = blogPosts.find((p) => p.id === id);
  if (!page?.body || !post) throw new Error(`no post ${id}`);
  // The post's page draws its body in the same frame (src/pages/BlogPostView.tsx).
  return textOf(
    renderToString(
      <ContentEditorFrame
        editor={null}
        controls={null}
        input={{ type: 'blog-post', contentId: id, title: post.title, shipped: page.body }}
        facts={{ texts: page.factTexts, today }}
      />,
    ),
  );
}

describe.each(DAYS)('every article and blog post on $label', ({ today, year }) => {
  it('states each dated figure with its year, and none as decided where it is not', () => {
    const wrong = [
      ...articles.flatMap((a) =>
        problems(articleText(a.id, today), year).map((p) => `artikel ${a.id}: ${p}`),
      ),
      ...blogPosts.flatMap((p) =>
        problems(postText(p.id, today), year).map((x) => `blogg ${p.id}: ${x}`),
      ),
    ];
    expect(wrong).toEqual([]);
  });
});

describe('the switch on 1 January 2027', () => {
  it('shows the 2027 value where it is decided, and says so where it is not', () => {
    const before = articleText('utdelning-312-regler', '2026-12-31');
    const after = articleText('utdelning-312-regler', '2027-01-01');
    expect(before).toContain('322 400 kr (2026)');
    expect(after).toContain('333 600 kr (2027)');
    expect(after).not.toContain('322 400 kr (2026)');
    const fees = articleText('egenavgifter', '2027-01-01');
    expect(fees).toContain('28,97 % (2026; 2027 års belopp är inte beslutat än)');
    expect(articleText('egenavgifter', '2026-12-31')).toContain('28,97 % (2026)');
    // The HTML shows the build's year, the same as 31 December 2026.
    expect(articleText('egenavgifter', null)).toBe(articleText('egenavgifter', '2026-12-31'));
  });

  it('turns every post that states a dated figure over too', () => {
    const changed = blogPosts.filter(
      (p) => postText(p.id, '2026-12-31') !== postText(p.id, '2027-01-01'),
    );
    expect(changed.length).toBeGreaterThan(0);
  });
});

describe('texts that do not switch', () => {
  const STATIC: [string, string][] = [
    ...articles.map((a): [string, string] => [
      `artikel ${a.id} (titel, ingress)`,
      `${a.title}\n${a.teaser}`,
    ]),
    ...blogPosts.map((p): [string, string] => [
      `blogg ${p.id} (titel, utdrag)`,
      `${p.title}\n${p.excerpt}`,
    ]),
    ['Vanliga frågor', JSON.stringify([FAQ_ENTRIES, COMPANY_FORMS, BUSINESS_IDEAS, HELP_FAQ])],
    ['Företagslistan', JSON.stringify(CHECKLIST_STEPS)],
    ['startplanen', JSON.stringify([QUESTIONS, PLAN_TEXTS, ABOUT_PARAGRAPHS])],
  ];

  it('the titles, teasers, the FAQ, Företagslistan and the start plan name the year of any dated figure', () => {
    const wrong = STATIC.flatMap(([where, text]) =>
      problems(text.replace(/\\n/gu, '\n'), 2026).map((p) => `${where}: ${p}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('a fact named in a body', () => {
  it('reads as its figure and year, the year after as decided or not, a standing rule as it is', () => {
    expect(factText('egenavgift-full', 2026)).toBe('28,97 % (2026)');
    expect(factText('egenavgift-full', 2027)).toBe(
      '28,97 % (2026; 2027 års belopp är inte beslutat än)',
    );
    expect(factText('utdelning-grundbelopp', 2026)).toBe('322 400 kr (2026)');
    expect(factText('utdelning-grundbelopp', 2027)).toBe('333 600 kr (2027)');
    // A rate the law sets until changed, and one set for a period the text names.
    expect(factText('bolagsskatt', 2027)).toBe('20,6 %');
    expect(factText('arbetsgivaravgift-unga', 2027)).toBe('20,81 %');
  });

  it('is filled in for the year of the day, the base year before the clock is read', () => {
    const body = 'Avgiften är {{egenavgift-full}} och {{okänd-fakta}} står kvar.';
    const texts = factTextsOf(body);
    expect(Object.keys(texts.byId)).toEqual(['egenavgift-full']);
    expect(fillFactTexts(body, texts, null)).toBe(
      'Avgiften är 28,97 % (2026) och {{okänd-fakta}} står kvar.',
    );
    expect(fillFactTexts(body, texts, '2027-06-01')).toBe(
      'Avgiften är 28,97 % (2026; 2027 års belopp är inte beslutat än) och {{okänd-fakta}} står kvar.',
    );
    // A clock past the table shows its last year, which says which year it is.
    expect(fillFactTexts(body, texts, '2029-01-01')).toBe(fillFactTexts(body, texts, '2027-06-01'));
    const html = (today: string | null) =>
      renderToString(<MiniMarkup source={`**{{egenavgift-full}}**`} facts={{ texts, today }} />);
    expect(html('2026-12-31')).toContain('<strong>28,97 % (2026)</strong>');
    expect(html('2027-01-01')).toContain('<strong>28,97 % (2026; 2027');
    // Without texts the tokens stay as written (a mistake shows).
    expect(renderToString(<MiniMarkup source="{{egenavgift-full}}" />)).toContain(
      '{{egenavgift-full}}',
    );
  });
});

describe('the search', () => {
  it('indexes the bodies as the HTML shows them: figures with their year, never a token', async () => {
    const [articleBodies, blogBodies] = await Promise.all([
      loadAllArticleBodies(),
      loadAllBlogBodies(),
    ]);
    const sources = searchSources(articles, articleBodies, blogPosts, blogBodies);
    expect(sources.filter((source) => source.body.includes('{{')).map((s) => s.id)).toEqual([]);
    expect(sources.find((source) => source.id === 'egenavgifter')?.body).toContain(
      'Fulla egenavgifter är 28,97 % (2026) av underlaget.',
    );
  });
});
