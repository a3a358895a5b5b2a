/** Block ids: unique on their page (they are its hash targets), and scroll indicators that point at one. */
import type { PathSeg } from "../locate.ts";
import { say } from "../messages.ts";
import { collector } from "../problem.ts";
import { forEachValue } from "../values.ts";
import type { RuleContext } from "./context.ts";

/** The problems, and page path → the ids on that page (the first page wins when two share a path). */
export function idProblems({ site, at, pages }: RuleContext) {
  const { problems, error } = collector();
  // Page index → each id under its blocks → where it is first written: its line is looked up only
  // for a duplicate (positions are costly, see parse.ts).
  const idsOf = new Map<number, Map<string, PathSeg[]>>();
  forEachValue(site, (value, walked) => {
    if (walked[walked.length - 1] !== "id" || typeof value !== "string") return;
    const [root, index, blocks, block] = walked;
    if (root !== "pages" || typeof index !== "number" || blocks !== "blocks" || typeof block !== "number" || pages[index]?.path === undefined) return;
    const path = [...walked];
    const ids = idsOf.get(index) ?? idsOf.set(index, new Map()).get(index)!;
    const first = ids.get(value);
    if (first !== undefined) error(at.value(path), say("duplicateId", { where: at.where(path), id: value, firstLine: at.value(first).line }));
    else ids.set(value, path);
  });
  const pageIds = new Map<string, Set<string>>();
  for (const page of pages) {
    if (page.path !== undefined && !pageIds.has(page.path)) pageIds.set(page.path, new Set(idsOf.get(page.index)?.keys()));
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
