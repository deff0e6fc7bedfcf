import { describe, expect, it } from 'vitest';
import {
  decodeRouteParam,
  excerpt,
  EXCERPT_WORDS,
  preview,
  PREVIEW_WORDS,
  teaser,
} from '../../src/content/text';

const words = (n: number): string => Array.from({ length: n }, (_, i) => `ord${i + 1}`).join(' ');

describe('excerpt', () => {
  it('defaults to 10 words and appends ... when truncated', () => {
    expect(EXCERPT_WORDS).toBe(10);
    expect(excerpt(words(12))).toBe(`${words(10)}...`);
  });

  it('returns the text unchanged when it is short enough', () => {
    expect(excerpt(words(10))).toBe(words(10));
    expect(excerpt('Kort text.')).toBe('Kort text.');
    expect(excerpt('')).toBe('');
  });

  it('works on the plain text and normalises whitespace', () => {
    expect(excerpt('**Fet**  start\n\n- punkt *ett*\n- punkt två', 4)).toBe(
      'Fet start punkt ett...',
    );
  });

  it('leaves headings out when there is other text', () => {
    expect(excerpt('## Rubrik\n\nFörsta stycket här.', 2)).toBe('Första stycket...');
    expect(excerpt('## Bara rubrik')).toBe('Bara rubrik');
  });

  it('takes a custom length', () => {
    expect(excerpt(words(5), 3)).toBe('ord1 ord2 ord3...');
    expect(excerpt(words(5), 0)).toBe('...');
  });
});

describe('preview', () => {
  it('defaults to 35 words', () => {
    expect(PREVIEW_WORDS).toBe(35);
    expect(preview(words(40))).toBe(`${words(35)}...`);
    expect(preview(words(35))).toBe(words(35));
  });
});

describe('teaser', () => {
  it('returns the first sentence', () => {
    expect(teaser('Första meningen. Andra meningen.')).toBe('Första meningen.');
    expect(teaser('Vad är moms? Det är en skatt.')).toBe('Vad är moms?');
    expect(teaser('Kom igång! Nu.')).toBe('Kom igång!');
  });

  it('needs whitespace or the end after the terminator', () => {
    expect(teaser('Momsen är 25.5 procent? Nej.')).toBe('Momsen är 25.5 procent?');
    expect(teaser('Slut.')).toBe('Slut.');
  });

  it('does not cut at abbreviations followed by lower case', () => {
    expect(teaser('Du kan t.ex. anlita en byrå. Sedan mer.')).toBe('Du kan t.ex. anlita en byrå.');
  });

  it('returns all plain text when there is no terminator', () => {
    expect(teaser('Ingen punkt här')).toBe('Ingen punkt här');
    expect(teaser('')).toBe('');
  });

  it('strips markup, joins lines and skips headings', () => {
    expect(teaser('## Rubrik\n\nEn **fet**\nmening. Nästa.')).toBe('En fet mening.');
  });
});

describe('decodeRouteParam', () => {
  it('decodes percent-encoding', () => {
    expect(decodeRouteParam('Fr%C3%A5n%20id%C3%A9%20till%20succ%C3%A9')).toBe(
      'Från idé till succé',
    );
    expect(decodeRouteParam('Ekonomi')).toBe('Ekonomi');
  });

  it('answers null for malformed encoding instead of throwing', () => {
    expect(decodeRouteParam('%E0%A4%A')).toBeNull();
    expect(decodeRouteParam('%')).toBeNull();
    expect(decodeRouteParam('100%')).toBeNull();
  });
});
