/** Block ids: unique on their page (they are its hash targets), and scroll indicators that point at one. */
import { idsUnder } from "../../core/links.ts";
import { say } from "../messages.ts";
import { collector } from "../problem.ts";
import type { PathSeg, Problem, RuleContext } from "../types.ts";

/**
 * The ids under each page's blocks (engine/core/links.ts: a block's, a document section's), worked
 * out once per check for the rules that read them (this one and links): page path → its ids (the
 * first page wins when two share a path), and each id written again on its page, with where it
 * was first written. Lines are looked up only for a problem (positions are costly, see parse.ts).
 */
export function idsOfPages({ pages }: RuleContext) {
  const byPath = new Map<string, Set<string>>();
  /** Each page's own ids, by its index: a scroll indicator looks on its own page, whatever its path. */
  const byIndex: Set<string>[] = [];
  const repeated: { id: string; path: PathSeg[]; first: PathSeg[] }[] = [];
  for (const page of pages) {
    if (page.path === undefined) continue;
    const ids = new Map<string, PathSeg[]>();
    idsUnder(page.blocks, (id, below) => {
      const path = ["pages", page.index, "blocks", ...below];
      const first = ids.get(id);
      if (first !== undefined) repeated.push({ id, path, first });
      else ids.set(id, path);
    });
    byIndex[page.index] = new Set(ids.keys());
    if (!byPath.has(page.path)) byPath.set(page.path, byIndex[page.index]!);
  }
  return { byPath, byIndex, repeated };
}

export function idProblems({ at, pages, shared }: RuleContext): Problem[] {
  const { problems, error } = collector();
  const { byIndex, repeated } = shared(idsOfPages);
  for (const { id, path, first } of repeated) error(at.value(path), say("duplicateId", { where: at.where(path), id, firstLine: at.value(first).line }));

  // Scroll indicators point at a block on their own page (not the first page of its path, when a
  // duplicate path gives two pages one: that is the duplicate's problem, said once).
  for (const page of pages) {
    page.blocks.forEach((block, j) => {
      if (block && "scrollTo" in block && typeof block.scrollTo === "string" && !byIndex[page.index]?.has(block.scrollTo)) {
        const path = ["pages", page.index, "blocks", j, "scrollTo"];
        error(at.value(path), say("missingScrollTarget", { where: at.where(path), id: block.scrollTo }));
      }
    });
  }
  return problems;
}
