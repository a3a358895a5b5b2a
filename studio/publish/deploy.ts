/**
 * Studio server only: `--deploy-to DIR`, the server's own deploy after a publish, for a host with
 * no CI. Each published version is built into DIR/releases/<time>-<commit>/, and DIR/current, the
 * web root the web server serves (a symbolic link), is switched to it in one rename: a visitor gets
 * the old site or the new one, never half of each. The previous builds stay, so a rollback is
 * the same switch back, at once, without building.
 *
 *   DIR/current -> releases/20261126T101500Z-1a2b3c4
 *   DIR/releases/20261126T101500Z-1a2b3c4/   the site of commit 1a2b3c4
 *   DIR/releases/20261126T094000Z-9f8e7d6/   the one before (kept for rollback)
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { basename, join } from "node:path";

/** Builds the site of one version into `outDir` (engine/build's build() in the server). */
export type Builder = (commit: string, outDir: string) => Promise<void>;

/** How many builds are kept, the current one included. */
const KEEP = 5;

export interface Release {
  name: string;
  /** The commit it was built from (short). */
  commit: string;
  current: boolean;
}

export class Deploys {
  constructor(
    readonly dir: string,
    private readonly build: Builder,
  ) {}

  private get releases() {
    return join(this.dir, "releases");
  }

  /** The release DIR/current points at, if any. */
  current(): string | undefined {
    try {
      return basename(readlinkSync(join(this.dir, "current")));
    } catch {
      return undefined;
    }
  }

  /** The builds kept, newest first. */
  list(): Release[] {
    if (!existsSync(this.releases)) return [];
    const current = this.current();
    return readdirSync(this.releases)
      .filter((name) => /^\d{8}T\d{6}Z-[0-9a-f]+$/.test(name))
      .sort()
      .reverse()
      .map((name) => ({ name, commit: name.split("-")[1]!, current: name === current }));
  }

  /** Builds `commit` and makes it the web root; the oldest builds beyond KEEP go. */
  async deploy(commit: string): Promise<Release> {
    mkdirSync(this.releases, { recursive: true });
    const name = `${this.nextStamp()}-${commit.slice(0, 7)}`;
    await this.build(commit, join(this.releases, name));
    this.switchTo(name);
    for (const old of this.list().slice(KEEP)) rmSync(join(this.releases, old.name), { recursive: true, force: true });
    return { name, commit: commit.slice(0, 7), current: true };
  }

  /**
   * The new build's time, to the second, later than every kept build's: the names' order is the
   * builds' order, which rollback goes by. Two publishes within one second (a fast build) would
   * otherwise be ordered by their commits' hashes.
   */
  private nextStamp(): string {
    const stampOf = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
    const newest = this.list()[0]?.name.split("-")[0];
    let ms = Date.now();
    while (newest && stampOf(ms) <= newest) ms += 1000;
    return stampOf(ms);
  }

  /** Makes the build before the current one the web root again. */
  rollback(): Release | undefined {
    const list = this.list();
    const at = list.findIndex((r) => r.current);
    const previous = list[at + 1];
    if (at < 0 || !previous) return undefined;
    this.switchTo(previous.name);
    return { ...previous, current: true };
  }

  /** A new link beside DIR/current, renamed over it: rename(2) replaces it in one step. */
  private switchTo(name: string) {
    const temp = join(this.dir, `.current-${randomBytes(4).toString("hex")}`);
    symlinkSync(join("releases", name), temp);
    try {
      renameSync(temp, join(this.dir, "current"));
    } finally {
      rmSync(temp, { force: true });
    }
  }
}
