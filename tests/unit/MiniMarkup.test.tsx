// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MiniMarkup } from '../../src/components/MiniMarkup';
import { FAKTUREO_AFFILIATE_URL, FAKTUREO_NAME } from '../../src/content/config';

afterEach(cleanup);

const affiliate = { word: FAKTUREO_NAME, href: FAKTUREO_AFFILIATE_URL };

describe('MiniMarkup', () => {
  it('renders headings, paragraphs, lists, bold and italic', () => {
    const { container } = render(
      <MiniMarkup
        source={'## Rubrik\n\n### Underrubrik\n\nEtt **fett** och *kursivt* ord.\n\n- ett\n- två'}
        className="prose"
      />,
    );
    const root = container.querySelector('[data-minimarkup]');
    expect(root).not.toBeNull();
    expect(root?.className).toBe('prose');
    expect(container.querySelector('h2')?.textContent).toBe('Rubrik');
    expect(container.querySelector('h3')?.textContent).toBe('Underrubrik');
    expect(container.querySelector('p strong')?.textContent).toBe('fett');
    expect(container.querySelector('p em')?.textContent).toBe('kursivt');
    expect(container.querySelector('p')?.textContent).toBe('Ett fett och kursivt ord.');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'ett',
      'två',
    ]);
  });

  it('shifts headings one level down with headingOffset 1', () => {
    const { container } = render(<MiniMarkup source={'## A\n\n### B'} headingOffset={1} />);
    expect(container.querySelector('h2')).toBeNull();
    expect(container.querySelector('h3')?.textContent).toBe('A');
    expect(container.querySelector('h4')?.textContent).toBe('B');
  });

  it('shows HTML-looking text as text and creates no elements from it', () => {
    const source = '<script>alert("x")</script> <b>fet</b> <img src=x onerror=alert(1)> &amp;';
    const { container } = render(<MiniMarkup source={source} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe(source);
  });

  it('links every whole-word occurrence of the affiliate word', () => {
    const { container } = render(
      <MiniMarkup
        source={
          'Med Faktureo blir det enkelt. **Faktureo** sköter fakturorna.\n\n- Prova Faktureo.'
        }
        affiliate={affiliate}
      />,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.textContent).toBe('Faktureo');
      expect(link.getAttribute('href')).toBe(FAKTUREO_AFFILIATE_URL);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('sponsored noopener');
      expect(link.getAttribute('aria-label')).toBe('Faktureo (öppnas i ny flik)');
    }
    expect(container.querySelector('strong > a')).not.toBeNull();
    expect(container.querySelector('li > a')).not.toBeNull();
    expect(container.querySelector('p')?.textContent).toBe(
      'Med Faktureo blir det enkelt. Faktureo sköter fakturorna.',
    );
  });

  it('does not link the word inside a longer word', () => {
    const { container } = render(
      <MiniMarkup
        source={'Faktureos app och SuperFaktureo och Faktureo2.'}
        affiliate={affiliate}
      />,
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toBe('Faktureos app och SuperFaktureo och Faktureo2.');
  });

  it('renders no links without the affiliate prop', () => {
    const { container } = render(<MiniMarkup source={'Använd Faktureo.'} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Använd Faktureo.');
  });

  it('renders on the server to escaped markup', () => {
    const html = renderToString(
      <MiniMarkup source={'## Hej\n\n<script>x</script> med Faktureo'} affiliate={affiliate} />,
    );
    expect(html).toContain('data-minimarkup=""');
    expect(html).toContain('<h2>Hej</h2>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('rel="sponsored noopener"');
    expect(html).toContain(`href="${FAKTUREO_AFFILIATE_URL.replace(/&/g, '&amp;')}"`);
  });
});
