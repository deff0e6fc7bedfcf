/**
 * A word-level difference between two texts, for the editors' conflict view: which words of
 * "theirs" are gone from "mine" and which are new. Whitespace is kept with the word before it, so
 * joining the parts of one side gives that side back exactly.
 */

export interface DiffPart {
  /** `same` on both sides, `removed` only in the old text, `added` only in the new one. */
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Words with their trailing whitespace (leading whitespace is a part of its own). */
function words(text: string): string[] {
  return text.match(/\s+|\S+\s*/g) ?? [];
}

/**
 * Above this many words in the changed middle (old × new), the middle is shown as one removal and
 * one addition instead of a word-by-word comparison (whose table grows with the product).
 */
const MAX_CELLS = 4_000_000;

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  if (text === '') return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The parts that turn `before` into `after`, in reading order. */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  // Common start and end need no table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push(parts, 'removed', midA.join(''));
    push(parts, 'added', midB.join(''));
  } else {
    // Longest common subsequence of the middles, then walked from the start.
    const n = midA.length;
    const m = midB.length;
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i -= 1) {
      const row = lcs[i]!;
      const below = lcs[i + 1]!;
      for (let j = m - 1; j >= 0; j -= 1) {
        row[j] = midA[i] === midB[j] ? below[j + 1]! + 1 : Math.max(below[j]!, row[j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push(parts, 'same', midA[i]!);
        i += 1;
        j += 1;
      } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) {
        push(parts, 'removed', midA[i]!);
        i += 1;
      } else {
        push(parts, 'added', midB[j]!);
        j += 1;
      }
    }
    push(parts, 'removed', midA.slice(i).join(''));
    push(parts, 'added', midB.slice(j).join(''));
  }
  push(parts, 'same', a.slice(endA).join(''));
  return parts;
}
