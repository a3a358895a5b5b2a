/**
 * Studio only: the one door to the check. Everything the studio shows about problems comes from
 * here, so when the check moves (to an `engine/check/` pipeline whose problems carry their data
 * path) only this file changes.
 *
 * Today the loader gives line and column; the data path of each problem is found from them in the
 * same parsed document, so the studio can show a problem at its field.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import { loadSite, type Problem } from "../../src/manifest/load.ts";
import type { Path } from "./patch.ts";

export interface StudioProblem extends Problem {
  /** The data path of the node the problem points at (["pages", 2, "blocks", 0, "title"]). */
  path: Path;
}

export interface CheckResult {
  problems: StudioProblem[];
  /** The data as written (present even when it has problems, unless the YAML itself cannot be read). */
  data?: unknown;
}

/** Checks the text of site.yaml exactly as `npm run check` does; `publicDir` holds the files it links to. */
export function checkSource(source: string, publicDir: string): CheckResult {
  const { problems } = loadSite(source, { publicDir });
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: false });
  const readable = doc.errors.length === 0;
  const lineStarts = lines.lineStarts;
  return {
    problems: problems.map((p) => ({ ...p, path: readable ? pathAt(doc.contents as Node, (lineStarts[p.line - 1] ?? 0) + p.col - 1) : [] })),
    data: readable ? doc.toJS({ maxAliasCount: 50 }) : undefined,
  };
}

/** The deepest data path whose key or value holds `offset`. */
export function pathAt(node: Node | null, offset: number, path: Path = []): Path {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const key = pair.key as Node | null;
      const value = pair.value as Node | null;
      const name = isScalar(key) ? (key.value as string) : String(key);
      if (key?.range && offset >= key.range[0] && offset < key.range[1]) return [...path, name];
      if (value?.range && offset >= value.range[0] && offset < value.range[2]) return pathAt(value, offset, [...path, name]);
    }
  }
  if (isSeq(node)) {
    for (const [i, item] of node.items.entries()) {
      const n = item as Node | null;
      if (n?.range && offset >= n.range[0] && offset < n.range[2]) return pathAt(n, offset, [...path, i]);
    }
  }
  return path;
}
