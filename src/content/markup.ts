/**
 * The mini-markup used by article and blog bodies and by editable content.
 *
 * Blocks (separated by blank lines):
 *   `## text`  heading level 2
 *   `### text` heading level 3
 *   `- item` / `• item` / `* item` (consecutive lines) one bullet list
 *   anything else: a paragraph (single newlines become spaces)
 * Inline: `**bold**`, `*italic*`, `_italic_`. Unmatched markers stay literal text.
 *
 * Nothing is ever interpreted as HTML: `<b>`, `<script>` or `&amp;` are plain text in the AST.
 * Pure: no React, no DOM.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; items: Inline[][] };

const LIST_MARKER = /^[-•*] +/;
const HEADING = /^(#{2,3}) +(.*)$/;
/** Deepest inline nesting that is honoured; deeper markers stay literal. */
const MAX_INLINE_DEPTH = 8;

const lineBreaks = (source: string): string[] => source.replace(/\r\n?/g, '\n').split('\n');

/**
 * The source in the parts blank lines separate, each one or more whole blocks: no block spans a
 * blank line, so parsing the parts one by one gives `parseMarkup(source)`'s blocks in order. A
 * long text can so be rendered in pieces (src/components/MiniMarkup.tsx), with room in between.
 */
export function markupParts(source: string): string[] {
  const parts: string[] = [];
  let part: string[] = [];
  for (const line of lineBreaks(source)) {
    if (line.trim() !== '') part.push(line);
    else if (part.length > 0) {
      parts.push(part.join('\n'));
      part = [];
    }
  }
  if (part.length > 0) parts.push(part.join('\n'));
  return parts;
}

/** Parses mini-markup into blocks. Accepts LF, CRLF and CR line endings. */
export function parseMarkup(source: string): Block[] {
  const lines = lineBreaks(source);
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flushParagraph = (): void => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
      paragraph = [];
    }
  };
  const flushList = (): void => {
    if (list.length > 0) {
      blocks.push({ type: 'list', items: list.map(parseInline) });
      list = [];
    }
  };

  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (line === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      const level = heading[1] === '##' ? 2 : 3;
      blocks.push({ type: 'heading', level, children: parseInline((heading[2] ?? '').trim()) });
      continue;
    }
    const marker = LIST_MARKER.exec(line);
    if (marker) {
      flushParagraph();
      list.push(line.slice(marker[0].length));
      continue;
    }
    flushList();
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}

type Delimiter = '**' | '*' | '_';
const OPENERS: readonly Delimiter[] = ['**', '*', '_'];

const isSpace = (ch: string | undefined): boolean => ch === undefined || /\s/u.test(ch);
const isWordChar = (ch: string | undefined): boolean =>
  ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

function canClose(s: string, i: number, start: number, d: Delimiter): boolean {
  if (i <= start || isSpace(s[i - 1])) return false;
  switch (d) {
    case '**':
      return s.startsWith('**', i);
    case '*':
      // A lone '*', or the first of a '***' run (closes italic before the enclosing bold).
      return s[i] === '*' && (s[i + 1] !== '*' || s[i + 2] === '*');
    case '_':
      return s[i] === '_' && !isWordChar(s[i + 1]);
  }
}

function canOpen(s: string, i: number, d: Delimiter): boolean {
  if (!s.startsWith(d, i)) return false;
  if (isSpace(s[i + d.length])) return false;
  // `snake_case` is not emphasis.
  if (d === '_' && isWordChar(s[i - 1])) return false;
  return true;
}

interface SeqResult {
  nodes: Inline[];
  end: number;
}

/** Parses inline mini-markup (one paragraph, heading or list item) into inline nodes. */
export function parseInline(text: string): Inline[] {
  // Results depend only on (start, closer, depth); memoising keeps bad input from going exponential.
  const memo = new Map<string, SeqResult | null>();

  const parseSeq = (start: number, closer: Delimiter | null, depth: number): SeqResult | null => {
    const key = `${closer ?? ''}:${start}:${depth}`;
    if (memo.has(key)) return memo.get(key) ?? null;

    const nodes: Inline[] = [];
    let buf = '';
    const flush = (): void => {
      if (buf !== '') {
        nodes.push({ type: 'text', text: buf });
        buf = '';
      }
    };

    let i = start;
    let result: SeqResult | null = null;
    let closed = false;
    while (i < text.length) {
      if (closer !== null && canClose(text, i, start, closer)) {
        flush();
        result = { nodes, end: i + closer.length };
        closed = true;
        break;
      }
      const opener =
        depth < MAX_INLINE_DEPTH
          ? OPENERS.find((d) => d !== closer && canOpen(text, i, d))
          : undefined;
      if (opener !== undefined) {
        const inner = parseSeq(i + opener.length, opener, depth + 1);
        if (inner) {
          flush();
          nodes.push({ type: opener === '**' ? 'strong' : 'em', children: inner.nodes });
          i = inner.end;
          continue;
        }
        buf += opener;
        i += opener.length;
        continue;
      }
      buf += text[i] ?? '';
      i += 1;
    }
    if (!closed) {
      if (closer === null) {
        flush();
        result = { nodes, end: text.length };
      } else {
        result = null;
      }
    }
    memo.set(key, result);
    return result;
  };

  return mergeText(parseSeq(0, null, 0)?.nodes ?? []);
}

/** Joins adjacent text nodes (produced when a marker turns out to be literal). */
function mergeText(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') {
      out[out.length - 1] = { type: 'text', text: last.text + node.text };
    } else if (node.type === 'text') {
      out.push(node);
    } else {
      out.push({ type: node.type, children: mergeText(node.children) });
    }
  }
  return out;
}

/** The text of inline nodes with all markup removed. */
export function inlineText(nodes: readonly Inline[]): string {
  let out = '';
  for (const node of nodes) out += node.type === 'text' ? node.text : inlineText(node.children);
  return out;
}

/** The text of one block with markup removed (list items on separate lines). */
export function blockText(block: Block): string {
  return block.type === 'list'
    ? block.items.map(inlineText).join('\n')
    : inlineText(block.children);
}

/** The body with all markup stripped; blocks separated by a blank line. For search and counts. */
export function plainText(body: string): string {
  return parseMarkup(body).map(blockText).join('\n\n');
}

/** Number of words (whitespace-separated tokens with at least one letter or digit) in the body. */
export function wordCount(body: string): number {
  return plainText(body)
    .split(/\s+/u)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
