/**
 * Build-time only: reads site.yaml, validates it against the schema and the semantic rules, and
 * reports every problem at its exact node. This is the one place that imports `yaml` and `ajv`;
 * the browser never receives it.
 */
import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from "yaml";
import schema from "../../schema/site.schema.json" with { type: "json" };
import { kindOf, say, type MessageCode, type Said } from "./messages.ts";
import { badCharacter, expandsBeyond, MAX_DEPTH, MAX_EXPANDED_BYTES, MAX_SOURCE_BYTES, tooDeepNode } from "./limits.ts";
import { assetProblem, normalisePath, reservedFolderOf, reservedPaths, symlinksUnder } from "./paths.ts";
import { indentSlip, slipOnLine, wrappedInCurlyQuotes } from "./slips.ts";
import { addressSaid } from "./urls.ts";
import type { FormBlock, Site } from "./site.types.ts";
import { fillTokens, tokenValues, unknownTokens, type TokenValues } from "./tokens.ts";
import { isEmail, RULE_KINDS, type RuleName } from "../form/rules.ts";
import { placeholders, SUBMITTED_AT } from "../form/template.ts";
import { imageProblems } from "../../engine/images/check.ts";
import { factConflicts, factProblems } from "./facts.ts";

export type Severity = "error" | "warning";

/** One problem in the manifest. `line` and `col` are 1-indexed, as editors show them. */
export interface Problem {
  severity: Severity;
  /** Its entry in the message catalogue. */
  code: MessageCode;
  line: number;
  col: number;
  message: string;
  /** The file the problem is in, when it is not the manifest (a symlink under public/); line and col are then 0. */
  file?: string;
}

export interface LoadResult {
  /** The validated manifest; absent when there is any error. */
  site?: Site;
  problems: Problem[];
  /** With `site`: page path → the 1-based line where each of its blocks starts (for the live preview). */
  blockLines?: Record<string, number[]>;
}

export interface LoadOptions {
  /** Folder that holds the files site.yaml refers to (logo, images, video). */
  publicDir: string;
  /** Calendar year used to fill tokens in links while checking them. */
  year?: number;
}

type PathSeg = string | number;
type SchemaNode = Record<string, any>;

/** Alias expansions allowed while turning YAML into data: guards against "billion laughs" files. */
const MAX_ALIAS_COUNT = 50;
/** Keys whose string value is a link, and keys whose value is a file under public/. */
const LINK_KEYS = new Set(["href", "to"]);
const ASSET_KEYS = new Set(["image", "logo", "poster", "src", "video"]);

const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, allowUnionTypes: true });
addFormats(ajv, ["email", "uri"]);
ajv.addKeyword({ keyword: "defaultSnippets" });
const validateSchema = ajv.compile<Site>(schema);

