/**
 * The bottom layer of the check: the types every stage and rule shares. It imports nothing from
 * the check (tests/unit/check/layers.test.ts holds it to that), so any module of the check can
 * import it and no import runs in a circle.
 */
import type { Document } from "yaml";
import type { Site } from "../../src/manifest/site.types.ts";
import type { TokenValues } from "../../src/manifest/tokens.ts";

/** A step of a data path: a key, or a list index. */
export type PathSeg = string | number;

/** A place in site.yaml: 1-indexed line and column, and the data path of the node there. */
export interface Position {
  line: number;
  col: number;
  path: PathSeg[];
}

export type Severity = "error" | "warning";

/**
 * The message catalogue's entries by code. messages.ts declares them into this interface
 * (declaration merging), so that a code is always one of the catalogue's while this module imports
 * nothing from it.
 */
export interface Catalogue {}
export type MessageCode = keyof Catalogue & string;

/** A catalogue message with its code: `message` is the whole line printed, `hint` its last part, what to do. */
export interface Said {
  code: MessageCode;
  message: string;
  hint: string;
}

/** One problem in the manifest. `line` and `col` are 1-indexed, as editors show them. */
export interface Problem {
  severity: Severity;
  /** Its entry in the message catalogue. */
  code: MessageCode;
  line: number;
  col: number;
  /** The data path of the node it points at (["pages", 2, "blocks", 0, "title"]); [] for the file as a whole. */
  path: PathSeg[];
  /** The whole line: what is wrong, then what to do. */
  message: string;
  /** What to do: the end of `message`, for an editor that shows it apart. */
  hint: string;
  /** The file the problem is in, when it is not the manifest (a symlink under public/); line and col are then 0. */
  file?: string;
}

/** A node of the JSON schema, as read beside the data. */
export type SchemaNode = Record<string, any>;

/** yaml's Document of a source, from a caller that keeps one (any options: only ranges are read). */
export type DocumentOf = (source: string) => Document;

/** The positioned document and its offset → line and column, made on first use (parse.ts). */
export type Positions = () => { doc: Document; offsetToPos: (offset: number) => { line: number; col: number } };

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
}

export interface CheckOptions {
  /** Folder that holds the files site.yaml refers to (logo, images, video). */
  publicDir: string;
  /** Calendar year used to fill tokens in links while checking them. */
  year?: number;
  /** yaml's Document of the text, when the caller keeps one (see parse.ts): positions are read from it. */
  document?: DocumentOf;
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
