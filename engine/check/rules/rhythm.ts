/**
 * Build-time only: the rhythm of a page's sections. Two neighbouring sections with the same
 * background and heading alignment read as one long section, and a second band of figures weakens
 * the first. Both are warnings, not errors: the page still works, and an editor moving blocks
 * around should not have the build stop half-way; `--strict` and site.yaml's own test (no
 * warnings) hold the real site to them.
 */
import type { Align, Tone } from "../../../src/blocks/types.ts";
import type { Block } from "../../../src/manifest/site.types.ts";
import { startsAt } from "../../../src/ui/section-rule.ts";
import { say } from "../messages.ts";
import { LOOKS } from "../generated/looks.ts";
import { collector } from "../problem.ts";
import type { Problem, RuleContext } from "../types.ts";

/** What a neighbour sees of a section: its background and where its heading stands. */
export interface Look {
  /** A section's tone, or a hero's: "light" is a light hero's own background, a pale wash of its accent that no section has. */
  tone: Tone | "light";
  align: Align;
  /** The keys of the two that site.yaml sets for this block (the rest its component fixes); a hero's tone is `heroTone`, its values being its own. */
  own: ("tone" | "heroTone" | "align")[];
}

/**
 * A block's look, from its registry entry (src/blocks/registry.ts, whose type asks one of every
 * block type; generated/looks.ts copies them out of it): its own `tone` and `align` where the
 * entry says "own" (the schema's defaults are filled in by then), the rest as the entry fixes them.
 * A heading asked to start stands at the start only with an intro beside it (src/ui/section-rule.ts).
 */
export function lookOf(block: Block): Look {
  const look = LOOKS[block.type];
  const own = (["tone", "align"] as const).filter((key) => look[key] === "own");
  const tone = look.tone === "own" ? (block as { tone: Look["tone"] }).tone : look.tone;
  const align = look.align === "own" ? (startsAt((block as { align: Align }).align, (block as { intro?: string }).intro) ? "start" : "center") : look.align;
  return { tone, align, own: own.map((key) => (key === "tone" && block.type === "hero" ? "heroTone" : key)) };
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
      if (before && look.tone === before.tone && look.align === before.align) {
        const { tone, align } = look;
        const own = { previous: before.own, current: look.own };
        warn(at.value([...path, "type"]), say("sameLookAsPrevious", { where: at.where(path), tone, align, own, previous: at.kind(page.blocks[j - 1]!.type), current: at.kind(block.type) }));
      }
      if (!isFiguresBand(block)) return;
      if (firstBand === undefined) firstBand = j;
      else warn(at.value([...path, "type"]), say("secondFiguresBand", { where: at.where(path), first: firstBand + 1 }));
    });
  });
  return problems;
}