/** Parses and validates `source` (the text of site.yaml). */
export function loadSite(source: string, options: LoadOptions): LoadResult {
  const size = Buffer.byteLength(source);
  if (size > MAX_SOURCE_BYTES) return { problems: [{ severity: "error", line: 1, col: 1, ...say("fileTooBig", { size, limit: MAX_SOURCE_BYTES }) }] };
  const lineCounter = new LineCounter();
  const tooDeep = (pos: { line: number; col: number }): LoadResult => ({ problems: [{ severity: "error", ...pos, ...say("tooDeep", { limit: MAX_DEPTH }) }] });
  let doc: Document;
  try {
    doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    if (error instanceof RangeError) return tooDeep({ line: 1, col: 1 });
    throw error;
  }
  const locate = (offset: number) => lineCounter.linePos(offset);
  const problems: Problem[] = [];

  if (doc.errors.length > 0) {
    // After the first slip the parser is guessing, and what follows is mostly echo of it: report
    // that one, exactly; the next check shows anything else once it is fixed.
    const first = doc.errors[0]!;
    // yaml catches its own stack overflow on a very deep file and reports it as a syntax error.
    if (/call stack/i.test(first.message)) return tooDeep(locate(first.pos[0]));
    const lines = source.split(/\r?\n/);
    const firstLine = locate(first.pos[0]).line;
    const slip = slipOnLine(lines, firstLine) ?? (INDENT_CODES.has(first.code) ? indentSlip(lines, firstLine) : undefined);
    if (slip) return { problems: [{ severity: "error", ...slip }] };
    // A line indented deeper than its neighbour reads to yaml as the tail of the line above; the
    // key it then finds spanning two lines gives the slip away, so point at the deeper line.
    const spill =
      first.code === "BLOCK_AS_IMPLICIT_KEY"
        ? doc.errors.find((e) => e.code === "MULTILINE_IMPLICIT_KEY" && e.pos[0] === first.pos[0] && locate(e.pos[1]).line > locate(e.pos[0]).line)
        : undefined;
    if (spill) {
      const line = locate(spill.pos[1]).line;
      const col = (source.split(/\r?\n/)[line - 1]?.search(/\S/) ?? 0) + 1;
      problems.push({ severity: "error", line, col, ...say("yamlSyntax", { detail: YAML_DETAILS.OVER_INDENTED! }) });
    } else {
      problems.push({ severity: "error", ...locate(first.pos[0]), ...say("yamlSyntax", { detail: yamlDetail(first.code, first.message) }) });
    }
    return { problems: sortProblems(problems) };
  }

  const deep = tooDeepNode(doc);
  if (deep) return tooDeep(locate(deep.range?.[0] ?? 0));
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    return { problems: [{ severity: "error", line: 1, col: 1, ...say("yamlTooBig", { limit: MAX_ALIAS_COUNT }) }] };
  }
  if (expandsBeyond(data)) return { problems: [{ severity: "error", ...firstAlias(doc, locate), ...say("expandedTooBig", { limit: MAX_EXPANDED_BYTES }) }] };

  const at = new Locator(doc, locate, data, source);
  const valid = validateSchema(data);
  if (!valid) problems.push(...explainSlips(dedupe(validateSchema.errors ?? []).map((e) => schemaProblem(e, at)), source));
  // The semantic rules also run on a manifest with schema errors, so one check shows every problem.
  problems.push(...semanticProblems(data as Site, at, options));
  problems.push(...imageProblems(data as Site, at, options.publicDir), ...factProblems(data as Site, at));
  const errors = problems.some((p) => p.severity === "error");
  // Warnings only once the errors are fixed: one thing at a time for the person editing.
  if (!errors) problems.push(...contentWarnings(data as Site, at), ...factConflicts(data as Site, at, options.year ?? new Date().getFullYear()));
  if (!valid || errors) return { problems: sortProblems(unique(problems)) };
  const site = data as Site;
  const blockLines = Object.fromEntries(site.pages.map((page, i) => [page.path, page.blocks.map((_, j) => at.value(["pages", i, "blocks", j]).line)]));
  return { site, problems: sortProblems(unique(problems)), blockLines };
}

/** `site.yaml:LINE:COL message` followed by a caret frame under the offending column. */
export function formatProblem(problem: Problem, source: string, file = "site.yaml"): string {
  const prefix = problem.severity === "warning" ? "경고: " : "";
  if (problem.file) return `${problem.file}: ${prefix}${problem.message}`;
  const text = source.split(/\r?\n/)[problem.line - 1] ?? "";
  const gutter = String(problem.line).length;
  return [
    `${file}:${problem.line}:${problem.col} ${prefix}${problem.message}`,
    `  ${problem.line} | ${text}`,
    `  ${" ".repeat(gutter)} | ${" ".repeat(Math.max(0, problem.col - 1))}^`,
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Positions: from a data path to the YAML node, and from a data path to words for the editor
// ---------------------------------------------------------------------------------------------

class Locator {
  constructor(
    private doc: Document,
    private locate: (offset: number) => { line: number; col: number },
    readonly data: any,
    private source = "",
  ) {}

  /** Position of the value at `path`, or of its key when the value is empty. */
  value(path: PathSeg[]): { line: number; col: number } {
    const node = this.doc.getIn(path, true) as Node | undefined;
    if (node?.range && !(isScalar(node) && node.value === null)) return this.locate(node.range[0]);
    return this.key(path);
  }

  /** Position of the key that holds `path` (for a list item: the item itself). */
  key(path: PathSeg[]): { line: number; col: number } {
    for (let depth = path.length; depth > 0; depth--) {
      const parent = depth === 1 ? this.doc.contents : (this.doc.getIn(path.slice(0, depth - 1), true) as Node | undefined);
      const last = path[depth - 1];
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === last);
        const key = pair?.key as Node | undefined;
        if (key?.range) return this.locate(key.range[0]);
      }
      const node = this.doc.getIn(path.slice(0, depth), true) as Node | undefined;
      if (node?.range) return this.locate(node.range[0]);
    }
    return { line: 1, col: 1 };
  }

  /** Position of `needle` as written inside the value at `path` (e.g. one placeholder in a template), else of the value. */
  within(path: PathSeg[], needle: string): { line: number; col: number } {
    const node = this.doc.getIn(path, true) as Node | undefined;
    const offset = node?.range ? this.source.slice(node.range[0], node.range[1]).indexOf(needle) : -1;
    return offset >= 0 ? this.locate(node!.range![0] + offset) : this.value(path);
  }

  /** Where a path lies, in words: "'/dx' 페이지 2번째 블록(cardGrid)". */
  where(path: PathSeg[]): string {
    const [root, index, sub, blockIndex] = path;
    if (root === "pages" && typeof index === "number") {
      const page = this.data?.pages?.[index];
      const name = typeof page?.path === "string" ? `'${page.path}' 페이지` : `${index + 1}번째 페이지`;
      if (sub === "blocks" && typeof blockIndex === "number") {
        const type = page?.blocks?.[blockIndex]?.type;
        return `${name} ${blockIndex + 1}번째 블록${typeof type === "string" ? `(${type})` : ""}`;
      }
      return name;
    }
    if (root === "redirects" && typeof index === "number") return `이동(redirects) ${index + 1}번째 항목`;
    if (root === "site") return "회사 정보(site)";
    if (root === "header") return "머리글(header)";
    if (root === "footer") return "바닥글(footer)";
    return "site.yaml";
  }

  /** The part of `path` below what `where` names, in words: "'cards' 3번째 › 'title'(카드 제목)". */
  field(path: PathSeg[]): string {
    const start = path[0] === "pages" ? (path[2] === "blocks" ? 4 : 2) : path[0] === "redirects" ? 2 : 1;
    const rest = path.slice(start);
    if (rest.length === 0) return "값";
    const words = rest.map((seg) => (typeof seg === "number" ? `${seg + 1}번째` : `'${seg}'`));
    if (typeof rest[rest.length - 1] === "string") words[words.length - 1] = this.label(path);
    return words.join(" › ");
  }

  /** The last key of `path` with its schema description: "'title'(카드 제목)". */
  label(path: PathSeg[]): string {
    const key = path[path.length - 1];
    const description = schemaAt(path, this.data)?.description as string | undefined;
    return `'${String(key)}'` + (description ? `(${shortLabel(description)})` : "");
  }
}

