import { describe, expect, it } from 'vitest';
import {
  filterByText,
  hasMore,
  matchesCategory,
  nextVisibleCount,
  PAGE_SIZE,
  PAGE_STEP,
  paginate,
  searchArticles,
  searchBlog,
} from '../../src/content/search';

interface Post {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  author: { name: string; title: string };
  date: string;
}

const post = (id: string, title: string, extra: Partial<Post> = {}): Post => ({
  id,
  title,
  excerpt: 'Kort sammanfattning.',
  category: 'Ekonomi',
  author: { name: 'Anna Berg', title: 'Skribent' },
  date: '2026-01-01',
  ...extra,
});

const posts: Post[] = [
  post('p1', 'Så startar du eget', { category: 'Att driva eget' }),
  post('p2', 'Budget för nybörjare', { author: { name: 'Östen Lind', title: 'Redaktör' } }),
  post('p3', 'Moms utan krångel', { excerpt: 'Allt om momsregistrering och deklaration.' }),
  post('p4', 'Årets trender', { category: 'Trender' }),
  post('p5', 'Anställa din första person', { category: 'Anställda' }),
];

const blogBodies: Record<string, string> = {
  p1: '## Kom igång\n\nVälj **företagsform** först.',
  p2: 'En budget hjälper dig att planera. Tänk på *moms*.',
  p4: 'Hållbarhet är en trend.',
};
const blogBody = (id: string): string | undefined => blogBodies[id];
const ids = (items: readonly { id: string }[]): string[] => items.map((item) => item.id);

describe('searchBlog', () => {
  it('returns [] for an empty or blank query', () => {
    expect(searchBlog(posts, blogBody, '')).toEqual([]);
    expect(searchBlog(posts, blogBody, '   \t\n')).toEqual([]);
  });

  it('matches title words case-insensitively as substrings', () => {
    expect(ids(searchBlog(posts, blogBody, 'BUDG'))).toEqual(['p2']);
  });

  it('matches the author name', () => {
    expect(ids(searchBlog(posts, blogBody, 'östen'))).toEqual(['p2']);
  });

  it('matches the category', () => {
    expect(ids(searchBlog(posts, blogBody, 'anställda'))).toEqual(['p5']);
    expect(ids(searchBlog(posts, blogBody, 'driva'))).toEqual(['p1']);
  });

  it('matches the excerpt', () => {
    expect(ids(searchBlog(posts, blogBody, 'deklaration'))).toEqual(['p3']);
  });

  it('matches the plain-text content, not the markup', () => {
    expect(ids(searchBlog(posts, blogBody, 'företagsform'))).toEqual(['p1']);
    expect(ids(searchBlog(posts, blogBody, '**företagsform**'))).toEqual([]);
    expect(ids(searchBlog(posts, blogBody, 'hållbarhet'))).toEqual(['p4']);
  });

  it('matches when ANY word hits', () => {
    expect(ids(searchBlog(posts, blogBody, 'xyz östen deklaration'))).toEqual(['p2', 'p3']);
    expect(searchBlog(posts, blogBody, 'xyz qqq')).toEqual([]);
  });

  it('puts title hits first, then orders alphabetically by title', () => {
    // 'moms' is in the title of p3 and the content of p2.
    expect(ids(searchBlog(posts, blogBody, 'moms'))).toEqual(['p3', 'p2']);
    // 'trender' is a title hit (p4, sorted last alphabetically); 'ekonomi' hits the category
    // of p2 and p3, 'driva' the category of p1.
    const all = searchBlog(posts, blogBody, 'ekonomi trender driva');
    expect(all.map((p) => p.title)).toEqual([
      'Årets trender',
      'Budget för nybörjare',
      'Moms utan krångel',
      'Så startar du eget',
    ]);
  });

  it('uses Swedish collation: z < å < ä < ö', () => {
    const list = [
      post('a', 'Öppna konto'),
      post('b', 'Ändra bolagsform'),
      post('c', 'Åter i arbete'),
      post('d', 'Zoner och tullar'),
      post('e', 'Avdrag'),
    ];
    expect(searchBlog(list, () => undefined, 'a o').map((p) => p.title)).toEqual([
      'Avdrag',
      'Zoner och tullar',
      'Åter i arbete',
      'Ändra bolagsform',
      'Öppna konto',
    ]);
  });

  it('returns the caller’s own objects', () => {
    const [hit] = searchBlog(posts, blogBody, 'budget');
    expect(hit).toBe(posts[1]);
    expect(hit?.date).toBe('2026-01-01');
  });
});

