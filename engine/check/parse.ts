/**
 * The check's first stage: the text of site.yaml → data, with every node's position kept, inside
 * the limits on size, depth and alias expansion. A syntax error ends the check here, reported once.
 *
 * Two parsers, on purpose. Positions cost most of a large check (yaml's document model, every node
 * with its range), and a manifest without problems needs none. So a plain manifest (no alias,
 * anchor or tag) is read by js-yaml, whose YAML 1.2 core schema gives the same data, and yaml's
 * positioned document is made only when something asks where a node is (a problem, the live
 * preview's block lines). Anything js-yaml cannot vouch for takes the full road, which also words
 * the syntax errors. Reading every manifest with yaml alone was measured (issue 36, 2026-11-26, CPU
 * seconds of `npm run check`, medians of 5 alternating runs): 0.29 → 0.54 s for the 23-page
 * site.yaml, 0.43 → 0.96 s for 100 pages, 1.10 → 3.55 s for 1,000 (yaml's lexer and parser alone
 * take 1.6 s of that file, js-yaml 0.2–0.3 s): a cost people editing would feel, so js-yaml stays,
 * here only.
 *
 * A caller that already holds yaml's Document of the text (the studio's patcher reads every text
 * it writes) passes it as `documentOf`, and the positions come from it: yaml reads the text once.
 */
import { CORE_SCHEMA, load, Type } from "js-yaml";
import { isScalar, LineCounter, parseDocument, visit, type Document } from "yaml";
import { YAML_DETAILS, say, type Entry } from "./messages.ts";
import { expandsBeyond, MAX_DEPTH, MAX_EXPANDED_BYTES, MAX_SOURCE_BYTES, nestsTooDeep, tooDeepNode } from "./limits.ts";
import { indentSlip, missingColon, overIndentSlip, slipOnLine } from "./slips.ts";
import type { DocumentOf, Positions, Problem } from "./types.ts";

/** Alias expansions allowed while turning YAML into data: guards against "billion laughs" files. */
export const MAX_ALIAS_COUNT = 50;

type OffsetToPos = ReturnType<Positions>["offsetToPos"];

export type Parsed = { ok: true; data: unknown; positions: Positions } | { ok: false; problems: Problem[] };

/** yaml's codes for a line that does not line up; a deleted "- " or a short indent explains many of them. */
const INDENT_CODES = new Set(["BAD_INDENT", "MISSING_CHAR", "BLOCK_AS_IMPLICIT_KEY"]);
/** yaml's codes for a key that runs on or has no value: a missing colon explains them when the key starts the line. */
const KEY_CODES = new Set(["MULTILINE_IMPLICIT_KEY", "MISSING_CHAR"]);

export function parse(source: string, documentOf?: DocumentOf): Parsed {
  const fail = (pos: { line: number; col: number }, said: ReturnType<typeof say>): Parsed => ({ ok: false, problems: [{ severity: "error", ...pos, path: [], ...said }] });
  const size = Buffer.byteLength(source);
  if (size > MAX_SOURCE_BYTES) return fail({ line: 1, col: 1 }, say("fileTooBig", { size, limit: MAX_SOURCE_BYTES }));
  const plain = plainData(source);
  if (plain.read) {
    let positioned: ReturnType<Positions> | undefined;
    return { ok: true, data: plain.data, positions: () => (positioned ??= positionedDocument(source, documentOf)) };
  }
  const tooDeep = (pos: { line: number; col: number }) => fail(pos, say("tooDeep", { limit: MAX_DEPTH }));
  const lineCounter = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    if (error instanceof RangeError) return tooDeep({ line: 1, col: 1 });
    throw error;
  }
  const offsetToPos: OffsetToPos = (offset) => lineCounter.linePos(offset);

  if (doc.errors.length > 0) {
    // After the first slip the parser is guessing, and what follows is mostly echo of it: report
    // that one, exactly; the next check shows anything else once it is fixed.
    const first = doc.errors[0]!;
    // yaml catches its own stack overflow on a very deep file and reports it as a syntax error.
    if (/call stack/i.test(first.message)) return tooDeep(offsetToPos(first.pos[0]));
    const lines = source.split(/\r?\n/);
    const start = offsetToPos(first.pos[0]);
    const slip =
      slipOnLine(lines, start.line) ??
      (KEY_CODES.has(first.code) ? missingColon(lines, start.line, start.col) : undefined) ??
      (INDENT_CODES.has(first.code) ? (overIndentSlip(lines, start.line) ?? indentSlip(lines, start.line)) : undefined);
    if (slip) return { ok: false, problems: [{ severity: "error", path: [], ...slip }] };
    // A line indented deeper than its neighbour reads to yaml as the tail of the line above; the
    // key it then finds spanning two lines gives the slip away, so point at the deeper line.
    const spill =
      first.code === "BLOCK_AS_IMPLICIT_KEY"
        ? doc.errors.find((e) => e.code === "MULTILINE_IMPLICIT_KEY" && e.pos[0] === first.pos[0] && offsetToPos(e.pos[1]).line > offsetToPos(e.pos[0]).line)
        : undefined;
    if (first.code === "DUPLICATE_KEY") {
      const duplicate = firstOfKey(doc, first.pos[0]);
      if (duplicate) return fail(start, say("duplicateKey", { key: duplicate.key, firstLine: offsetToPos(duplicate.offset).line }));
    }
    if (spill) {
      const line = offsetToPos(spill.pos[1]).line;
      const over = overIndentSlip(lines, line);
      if (over) return { ok: false, problems: [{ severity: "error", path: [], ...over }] };
      const col = (lines[line - 1]?.search(/\S/) ?? 0) + 1;
      return fail({ line, col }, say("yamlSyntax", { detail: YAML_DETAILS.OVER_INDENTED! }));
    }
    return fail(offsetToPos(first.pos[0]), say("yamlSyntax", { detail: yamlDetail(first.code, first.message) }));
  }

  const deep = tooDeepNode(doc);
  if (deep) return tooDeep(offsetToPos(deep.range?.[0] ?? 0));
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    return fail({ line: 1, col: 1 }, say("yamlTooBig", { limit: MAX_ALIAS_COUNT }));
  }
  if (expandsBeyond(data)) return fail(firstAlias(doc, offsetToPos), say("expandedTooBig", { limit: MAX_EXPANDED_BYTES }));
  return { ok: true, data, positions: () => ({ doc, offsetToPos }) };
}

