/**
 * Build-time only: the slips a Korean keyboard or a word processor makes in YAML, found in the
 * text itself. yaml reports them as whatever its grammar makes of them (a key over two lines, a
 * list item without a dash, at the blank line above); these name the real cause at the real spot.
 */
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
