import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildTarget } from "../../../../engine/vite/config";

const declared = (JSON.parse(readFileSync(join(import.meta.dirname, "../../../../package.json"), "utf8")) as { browserslist: string[] }).browserslist;

describe("the browsers the site supports", () => {
  it("are declared in package.json, iOS 16 and Safari 16 included, and are the build's target", () => {
    expect(declared).toEqual(expect.arrayContaining(["safari >= 16", "ios_saf >= 16"]));
    expect(buildTarget(declared)).toEqual(["chrome111", "edge111", "firefox115", "safari16", "ios16"]);
  });

  it("refuses a query that does not name its versions, or a browser the build cannot target", () => {
    expect(() => buildTarget(["defaults"])).toThrow('package.json browserslist: "defaults" is not "<browser> >= <version>" for chrome, edge, firefox, safari, ios_saf');
    expect(() => buildTarget(["opera >= 90"])).toThrow('"opera >= 90" is not');
  });
});