/** Something that makes yaml's reading differ from js-yaml's, or a limit: an alias or anchor, a tag, a directive. */
const NOT_PLAIN = /(?:^|[\s[{,])[*&!%][^\s,[\]{}]/m;

/**
 * YAML 1.2's core schema as yaml reads it. js-yaml's own CORE_SCHEMA still takes YAML 1.1's
 * numbers (`1_000` as 1000, `0b101` as 5) where yaml reads strings; its null and bool are the core's.
 */
const CORE_NUMBERS = {
  int: /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/,
  float: /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
};
const number = (tag: "int" | "float", read: (text: string) => number) =>
  new Type(`tag:yaml.org,2002:${tag}`, { kind: "scalar", resolve: (text: string) => CORE_NUMBERS[tag].test(text), construct: read });
const readInt = (text: string) => (/^0[ox]/.test(text) ? parseInt(text.slice(2), text[1] === "o" ? 8 : 16) : Number(text));
const readFloat = (text: string) => (/\.(?:nan|NaN|NAN)$/.test(text) ? NaN : /inf$/i.test(text) ? (text.startsWith("-") ? -Infinity : Infinity) : Number(text));
// A type of the same tag replaces js-yaml's own in its place.
const YAML_CORE = CORE_SCHEMA.extend({ implicit: [number("int", readInt), number("float", readFloat)] });

/** The data of a plain manifest read by js-yaml, or `read: false` when only the full road may read it. */
export function plainData(source: string): { read: true; data: unknown } | { read: false } {
  if (NOT_PLAIN.test(source)) return { read: false };
  let data: unknown;
  try {
    data = load(source, { schema: YAML_CORE }) ?? null;
  } catch {
    return { read: false };
  }
  return nestsTooDeep(data) || expandsBeyond(data) ? { read: false } : { read: true, data };
}

/** The positioned document of a source already known to be valid YAML: the caller's, or read here. */
function positionedDocument(source: string, documentOf: DocumentOf | undefined): ReturnType<Positions> {
  const lineCounter = new LineCounter();
  if (!documentOf) {
    const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
    return { doc, offsetToPos: (offset) => lineCounter.linePos(offset) };
  }
  // The lines as yaml's parser counts them: the first at 0, each other after a line feed.
  lineCounter.addNewLine(0);
  for (let end = source.indexOf("\n"); end >= 0; end = source.indexOf("\n", end + 1)) lineCounter.addNewLine(end + 1);
  return { doc: documentOf(source), offsetToPos: (offset) => lineCounter.linePos(offset) };
}

/** Where the first alias (*name) is, for a message about what aliases expand to. */
function firstAlias(doc: Document, offsetToPos: OffsetToPos): { line: number; col: number } {
  let offset: number | undefined;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset === undefined ? { line: 1, col: 1 } : offsetToPos(offset);
}

/** The key a duplicate at `offset` repeats, and where that first one is written. */
function firstOfKey(doc: Document, offset: number): { key: string; offset: number } | undefined {
  let found: { key: string; offset: number } | undefined;
  visit(doc, {
    Map(_, map) {
      const duplicate = map.items.find((pair) => isScalar(pair.key) && pair.key.range?.[0] === offset);
      if (!duplicate) return undefined;
      const value = (duplicate.key as { value: unknown }).value;
      const first = map.items.find((pair) => isScalar(pair.key) && pair.key.value === value);
      if (first !== duplicate) found = { key: String(value), offset: (first!.key as { range: [number] }).range[0] };
      return visit.BREAK;
    },
  });
  return found;
}

function yamlDetail(code: string, message: string): Entry {
  if (code === "MISSING_CHAR" && message.startsWith("Sequence item without")) return YAML_DETAILS.MISSING_DASH!;
  // A code we have no words for: yaml's own English sentence, and where to look.
  return YAML_DETAILS[code] ?? { message: `${message.split("\n")[0]}.`, hint: "들여쓰기와 콜론(:), 따옴표를 확인하세요." };
}
