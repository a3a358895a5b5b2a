import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { buildOnce } from "../../../studio/serve/preview.ts";

/** A build in two steps, with a turn of the event loop between them, as Vite's client and server builds are. */
function slowMake(mark: string, seen: { dirDuringBuild: boolean[] }, dir: string) {
  return async (staged: string) => {
    await mkdir(join(staged, "client"), { recursive: true });
    await writeFile(join(staged, "client", "index.html"), mark);
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen.dirDuringBuild.push(existsSync(dir));
    await mkdir(join(staged, "ssr"), { recursive: true });
    await writeFile(join(staged, "ssr", "render.js"), mark);
  };
}

describe("the preview's bundle cache", () => {
  test("two servers starting at once on a fresh cache both get one complete copy, never a half-made one", async () => {
    const cache = mkdtempSync(join(tmpdir(), "preview-cache-"));
    const dir = join(cache, "abc");
    const seen = { dirDuringBuild: [] as boolean[] };
    await Promise.all([buildOnce(dir, slowMake("a", seen, dir)), buildOnce(dir, slowMake("b", seen, dir))]);
    // While either was building, the folder a reader would use did not exist yet.
    expect(seen.dirDuringBuild).toEqual([false, false]);
    const client = readFileSync(join(dir, "client", "index.html"), "utf8");
    expect(readFileSync(join(dir, "ssr", "render.js"), "utf8")).toBe(client);
    expect(readdirSync(cache)).toEqual(["abc"]);
  });

  test("a folder already there is used as it is, and a failed build leaves nothing behind", async () => {
    const cache = mkdtempSync(join(tmpdir(), "preview-cache-"));
    const dir = join(cache, "abc");
    let made = 0;
    await buildOnce(dir, async (staged) => {
      made++;
      await mkdir(staged);
    });
    await buildOnce(dir, async () => {
      made++;
    });
    expect(made).toBe(1);
    const other = join(cache, "def");
    await expect(
      buildOnce(other, async (staged) => {
        await mkdir(staged);
        throw new Error("build failed");
      }),
    ).rejects.toThrow("build failed");
    expect(readdirSync(cache)).toEqual(["abc"]);
  });
});
