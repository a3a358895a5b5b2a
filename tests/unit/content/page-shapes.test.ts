/**
 * The page shapes issue 24 asked for, kept by site.yaml: varied sections on the home page, the
 * landing pages, /dx and /about, pictures on each, and a figures band only once where it is used.
 * A content edit that stacks two sections of one shape fails here with the page and the position.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

interface Block {
  type: string;
  side?: "left" | "right";
  image?: unknown;
}
const site = parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")) as { pages: { path: string; blocks: Block[] }[] };
const page = (path: string) => site.pages.find((p) => p.path === path)!;

/** A section's shape: its type, and for a split which side its picture is on (a zig-zag alternates). */
const shape = (b: Block) => (b.type === "split" ? `split-${b.side ?? "right"}` : b.type);
const pictures = (blocks: Block[]) => blocks.filter((b) => b.image !== undefined || b.type === "video").length;

const REWORKED = ["/", "/consulting", "/development", "/ai", "/ict", "/it-service", "/dx", "/about"];

describe("page shapes in site.yaml", () => {
  it.each(REWORKED)("%s: no two adjacent sections have the same shape", (path) => {
    const shapes = page(path).blocks.map(shape);
    const repeats = shapes.flatMap((s, i) => (i > 0 && s === shapes[i - 1] ? [`${i}: ${s}`] : []));
    expect(repeats).toEqual([]);
  });

  it.each(REWORKED)("%s: has at least two pictures and at most one figures band", (path) => {
    const blocks = page(path).blocks;
    expect(pictures(blocks)).toBeGreaterThanOrEqual(2);
    expect(blocks.filter((b) => b.type === "metrics").length).toBeLessThanOrEqual(1);
  });

  // All pages one shape read as a template (issue 32): each landing page has its own order of section kinds.
  it("no two of the landing pages, /dx and /about share a sequence of section kinds", () => {
    const byKinds = new Map<string, string[]>();
    for (const path of REWORKED) {
      const kinds = page(path).blocks.map((b) => b.type).join(" ");
      byKinds.set(kinds, [...(byKinds.get(kinds) ?? []), path]);
    }
    expect([...byKinds.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it("/it-service does not stack card grids", () => {
    expect(page("/it-service").blocks.filter((b) => b.type === "cardGrid").length).toBeLessThanOrEqual(1);
  });

  it("the home page has client logos, cases and a customer quote", () => {
    expect(page("/").blocks.map((b) => b.type)).toEqual(expect.arrayContaining(["logos", "cases", "quote"]));
  });

  it("the shape rule can fail: two splits on one side in a row are one shape", () => {
    expect(([{ type: "split" }, { type: "split", side: "right" }] as Block[]).map(shape)).toEqual(["split-right", "split-right"]);
    expect(shape({ type: "split", side: "left" })).not.toBe(shape({ type: "split" }));
  });
});
