import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copyPublic, stagingDirs, swapIn } from "../../../engine/build/dist-dir";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const temp = () => (dir = mkdtempSync(join(tmpdir(), "dist-dir-")));

/** Every file under `root`, as sorted relative paths. */
const files = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();

describe("the copy of public/", () => {
  it("never follows a symbolic link, to a file or a folder, and leaves dotfiles out but .well-known/", async () => {
    temp();
    const outside = join(dir, "outside");
    mkdirSync(join(outside, "many"), { recursive: true });
    writeFileSync(join(outside, "passwd"), "root:x:0:0");
    writeFileSync(join(outside, "many/secret.txt"), "secret");
    const pub = join(dir, "public");
    mkdirSync(join(pub, "media"), { recursive: true });
    mkdirSync(join(pub, ".well-known"));
    mkdirSync(join(pub, ".git"));
    writeFileSync(join(pub, "logo.svg"), "<svg/>");
    writeFileSync(join(pub, "media/clip.mp4"), "mp4");
    writeFileSync(join(pub, "media/.DS_Store"), "x");
    writeFileSync(join(pub, ".env"), "TOKEN=1");
    writeFileSync(join(pub, ".git/config"), "[core]");
    writeFileSync(join(pub, ".well-known/security.txt"), "Contact: x");
    symlinkSync(join(outside, "passwd"), join(pub, "leak.png"));
    symlinkSync(join(outside, "many"), join(pub, "linked"));
    symlinkSync("../logo.svg", join(pub, "media/same-site-link.svg"));

    const to = join(dir, "out");
    const skipped = await copyPublic(pub, to);
    expect(files(to)).toEqual([".well-known/security.txt", "logo.svg", "media/clip.mp4"]);
    expect(readFileSync(join(to, "logo.svg"), "utf8")).toBe("<svg/>");
    expect(skipped.sort()).toEqual([".env", ".git", "leak.png", "linked", "media/.DS_Store", "media/same-site-link.svg"]);
  });

  it("copies nothing when public/ itself is a link", async () => {
    temp();
    mkdirSync(join(dir, "real"));
    writeFileSync(join(dir, "real/a.txt"), "a");
    symlinkSync(join(dir, "real"), join(dir, "public"));
    await copyPublic(join(dir, "public"), join(dir, "out"));
    expect(existsSync(join(dir, "out/a.txt"))).toBe(false);
  });
});

describe("the swap of a finished build", () => {
  /** A folder `name` under the temp dir holding one file `build` with `content`. */
  const site = (name: string, content: string) => {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, "build"), content);
    return join(dir, name);
  };

  it("puts the staged build in place of the old one and leaves nothing beside it", async () => {
    temp();
    site("dist", "old");
    await swapIn(site("staged", "new"), join(dir, "dist"));
    expect(readFileSync(join(dir, "dist/build"), "utf8")).toBe("new");
    expect(readdirSync(dir)).toEqual(["dist"]);
  });

  it("puts the old build back when the second rename fails, so dist/ is never missing", async () => {
    temp();
    site("dist", "old");
    const staged = site("staged", "new");
    let calls = 0;
    const failingSecond = async (from: string, to: string) => {
      if (++calls === 2) throw Object.assign(new Error("EXDEV: cross-device link"), { code: "EXDEV" });
      await rename(from, to);
    };
    await expect(swapIn(staged, join(dir, "dist"), failingSecond)).rejects.toThrow("EXDEV");
    expect(readFileSync(join(dir, "dist/build"), "utf8")).toBe("old");
    expect(readdirSync(dir).sort()).toEqual(["dist", "staged"]);
  });

  it("lets builds that finish at once take turns: each swap completes, and dist/ is one whole build", async () => {
    temp();
    site("dist", "old");
    const slowRename = async (from: string, to: string) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      await rename(from, to);
    };
    const builds = ["a", "b", "c"].map((name) => site(`staged-${name}`, name));
    await Promise.all(builds.map((staged) => swapIn(staged, join(dir, "dist"), slowRename)));
    expect(["a", "b", "c"]).toContain(readFileSync(join(dir, "dist/build"), "utf8"));
    expect(readdirSync(dir)).toEqual(["dist"]);
  });

  it("stages each build in folders of its own", () => {
    const [one, two] = [stagingDirs("/x/dist"), stagingDirs("/x/dist")];
    expect(one.next).toMatch(new RegExp(`^/x/dist\\.next-${process.pid}-[0-9a-f]{8}$`));
    for (const key of ["next", "ssr", "public"] as const) expect(one[key]).not.toBe(two[key]);
  });
});
