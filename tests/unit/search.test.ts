import { describe, expect, it } from 'vitest';
import {
  filterByText,
  hasMore,
  matchesCategory,
  nextVisibleCount,
  PAGE_SIZE,
  PAGE_STEP,
  paginate,
} from '../../src/content/search';

const ids = (items: readonly { id: string }[]): string[] => items.map((item) => item.id);

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
