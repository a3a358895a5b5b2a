import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { stress } from "./team-stress.ts";

/**
 * Twelve editors and a text editor and git at once, for a few seconds (the long version, with more
 * editors for a minute: `npm run stress`). It fails on a studio that writes a field from an older
 * view of the file: words already saved go missing.
 */
const source = readFileSync(join(import.meta.dirname, "../../fixtures/base.yaml"), "utf8");
export const FIELDS = [
  ["site", "name"],
  ["site", "address"],
  ["site", "hours"],
  ["pages", 0, "blocks", 0, "title"],
  ["pages", 1, "blocks", 0, "items", 0, "q"],
];
export const LIST = { path: ["pages", 1, "blocks", 0, "items"], item: (word: string) => ({ q: `${word} 질문`, a: "답변" }) };

const editors = Number(process.env.STRESS_EDITORS ?? 12);
const ms = Number(process.env.STRESS_MS ?? 4000);

test(`${editors} editors, a text editor and git checkout for ${ms / 1000} s: no saved word is lost, no typed word vanishes`, async () => {
  const result = await stress(source, FIELDS, LIST, { editors, ms, seed: Number(process.env.STRESS_SEED ?? 42) });
  // With TRAIL=1 the first word missing is printed with everything that happened to it.
  expect(result.confirmed).toBeGreaterThan(30);
  expect(result.conflicts).toBeGreaterThan(0);
  expect(result.reloads).toBeGreaterThan(0);
  expect(result.lost).toEqual([]);
  expect(result.vanished).toEqual([]);
}, ms + 60_000);
