/**
 * How wide text stands in a terminal, in columns: a Hangul syllable or a full-width colon takes two,
 * as Unicode's East Asian Width calls them Wide (W) or Fullwidth (F); a combining mark takes none.
 * The check's caret frame pads by it (engine/check/problem.ts), so the `^` lands under its
 * character on a line of Korean, and the dev overlay reads the padding back (manifest-overlay.ts).
 */

/** Wide and Fullwidth code points, as [first, last] pairs in order (Unicode 15; emoji taken as wide, as terminals draw them). */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo, leading consonants
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x23f0, 0x23f0],
  [0x23f3, 0x23f3],
  [0x25fd, 0x25fe],
  [0x2614, 0x2615],
  [0x2648, 0x2653],
  [0x267f, 0x267f],
  [0x2693, 0x2693],
  [0x26a1, 0x26a1],
  [0x26aa, 0x26ab],
  [0x26bd, 0x26be],
  [0x26c4, 0x26c5],
  [0x26ce, 0x26ce],
  [0x26d4, 0x26d4],
  [0x26ea, 0x26ea],
  [0x26f2, 0x26f3],
  [0x26f5, 0x26f5],
  [0x26fa, 0x26fa],
  [0x26fd, 0x26fd],
  [0x2705, 0x2705],
  [0x270a, 0x270b],
  [0x2728, 0x2728],
  [0x274c, 0x274c],
  [0x274e, 0x274e],
  [0x2753, 0x2755],
  [0x2757, 0x2757],
  [0x2795, 0x2797],
  [0x27b0, 0x27b0],
  [0x27bf, 0x27bf],
  [0x2b1b, 0x2b1c],
  [0x2b50, 0x2b50],
  [0x2b55, 0x2b55],
  [0x2e80, 0x303e], // CJK radicals, ideographic punctuation (「」、。)
  [0x3041, 0x33ff], // kana, Hangul Compatibility Jamo (ㅅㅑ), CJK symbols
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff], // CJK ideographs
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60], // full-width forms (：，！)
  [0xffe0, 0xffe6],
  [0x16fe0, 0x16fe4],
  [0x17000, 0x18cff],
  [0x1b000, 0x1b2ff],
  [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f200, 0x1f251],
  [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f900, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

/** Code points drawn on the character before them: combining marks, Hangul's trailing jamo, joiners, variation selectors. */
const ZERO = /^[\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u1160-\u11ff\u200b-\u200f\u20d0-\u20ff\ufe00-\ufe0f\ufe20-\ufe2f]$/u;

/** Columns one code point takes in a terminal: 0, 1 or 2. */
export function charWidth(char: string): number {
  if (ZERO.test(char)) return 0;
  const code = char.codePointAt(0)!;
  if (code < 0x1100) return 1;
  let low = 0;
  let high = WIDE.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = WIDE[middle]!;
    if (code < first) high = middle - 1;
    else if (code > last) low = middle + 1;
    else return 2;
  }
  return 1;
}

/** Columns `text` takes in a terminal. */
export function screenWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * The blank that stands as wide as `text` in a terminal: a space per column, and a tab where the
 * text has one, so that the character after it is under the character after `text` whatever the
 * tab stops.
 */
export function blankAsWide(text: string): string {
  let blank = "";
  for (const char of text) blank += char === "\t" ? "\t" : " ".repeat(charWidth(char));
  return blank;
}

/** The start of `text` that stands `columns` wide in a terminal (the caret line's padding read back). */
export function prefixOfWidth(text: string, columns: number): string {
  let width = 0;
  let end = 0;
  for (const char of text) {
    if (width >= columns) break;
    width += char === "\t" ? 1 : charWidth(char);
    end += char.length;
  }
  return text.slice(0, end);
}
