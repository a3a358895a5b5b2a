/**
 * The bottom layer of the check: the types every stage and rule shares. It imports nothing from
 * the check (tests/unit/engine/check/layers.test.ts holds it to that), so any module of the check can
 * import it and no import runs in a circle.
 */
import type { Document } from "yaml";
import type { Site } from "../../src/manifest/site.types.ts";
import type { TokenValues } from "../../src/manifest/tokens.ts";
import type { PathSeg, Position, Problem, SchemaNode } from "../core/problem.ts";

// The problem and its parts are the studio's page's too, so they live in the browser-safe core.
export type { Catalogue, MessageCode, PathSeg, Position, Problem, Said, SchemaNode, Severity } from "../core/problem.ts";

/** yaml's Document of a source, from a caller that keeps one (any options: only ranges are read). */
export type DocumentOf = (source: string) => Document;

/** The positioned document and its offset → line and column, made on first use (parse.ts). */
export type Positions = () => { doc: Document; offsetToPos: (offset: number) => { line: number; col: number } };

/**
 * Whom the check's messages speak to: `file`, the person with site.yaml open (the terminal, the
 * build, the dev server's overlay), told places by the file's keys ("'title'(큰 제목)") and what to
 * write in it; `studio`, the person at the studio's forms, told places in words only ("큰 제목")
 * and what to do there, with no key of the file and no advice about its YAML.
 */
export type Voice = "file" | "studio";

/** Where things are in site.yaml, and in words (locate.ts's Locator): what rules ask. */
export interface Places {
  /** Position of the value at `path`, or of its key when the value is empty. */
  value(path: PathSeg[]): Position;
  /** Position of the key that holds `path` (for a list item: the item itself). */
  key(path: PathSeg[]): Position;
  /** Position of `needle` as written inside the value at `path`, else of the value. */
  within(path: PathSeg[], needle: string): Position;
  /** Where a path lies, in words: "'/dx' 페이지 2번째 블록(cardGrid)". */
  where(path: readonly PathSeg[]): string;
  /** The part of `path` below what `where` names, in words: "'cards' 3번째 › 'title'(카드 제목)". */
  field(path: readonly PathSeg[]): string;
  /** The last key of `path` as a field's name: "'title'(카드 제목)". */
  label(path: readonly PathSeg[]): string;
  /** A block's kind: its `type` ("cardGrid"), or in the studio its name ("카드 목록"). */
  kind(type: unknown): string;
}

export interface CheckOptions {
  /** Folder that holds the files site.yaml refers to (logo, images, video). */
  publicDir: string;
  /** Calendar year used to fill tokens in links while checking them. */
  year?: number;
  /** yaml's Document of the text, when the caller keeps one (see parse.ts): positions are read from it. */
  document?: DocumentOf;
  /** Whom the messages speak to: `file` (the default) or `studio`. */
  voice?: Voice;
}

/** What every rule reads: the data (which may not match the schema yet), where things are, and the facts shared by several rules. */
export interface RuleContext {
  site: Site;
  at: Places;
  /** The schema the data is read against (a test may hand in one of its own). */
  schema: SchemaNode;
  options: CheckOptions;
  year: number;
  /** Each page with its index; `path` and `blocks` read defensively. */
  pages: { index: number; path: string | undefined; blocks: Site["pages"][number]["blocks"] }[];
  tokens: TokenValues;
  /** Every string the schema types as `#/definitions/<definition>` (links, files), whatever its key; one walk per check. */
  typed: (definition: string) => { path: PathSeg[]; value: string }[];
  /** What `make` works out from this context, made once per check however many rules ask (the ids of each page, say). */
  shared: <T>(make: (context: RuleContext) => T) => T;
}

/** A rule: what the schema cannot say about the manifest, one concern. */
export type Rule = (context: RuleContext) => Problem[];
