import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";

const script = fileURLToPath(new URL("../../../scripts/studio-release.sh", import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** DIR with releases `names` (oldest first) and DIR/current pointing at the last. */
function releases(names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "studio-releases-"));
  dirs.push(dir);
  for (const name of names) mkdirSync(join(dir, "releases", name), { recursive: true });
  symlinkSync(join("releases", names.at(-1)!), join(dir, "current"));
  return dir;
}

const release = (...args: string[]) => spawnSync("sh", [script, ...args], { encoding: "utf8" });

it("--back makes the release before the current one current, one at a time, and says so when there is none before", () => {
  const dir = releases(["20261120T090000Z-aaaaaaaaaaaa", "20261125T090000Z-bbbbbbbbbbbb", "20261127T090000Z-cccccccccccc"]);
  expect(release(dir, "--back").stdout).toBe("20261125T090000Z-bbbbbbbbbbbb\n");
  expect(readlinkSync(join(dir, "current"))).toBe("releases/20261125T090000Z-bbbbbbbbbbbb");
  expect(release(dir, "--back").stdout).toBe("20261120T090000Z-aaaaaaaaaaaa\n");
  const none = release(dir, "--back");
  expect(none.status).toBe(1);
  expect(none.stderr).toBe("되돌릴 이전 릴리스가 없습니다. 지금 릴리스(20261120T090000Z-aaaaaaaaaaaa)가 가장 오래된 것입니다.\n");
  expect(readlinkSync(join(dir, "current"))).toBe("releases/20261120T090000Z-aaaaaaaaaaaa");
});

it("a release that fails leaves the current one as it was, and nothing half-made", () => {
  const dir = releases(["20261127T090000Z-cccccccccccc"]);
  const failed = release(dir, join(dir, "no-such-repository"));
  expect(failed.status).not.toBe(0);
  expect(readlinkSync(join(dir, "current"))).toBe("releases/20261127T090000Z-cccccccccccc");
  expect(execFileSync("ls", ["-A", join(dir, "releases")], { encoding: "utf8" })).toBe("20261127T090000Z-cccccccccccc\n");
});
