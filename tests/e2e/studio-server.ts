/**
 * The studio server (`npm run studio`, studio/server/) as browser tests meet it: started as its own
 * command, on port 0, against a fresh git working copy made from this project's site.yaml and
 * public/, with a data folder of its own that holds the accounts of TEST_ACCOUNTS. `startStudio`
 * starts one with any flags; the `studio` fixture shares one per worker, gives each test site.yaml
 * as it was, and signs the test's browser in as the admin.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Accounts, ACCOUNTS_FILE } from "../../studio/auth/accounts";
import { writePrivate } from "../../studio/server/files";
import { SSO_FILE, type SsoConfig } from "../../studio/auth/sso";
import type { Role } from "../../studio/core/roles";
import type { Browser, BrowserContext } from "@playwright/test";
import { test as base } from "./fixtures";

export const root = join(import.meta.dirname, "../..");
/** site.yaml as the tests found it. */
export const original = readFileSync(join(root, "site.yaml"), "utf8");

/** The accounts every test server has: name → role and password. */
export const TEST_ACCOUNTS: Record<string, { role: Role; password: string }> = {
  admin: { role: "admin", password: "admin-password-1" },
  editor: { role: "editor", password: "editor-password-1" },
  publisher: { role: "publisher", password: "publisher-password-1" },
};

// Hashed once per worker (scrypt is slow on purpose), then copied into each server's data folder.
let accountsFile: Promise<string> | undefined;
function testAccounts(): Promise<string> {
  accountsFile ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "studio-accounts-"));
    const accounts = new Accounts(dir);
    for (const [name, { role, password }] of Object.entries(TEST_ACCOUNTS)) await accounts.add(name, role, password);
    const text = readFileSync(join(dir, ACCOUNTS_FILE), "utf8");
    rmSync(dir, { recursive: true, force: true });
    return text;
  })();
  return accountsFile;
}

/** Signs in through the sign-in form as a browser would post it; returns the session cookie's value. */
export async function signIn(url: string, name: string, password = TEST_ACCOUNTS[name]?.password ?? ""): Promise<string> {
  const res = await fetch(`${url}/__studio/login`, { method: "POST", redirect: "manual", headers: { origin: url }, body: new URLSearchParams({ name, password }) });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("studio_session="));
  if (res.status !== 303 || !cookie) throw new Error(`sign-in as ${name} answered ${res.status}`);
  return cookie.slice("studio_session=".length).split(";")[0]!;
}

export interface StudioRun {
  /** The server's address, without the trailing slash. */
  url: string;
  /** The working copy (a git repository; its `origin` is a bare one beside it, and the folder of both goes with `close`). */
  repo: string;
  /** The server's --data folder. */
  dataDir: string;
  /** The admin's session cookie (`studio_session=…`), for requests made outside a browser; "" when not signed in. */
  cookie: string;
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
export async function startStudio({
  args = [],
  env = {},
  repo = makeRepo(),
  dataDir,
  sso,
  admin = true,
}: {
  args?: string[];
  env?: NodeJS.ProcessEnv;
  repo?: string;
  /** A data folder of the test's (kept by close, for a restart); by default a new one, removed by close. Given TEST_ACCOUNTS if it has no accounts. */
  dataDir?: string;
  /** Single sign-on settings, written to the data folder's sso.json. */
  sso?: SsoConfig;
  /** Sign in as the admin for `cookie` (not possible with --public-url: the server answers only that Host). */
  admin?: boolean;
} = {}): Promise<StudioRun> {
  const ownData = dataDir === undefined;
  dataDir ??= join(mkdtempSync(join(tmpdir(), "studio-data-")), "data");
  if (!existsSync(join(dataDir, ACCOUNTS_FILE))) writePrivate(dataDir, ACCOUNTS_FILE, await testAccounts());
  if (sso) writePrivate(dataDir, SSO_FILE, JSON.stringify(sso));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "studio/server/main.ts", "--port", "0", "--repo", repo, "--data", dataDir, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = readyAddress(child);
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dirname(repo), { recursive: true, force: true });
    if (ownData) rmSync(join(dataDir!, ".."), { recursive: true, force: true });
  };
  const url = await ready.url.catch(async (error: unknown) => {
    await close();
    throw error;
  });
  const cookie = admin ? `studio_session=${await signIn(url, "admin")}` : "";
  return { url, repo, dataDir, cookie, disk: () => readFileSync(join(repo, "site.yaml"), "utf8"), output: ready.output, close };
}

/**
 * A function that opens a browser context of the test's own, closed after the test (`t`'s
 * afterEach): a studio left open stays among those present on a worker's shared server (a later
 * presence test saw it) and goes on drawing every change in its preview.
 */
export function contextsOfEachTest(t: { afterEach: (hook: () => Promise<void>) => void }): (browser: Browser) => Promise<BrowserContext> {
  const opened: BrowserContext[] = [];
  t.afterEach(async () => void (await Promise.all(opened.splice(0).map((context) => context.close()))));
  return async (browser) => {
    const context = await browser.newContext();
    opened.push(context);
    return context;
  };
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
  studio: async ({ studioServer, context }, use) => {
    const file = join(studioServer.repo, "site.yaml");
    if (readFileSync(file, "utf8") !== original) writeFileSync(file, original);
    const [name, value] = studioServer.cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: studioServer.url }]);
    await use(studioServer);
  },
});

export { expect } from "./fixtures";

/**
 * Starts the studio server as a release runs it (`node scripts/studio.mjs` in `cwd`) on a free
 * port, and resolves with it and its address once its preview is ready; rejects with its output
 * if it exits first.
 */
export function startBuiltStudio(cwd: string, repo: string, data: string, env: NodeJS.ProcessEnv): { server: ChildProcess; url: Promise<string> } {
  const server = spawn(process.execPath, ["scripts/studio.mjs", "--port", "0", "--repo", repo, "--data", data], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  return { server, url: readyAddress(server).url };
}

/** A studio server's address once it says its preview is ready (rejects with its output if it exits first), and everything it has printed. */
function readyAddress(child: ChildProcess): { url: Promise<string>; output: () => string } {
  let output = "";
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /스튜디오: (http:\/\/\S+)\/__studio/.exec(output)?.[1];
      if (address && output.includes("미리보기 준비됨")) resolve(address);
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`studio server exited (${code}):\n${output}`)));
  });
  return { url, output: () => output };
}
