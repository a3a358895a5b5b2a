/**
 * Build-time only: the slips a Korean keyboard or a word processor makes in YAML, found in the
 * text itself. yaml reports them as whatever its grammar makes of them (a key over two lines, a
 * list item without a dash, at the blank line above); these name the real cause at the real spot.
 */
import { say, type Said } from "./messages.ts";

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

/**
 * An indentation error reported at `line` (often the blank line above the culprit) that a deleted
 * "- " or an under-indented line explains, found by comparing the first line with text at or after
 * `line` with the nearest line above that is not deeper.
 */
export function indentSlip(lines: readonly string[], line: number): Slip | undefined {
  let target = line;
  while (target <= lines.length && isBlank(lines[target - 1]!)) target++;
  const text = lines[target - 1];
  if (text === undefined) return undefined;
  const indent = text.search(/\S/);
  for (let above = target - 1; above >= 1; above--) {
    const other = lines[above - 1]!;
    if (isBlank(other)) continue;
    const otherIndent = other.search(/\S/);
    if (otherIndent > indent) continue;
    const dash = /^-(\s+)/.exec(other.slice(otherIndent));
    if (!dash) return undefined;
    // In the dash's own column: an item that lost its "- ".
    if (otherIndent === indent) return text.slice(indent).startsWith("-") ? undefined : { line: target, col: indent + 1, ...say("missingDash", {}) };
    // Between the dash and the item's text: short of the item's column.
    const itemColumn = otherIndent + 1 + dash[1]!.length;
    return indent < itemColumn ? { line: target, col: indent + 1, ...say("underIndented", { actual: indent, expected: itemColumn }) } : undefined;
  }
  return undefined;
}

/** Whether a text value is wrapped in curly quotes, which then show on the page. */
export function wrappedInCurlyQuotes(text: string): boolean {
  return /^[“‘][^]*[”’]$/.test(text.trim());
}

const isBlank = (line: string) => line.trim() === "" || line.trim().startsWith("#");