/** The first clause of a schema description: "링크 주소: 내부 주소…" → "링크 주소". */
function shortLabel(description: string): string {
  return description.split(/[:(.]/)[0]!.trim();
}

/** The schema node that describes the value at `path`; the property's own description wins over its `$ref`'s. */
function schemaAt(path: PathSeg[], data: unknown): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema as SchemaNode;
  let value: any = data;
  for (const seg of path) {
    node = resolveBranch(node, value);
    if (!node) return undefined;
    const next: SchemaNode | undefined = typeof seg === "number" ? node.items : node.properties?.[seg];
    value = value?.[seg];
    node = next;
  }
  if (node?.$ref && !node.description) return resolveRef(node.$ref);
  return node;
}

/** Follows `$ref` and picks the `oneOf` branch whose `type` const matches the data. */
function resolveBranch(node: SchemaNode | undefined, value: any): SchemaNode | undefined {
  let current = node;
  for (let hops = 0; current && hops < 10; hops++) {
    if (current.$ref) current = resolveRef(current.$ref);
    else if (current.oneOf) current = (current.oneOf as SchemaNode[]).map((b) => resolveRef(b.$ref)).find((b) => b?.properties?.type?.const === value?.type);
    else return current;
  }
  return current;
}

function resolveRef(ref: string | undefined): SchemaNode | undefined {
  if (!ref?.startsWith("#/definitions/")) return undefined;
  return (schema as SchemaNode).definitions[ref.slice("#/definitions/".length)];
}

/** ajv's `/pages/0/blocks/1` as a path with numbers for list indexes. */
function toPath(pointer: string, data: unknown): PathSeg[] {
  const path: PathSeg[] = [];
  let value: any = data;
  for (const raw of pointer.split("/").slice(1)) {
    const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const key: PathSeg = Array.isArray(value) ? Number(seg) : seg;
    path.push(key);
    value = value?.[key];
  }
  return path;
}

// ---------------------------------------------------------------------------------------------
// Schema errors → messages
// ---------------------------------------------------------------------------------------------

const BLOCK_TYPES: string[] = (schema as SchemaNode).definitions.block.oneOf.map(
  (b: SchemaNode) => resolveRef(b.$ref)!.properties.type.const,
);

/**
 * Drops errors that repeat another one's fault: a missing `type` is reported once, by the
 * discriminator, and a required property that is only misspelled ("titel") once, as the typo.
 */
function dedupe(errors: ErrorObject[]): ErrorObject[] {
  const tagErrors = new Set(errors.filter((e) => e.keyword === "discriminator").map((e) => e.instancePath));
  const unknownKeys = errors.filter((e) => e.keyword === "additionalProperties");
  const patterns = new Set(errors.filter((e) => e.keyword === "pattern").map((e) => e.instancePath));
  return errors.filter((e) => {
    // A value that breaks its pattern and its format is one mistake: the pattern's message says more.
    if (e.keyword === "format" && patterns.has(e.instancePath)) return false;
    if (e.keyword !== "required") return true;
    const missing = e.params.missingProperty as string;
    if (missing === "type" && tagErrors.has(e.instancePath)) return false;
    return !unknownKeys.some((u) => u.instancePath === e.instancePath && closest(u.params.additionalProperty, [missing]) === missing);
  });
}

