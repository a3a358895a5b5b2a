/**
 * The studio server (`npm run studio`, studio/serve/) as browser tests meet it: started as its own
 * command, on port 0, against a fresh git working copy made from this project's site.yaml and
 * public/, with a data folder of its own. `startStudio` starts one with any flags; the `studio`
 * fixture shares one per worker and gives each test site.yaml as it was.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test as base } from "./fixtures";

export const root = join(import.meta.dirname, "../..");
/** site.yaml as the tests found it. */
export const original = readFileSync(join(root, "site.yaml"), "utf8");

export interface StudioRun {
  /** The server's address, without the trailing slash. */
  url: string;
  /** The working copy (a git repository; its `origin` is a bare one beside it, and the folder of both goes with `close`). */
  repo: string;
  /** The server's --data folder. */
  dataDir: string;
  /** The working copy's site.yaml as it is on disk now. */
  disk: () => string;
  /** What the server printed so far. */
  output: () => string;
  /** Stops the server and removes its folders. */
  close: () => Promise<void>;
}

/**
 * A git working copy of this project's site.yaml and public/, committed once and pushed to its
 * `origin`, a bare repository beside it (both in one temporary folder, `<folder>/work` the copy).
 */
export function makeRepo(): string {
  const folder = mkdtempSync(join(tmpdir(), "studio-repo-"));
  const repo = join(folder, "work");
  mkdirSync(repo);
  writeFileSync(join(repo, "site.yaml"), original);
  cpSync(join(root, "public"), join(repo, "public"), { recursive: true });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("-c", "user.name=테스트", "-c", "user.email=test@example.com", "commit", "-q", "-m", "처음");
  execFileSync("git", ["init", "-q", "--bare", "-b", "main", join(folder, "remote.git")], { stdio: "ignore" });
  git("remote", "add", "origin", join(folder, "remote.git"));
  git("push", "-q", "-u", "origin", "main");
  return repo;
}

/**
 * Starts `npm run studio` (without npm: tsx, as the script runs it) with `args` besides --port 0,
 * --repo and --data, and resolves once it is ready to serve the studio and its preview.
 */
export async function startStudio({ args = [], env = {}, repo = makeRepo() }: { args?: string[]; env?: NodeJS.ProcessEnv; repo?: string } = {}): Promise<StudioRun> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-data-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "studio/serve/main.ts", "--port", "0", "--repo", repo, "--data", dataDir, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dirname(repo), { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /스튜디오: (http:\/\/\S+)\/__studio/.exec(output)?.[1];
      if (address && output.includes("미리보기 준비됨")) resolve(address);
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`studio server exited (${code}):\n${output}`)));
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { url, repo, dataDir, disk: () => readFileSync(join(repo, "site.yaml"), "utf8"), output: () => output, close };
}

export const test = base.extend<{ studio: StudioRun }, { studioServer: StudioRun }>({
  studioServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startStudio();
      await use(server);
      await server.close();
    },
    // The first start builds the preview's bundles (kept for later starts): slow on a busy machine.
    { scope: "worker", timeout: 300_000 },
  ],
  studio: async ({ studioServer }, use) => {
    const file = join(studioServer.repo, "site.yaml");
    if (readFileSync(file, "utf8") !== original) writeFileSync(file, original);
    await use(studioServer);
  },
});

export { expect } from "./fixtures";
