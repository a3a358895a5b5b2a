import { mkdtempSync, readFileSync, readlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Deploys } from "../../../../studio/publish/deploy.ts";

describe("--deploy-to's builds", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keep their order when two publishes fall in one second, so a rollback finds the build before", async () => {
    // The clock stands still: both builds are made "at once", and the later commit's hash sorts first.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T10:15:00.200Z"));
    const dir = mkdtempSync(join(tmpdir(), "deploys-"));
    const deploys = new Deploys(dir, async (commit, outDir) => {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, "index.html"), commit);
    });
    const first = await deploys.deploy("9999999aaaa");
    const second = await deploys.deploy("1111111bbbb");
    expect(second.name > first.name).toBe(true);
    expect(readFileSync(join(dir, "current/index.html"), "utf8")).toBe("1111111bbbb");
    expect(deploys.rollback()?.name).toBe(first.name);
    expect(readlinkSync(join(dir, "current"))).toBe(join("releases", first.name));
    expect(readFileSync(join(dir, "current/index.html"), "utf8")).toBe("9999999aaaa");
  });
});
