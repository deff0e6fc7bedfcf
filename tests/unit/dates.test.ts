import { describe, expect, it } from 'vitest';
import { formatSwedishDate } from '../../src/content/dates';

describe('formatSwedishDate', () => {
  it('writes every day of 2026 and of a leap year as Intl sv-SE long does', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' });
    for (const year of [2026, 2028]) {
      for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year;) {
        const iso = day.toISOString().slice(0, 10);
        expect(formatSwedishDate(iso), iso).toBe(intl.format(day));
        day = new Date(day.getTime() + 86_400_000);
      }
    }
  });

  it('reads a timestamp as its calendar day', () => {
    expect(formatSwedishDate('2026-11-22T23:30:00+01:00')).toBe('22 november 2026');
  });

  it('returns what it cannot read as it is', () => {
    for (const bad of ['', 'igår', '2026-13-01', '2026-02-30', '22/11/2026']) {
      expect(formatSwedishDate(bad)).toBe(bad);
    }
  });
});
