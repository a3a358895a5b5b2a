/**
 * Build-time only: the slips a Korean keyboard or a word processor makes in YAML, found in the
 * text itself. yaml reports them as whatever its grammar makes of them (a key over two lines, a
 * list item without a dash, at the blank line above); these name the real cause at the real spot.
 */
import { parseDocument } from "yaml";
import { say } from "./messages.ts";
import type { Said } from "./types.ts";

export interface Slip extends Said {
  /** 1-based, as editors show them. */
  line: number;
  col: number;
}

/** A curly quote where a value starts: after "key: ", "- ", "[", "{" or ",". */
const CURLY_AS_QUOTE = /(?:^\s*-\s+|:\s+|[[{,]\s*)([“”‘’])/;
/** "key:value", a key without the space YAML needs after its colon (a URL's "://" is not one). */
const NO_SPACE = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):(?!\/\/)(?=\S)/;

/** A slip on line `line` of `lines` that explains an error reported there. */
export function slipOnLine(lines: readonly string[], line: number): Slip | undefined {
  const text = lines[line - 1] ?? "";
  const fullWidth = text.indexOf("：");
  if (fullWidth >= 0) return { line, col: fullWidth + 1, ...say("fullWidthColon", {}) };
  const curly = CURLY_AS_QUOTE.exec(text);
  if (curly) return { line, col: curly.index + curly[0].length, ...say("curlyQuotes", {}) };
  const noSpace = NO_SPACE.exec(text);
  if (noSpace) return { line, col: noSpace[1]!.length + noSpace[2]!.length + 2, ...say("noSpaceAfterColon", { key: noSpace[2]! }) };
  return undefined;
}

/** "kicker 기술 파트너": a key without its colon, which yaml reads as a key running on to the next line. */
const NO_COLON = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*)(?=\s|$)/;

/**
 * A key written without its colon, when yaml's error starts at column `col` of `line` (where it
 * began to read a key); the caret goes where the colon belongs.
 */
export function missingColon(lines: readonly string[], line: number, col: number): Slip | undefined {
  const text = lines[line - 1] ?? "";
  const key = NO_COLON.exec(text);
  if (!key || key[1]!.length + 1 !== col || /:(?:\s|$)/.test(text.slice(key[0].length))) return undefined;
  return { line, col: key[0].length + 1, ...say("missingColon", { key: key[2]! }) };
}

