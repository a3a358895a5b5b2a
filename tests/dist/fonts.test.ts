/** The font files of the build: each weight draws every character site.yaml shows. How the browser uses them: tests/e2e/fonts.spec.ts. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fontCharacters } from "../../scripts/font-cmap";
import { fontFileName, siteCharacters, sourceFile, WEIGHTS, type FontWeight } from "../../engine/build/fonts";
import { dist } from "./files";

const weights = Object.keys(WEIGHTS).map(Number) as FontWeight[];

describe("the built font", () => {
  it.each(weights)("weight %i draws every character site.yaml shows", async (weight) => {
    const needed = await siteCharacters();
    const built = fontCharacters(readFileSync(join(dist, "fonts", fontFileName(weight))));
    const source = fontCharacters(readFileSync(sourceFile(weight)));
    // A character Pretendard itself lacks falls back to the system font; anything else must be there.
    const missing = [...needed].filter((c) => source.has(c.codePointAt(0)!) && !built.has(c.codePointAt(0)!));
    expect(missing.join("")).toBe("");
  });
});
