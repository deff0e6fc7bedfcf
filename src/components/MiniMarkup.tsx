/**
 * Renders mini-markup (see src/content/markup.ts) as React elements.
 * Stored and static text is only ever rendered as text nodes: no HTML strings, no
 * dangerouslySetInnerHTML. Safe to render on the server.
 */
import { Fragment, memo, useMemo, type ReactNode } from 'react';
import { fillFactTexts, type FactTexts } from '../content/factTokens';
import { markupParts, parseMarkup, type Block, type Inline } from '../content/markup';

export interface MiniMarkupAffiliate {
  /** The word that becomes a link wherever it occurs as a whole word, e.g. 'Faktureo'. */
  word: string;
  href: string;
}

/** The dated figures a body names (`{{fact-id}}`) and the day whose year they are shown for. */
export interface MiniMarkupFacts {
  texts: FactTexts;
  /** Sweden's day from the site's clock (YYYY-MM-DD), null before it has been read. */
  today: string | null;
}

export interface MiniMarkupProps {
  source: string;
  /**
   * The texts of the facts the source names and today's date: each `{{fact-id}}` shows the
   * figure with its year, for the year of `today` (src/content/factTokens.ts). Without it, tokens
   * stay as written.
   */
  facts?: MiniMarkupFacts;
  affiliate?: MiniMarkupAffiliate;
  /** 1 renders `##` as h3 and `###` as h4 (for bodies shown under a page's own h2). */
  headingOffset?: 0 | 1;
  className?: string;
}

const NEW_TAB_HINT = '(öppnas i ny flik)';

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whole-word matcher: no letter, digit or '_' directly around the word, and not glued to one by
 * '.', '-', '@' or '/' (so 'Faktureos' and 'faktureo.se'-like text are left alone).
 */
const wordPatterns = new Map<string, RegExp>();
function wordPattern(word: string): RegExp {
  const known = wordPatterns.get(word);
  if (known) return known;
  const w = escapeRegExp(word);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])(?<![\\p{L}\\p{N}][.\\-@/])${w}(?![\\p{L}\\p{N}_])(?![.\\-@/][\\p{L}\\p{N}])`,
    'gu',
  );
  wordPatterns.set(word, pattern);
  return pattern;
}

function renderText(text: string, affiliate: MiniMarkupAffiliate | undefined): ReactNode {
  if (!affiliate || affiliate.word === '') return text;
  const pattern = wordPattern(affiliate.word);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(
      <a
        key={index}
        href={affiliate.href}
        target="_blank"
        rel="sponsored noopener"
        aria-label={`${match[0]} ${NEW_TAB_HINT}`}
      >
        {match[0]}
      </a>,
    );
    last = index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function renderInline(
  nodes: readonly Inline[],
  affiliate: MiniMarkupAffiliate | undefined,
): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{renderText(node.text, affiliate)}</Fragment>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children, affiliate)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children, affiliate)}</em>;
    }
  });
}

function renderBlock(
  block: Block,
  key: number,
  affiliate: MiniMarkupAffiliate | undefined,
  headingOffset: 0 | 1,
): ReactNode {
  switch (block.type) {
    case 'heading': {
      const children = renderInline(block.children, affiliate);
      const level = block.level + headingOffset;
      if (level === 2) return <h2 key={key}>{children}</h2>;
      if (level === 3) return <h3 key={key}>{children}</h3>;
      return <h4 key={key}>{children}</h4>;
    }
    case 'paragraph':
      return <p key={key}>{renderInline(block.children, affiliate)}</p>;
    case 'list':
      return (
        <ul key={key}>
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(item, affiliate)}</li>
          ))}
        </ul>
      );
  }
}

/**
 * One part of the text (the blocks between two blank lines), parsed and drawn as a unit of its
 * own: React may pause between parts when it renders or hydrates a long text in a transition, so
 * an article's body is no single long task on a slow phone. A part whose text is unchanged is not
 * drawn again.
 */
const MarkupPart = memo(function MarkupPart({
  source,
  affiliate,
  headingOffset,
}: {
  source: string;
  affiliate: MiniMarkupAffiliate | undefined;
  headingOffset: 0 | 1;
}) {
  const blocks = useMemo(() => parseMarkup(source), [source]);
  return blocks.map((block, i) => renderBlock(block, i, affiliate, headingOffset));
});

export function MiniMarkup({
  source,
  facts,
  affiliate,
  headingOffset = 0,
  className,
}: MiniMarkupProps) {
  const texts = facts?.texts;
  const today = facts?.today ?? null;
  const parts = useMemo(
    () => markupParts(texts === undefined ? source : fillFactTexts(source, texts, today)),
    [source, texts, today],
  );
  return (
    <div data-minimarkup="" className={className}>
      {parts.map((part, i) => (
        <MarkupPart key={i} source={part} affiliate={affiliate} headingOffset={headingOffset} />
      ))}
    </div>
  );
}