function schemaProblem(error: ErrorObject, at: Locator): Problem {
  const path = toPath(error.instancePath, at.data);
  const value = path.reduce<any>((v, seg) => v?.[seg], at.data);
  const where = at.where(path);
  const field = at.field(path);
  const p = (pos: { line: number; col: number }, said: Said): Problem => ({ severity: "error", ...pos, ...said });

  switch (error.keyword) {
    case "required": {
      const key = error.params.missingProperty as string;
      return p(at.key(path), say("required", { where: path.length > 0 ? withField(where, field) : "site.yaml", field: at.label([...path, key]), key }));
    }
    case "additionalProperties": {
      const key = error.params.additionalProperty as string;
      const allowed = Object.keys(resolveBranch(schemaAt(path, at.data), value)?.properties ?? {});
      return p(at.key([...path, key]), say("unknownProperty", { where: withField(where, field), key, suggestion: closest(key, allowed), allowed }));
    }
    case "discriminator": {
      if (error.params.error === "tag" && value?.type === undefined) return p(at.key(path), say("missingBlockType", { where, allowed: BLOCK_TYPES }));
      const type = value?.type;
      return p(at.value([...path, "type"]), say("unknownBlockType", { where, value: type, suggestion: closest(String(type), BLOCK_TYPES), allowed: BLOCK_TYPES }));
    }
    case "type":
      return p(at.value(path), say("wrongKind", { where, field, expected: String(error.params.type).split(",")[0]!, actual: kindOf(value) }));
    case "enum":
    case "const": {
      const allowed = (error.keyword === "enum" ? error.params.allowedValues : [error.params.allowedValue]) as unknown[];
      return p(at.value(path), say("notOneOf", { where, field, value, allowed }));
    }
    case "minItems":
      if (path[path.length - 1] === "blocks") return p(at.value(path), say("noBlocks", { where }));
      return p(at.value(path), say("tooFewItems", { where, field, min: error.params.limit }));
    case "maxItems":
      return p(at.value(path), say("tooManyItems", { where, field, max: error.params.limit }));
    case "minLength":
      return p(at.value(path), say("emptyText", { where, field }));
    case "minimum":
    case "maximum": {
      const s = resolveBranch(schemaAt(path, at.data), value) ?? {};
      return p(at.value(path), say("outOfRange", { where, field, min: s.minimum, max: s.maximum }));
    }
    case "pattern":
    case "format": {
      const address = addressSaid(path, value, where, field);
      if (address) return p(at.value(path), address);
      const s = (schemaAt(path, at.data) ?? {}) as SchemaNode;
      const hint = formatHint(s, error);
      return p(at.value(path), say("badFormat", { where, field, value, hint }));
    }
    case "minProperties":
    case "maxProperties": {
      const allowed = Object.keys(resolveBranch(schemaAt(path, at.data), value)?.properties ?? {});
      return p(at.value(path), say("exactlyOne", { where: withField(where, field), allowed }));
    }
    default:
      return p(at.value(path), say("invalidValue", { where, field, detail: error.message ?? "" }));
  }
}

function withField(where: string, field: string): string {
  return field === "값" ? where : `${where}의 ${field}`;
}

function formatHint(s: SchemaNode, error: ErrorObject): string {
  if (error.keyword === "format" && error.params.format === "email") return "name@example.com 같은 이메일 주소를 쓰세요.";
  if (error.keyword === "format" && error.params.format === "uri") return "https://www.example.com 같은 전체 주소를 쓰세요.";
  const ref = s.$ref ? resolveRef(s.$ref) : s;
  if (ref === resolveRef("#/definitions/blockId")) return "ID는 영문 소문자로 시작하고 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다.";
  if (ref === resolveRef("#/definitions/asset")) return "public 폴더 안 파일 경로를 /로 시작해 쓰세요 (예: /logo.svg).";
  return `${shortLabel(String(s.description ?? ""))}의 형식을 확인하세요.`.replace(/^의 /, "");
}

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

