/** "Did you mean": the nearest of a few names to one written with a typo, or typed on the Korean keyboard. */
import { convertHangulToQwerty } from "es-hangul";
import { distance } from "fastest-levenshtein";

/** The candidate closest to `word` by edit distance, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== undefined && bestDistance <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined;
}

/**
 * Levenshtein distance, except that two neighbours swapped (titel → title) count as one edit:
 * it is the most common slip of a typing hand, and Levenshtein alone counts it as two, too far
 * for a five-letter key to be suggested.
 */
function editDistance(a: string, b: string): number {
  return neighboursSwapped(a, b) ? 1 : distance(a, b);
}

/** Whether `b` is `a` with one pair of neighbouring letters swapped. */
function neighboursSwapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * The candidate a word in Hangul was meant to be, typed without switching the keyboard to English
 * ("ㅅㅑㅅㅣㄷ" or "샤싣" for "title"): its keys on the 2-set Korean layout read as QWERTY letters.
 */
export function typedInHangul(word: string, candidates: readonly string[]): string | undefined {
  if (!/[\u1100-\u11FF\u3131-\u318E\uAC00-\uD7A3]/.test(word)) return undefined;
  return closest(convertHangulToQwerty(word), candidates);
}
