/** Block ids: unique on their page (they are its hash targets), and scroll indicators that point at one. */
import { walk, type PathSeg } from "../locate.ts";
import { say } from "../messages.ts";
import { collector } from "../problem.ts";
import type { RuleContext } from "./context.ts";

/** The problems, and page path → the ids on that page (the first page wins when two share a path). */
export function idProblems({ at, pages }: RuleContext) {
  const { problems, error } = collector();
  const pageIds = new Map<string, Set<string>>();
  for (const page of pages) {
    if (page.path === undefined) continue;
    // Where each id is first written: its line is looked up only for a duplicate (positions are costly, see parse.ts).
    const ids = new Map<string, PathSeg[]>();
    walk(page.blocks, ["pages", page.index, "blocks"], (value, path) => {
      if (path[path.length - 1] !== "id" || typeof value !== "string") return;
      const first = ids.get(value);
      if (first !== undefined) error(at.value(path), say("duplicateId", { where: at.where(path), id: value, firstLine: at.value(first).line }));
      else ids.set(value, path);
    });
    if (!pageIds.has(page.path)) pageIds.set(page.path, new Set(ids.keys()));
  }

  // Scroll indicators point at a block on their own page.
  for (const page of pages) {
    page.blocks.forEach((block, j) => {
      if (block?.type === "hero" && typeof block.scrollTo === "string" && !pageIds.get(page.path ?? "")?.has(block.scrollTo)) {
        const path = ["pages", page.index, "blocks", j, "scrollTo"];
        error(at.value(path), say("missingScrollTarget", { where: at.where(path), id: block.scrollTo }));
      }
    });
  }
  return { problems, pageIds };
}