/** Edits (insert, delete, replace, swap of two neighbours) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

// ---------------------------------------------------------------------------------------------
// Semantic rules: what the schema cannot say
// ---------------------------------------------------------------------------------------------

function semanticProblems(site: Site, at: Locator, options: LoadOptions): Problem[] {
  const problems: Problem[] = [];
  const error = (pos: { line: number; col: number }, said: Said) => problems.push({ severity: "error", ...pos, ...said });
  // The data may not match the schema yet: read it defensively.
  const pages = (Array.isArray(site?.pages) ? site.pages : []).map((page, i) => ({
    index: i,
    path: typeof page?.path === "string" ? page.path : undefined,
    blocks: Array.isArray(page?.blocks) ? page.blocks : [],
  }));
  const facts = site?.site && typeof site.site === "object" ? site.site : ({} as Site["site"]);
  const tokens = tokenValues({ ...facts, foundingYear: Number(facts.foundingYear) || 0 }, options.year ?? new Date().getFullYear());

  // Unique paths clear of the build's own folders, and the ids on each page (hash targets).
  const reserved = reservedPaths(options.publicDir);
  const pageIds = new Map<string, Set<string>>();
  const firstLine = new Map<string, number>();
  for (const page of pages) {
    if (page.path === undefined) continue;
    const pos = at.value(["pages", page.index, "path"]);
    const folder = reservedFolderOf(page.path, reserved);
    if (folder) error(pos, say("reservedPath", { kind: "page", path: page.path, folder, reserved }));
    const seen = firstLine.get(page.path);
    if (seen !== undefined) error(pos, say("duplicatePath", { path: page.path, firstLine: seen }));
    else firstLine.set(page.path, pos.line);

    const ids = new Map<string, number>();
    walk(page.blocks, ["pages", page.index, "blocks"], (value, path) => {
      if (path[path.length - 1] !== "id" || typeof value !== "string") return;
      const idPos = at.value(path);
      const first = ids.get(value);
      if (first !== undefined) error(idPos, say("duplicateId", { where: at.where(path), id: value, firstLine: first }));
      else ids.set(value, idPos.line);
    });
    if (!pageIds.has(page.path)) pageIds.set(page.path, new Set(ids.keys()));
  }

  // A redirect's page is written where hosts look for its path as they read it ("/privacy/" is "/privacy").
  const redirectList = Array.isArray(site?.redirects) ? site.redirects : [];
  const fromOf = (r: { from?: unknown } | undefined) => (typeof r?.from === "string" ? normalisePath(r.from) : undefined);
  const redirects = new Map(redirectList.map((r) => [fromOf(r), r?.to]));
  redirectList.forEach((r, i) => {
    const from = fromOf(r);
    if (from === undefined) return;
    const pos = at.value(["redirects", i, "from"]);
    const folder = reservedFolderOf(from, reserved);
    if (from === "/") error(pos, say("redirectFromHome", { path: r.from }));
    else if (pageIds.has(from)) error(pos, say("redirectShadowsPage", { path: r.from, page: from }));
    else if (folder) error(pos, say("reservedPath", { kind: "redirect", path: r.from, folder, reserved }));
  });

  // Links, assets, tokens and stray characters, wherever they appear.
  const linkedFiles = new Set<string>();
  walk(site, [], (value, path) => {
    if (typeof value !== "string") return;
    const key = path[path.length - 1];
    const place = withField(at.where(path), at.field(path));
    const bad = badCharacter(value);
    if (bad) error(at.within(path, bad.char), say("badCharacter", { where: place, char: bad.code, kind: bad.kind }));
    for (const token of unknownTokens(value, Object.keys(tokens))) error(at.value(path), say("unknownToken", { where: place, token, allowed: Object.keys(tokens) }));

    // A form's mail `to` is an address, not a link: formProblems checks it.
    if (typeof key === "string" && LINK_KEYS.has(key) && path[path.length - 2] !== "mail") {
      const currentPage = path[0] === "pages" ? pages[path[1] as number]?.path : undefined;
      const problem = checkLink(fillTokens(value, tokens), currentPage, pageIds, redirects);
      if (problem) error(at.value(path), problem({ where: place, href: value }));
    }
    if (typeof key === "string" && ASSET_KEYS.has(key) && value.startsWith("/")) {
      const problem = assetProblem(value, options.publicDir);
      if (problem?.kind === "badEscape") error(at.within(path, problem.escape), say("assetBadEscape", { where: place, file: value }));
      else if (problem?.kind === "outside") error(at.value(path), say("assetOutsidePublic", { where: place, file: value }));
      else if (problem?.kind === "symlink") error(at.value(path), say("assetSymlink", { where: place, file: value }));
      else if (problem?.kind === "missing") error(at.value(path), say("missingAsset", { where: place, file: value }));
      if (problem?.kind === "symlink") linkedFiles.add(problem.file);
    }
  });
  // A symlink is published as what it points at (any file of the build machine), named or not.
  for (const link of symlinksUnder(options.publicDir)) {
    if (linkedFiles.has(link)) continue;
    problems.push({ severity: "error", line: 0, col: 0, file: `public/${link}`, ...say("publicSymlink", {}) });
  }

  // Table rows have one cell per column (an unquoted comma in a [ ] row silently adds one).
  walk(site, [], (value, path) => {
    const table = value as { columns?: unknown; rows?: unknown } | null;
    if (!table || typeof table !== "object" || !Array.isArray(table.columns) || !Array.isArray(table.rows)) return;
    const columns = table.columns.length;
    table.rows.forEach((row, r) => {
      if (Array.isArray(row) && row.length !== columns) {
        error(at.value([...path, "rows", r]), say("rowLength", { where: withField(at.where(path), at.field(path)), row: r + 1, cells: row.length, columns }));
      }
    });
  });

  // Scroll indicators point at a block on their own page.
  for (const page of pages) {
    page.blocks.forEach((block, j) => {
      if (block?.type === "hero" && typeof block.scrollTo === "string" && !pageIds.get(page.path ?? "")?.has(block.scrollTo)) {
        const path = ["pages", page.index, "blocks", j, "scrollTo"];
        error(at.value(path), say("missingScrollTarget", { where: at.where(path), id: block.scrollTo }));
      }
    });
  }

  for (const page of pages) {
    page.blocks.forEach((block, j) => {
      if (block?.type === "form") problems.push(...formProblems(block, ["pages", page.index, "blocks", j], at, tokens));
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Form blocks: names, options, rules and the mail templates that refer to fields by name
// ---------------------------------------------------------------------------------------------

function formProblems(form: FormBlock, blockPath: PathSeg[], at: Locator, tokens: TokenValues): Problem[] {
  const problems: Problem[] = [];
  const error = (pos: { line: number; col: number }, said: Said) => problems.push({ severity: "error", ...pos, ...said });
  const where = at.where(blockPath);
  const listAt = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

  const names = new Map<string, number>();
  listAt(form.sections).forEach((section, s) =>
    listAt(section?.fields).forEach((field, f) => {
      if (typeof field?.name !== "string") return;
      const fieldPath = [...blockPath, "sections", s, "fields", f];
      const namePos = at.value([...fieldPath, "name"]);
      const first = names.get(field.name);
      if (first !== undefined) error(namePos, say("duplicateFieldName", { where, name: field.name, firstLine: first }));
      else names.set(field.name, namePos.line);
      if (field.name === SUBMITTED_AT) error(namePos, say("reservedFieldName", { where, name: field.name }));

      const needsOptions = field.kind === "select" || field.kind === "radio" || field.kind === "checkboxGroup";
      if (needsOptions && field.options === undefined) error(at.key([...fieldPath, "kind"]), say("missingOptions", { where, name: field.name, kind: field.kind }));
      const values = new Map<string, number>();
      listAt(field.options).forEach((option, o) => {
        if (typeof option?.value !== "string") return;
        const pos = at.value([...fieldPath, "options", o, "value"]);
        const seen = values.get(option.value);
        if (seen !== undefined) error(pos, say("duplicateOptionValue", { where, name: field.name, value: option.value, firstLine: seen }));
        else values.set(option.value, pos.line);
      });

      for (const [rule, kinds] of Object.entries(RULE_KINDS) as [RuleName, readonly string[]][]) {
        if (field.rules?.[rule] && typeof field.kind === "string" && !kinds.includes(field.kind)) {
          error(at.key([...fieldPath, "rules", rule]), say("ruleNotForKind", { where, name: field.name, rule, kind: field.kind, kinds }));
        }
      }
      const pattern = field.rules?.pattern?.value;
      if (typeof pattern === "string") {
        try {
          new RegExp(pattern, "u");
        } catch {
          error(at.value([...fieldPath, "rules", "pattern", "value"]), say("badPattern", { where, name: field.name, pattern }));
        }
      }
    }),
  );

  const mail = form.mail;
  if (!mail || typeof mail !== "object") return problems;
  const mailPath = [...blockPath, "mail"];
  if (typeof mail.to === "string" && !isEmail(fillTokens(mail.to, tokens).trim())) {
    error(at.value([...mailPath, "to"]), say("badMailTarget", { where, value: mail.to }));
  }
  const allowed = [...new Set([...names.keys(), SUBMITTED_AT])];
  const checkTemplate = (path: PathSeg[], template: unknown, place: string) => {
    if (typeof template !== "string") return;
    for (const p of placeholders(template)) {
      if (allowed.includes(p.name)) continue;
      error(at.within(path, p.raw), say("unknownTemplateField", { where, place, placeholder: p.raw, suggestion: closest(p.name, allowed), allowed }));
    }
  };
  checkTemplate([...mailPath, "subject"], mail.subject, "메일 제목");
  listAt(mail.sections).forEach((section, s) =>
    listAt(section?.lines).forEach((line, l) => checkTemplate([...mailPath, "sections", s, "lines", l], line, `메일 본문 '${section.title}' 구역 ${l + 1}번째 줄`)),
  );
  return problems;
}

/** Lengths, in characters, that show in full in Korean search results. */
export const TITLE_LENGTH = { min: 10, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 40, max: 160 } as const;
/** Keys of an image-bearing item → the key of its text alternative. */
const ALT_KEYS: Record<string, string> = { logo: "name", poster: "label" };

