/**
 * Build-time only: the check's rules for `site.facts`, the figures declared once for every page,
 * and for figures written out by hand that contradict each other.
 */
import type { Site } from "../../../src/manifest/site.types.ts";
import { factsOf, fillTokens, TOKEN_NAMES } from "../../../src/manifest/tokens.ts";
import { say } from "../messages.ts";
import { collector } from "../problem.ts";
import type { PathSeg, Problem, RuleContext } from "../types.ts";

/** A figure a block shows: its value and the words that say what it means, with where each is. */
interface Figure {
  value: string;
  label: string;
  valuePath: PathSeg[];
  labelPath: PathSeg[];
}

/** Every figure on the site: metrics cards, case results and the dashboard's targets. Read defensively. */
function figuresOf(site: Site): Figure[] {
  const figures: Figure[] = [];
  const add = (items: unknown, base: PathSeg[], valueKey: string, labelKey: string) => {
    if (!Array.isArray(items)) return;
    items.forEach((item, k) => {
      const value = item?.[valueKey];
      const label = item?.[labelKey];
      if (typeof value === "string" && typeof label === "string") figures.push({ value, label, valuePath: [...base, k, valueKey], labelPath: [...base, k, labelKey] });
    });
  };
  (Array.isArray(site?.pages) ? site.pages : []).forEach((page, i) =>
    (Array.isArray(page?.blocks) ? page.blocks : []).forEach((block, j) => {
      const base: PathSeg[] = ["pages", i, "blocks", j];
      if (block?.type === "metrics") add(block.items, [...base, "items"], "value", "title");
      if (block?.type === "dashboard") add(block.indicators, [...base, "indicators"], "target", "title");
      if (block?.type === "cases" && Array.isArray(block.items)) block.items.forEach((item, k) => add(item?.results, [...base, "items", k, "results"], "value", "label"));
    }),
  );
  return figures;
}

/** The facts that say what they mean: name → value and label, as site.yaml writes them. */
function labelledFacts(site: Site): Map<string, { value: string; label: string }> {
  const facts = site?.site?.facts;
  const labelled = new Map<string, { value: string; label: string }>();
  if (!facts || typeof facts !== "object") return labelled;
  for (const [name, fact] of Object.entries(facts)) {
    if (typeof fact?.value === "string" && typeof fact?.label === "string") labelled.set(name, fact);
  }
  return labelled;
}

/** Labels compare without spaces: "시스템 가용성" and "시스템가용성" say the same. */
const same = (a: string, b: string) => a.replace(/\s+/g, "") === b.replace(/\s+/g, "");

/** A fact may not take the name of a built-in token: `{year}` would mean two things. */
export function factProblems({ site, at }: RuleContext): Problem[] {
  const { problems, error } = collector();
  for (const name of Object.keys(factsOf(site?.site ?? {}))) {
    if ((TOKEN_NAMES as readonly string[]).includes(name)) error(at.key(["site", "facts", name]), say("factNameTaken", { name }));
  }
  return problems;
}

/**
 * One figure, one meaning. A fact has one label, and every figure that shows it says that label:
 * 95% may not be 재계약률 on one page and 목표 달성률 on another. So a figure that shows `{name}`
 * is titled with the fact's label; a figure written out with a fact's value is that fact (titled
 * with its label) or an error; and two facts never share a label.
 */
export function factMeanings({ site, at, tokens }: RuleContext): Problem[] {
  const { problems, error } = collector();
  const facts = labelledFacts(site);
  const byLabel = new Map<string, string>();
  for (const [name, fact] of facts) {
    const key = fact.label.replace(/\s+/g, "");
    const first = byLabel.get(key);
    if (first) error(at.value(["site", "facts", name, "label"]), say("factLabelTaken", { name, label: fact.label, other: first }));
    else byLabel.set(key, name);
  }
  for (const figure of figuresOf(site)) {
    const named = [...figure.value.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]!).filter((name) => facts.has(name));
    const where = at.where(figure.labelPath);
    for (const name of named) {
      const fact = facts.get(name)!;
      if (!same(fact.label, figure.label)) error(at.value(figure.labelPath), say("factMeaning", { where, name, value: fact.value, label: figure.label, meaning: fact.label }));
    }
    if (named.length > 0) continue;
    const value = fillTokens(figure.value, tokens).trim();
    const alike = [...facts].filter(([, fact]) => fact.value === value);
    if (alike.length > 0 && !alike.some(([, fact]) => same(fact.label, figure.label))) {
      const [name, fact] = alike[0]!;
      error(at.value(figure.valuePath), say("factValueTaken", { where, name, value, label: figure.label, meaning: fact.label }));
    }
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
  for (const figure of figuresOf(site)) {
    const label = fillTokens(figure.label, tokens).replace(/\s+/g, "");
    const value = fillTokens(figure.value, tokens).trim();
    const first = seen.get(label);
    if (!first) seen.set(label, { value, path: figure.valuePath });
    else if (first.value !== value) warn(at.value(figure.valuePath), say("factConflict", { where: at.where(figure.valuePath), label: figure.label, value, other: first.value, firstLine: at.value(first.path).line }));
  }
  return problems;
}