/** "key:" at the start of a line's text, after any "- ". */
const KEY = /^(?:-\s+)?([^\s#'"{[][^:#]*?):(?:\s|$)/;

/**
 * An indentation error reported at `line` (often the blank line above the culprit) that a deleted
 * "- " or a short indent explains, found by comparing the first line with text at or after `line`
 * with the nearest line above that is not deeper. A line that lands on a list's dash column is an
 * item that lost its "- " when it starts like one (a plain value, or a key its item already has),
 * and otherwise a line of the item above, indented short.
 */
export function indentSlip(lines: readonly string[], line: number): Slip | undefined {
  let target = line;
  while (target <= lines.length && isBlank(lines[target - 1]!)) target++;
  const text = lines[target - 1];
  if (text === undefined) return undefined;
  const indent = indentOf(text);
  const under = (expected: number): Slip => ({ line: target, col: indent + 1, ...say("underIndented", { by: expected - indent, through: shiftedThrough(lines, target, expected) }) });
  for (let above = target - 1; above >= 1; above--) {
    const other = lines[above - 1]!;
    if (isBlank(other)) continue;
    const otherIndent = indentOf(other);
    if (otherIndent > indent) continue;
    const dash = /^-(\s+)/.exec(other.slice(otherIndent));
    if (!dash) {
      // A key whose children start further right: this line is short of them (a list item may
      // not stand in the key's own column once the list began further right).
      const child = firstChildColumn(lines, above);
      const short = otherIndent < indent || text.slice(indent).startsWith("-");
      return opens(other) && short && child > indent ? under(child) : undefined;
    }
    const itemColumn = otherIndent + 1 + dash[1]!.length;
    if (otherIndent < indent) return indent < itemColumn ? under(itemColumn) : undefined;
    // In the dash's own column.
    if (text.slice(indent).startsWith("-")) return undefined;
    const key = KEY.exec(text.slice(indent))?.[1];
    const itemKeys = keysOfItem(lines, above, itemColumn);
    return key !== undefined && itemKeys !== undefined && !itemKeys.has(key) ? under(itemColumn) : { line: target, col: indent + 1, ...say("missingDash", {}) };
  }
  return undefined;
}

/**
 * An indentation error reported at `line` (often the blank line above the culprit) that lines
 * indented too deep explain, reported at the first of them with how many columns to take off:
 * - a line deeper than the key above it, which holds its value on its own line (`title:` under `kicker: 기술 파트너`);
 * - a "- " item in the key column of a list item above, where a "- " cannot stand (a block pushed
 *   under the last key of the block before it), or where it starts with the same key as that item;
 * - the first items of a list pushed right of the file's indent step, the later ones not.
 * The advice is tried before it is given: the text with the run moved left must read past the run.
 */
export function overIndentSlip(lines: readonly string[], line: number): Slip | undefined {
  let target = line;
  while (target <= lines.length && isBlank(lines[target - 1]!)) target++;
  const text = lines[target - 1];
  if (text === undefined) return undefined;
  const indent = indentOf(text);
  const over = (from: number, column: number, expected: number, through = runThrough(lines, from, column)): Slip | undefined =>
    readsPast(lines, from, through, column - expected)
      ? { line: from, col: column + 1, ...say("overIndented", { by: column - expected, through: through > from ? through : undefined }) }
      : undefined;
  const above = lineAbove(lines, target, () => true);
  if (above === undefined) return undefined;
  const aboveText = lines[above - 1]!;
  const isItem = text.slice(indent).startsWith("-");
  if (!isItem) {
    const keyColumn = keyColumnOf(aboveText);
    return keyColumn !== undefined && indent > keyColumn && !valueBelow(aboveText) ? over(target, indent, keyColumn) : undefined;
  }
  // A "- " item: the nearest line at or left of its column decides.
  const sibling = lineAbove(lines, target, (other) => indentOf(other) <= indent);
  if (sibling === undefined) return undefined;
  const siblingText = lines[sibling - 1]!;
  const siblingIndent = indentOf(siblingText);
  if (siblingIndent === indent && !siblingText.slice(indent).startsWith("-")) {
    // In a map's key column, under a list item further left whose keys start here.
    const item = lineAbove(lines, sibling, (other) => indentOf(other) < indent);
    const dash = item === undefined ? null : /^-(\s+)/.exec(lines[item - 1]!.slice(indentOf(lines[item - 1]!)));
    if (item === undefined || !dash || indentOf(lines[item - 1]!) + 1 + dash[1]!.length !== indent) return undefined;
    if (valueBelow(siblingText)) {
      // The key above holds a list further right: this item is one of it, short (indentSlip's
      // case), unless it starts like the item it sits in and unlike that list's items.
      const child = lineBelow(lines, sibling);
      if (child === undefined || indentOf(lines[child - 1]!) <= indent) return undefined;
      const key = firstKey(text);
      if (key === undefined || key !== firstKey(lines[item - 1]!) || key === firstKey(lines[child - 1]!)) return undefined;
    }
    return over(target, indent, indentOf(lines[item - 1]!));
  }
  // Right of a list item's dash: a sibling pushed right when it starts like it.
  const key = firstKey(text);
  const item = lineAbove(lines, target, (other) => indentOf(other) < indent && other.slice(indentOf(other)).startsWith("-"));
  if (key !== undefined && item !== undefined && key === firstKey(lines[item - 1]!)) {
    const moved = over(target, indent, indentOf(lines[item - 1]!));
    if (moved) return moved;
  }
  if (siblingIndent < indent && valueBelow(siblingText) && !siblingText.slice(siblingIndent).startsWith("-")) {
    // The list's first items further right than the file's step, this one at it: they are the deep ones.
    const first = lineBelow(lines, sibling)!;
    const child = indentOf(lines[first - 1]!);
    const step = indentStep(lines);
    if (indent !== siblingIndent + step || child <= indent || first >= target) return undefined;
    return over(first, child, indent, lineAbove(lines, target, () => true)!);
  }
  return undefined;
}

/** The nearest line above `line` that is not blank and `fits`. */
function lineAbove(lines: readonly string[], line: number, fits: (text: string) => boolean): number | undefined {
  for (let other = line - 1; other >= 1; other--) if (!isBlank(lines[other - 1]!) && fits(lines[other - 1]!)) return other;
  return undefined;
}

/** The first line below `line` that is not blank. */
function lineBelow(lines: readonly string[], line: number): number | undefined {
  for (let next = line + 1; next <= lines.length; next++) if (!isBlank(lines[next - 1]!)) return next;
  return undefined;
}

/** The last line of the run from `from` that stays at `column` or deeper. */
function runThrough(lines: readonly string[], from: number, column: number): number {
  let last = from;
  for (let next = from + 1; next <= lines.length; next++) {
    const text = lines[next - 1]!;
    if (isBlank(text)) continue;
    if (indentOf(text) < column) break;
    last = next;
  }
  return last;
}

/** Whether the text reads past line `through` once lines `from`..`through` lose `by` leading spaces. */
function readsPast(lines: readonly string[], from: number, through: number, by: number): boolean {
  const moved = lines.map((text, i) => (i + 1 >= from && i + 1 <= through && !isBlank(text) ? text.slice(by) : text));
  const source = moved.join("\n");
  const error = parseDocument(source, { prettyErrors: false }).errors[0];
  if (!error) return true;
  return source.slice(0, error.pos[0]).split("\n").length > through;
}

/** The column of the keys of the map a line is in: its own, or after its "- ". */
function keyColumnOf(text: string): number | undefined {
  const indent = indentOf(text);
  const rest = text.slice(indent);
  const dash = /^-(\s+)/.exec(rest);
  if (!dash) return KEY.test(rest) ? indent : undefined;
  return KEY.test(rest.slice(dash[0].length)) ? indent + dash[0].length : undefined;
}

/** Whether a key line's value is on the lines below it: nothing after its colon, or a block text (| or >). */
const valueBelow = (text: string) => /:\s*(?:[|>][-+0-9]*)?\s*(?:#.*)?$/.test(text);

/** The first key of a line, after any "- " or "{": `type` of "- type: hero". */
const firstKey = (text: string) => /^(?:-\s+)?\{?\s*([A-Za-z_][\w-]*):(?:\s|$)/.exec(text.trim())?.[1];

/** The file's indent step: the indent of its first indented line (2 in site.yaml). */
function indentStep(lines: readonly string[]): number {
  for (const text of lines) if (!isBlank(text) && indentOf(text) > 0) return indentOf(text);
  return 2;
}

/** The keys of the list item whose "- " is on line `dash`, when it is a map; its keys start at `column`. */
function keysOfItem(lines: readonly string[], dash: number, column: number): Set<string> | undefined {
  const first = KEY.exec(lines[dash - 1]!.slice(indentOf(lines[dash - 1]!)))?.[1];
  if (first === undefined) return undefined;
  const keys = new Set([first]);
  for (let next = dash + 1; next <= lines.length; next++) {
    const text = lines[next - 1]!;
    if (isBlank(text)) continue;
    const indent = indentOf(text);
    if (indent < column) break;
    const key = indent === column ? KEY.exec(text.slice(indent))?.[1] : undefined;
    if (key !== undefined) keys.add(key);
  }
  return keys;
}

/** The column of the first line below `line` that is not blank. */
function firstChildColumn(lines: readonly string[], line: number): number {
  for (let next = line + 1; next <= lines.length; next++) if (!isBlank(lines[next - 1]!)) return indentOf(lines[next - 1]!);
  return 0;
}

/**
 * The last line of the run shifted with line `target` (a whole block moved left), when the run is
 * longer than that line: its siblings in the same column (a list item's with it, a key's without
 * a dash) and the children of those that hold a nested value, up to the first line that is not
 * (for a list item: up to its next sibling, at the `expected` column).
 */
function shiftedThrough(lines: readonly string[], target: number, expected: number): number | undefined {
  const column = indentOf(lines[target - 1]!);
  const isItem = (text: string) => text.slice(indentOf(text)).startsWith("-");
  const item = isItem(lines[target - 1]!);
  let open = opens(lines[target - 1]!);
  let last = target;
  for (let next = target + 1; next <= lines.length; next++) {
    const text = lines[next - 1]!;
    if (isBlank(text)) continue;
    const indent = indentOf(text);
    if (indent < column || (indent > column && !open)) break;
    if (indent === column) {
      if (isItem(text) !== item) break;
      open = opens(text);
    } else if (item && isItem(text) && indent <= expected) break;
    last = next;
  }
  return last > target ? last : undefined;
}

/** Whether the lines deeper than `text` that follow it are its own: a key with nothing after its colon, a block text (| or >), a list item that is a map. */
function opens(text: string): boolean {
  const rest = text.slice(indentOf(text));
  if (rest.startsWith("-") && KEY.test(rest)) return true;
  return /:\s*(?:[|>][-+0-9]*)?\s*(?:#.*)?$/.test(rest);
}

const indentOf = (line: string) => line.search(/\S/);

/** Whether a text value is wrapped in curly quotes, which then show on the page. */
export function wrappedInCurlyQuotes(text: string): boolean {
  return /^[“‘][^]*[”’]$/.test(text.trim());
}

const isBlank = (line: string) => line.trim() === "" || line.trim().startsWith("#");