/** Content that works but hurts search results, sharing or accessibility: reported as warnings. */
function contentWarnings(site: Site, at: Locator): Problem[] {
  const warnings: Problem[] = [];
  const warn = (path: PathSeg[], said: Said) => warnings.push({ severity: "warning", ...at.value(path), ...said });
  const seenTitles = new Map<string, string>();
  const seenDescriptions = new Map<string, string>();

  site.pages.forEach((page, i) => {
    const where = at.where(["pages", i]);
    const title = `${page.title} | ${site.site.titleSuffix}`;
    if (title.length < TITLE_LENGTH.min || title.length > TITLE_LENGTH.max) warn(["pages", i, "title"], say("titleLength", { where, length: title.length, ...TITLE_LENGTH }));
    const dLength = page.description.length;
    if (dLength < DESCRIPTION_LENGTH.min || dLength > DESCRIPTION_LENGTH.max) warn(["pages", i, "description"], say("descriptionLength", { where, length: dLength, ...DESCRIPTION_LENGTH }));
    const sameTitle = seenTitles.get(page.title);
    if (sameTitle) warn(["pages", i, "title"], say("duplicateTitle", { where, other: sameTitle }));
    else seenTitles.set(page.title, page.path);
    const sameDescription = seenDescriptions.get(page.description);
    if (sameDescription) warn(["pages", i, "description"], say("duplicateDescription", { where, other: sameDescription }));
    else seenDescriptions.set(page.description, page.path);
    if (!page.image && !site.site.image) warn(["pages", i, "path"], say("missingShareImage", { where }));

    const heroes = page.blocks.flatMap((b, j) => (b.type === "hero" ? [j] : []));
    if (heroes.length === 0) warn(["pages", i, "path"], say("headingOrder", { where, problem: "none" }));
    else if (heroes.length > 1) warn(["pages", i, "blocks", heroes[1]!], say("headingOrder", { where, problem: "many" }));
    else if (heroes[0] !== 0) warn(["pages", i, "blocks", heroes[0]!], say("headingOrder", { where, problem: "notFirst" }));
  });

  // Curly quotes around a whole text were meant as YAML quotes, but show on the page (mostly in a heading).
  walk(site, [], (value, path) => {
    if (typeof value === "string" && wrappedInCurlyQuotes(value)) warn(path, say("curlyQuotesInText", { where: at.where(path), field: at.field(path) }));
  });

  walk(site.pages, ["pages"], (value, path) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return;
    for (const [imageKey, altKey] of Object.entries(ALT_KEYS)) {
      const item = value as Record<string, unknown>;
      if (typeof item[imageKey] === "string" && (typeof item[altKey] !== "string" || !String(item[altKey]).trim())) {
        warn([...path, imageKey], say("missingAlt", { where: at.where(path), field: `'${altKey}'` }));
      }
    }
  });
  return warnings;
}

