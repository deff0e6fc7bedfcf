import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  markupParts,
  parseInline,
  parseMarkup,
  plainText,
  wordCount,
  type Inline,
} from '../../src/content/markup';

const t = (text: string): Inline => ({ type: 'text', text });

describe('parseMarkup blocks', () => {
  it('splits blocks on blank lines and recognises headings', () => {
    expect(parseMarkup('## Moms\n\n### Momssatser\n\nEn text.')).toEqual([
      { type: 'heading', level: 2, children: [t('Moms')] },
      { type: 'heading', level: 3, children: [t('Momssatser')] },
      { type: 'paragraph', children: [t('En text.')] },
    ]);
  });

  it('joins single newlines inside a paragraph with spaces', () => {
    expect(parseMarkup('Första raden\nandra raden\n\nNytt stycke')).toEqual([
      { type: 'paragraph', children: [t('Första raden andra raden')] },
      { type: 'paragraph', children: [t('Nytt stycke')] },
    ]);
  });

  it('does not treat # or #### as a heading', () => {
    expect(parseMarkup('# Ett\n\n#### Fyra\n\n##utan mellanslag')).toEqual([
      { type: 'paragraph', children: [t('# Ett')] },
      { type: 'paragraph', children: [t('#### Fyra')] },
      { type: 'paragraph', children: [t('##utan mellanslag')] },
    ]);
  });

  it('turns consecutive bullet lines (-, •, *) into one list', () => {
    expect(parseMarkup('Att tänka på:\n- Moms\n• Skatt\n* Arbetsgivaravgifter\n\nSlut')).toEqual([
      { type: 'paragraph', children: [t('Att tänka på:')] },
      { type: 'list', items: [[t('Moms')], [t('Skatt')], [t('Arbetsgivaravgifter')]] },
      { type: 'paragraph', children: [t('Slut')] },
    ]);
  });

  it('separates lists divided by a blank line and ends a list on a plain line', () => {
    expect(parseMarkup('- a\n\n- b\nc')).toEqual([
      { type: 'list', items: [[t('a')]] },
      { type: 'list', items: [[t('b')]] },
      { type: 'paragraph', children: [t('c')] },
    ]);
  });

  it('keeps -5 and *italic* at the start of a line out of lists', () => {
    expect(parseMarkup('-5 grader\n\n*kursiv* start')).toEqual([
      { type: 'paragraph', children: [t('-5 grader')] },
      { type: 'paragraph', children: [{ type: 'em', children: [t('kursiv')] }, t(' start')] },
    ]);
  });

  it('accepts CRLF and CR line endings', () => {
    const expected = [
      { type: 'heading', level: 2, children: [t('Rubrik')] },
      { type: 'paragraph', children: [t('rad ett rad två')] },
      { type: 'list', items: [[t('a')], [t('b')]] },
    ];
    expect(parseMarkup('## Rubrik\r\n\r\nrad ett\r\nrad två\r\n\r\n- a\r\n- b\r\n')).toEqual(
      expected,
    );
    expect(parseMarkup('## Rubrik\r\rrad ett\rrad två\r\r- a\r- b')).toEqual(expected);
  });

  it('treats whitespace-only lines as blank and returns [] for empty input', () => {
    expect(parseMarkup('a\n   \t\nb')).toHaveLength(2);
    expect(parseMarkup('')).toEqual([]);
    expect(parseMarkup('\n\n  \n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('parses bold and italic with * and _', () => {
    expect(parseInline('**fet** och *kursiv* och _också kursiv_')).toEqual([
      { type: 'strong', children: [t('fet')] },
      t(' och '),
      { type: 'em', children: [t('kursiv')] },
      t(' och '),
      { type: 'em', children: [t('också kursiv')] },
    ]);
  });

  it('nests italic inside bold and bold inside italic', () => {
    expect(parseInline('**fet *och kursiv* text**')).toEqual([
      {
        type: 'strong',
        children: [t('fet '), { type: 'em', children: [t('och kursiv')] }, t(' text')],
      },
    ]);
    expect(parseInline('*kursiv **fet** kursiv*')).toEqual([
      {
        type: 'em',
        children: [t('kursiv '), { type: 'strong', children: [t('fet')] }, t(' kursiv')],
      },
    ]);
    expect(parseInline('***båda***')).toEqual([
      { type: 'strong', children: [{ type: 'em', children: [t('båda')] }] },
    ]);
    expect(parseInline('**fet _kursiv_**')).toEqual([
      { type: 'strong', children: [t('fet '), { type: 'em', children: [t('kursiv')] }] },
    ]);
  });

  it('keeps unmatched markers as literal text', () => {
    expect(parseInline('**inte stängd')).toEqual([t('**inte stängd')]);
    expect(parseInline('*inte stängd')).toEqual([t('*inte stängd')]);
    expect(parseInline('2 * 3 * 4')).toEqual([t('2 * 3 * 4')]);
    expect(parseInline('snake_case_namn')).toEqual([t('snake_case_namn')]);
    expect(parseInline('****')).toEqual([t('****')]);
    expect(parseInline('**a**b**')).toEqual([{ type: 'strong', children: [t('a')] }, t('b**')]);
  });

  it('keeps anything that looks like HTML as text', () => {
    const input = '<b>fet</b> <script>alert(1)</script> &amp; &lt;';
    expect(parseInline(input)).toEqual([t(input)]);
    expect(parseMarkup('<p onclick="x">hej</p>')).toEqual([
      { type: 'paragraph', children: [t('<p onclick="x">hej</p>')] },
    ]);
  });

  it('copes with long runs of unmatched markers quickly', () => {
    const nasty = '*_'.repeat(2000) + '**_'.repeat(2000);
    const started = performance.now();
    const nodes = parseInline(nasty);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(plainText(nasty).length).toBeGreaterThan(0);
    expect(nodes.length).toBeGreaterThan(0);
  });
});

describe('plainText and wordCount', () => {
  const body = [
    '## Starta **aktiebolag**',
    '',
    'Ett aktiebolag kräver *minst* 25 000 kr i aktiekapital.',
    'Det registreras hos Bolagsverket.',
    '',
    '- Registrera',
    '- Betala _avgift_',
  ].join('\n');

  it('strips markup and keeps block boundaries', () => {
    expect(plainText(body)).toBe(
      'Starta aktiebolag\n\nEtt aktiebolag kräver minst 25 000 kr i aktiekapital. Det registreras hos Bolagsverket.\n\nRegistrera\nBetala avgift',
    );
  });

  it('keeps literal markers and HTML-looking text', () => {
    expect(plainText('5 * 3 <b>x</b>')).toBe('5 * 3 <b>x</b>');
  });

  it('counts words', () => {
    expect(wordCount(body)).toBe(18);
    expect(wordCount('')).toBe(0);
    expect(wordCount('  en  –  två\n\ntre ')).toBe(3);
  });
});

describe('markupParts', () => {
  it('cuts at blank lines (also whitespace-only ones), never inside a block', () => {
    expect(markupParts('## Rubrik\nEtt stycke\nsom fortsätter\n \n- a\n- b\r\n\r\n\nSlut')).toEqual(
      ['## Rubrik\nEtt stycke\nsom fortsätter', '- a\n- b', 'Slut'],
    );
    expect(markupParts('\n  \n')).toEqual([]);
  });

  it('gives, part by part, the blocks of the whole text for every article and blog post', () => {
    for (const dir of ['src/content/articles/bodies', 'src/content/blog/bodies']) {
      for (const file of readdirSync(dir)) {
        const source = readFileSync(join(dir, file), 'utf8');
        expect(markupParts(source).flatMap(parseMarkup), file).toEqual(parseMarkup(source));
      }
    }
  });
});
