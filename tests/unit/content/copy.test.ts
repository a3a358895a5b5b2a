/**
 * The copy of site.yaml says each thing one way (issue 32, item 5): a figure declared in
 * `site.facts` is used through its token, never written out again beside it (a later edit of the
 * fact would leave the copy behind), and a service is spelled as the menu spells it.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

interface Link {
  label: string;
  href: string;
}
interface Site {
  site: { facts: Record<string, { value: string; label: string }> };
  header: { links: Link[] };
  footer: { groups: { title: string; links: Link[] }[] };
  pages: { path: string; title: string }[];
}
const site = parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")) as Site;

/** Keys whose strings are addresses, not copy. */
const ADDRESS_KEYS = new Set(["href", "src", "logo", "image", "poster", "baseUrl"]);

/** Every string of the manifest but `site.facts` itself and addresses, with where it is (`pages.3.blocks.2.title`). */
function texts(value: unknown, path: string[] = []): { at: string; text: string }[] {
  if (path.join(".") === "site.facts") return [];
  if (typeof value === "string") return ADDRESS_KEYS.has(path.at(-1)!) ? [] : [{ at: path.join("."), text: value }];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, v]) => texts(v, [...path, key]));
  return [];
}
const ALL = texts(site);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A route's page title, the name the header's panels and the breadcrumbs give it. */
const titleOf = (href: string) => site.pages.find((p) => p.path === href)?.title;

describe("facts are written once", () => {
  // A figure, not a word: the facts with a digit. A value is found as a whole figure only:
  // "4시간" is not in "24시간" or "1~4시간", "99.9%" not in "99.95%".
  const figures = Object.entries(site.site.facts).map(([name, fact]) => [name, fact.value] as const).filter(([, value]) => /\d/.test(value));

  it("site.facts holds the repeated figures", () => {
    expect(figures.length).toBeGreaterThanOrEqual(15);
  });

  /**
   * The same figure with another meaning, where the fact's token would say the wrong thing:
   * /ict/backupdr's RPO table allows 15 minutes of lost data, which is not the 15-minute response.
   */
  const OTHER_MEANING = new Map([["15분", ["/ict/backupdr"]]]);

  it.each(figures)("{%s} (%s) is never written out in place of its token", (_name, value) => {
    const whole = new RegExp(`(?<![\\d.,~+-])${escape(value)}(?![\\d.,]\\d|\\d)`);
    const exempt = (OTHER_MEANING.get(value) ?? []).map((path) => `pages.${site.pages.findIndex((p) => p.path === path)}.`);
    const written = ALL.filter(({ at, text }) => whole.test(text) && !exempt.some((prefix) => at.startsWith(prefix)));
    expect(written.map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });
});

it("/dx: its roadmap's phases add up to the cycle its words promise ({dxCycle})", () => {
  const page = site.pages.find((p) => p.path === "/dx") as unknown as { blocks: { type: string; phases?: { minWeeks: number; maxWeeks: number }[] }[] };
  const phases = page.blocks.find((b) => b.type === "roadmap")!.phases!;
  const sum = (key: "minWeeks" | "maxWeeks") => phases.reduce((total, phase) => total + phase[key], 0);
  expect(`${sum("minWeeks")}~${sum("maxWeeks")}주`).toBe(site.site.facts.dxCycle!.value);
});

describe("one spelling of each service name", () => {
  const services = site.header.links.filter((l) => l.href !== "/about");

  it.each(services)("the menu's $label is the title of $href", ({ label, href }) => {
    expect(titleOf(href)).toBe(label);
  });

  it("each footer link to a page is named by that page's title", () => {
    const links = site.footer.groups.flatMap((g) => g.links).filter((l) => !l.href.includes("#"));
    expect(links.filter((l) => titleOf(l.href) !== l.label).map((l) => `${l.href}: ${l.label} ≠ ${titleOf(l.href)}`)).toEqual([]);
  });

  it.each(services)("$label is never written with spaces inside it", ({ label }) => {
    // The name with an optional space between each pair of letters: "ICT 인프라", "AI 통합 구축".
    // A sub-service's own name may hold the words ("엔터프라이즈 시스템 개발"): page titles are left out.
    const spaced = new RegExp([...label].map(escape).join(" ?"), "g");
    const titles = site.pages.map((p) => p.title).filter((title) => title !== label);
    const written = ALL.flatMap(({ at, text }) => {
      const rest = titles.reduce((t, title) => t.replaceAll(title, " "), text);
      return [...rest.matchAll(spaced)].filter((m) => m[0] !== label).map(() => `${at}: ${text}`);
    });
    expect(written).toEqual([]);
  });

  it("no English gloss in brackets after a Korean word (탁월함 (Excellence))", () => {
    const gloss = /[가-힣]\s?\((?:[A-Za-z][a-z]+)(?:[ -][A-Za-z][a-z]+)*\)/;
    expect(ALL.filter(({ text }) => gloss.test(text)).map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });
});