describe('searchArticles', () => {
  const articles = [
    { id: 'aktiebolag', title: 'Aktiebolag', group: 'foretagsformer' },
    { id: 'enskild-firma', title: 'Enskild firma', group: 'foretagsformer' },
    { id: 'moms', title: 'Moms för småföretag', group: 'skatter' },
    { id: 'bokforing', title: 'Bokföring steg för steg', group: 'bokforing' },
  ];
  const bodies: Record<string, string> = {
    aktiebolag: 'Ett aktiebolag ska registreras för **moms** om omsättningen överstiger gränsen.',
    'enskild-firma': 'En enskild firma är enkel att starta.',
    bokforing: 'Spara underlag i sju år.',
  };
  const body = (id: string): string | undefined => bodies[id];

  it('returns [] for a blank query', () => {
    expect(searchArticles(articles, body, '')).toEqual([]);
    expect(searchArticles(articles, body, '  ')).toEqual([]);
  });

  it('matches title words and content, title matches first', () => {
    expect(ids(searchArticles(articles, body, 'MOMS'))).toEqual(['moms', 'aktiebolag']);
  });

  it('matches any term and sorts alphabetically within a group', () => {
    expect(ids(searchArticles(articles, body, 'firma bokf'))).toEqual([
      'bokforing',
      'enskild-firma',
    ]);
    expect(ids(searchArticles(articles, body, 'sju starta'))).toEqual([
      'bokforing',
      'enskild-firma',
    ]);
  });

  it('does not search other fields', () => {
    expect(searchArticles(articles, body, 'foretagsformer')).toEqual([]);
  });
});

describe('matchesCategory', () => {
  it('compares the decoded parameter case-insensitively', () => {
    expect(matchesCategory('Finansiella tjänster', 'finansiella%20tj%C3%A4nster')).toBe(true);
    expect(matchesCategory('Ekonomi', 'EKONOMI')).toBe(true);
    expect(matchesCategory('Ekonomi', 'Ekonom')).toBe(false);
    expect(matchesCategory('Från idé till succé', 'fr%C3%A5n%20id%C3%A9%20till%20succ%C3%A9')).toBe(
      true,
    );
  });

  it('never matches a malformed parameter', () => {
    expect(matchesCategory('Ekonomi', '%E0%A4%A')).toBe(false);
  });
});

describe('filterByText', () => {
  const items = [
    { id: 'a', title: 'Moms' },
    { id: 'b', title: 'Bokföring' },
    { id: 'c', title: 'Skatter' },
  ];
  const bodies: Record<string, string> = { b: 'Spara **kvitton** i sju år.' };
  const body = (id: string): string | undefined => bodies[id];

  it('keeps everything for a blank filter', () => {
    expect(filterByText(items, body, '')).toEqual(items);
    expect(filterByText(items, body, '   ')).toEqual(items);
  });

  it('matches a case-insensitive substring of title or content', () => {
    expect(ids(filterByText(items, body, 'MOM'))).toEqual(['a']);
    expect(ids(filterByText(items, body, 'kvitton i sju'))).toEqual(['b']);
    expect(ids(filterByText(items, body, 'xyz'))).toEqual([]);
  });
});

describe('paging', () => {
  const list = Array.from({ length: 14 }, (_, i) => i);

  it('has page size and step 6', () => {
    expect(PAGE_SIZE).toBe(6);
    expect(PAGE_STEP).toBe(6);
  });

  it('paginates, steps and hides the button at the end', () => {
    expect(paginate(list, PAGE_SIZE)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(hasMore(PAGE_SIZE, list.length)).toBe(true);
    const second = nextVisibleCount(PAGE_SIZE, list.length);
    expect(second).toBe(12);
    expect(hasMore(second, list.length)).toBe(true);
    const third = nextVisibleCount(second, list.length);
    expect(third).toBe(14);
    expect(paginate(list, third)).toEqual(list);
    expect(hasMore(third, list.length)).toBe(false);
  });

  it('handles short lists and odd counts', () => {
    expect(paginate([1, 2], PAGE_SIZE)).toEqual([1, 2]);
    expect(hasMore(PAGE_SIZE, 2)).toBe(false);
    expect(hasMore(PAGE_SIZE, 6)).toBe(false);
    expect(paginate(list, -3)).toEqual([]);
    expect(nextVisibleCount(12, 5)).toBe(12);
  });
});
