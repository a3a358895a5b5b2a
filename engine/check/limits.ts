/**
 * Build-time only: limits on what a manifest may be. A real site.yaml is a few hundred KB, about a
 * dozen levels deep, and plain text; anything far past that is a slip or an attack, and must get a
 * message instead of a crash (a deep file overflows the stack, an alias of a long text multiplies
 * the pages, a control character breaks hydration).
 */
import { isMap, isPair, isSeq, type Document, type Node } from "yaml";

/** Largest site.yaml read, in bytes (a 1,000-page manifest is about 6 MB). */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
/** Largest manifest once aliases are expanded, in bytes of text: no more than a file may hold. */
export const MAX_EXPANDED_BYTES = MAX_SOURCE_BYTES;
/** Deepest nesting of lists and maps (site.yaml uses about 12). */
export const MAX_DEPTH = 40;

/** The first list or map, in document order, nested deeper than MAX_DEPTH; found without recursion. */
export function tooDeepNode(doc: Document): Node | undefined {
  const pending: [unknown, number][] = [[doc.contents, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth > MAX_DEPTH) return node;
    // Pushed in reverse, so the earliest item is looked at first.
    for (const item of [...node.items].reverse()) {
      if (isPair(item)) pending.push([item.value, depth + 1], [item.key, depth + 1]);
      else pending.push([item, depth + 1]);
    }
  }
  return undefined;
}

/** Whether lists and maps in read data nest deeper than MAX_DEPTH (the plain road's tooDeepNode); found without recursion. */
export function nestsTooDeep(data: unknown): boolean {
  // Two stacks side by side, not a pair per value: this runs over every value of every manifest read.
  const values: unknown[] = [data];
  const depths: number[] = [1];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (!value || typeof value !== "object") continue;
    if (depth > MAX_DEPTH) return true;
    for (const key in value) {
      values.push((value as Record<string, unknown>)[key]);
      depths.push(depth + 1);
    }
  }
  return false;
}

/**
 * Whether the data, with every alias expanded, is larger than `limit` bytes of text. Stops as soon
 * as it is; each value also counts a few bytes, so a self-referencing alias ends here too.
 */
export function expandsBeyond(data: unknown, limit = MAX_EXPANDED_BYTES): boolean {
  let size = 0;
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    size += 8;
    if (typeof value === "string") size += Buffer.byteLength(value);
    else if (Array.isArray(value)) for (const item of value) pending.push(item);
    else if (value && typeof value === "object") {
      for (const key in value) {
        size += Buffer.byteLength(key);
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
    if (size > limit) return true;
  }
  return false;
}

/**
 * The first character of `text` that must not reach a page, as "U+0001", with its kind: a control
 * character (all but tab and line feed: a carriage return is rewritten by the HTML parser, so the
 * page would no longer match what the app renders) or half of a surrogate pair.
 */
export function badCharacter(text: string): { char: string; code: string; kind: "control" | "surrogate" } | undefined {
  const match = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  if (!match) return undefined;
  const char = match[0];
  const code = `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
  return { char, code, kind: /[\uD800-\uDFFF]/.test(char) ? "surrogate" : "control" };
}
