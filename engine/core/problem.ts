/**
 * A problem the check finds in site.yaml, and its parts: what the check prints, the studio's
 * server sends and the studio's page shows at its field. Types only, so both sides import them
 * (engine/check/types.ts re-exports them for the check's stages and rules).
 */

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
 * The message catalogue's entries by code. engine/check/messages.ts declares them into this interface
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
  /** The same as the studio's forms say it, where that differs: the check keeps one of the two by its voice. */
  studio?: { message: string; hint: string };
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

