/**
 * Short texts derived from mini-markup bodies: excerpt, card teaser, preview.
 * Pure functions.
 */
import { blockText, parseMarkup } from './markup';

/** Default excerpt length in words: 10 (blog search results). */
export const EXCERPT_WORDS = 10;
/** Article card preview length in words: 35 (category screen cards). */
export const PREVIEW_WORDS = 35;

/**
 * Plain text of the body on one line. Headings are left out when the body has other
 * content, so a card never starts with a heading run into the first sentence.
 */
function proseText(text: string): string {
  const blocks = parseMarkup(text);
  const prose = blocks.filter((block) => block.type !== 'heading');
  return (prose.length > 0 ? prose : blocks).map(blockText).join(' ').replace(/\s+/gu, ' ').trim();
}

/** The first `words` words of the plain text, with '...' appended when something was cut. */
export function excerpt(text: string, words: number = EXCERPT_WORDS): string {
  const tokens = proseText(text).split(' ').filter(Boolean);
  const limit = Math.max(0, Math.floor(words));
  if (tokens.length <= limit) return tokens.join(' ');
  return `${tokens.slice(0, limit).join(' ')}...`;
}

/** The article card preview: the excerpt at 35 words. */
export function preview(text: string, words: number = PREVIEW_WORDS): string {
  return excerpt(text, words);
}

/**
 * The first sentence of the plain text: up to and including the first '.', '!' or '?' that is
 * followed by the end or by whitespace. A terminator followed by whitespace and a lower-case
 * letter does not end the sentence, so abbreviations such as 't.ex. moms' stay whole.
 * Without any terminator the whole plain text is returned.
 */
export function teaser(text: string): string {
  const plain = proseText(text);
  const match = /^.*?[.!?](?=$|\s(?!\p{Ll}))/u.exec(plain);
  return match ? match[0] : plain;
}

/** decodeURIComponent that answers null for malformed percent-encoding instead of throwing. */
export function decodeRouteParam(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
