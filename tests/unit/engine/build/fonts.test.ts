import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fontCharacters, isWoff2 } from "../../../../scripts/font-cmap";
import { FONT_DIR, fontFileName, WEIGHTS, type FontWeight } from "../../../../engine/build/fonts";

const weights = Object.keys(WEIGHTS).map(Number) as FontWeight[];
/** Both weights together stay under this many bytes (the whole site's Korean text fits in ~100 kB). */
const TOTAL_BUDGET = 300_000;

// The preview copy in public/fonts/. The built copy's coverage of the content is checked against
// dist/ in tests/e2e/fonts.spec.ts, since the build cuts it from the manifest it builds.
describe("self-hosted Korean font", () => {
  it.each(weights)("weight %i is a WOFF2 file", (weight) => {
    const bytes = readFileSync(join(FONT_DIR, fontFileName(weight)));
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(isWoff2(bytes)).toBe(true);
  });

  it("stays within its size budget", () => {
    const total = weights.reduce((sum, w) => sum + statSync(join(FONT_DIR, fontFileName(w))).size, 0);
    expect(total).toBeLessThan(TOTAL_BUDGET);
  });

  it("covers Hangul from site.yaml, not just ASCII", async () => {
    const inSubset = fontCharacters(readFileSync(join(FONT_DIR, fontFileName(400))));
    for (const c of "기술로비즈니스를혁신합니다") expect(inSubset.has(c.codePointAt(0)!)).toBe(true);
    // A syllable no page uses is left out, which is what keeps the file small.
    expect(inSubset.has("뷁".codePointAt(0)!)).toBe(false);
  });

  it("ships the OFL text beside the fonts", () => {
    expect(readFileSync(join(FONT_DIR, "OFL.txt"), "utf8")).toContain("SIL OPEN FONT LICENSE");
  });
});
