/**
 * Build-time only: the rhythm of a page's sections. Two neighbouring sections with the same
 * background and heading alignment read as one long section, and a second band of figures weakens
 * the first. Both are warnings, not errors: the page still works, and an editor moving blocks
 * around should not have the build stop half-way; `--strict` and site.yaml's own test (no
 * warnings) hold the real site to them.
 */
import type { Block } from "../../../src/manifest/site.types.ts";
import { say } from "../messages.ts";
import { collector } from "../problem.ts";
import type { Problem, RuleContext } from "../types.ts";

/** What a neighbour sees of a section: its background and where its heading stands. */
export interface Look {
  tone: "plain" | "muted" | "dark";
  align: "center" | "start";
}

/**
 * What a component fixes of its block's look, where site.yaml does not choose it: the hero and the
 * home page's scene hero, drawn by the same component (navy, heading at the start), the
 * infrastructure map (a section on white with its heading centred, the section's own defaults), the
 * closing call to action (a centred box on white), the video (text beside it on the soft tone),
 * the partner strip (logos on white), the long document (a start column on white), and split and
 * quote, whose text starts at the start.
 */
const FIXED: Partial<Record<Block["type"], Partial<Look>>> = {
  hero: { tone: "dark", align: "start" },
  sceneHero: { tone: "dark", align: "start" },
  infraMap: { tone: "plain", align: "center" },
  cta: { tone: "plain", align: "center" },
  video: { tone: "muted", align: "start" },
  partners: { tone: "plain" },
  document: { tone: "plain", align: "start" },
  split: { align: "start" },
  quote: { align: "start" },
};

/**
 * A block's look: its own `tone` and `align` where the schema gives it them, the rest fixed by
 * its component; undefined for a block this rule does not know, which is compared with neither
 * neighbour.
 */
export function lookOf(block: Block): Look | undefined {
  const fixed = FIXED[block.type];
  const tone = "tone" in block ? block.tone : fixed?.tone;
  const align = "align" in block ? block.align : fixed?.align;
  return tone && align ? { tone, align } : undefined;
}

/** A figures band: the metrics block. */
const isFiguresBand = (block: Block) => block.type === "metrics";

export function rhythmWarnings({ site, at }: RuleContext): Problem[] {
  const { problems, warn } = collector();
  site.pages.forEach((page, i) => {
    let firstBand: number | undefined;
    page.blocks.forEach((block, j) => {
      const path = ["pages", i, "blocks", j];
      const look = lookOf(block);
      const before = j > 0 ? lookOf(page.blocks[j - 1]!) : undefined;
      if (look && before && look.tone === before.tone && look.align === before.align) {
        warn(at.value([...path, "type"]), say("sameLookAsPrevious", { where: at.where(path), ...look, previous: at.kind(page.blocks[j - 1]!.type) }));
      }
      if (!isFiguresBand(block)) return;
      if (firstBand === undefined) firstBand = j;
      else warn(at.value([...path, "type"]), say("secondFiguresBand", { where: at.where(path), first: firstBand + 1 }));
    });
  });
  return problems;
}
