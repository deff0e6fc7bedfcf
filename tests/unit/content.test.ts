/**
 * The fixed content that ships with the site: articles (metadata + bodies) and the blog.
 * Guards the shape the reading pages rely on and a few facts that must be true in 2026.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, articlesByGroup, getArticle } from '../../src/content/articles';
import { loadAllArticleBodies, loadArticleBody } from '../../src/content/articles/bodies';
import { blogPosts, getBlogPost } from '../../src/content/blog';
import { loadAllBlogBodies, loadBlogBody } from '../../src/content/blog/bodies';
import { plainText, wordCount } from '../../src/content/markup';
import { matchesCategory } from '../../src/content/search';
import { ARTICLE_CATEGORIES } from '../../src/content/articleCategories';
import { ARTICLE_GROUPS, BLOG_CATEGORIES } from '../../src/content/types';

const REQUIRED_SLUGS = [
  'enskild-firma',
  'aktiebolag',
  'affarsplan',
  'skatter-avgifter',
  'bokforing',
  'anstalla-personal',
  'sjukforsakring',
  'att-komma-igang',
  'fakturera-utan-foretag',
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LATIN_FILLER = /lorem|ipsum|dolor sit/i;

function isRealDate(iso: string): boolean {
  if (!ISO_DATE.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

/** Sentences of a body's plain text (markup stripped). */
function sentences(body: string): string[] {
  return plainText(body)
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Talks about the VAT exemption for small turnover (momsbefrielse). */
const VAT_EXEMPTION =
  /momsbefri|momsfri|befrie?(?:ad|at|ade|as)? från moms|undantag(?:et)? från moms|slippa moms/iu;
const THIRTY_THOUSAND = /\b30[\s\u00a0]?000\b/u;
/** A sentence that puts the figure in the past: a year before 2025 or a past-tense marker. */
const PAST = /\b(?:19\d\d|20[01]\d|202[0-4])\b|tidigare|förr|fram till|infördes|inaktuell/iu;

let articleBodies: ReadonlyMap<string, string>;
let blogBodies: ReadonlyMap<string, string>;

beforeAll(async () => {
  [articleBodies, blogBodies] = await Promise.all([loadAllArticleBodies(), loadAllBlogBodies()]);
});

describe('articles', () => {
  // About 100: 99 before issue 26 merged five overlapping articles into the ones they repeated.
  it('has about 100 articles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(90);
  });

  it('has unique ids that are slugs', () => {
    const ids = articles.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has the slugs other pages link to', () => {
    for (const slug of REQUIRED_SLUGS) expect(getArticle(slug), slug).toBeDefined();
  });

  it('lists every group, in order, and every article in exactly one group', () => {
    const sections = articlesByGroup();
    expect(sections.map((section) => section.id)).toEqual(ARTICLE_GROUPS.map((g) => g.id));
    expect(sections.flatMap((section) => section.articles)).toEqual([...articles]);
    for (const section of sections) {
      for (const article of section.articles) expect(article.group).toBe(section.id);
    }
  });

  it.each(articles.map((article) => [article.id, article] as const))(
    '%s has a category, a review date, sources and a teaser',
    (_id, article) => {
      expect(ARTICLE_CATEGORIES).toContain(article.category);
      expect(isRealDate(article.reviewed), article.reviewed).toBe(true);
      expect(article.sources.length).toBeGreaterThanOrEqual(1);
      for (const source of article.sources) {
        expect(source.url).toMatch(/^https:\/\/[^\s/]+\.[a-z]{2,}/);
        expect(source.label.trim()).not.toBe('');
      }
      expect(article.title.trim()).not.toBe('');
      expect(article.teaser.trim()).not.toBe('');
      expect(`${article.title} ${article.teaser}`).not.toMatch(LATIN_FILLER);
      if (article.image) {
        expect(article.image.width).toBeGreaterThan(0);
        expect(article.image.height).toBeGreaterThan(0);
        expect(article.image.alt.trim()).not.toBe('');
      }
    },
  );

  it.each(articles.map((article) => [article.id] as const))(
    '%s has a body of 300-900 words without filler',
    (id) => {
      const body = articleBodies.get(id);
      expect(body, `src/content/articles/bodies/${id}.txt`).toBeDefined();
      const words = wordCount(body ?? '');
      expect(words, `${id}: ${words} words`).toBeGreaterThanOrEqual(300);
      expect(words, `${id}: ${words} words`).toBeLessThanOrEqual(900);
      expect(body).not.toMatch(LATIN_FILLER);
    },
  );

  it('has no body file without an article', () => {
    const orphans = [...articleBodies.keys()].filter((id) => getArticle(id) === undefined);
    expect(orphans).toEqual([]);
  });

  it('gives every one of the 12 /articles tiles at least one article', () => {
    const empty = ARTICLE_CATEGORIES.filter(
      (category) => !articles.some((article) => matchesCategory(article.category, category)),
    );
    expect(empty).toEqual([]);
  });

  it('loads one body on its own and answers undefined for an unknown id', async () => {
    expect(await loadArticleBody('enskild-firma')).toBe(articleBodies.get('enskild-firma'));
    expect(await loadArticleBody('finns-inte')).toBeUndefined();
  });
});

