import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { buildOnce, STUDIO_CODE } from "../../../../studio/dev/bundles.ts";
import { filesHash } from "../../../../scripts/files-hash.mjs";

/** A gate a test opens by hand, so that two builds interleave in one chosen order instead of by timers. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** A build in two steps, as Vite's client and server builds are, that waits at `half` between them. */
function twoStepMake(mark: string, half: { reached: () => void; go: Promise<void> }) {
  return async (staged: string) => {
    await mkdir(join(staged, "client"), { recursive: true });
    await writeFile(join(staged, "client", "index.html"), mark);
    half.reached();
    await half.go;
    await mkdir(join(staged, "ssr"), { recursive: true });
    await writeFile(join(staged, "ssr", "render.js"), mark);
  };
}

describe("the preview's bundle cache", () => {
  test("two servers starting at once on a fresh cache both get one complete copy, never a half-made one", async () => {
    const cache = mkdtempSync(join(tmpdir(), "preview-cache-"));
    const dir = join(cache, "abc");
    const [aHalf, bHalf, aGo, bGo] = [gate(), gate(), gate(), gate()];
    const a = buildOnce(dir, twoStepMake("a", { reached: aHalf.open, go: aGo.opened }));
    const b = buildOnce(dir, twoStepMake("b", { reached: bHalf.open, go: bGo.opened }));
    await Promise.all([aHalf.opened, bHalf.opened]);
    // Both are half way: the folder a reader would use is not there yet.
    expect(existsSync(dir)).toBe(false);
    aGo.open();
    await a;
    // The first to finish put its complete copy there.
    expect(readFileSync(join(dir, "ssr", "render.js"), "utf8")).toBe("a");
    bGo.open();
    await b;
    // The second finished later and kept the first's copy, whole, and left no staged folder behind.
    expect(readFileSync(join(dir, "client", "index.html"), "utf8")).toBe("a");
    expect(readFileSync(join(dir, "ssr", "render.js"), "utf8")).toBe("a");
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

describe("the studio's own bundle cache", () => {
  test("is made again when a file the studio is made of changes, and only then", () => {
    const root = mkdtempSync(join(tmpdir(), "studio-code-"));
    const files = ["studio/client/app.tsx", "studio/core/edits.ts", "engine/core/site.ts", "src/ui/field.tsx", "schema/site.schema.json", "package-lock.json", "studio/dev/bundles.ts", "studio/server/routes.ts", "docs/studio.md"];
    for (const file of files) {
      mkdirSync(join(root, file, ".."), { recursive: true });
      writeFileSync(join(root, file), "1");
    }
    const key = () => filesHash(root, STUDIO_CODE);
    const changed = (file: string) => {
      const before = key();
      writeFileSync(join(root, file), `${readFileSync(join(root, file), "utf8")}+`);
      return key() !== before;
    };
    // What studio/client/ imports, the packages it is built with, and how it is built.
    for (const file of files.slice(0, 7)) expect(changed(file), file).toBe(true);
    // The server's code and the docs are not in the browser's bundle.
    for (const file of files.slice(7)) expect(changed(file), file).toBe(false);
    // A new file counts too.
    const before = key();
    writeFileSync(join(root, "studio/client/new.tsx"), "");
    expect(key()).not.toBe(before);
  });
});