type LinkProblem = (p: { where: string; href: string }) => Said;

/** What is wrong with a link, or undefined when it is fine. Tokens are already filled in. */
function checkLink(href: string, currentPage: string | undefined, pageIds: Map<string, Set<string>>, redirects: Map<unknown, unknown>): LinkProblem | undefined {
  if (/^https?:\/\/[^/\s]+/i.test(href)) return URL.canParse(href) ? undefined : (p) => say("unsafeLink", p);
  if (/^(mailto:\S+|tel:\+?[0-9\-() ]+)$/i.test(href)) return undefined;
  if (isEmail(href.trim())) return (p) => say("mailtoMissing", p);
  if (!href.startsWith("/") && !href.startsWith("#")) {
    // "helpdesk" for "#helpdesk": a block id of this page, written without its "#".
    const id = closest(href, [...(pageIds.get(currentPage ?? "") ?? [])]);
    return id ? (p) => say("sectionLinkWithoutHash", { ...p, id }) : (p) => say("unsafeLink", p);
  }
  if (href.startsWith("//")) return (p) => say("unsafeLink", p);

  const [pathAndQuery, hash] = href.split("#", 2) as [string, string | undefined];
  const path = (pathAndQuery.split("?")[0] || currentPage) ?? "/";
  const redirected = redirects.get(path);
  const target = pageIds.has(path) ? path : typeof redirected === "string" ? pathOfHref(redirected) : undefined;
  if (target === undefined || !pageIds.has(target)) {
    const suggestion = closest(path, [...pageIds.keys()]);
    return (p) => say("missingRoute", { ...p, suggestion });
  }
  if (hash && !pageIds.get(target)!.has(hash)) {
    const suggestion = closest(hash, [...pageIds.get(target)!]);
    return (p) => say("missingHash", { ...p, page: target, hash, suggestion });
  }
  return undefined;
}

