import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copyPublic, EMPTY_LOCK_MS, processState, removeLeftovers, stagingDirs, swapIn } from "../../../../engine/build/dist-dir";

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

  it("copies only the kinds of file a site serves: no page, XML, script or compressed SVG, which would go out unchecked", async () => {
    temp();
    const pub = join(dir, "public");
    mkdirSync(join(pub, "docs"), { recursive: true });
    const kept = ["Photo.JPG", "docs/brochure.pdf", "favicon.ico", "fonts.woff2", "logo.svg", "notes.txt", "site.webmanifest"];
    const left = ["CNAME", "app.js", "docs/notes.rtf", "feed.xml", "landing.html", "logo.svgz", "style.css"];
    for (const file of [...kept, ...left]) writeFileSync(join(pub, file), "x");
    const to = join(dir, "out");
    expect((await copyPublic(pub, to)).sort()).toEqual(left);
    expect(files(to)).toEqual(kept);
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
    await expect(swapIn(staged, join(dir, "dist"), { renameFile: failingSecond })).rejects.toThrow("EXDEV");
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
    await Promise.all(builds.map((staged) => swapIn(staged, join(dir, "dist"), { renameFile: slowRename })));
    expect(["a", "b", "c"]).toContain(readFileSync(join(dir, "dist/build"), "utf8"));
    expect(readdirSync(dir)).toEqual(["dist"]);
  });

  it("stages each build in folders of its own", () => {
    const [one, two] = [stagingDirs("/x/dist"), stagingDirs("/x/dist")];
    expect(one.next).toMatch(new RegExp(`^/x/dist\\.next-${process.pid}-[0-9a-f]{8}$`));
    for (const key of ["next", "ssr", "public"] as const) expect(one[key]).not.toBe(two[key]);
  });
});

/** A process that is not node (on Linux /proc says so), running until killed. */
const notNode = () => spawn("sleep", ["600"], { stdio: "ignore" });
/** The id of a process that has ended. */
const endedPid = () =>
  new Promise<number>((done) => {
    const child = spawn("true");
    child.on("exit", () => done(child.pid!));
  });

