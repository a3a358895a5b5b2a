import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { withoutDefaultPrefixer } from "../../../../engine/vite/no-prefixer";

describe("withoutDefaultPrefixer", () => {
  it("leaves @emotion/cache's browser module with no default plugin", () => {
    const file = createRequire(import.meta.url).resolve("@emotion/cache").replace(/[^/]+$/, "emotion-cache.browser.esm.js");
    const out = withoutDefaultPrefixer(readFileSync(file, "utf8"), file);
    expect(out).toContain("var defaultStylisPlugins = [];");
    expect(out).not.toContain("[prefixer]");
  });

  it("refuses a module that writes the default otherwise, rather than letting the prefixer back in unnoticed", () => {
    expect(() => withoutDefaultPrefixer("const defaultStylisPlugins = [prefixer, other];", "x.js")).toThrow(
      'x.js: "var defaultStylisPlugins = [prefixer];" not found; the vendor prefixer would reach the pages\' scripts (engine/vite/no-prefixer.ts)',
    );
  });
});