function pathOfHref(href: string): string {
  return href.split(/[?#]/)[0] || "/";
}

/** Calls `visit` for every value under `value`, with its path. */
function walk(value: unknown, path: PathSeg[], visit: (value: unknown, path: PathSeg[]) => void): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], visit));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
}

// ---------------------------------------------------------------------------------------------
// YAML syntax errors
// ---------------------------------------------------------------------------------------------

/** yaml's error codes, in plain Korean; yaml's own English text is the fallback. */
const YAML_DETAILS: Record<string, string> = {
  BAD_INDENT: "들여쓰기가 맞지 않습니다. 같은 단계의 항목은 같은 칸에서 시작하도록 스페이스 수를 맞추세요.",
  TAB_AS_INDENT: "들여쓰기에 탭 문자를 썼습니다. 탭 대신 스페이스 2칸을 쓰세요.",
  DUPLICATE_KEY: "같은 이름의 항목이 한 묶음 안에 두 번 있습니다. 하나를 지우세요.",
  MISSING_CHAR: "따옴표나 괄호가 닫히지 않았습니다. 여는 따옴표(\")·괄호([, {)마다 닫는 짝이 있는지 확인하세요.",
  MISSING_DASH: "목록 항목 앞에 '- '가 없거나 들여쓰기가 맞지 않습니다. 위아래 항목과 같은 칸에서 시작하도록 스페이스 수를 맞추세요.",
  OVER_INDENTED: "이 줄이 윗줄보다 깊게 들여쓰여 있습니다. 같은 묶음의 항목은 같은 칸에서 시작하도록 스페이스 수를 맞추세요.",
  MULTILINE_IMPLICIT_KEY: "이름(키)이 여러 줄에 걸쳐 있습니다. 콜론(:)이 빠졌는지, 들여쓰기가 맞는지 확인하세요.",
  BLOCK_AS_IMPLICIT_KEY: "한 줄에 콜론(:)이 두 번 있거나 들여쓰기가 맞지 않습니다. 값에 콜론이 들어가면 값을 따옴표(\")로 감싸세요.",
  UNEXPECTED_TOKEN: "이 자리에 올 수 없는 글자가 있습니다. 들여쓰기와 '- ', ':' 위치를 확인하세요.",
  BAD_SCALAR_START: "값이 쓸 수 없는 글자로 시작합니다. 값을 따옴표(\")로 감싸세요.",
  BAD_DIRECTIVE: "알 수 없는 지시어(%)가 있습니다. 지우세요.",
  MULTIPLE_DOCS: "문서 구분선(---)이 여러 번 있습니다. 하나만 남기세요.",
  BAD_ALIAS: "별칭(*이름)이 가리키는 앵커(&이름)가 없습니다.",
};

/** yaml's codes for a line that does not line up; a deleted "- " or a short indent explains many of them. */
const INDENT_CODES = new Set(["BAD_INDENT", "MISSING_CHAR"]);

/**
 * Schema errors on a line that holds a keyboard slip (a full-width colon, a curly quote used as a
 * quote, no space after a colon) are what yaml made of the slip: name the slip instead.
 */
function explainSlips(problems: Problem[], source: string): Problem[] {
  const lines = source.split(/\r?\n/);
  const slips = new Map<number, Problem>();
  for (const p of problems) {
    const slip = slips.has(p.line) ? undefined : slipOnLine(lines, p.line);
    if (slip) slips.set(p.line, { severity: "error", ...slip });
  }
  return [...problems.filter((p) => !slips.has(p.line)), ...slips.values()];
}

/** Where the first alias (*name) is, for a message about what aliases expand to. */
function firstAlias(doc: Document, locate: (offset: number) => { line: number; col: number }): { line: number; col: number } {
  let offset: number | undefined;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset === undefined ? { line: 1, col: 1 } : locate(offset);
}

function yamlDetail(code: string, message: string): string {
  if (code === "MISSING_CHAR" && message.startsWith("Sequence item without")) return YAML_DETAILS.MISSING_DASH!;
  return YAML_DETAILS[code] ?? `${message.split("\n")[0]}.`;
}

// ---------------------------------------------------------------------------------------------

function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.line - b.line || a.col - b.col);
}

function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file ?? ""}:${p.line}:${p.col}:${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