describe("a lock left by a killed build", () => {
  const children: ChildProcess[] = [];
  afterEach(() => children.splice(0).forEach((c) => c.kill()));

  /** dist/ and a staged build, the lock folder made by hand with `pid` ("" for none), `age` ms old. */
  const locked = (pid: string, age = 0) => {
    temp();
    mkdirSync(join(dir, "dist"));
    mkdirSync(join(dir, "staged"));
    writeFileSync(join(dir, "staged/build"), "new");
    mkdirSync(join(dir, "dist.lock"));
    if (pid) writeFileSync(join(dir, "dist.lock/pid"), pid);
    const then = (Date.now() - age) / 1000;
    utimesSync(join(dir, "dist.lock"), then, then);
  };
  const swap = async () => {
    const said: string[] = [];
    await swapIn(join(dir, "staged"), join(dir, "dist"), { warn: (line) => said.push(line) });
    expect(readFileSync(join(dir, "dist/build"), "utf8")).toBe("new");
    expect(readdirSync(dir)).toEqual(["dist"]);
    return said;
  };

  it("is taken over when it holds no PID and is older than a few seconds, and the terminal is told", async () => {
    locked("", EMPTY_LOCK_MS + 1000);
    expect(await swap()).toEqual(["dist.lock: 중단된 빌드가 남긴 잠금입니다(프로세스 번호 없이 비어 있음). 지우고 이어서 빌드합니다."]);
  });

  it("is taken over when its process has ended", async () => {
    const pid = await endedPid();
    locked(String(pid));
    expect(await swap()).toEqual([`dist.lock: 중단된 빌드가 남긴 잠금입니다(프로세스 ${pid}: 이미 끝남). 지우고 이어서 빌드합니다.`]);
  });

  it("is taken over when its PID now belongs to a program that is not a build", async () => {
    const other = notNode();
    children.push(other);
    locked(String(other.pid));
    expect(await swap()).toEqual([`dist.lock: 중단된 빌드가 남긴 잠금입니다(프로세스 ${other.pid}: 지금은 빌드가 아닌 다른 프로그램). 지우고 이어서 빌드합니다.`]);
  });

  it("is waited for while a live build holds it, saying so once, or while it is new and not yet written", async () => {
    locked(String(process.pid));
    const said: string[] = [];
    const swapping = swapIn(join(dir, "staged"), join(dir, "dist"), { warn: (line) => said.push(line) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readdirSync(dir).sort()).toEqual(["dist", "dist.lock", "staged"]);
    // A fresh lock without its PID yet is a build between making the folder and writing the file.
    rmSync(join(dir, "dist.lock/pid"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readdirSync(dir).sort()).toEqual(["dist", "dist.lock", "staged"]);
    rmSync(join(dir, "dist.lock"), { recursive: true });
    await swapping;
    expect(said).toEqual([`dist.lock: 다른 빌드(프로세스 ${process.pid})가 쓰는 중이라 끝나기를 기다립니다.`]);
    expect(readFileSync(join(dir, "dist/build"), "utf8")).toBe("new");
  });
});

describe("the process a lock or folder names", () => {
  it("is a live build only while it runs node and started before the lock or folder was made", async () => {
    const started = Date.now();
    const node = spawn(process.execPath, ["-e", "setTimeout(() => {}, 600000)"], { stdio: "ignore" });
    const other = notNode();
    try {
      expect(await processState(node.pid!, Date.now() + 60_000)).toBe("live");
      // Made a minute before the process started: the build that made it was killed, and its number reused.
      expect(await processState(node.pid!, started - 60_000)).toBe("reused");
      expect(await processState(other.pid!, Date.now() + 60_000)).toBe("other");
      expect(await processState(await endedPid(), Date.now())).toBe("gone");
    } finally {
      node.kill();
      other.kill();
    }
  });
});

describe("the folders a killed build left", () => {
  it("are removed when their process is gone or is no build, never a live build's", async () => {
    temp();
    const gone = await endedPid();
    const other = notNode();
    try {
      const names = [
        `dist.next-${gone}-0123abcd`,
        `dist.ssr-${gone}-0123abcd`,
        `dist.public-${gone}-0123abcd`,
        `dist.old-${gone}-0123abcd`,
        `dist.public-${other.pid}-89abcdef`,
        `dist.next-${process.pid}-0123abcd`,
        `dist.next-${process.ppid}-0123abcd`,
        `dist.next-${gone}-notours`,
        `other.next-${gone}-0123abcd`,
        "dist",
      ];
      for (const name of names) mkdirSync(join(dir, name));
      const { removed, restored } = await removeLeftovers(join(dir, "dist"));
      expect(removed.sort()).toEqual(names.slice(0, 5).sort());
      expect(restored).toBeUndefined();
      expect(readdirSync(dir).sort()).toEqual(names.slice(5).sort());
    } finally {
      other.kill();
    }
  });

  it("give back the last whole build when one was killed between the swap's two renames, so dist/ is not lost", async () => {
    temp();
    mkdirSync(join(dir, "dist"));
    writeFileSync(join(dir, "dist/build"), "old");
    mkdirSync(join(dir, "staged"));
    writeFileSync(join(dir, "staged/build"), "new");
    // An older build, set aside by a build killed before, is not the one put back.
    const older = `dist.old-${await endedPid()}-0123abcd`;
    mkdirSync(join(dir, older));
    // A build process that dies (SIGKILL, as the OOM killer or a closed terminal would) right
    // after setting dist/ aside, before its own build goes in.
    const swap = `import { rename } from "node:fs/promises";
      import { swapIn } from ${JSON.stringify(join(import.meta.dirname, "../../../../engine/build/dist-dir.ts"))};
      let calls = 0;
      await swapIn(process.argv[1], process.argv[2], { renameFile: async (from, to) => (++calls === 2 ? process.kill(process.pid, "SIGKILL") : rename(from, to)) });`;
    const killed = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", swap, join(dir, "staged"), join(dir, "dist")], { stdio: "inherit" });
    expect(await new Promise((done) => killed.on("exit", (_, signal) => done(signal)))).toBe("SIGKILL");
    const aside = `dist.old-${killed.pid}-`;
    expect(readdirSync(dir).filter((name) => name !== older).map((name) => name.replace(/[0-9a-f]{8}$/, "")).sort()).toEqual(["dist.lock", aside, "staged"]);

    const said: string[] = [];
    const { removed, restored } = await removeLeftovers(join(dir, "dist"), { warn: (line) => said.push(line) });
    expect(restored).toMatch(new RegExp(`^${aside}[0-9a-f]{8}$`));
    expect(removed).toEqual([older]);
    expect(readFileSync(join(dir, "dist/build"), "utf8")).toBe("old");
    expect(readdirSync(dir).sort()).toEqual(["dist", "staged"]);
    expect(said).toEqual([`dist.lock: 중단된 빌드가 남긴 잠금입니다(프로세스 ${killed.pid}: 이미 끝남). 지우고 이어서 빌드합니다.`]);
  });
});
