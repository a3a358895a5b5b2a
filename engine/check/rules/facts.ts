/**
 * Build-time only: the check's rules for `site.facts`, the figures declared once for every page,
 * and for figures written out by hand that contradict each other.
 */
import { factsOf, fillTokens, TOKEN_NAMES } from "../../../src/manifest/tokens.ts";
import { say } from "../messages.ts";
import { collector } from "../problem.ts";
import type { PathSeg, Problem, RuleContext } from "../types.ts";

/** A fact may not take the name of a built-in token: `{year}` would mean two things. */
export function factProblems({ site, at }: RuleContext): Problem[] {
  const { problems, error } = collector();
  for (const name of Object.keys(factsOf(site?.site ?? {}))) {
    if ((TOKEN_NAMES as readonly string[]).includes(name)) error(at.key(["site", "facts", name]), say("factNameTaken", { name }));
  }
  return problems;
}

/**
 * Figures with the same label and different values on the site (가용성 99.9% here, 99.7% there):
 * the second and later ones are reported, pointing at the first. Labels compare without spaces,
 * values after tokens are filled, so `{availability}` and the same figure written out agree.
 */
export function factConflicts({ site, at, tokens }: RuleContext): Problem[] {
  const { problems, warn } = collector();
  const seen = new Map<string, { value: string; path: PathSeg[] }>();
  site.pages.forEach((page, i) =>
    page.blocks.forEach((block, j) => {
      const base: PathSeg[] = ["pages", i, "blocks", j];
      const figures =
        block.type === "metrics"
          ? block.items.map((item, k) => ({ label: item.title, value: item.value, path: [...base, "items", k, "value"] }))
          : block.type === "cases"
            ? block.items.flatMap((item, k) => item.results.map((r, l) => ({ label: r.label, value: r.value, path: [...base, "items", k, "results", l, "value"] })))
            : [];
      for (const figure of figures) {
        const label = fillTokens(figure.label, tokens).replace(/\s+/g, "");
        const value = fillTokens(figure.value, tokens).trim();
        const first = seen.get(label);
        if (!first) seen.set(label, { value, path: figure.path });
        else if (first.value !== value) warn(at.value(figure.path), say("factConflict", { where: at.where(figure.path), label: figure.label, value, other: first.value, firstLine: at.value(first.path).line }));
      }
    }),
  );
  return problems;
}