describe('blog', () => {
  it('has unique ids and posts newest first', () => {
    const ids = blogPosts.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has at least 2 posts in every blog category', () => {
    for (const category of BLOG_CATEGORIES) {
      const count = blogPosts.filter((post) => post.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(blogPosts.map((post) => [post.id, post] as const))(
    '%s has a body, a date, an image with size and alt, an author, and no filler',
    (id, post) => {
      const body = blogBodies.get(id);
      expect(body, `src/content/blog/bodies/${id}.txt`).toBeDefined();
      expect(wordCount(body ?? '')).toBeGreaterThan(100);
      expect(isRealDate(post.date), post.date).toBe(true);
      expect(post.image.src).toMatch(/^\/images\//);
      expect(post.image.width).toBeGreaterThan(0);
      expect(post.image.height).toBeGreaterThan(0);
      expect(post.image.alt.trim()).not.toBe('');
      expect(post.author.name.trim()).not.toBe('');
      expect(post.author.avatar).toMatch(/^\/images\//);
      const text = `${post.title} ${post.excerpt} ${post.author.name} ${post.author.title} ${body}`;
      expect(text).not.toMatch(LATIN_FILLER);
      expect(getBlogPost(id)).toBe(post);
    },
  );

  it('has no body file without a post', () => {
    const orphans = [...blogBodies.keys()].filter((id) => getBlogPost(id) === undefined);
    expect(orphans).toEqual([]);
  });

  it('mentions Faktureo in at least one post, so the affiliate link is shown somewhere', () => {
    expect([...blogBodies.values()].some((body) => /\bFaktureo\b/u.test(body))).toBe(true);
  });

  it('loads one body on its own and answers undefined for an unknown id', async () => {
    const [first] = blogPosts;
    expect(first).toBeDefined();
    expect(await loadBlogBody(first?.id ?? '')).toBe(blogBodies.get(first?.id ?? ''));
    expect(await loadBlogBody('finns-inte')).toBeUndefined();
  });
});

describe('facts that must be true in 2026', () => {
  it('never presents 30 000 kr as the current VAT-exemption limit', () => {
    const offending: string[] = [];
    const bodies = [
      ...[...articleBodies].map(([id, body]) => [`artikel ${id}`, body] as const),
      ...[...blogBodies].map(([id, body]) => [`blogg ${id}`, body] as const),
    ];
    for (const [name, body] of bodies) {
      for (const sentence of sentences(body)) {
        if (
          VAT_EXEMPTION.test(sentence) &&
          THIRTY_THOUSAND.test(sentence) &&
          !PAST.test(sentence)
        ) {
          offending.push(`${name}: ${sentence}`);
        }
      }
    }
    const metadata = [...articles.map((a) => a.teaser), ...blogPosts.map((p) => p.excerpt)];
    for (const text of metadata) {
      if (VAT_EXEMPTION.test(text) && THIRTY_THOUSAND.test(text) && !PAST.test(text)) {
        offending.push(text);
      }
    }
    expect(offending).toEqual([]);
  });

  it('states the current limit (120 000 kr) in the momsbefrielse article', () => {
    expect(plainText(articleBodies.get('momsbefrielse') ?? '')).toMatch(/120[\s\u00a0]000 kr/u);
  });

  it('the guard itself rejects a current-tense 30 000 kr claim and accepts a historical one', () => {
    const claim = 'Momsbefrielse gäller om du säljer för högst 30 000 kr per år.';
    const history = 'Gränsen för momsbefrielse var 30 000 kr fram till 2022.';
    const check = (s: string) => VAT_EXEMPTION.test(s) && THIRTY_THOUSAND.test(s) && !PAST.test(s);
    expect(check(claim)).toBe(true);
    expect(check(history)).toBe(false);
  });
});
