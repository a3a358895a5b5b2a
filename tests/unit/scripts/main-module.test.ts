import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { isMainModule } from "../../../scripts/main-module.mjs";

// A project where Korean teams keep theirs: a folder named in Korean, with a space.
const home = mkdtempSync(join(tmpdir(), "main-module-"));
const project = join(home, "우리 홈페이지");
const script = join(project, "scripts", "build.ts");
mkdirSync(join(project, "scripts"), { recursive: true });
writeFileSync(script, "");
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe("isMainModule (every script's `if (isMainModule(import.meta.url))`)", () => {
  it("knows a script under a folder named in Korean with a space (its URL is percent-encoded)", () => {
    const url = pathToFileURL(script).href;
    expect(url).toContain("%20");
    expect(isMainModule(url, script)).toBe(true);
  });

  it("knows a script started through a symlink to its folder", () => {
    const link = join(home, "site");
    symlinkSync(project, link);
    expect(isMainModule(pathToFileURL(script).href, join(link, "scripts", "build.ts"))).toBe(true);
  });

  it("is false for another script, or when node was started without one", () => {
    expect(isMainModule(pathToFileURL(script).href, join(project, "scripts", "check.ts"))).toBe(false);
    expect(isMainModule(pathToFileURL(script).href, undefined)).toBe(false);
  });
});
