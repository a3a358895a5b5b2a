/** What every part of the bench shares: where things go, running a command, logging, a server's port, the median. */
import { fileURLToPath } from "node:url";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const TSX = join(root, "node_modules/.bin/tsx");
/** Where everything the bench makes goes (git-ignored); dist/ is never touched. */
export const BENCH = "bench";
/** The build of site.yaml that the bench measures. */
export const OUT = `${BENCH}/dist`;
/**
 * The load the live preview is also timed under: this many processes that keep a core busy (as
 * builds or tests beside the dev server do), each for at most `maxMs` ms.
 */
export const LOAD = { processes: 3, maxMs: 300_000 };

/** The median of `values` (the mean of the middle two for an even count), ignoring failed (non-finite) values; NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs a command to its end; resolves with its exit code, output and wall time in seconds. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; seconds: number; output: string }> {
  return new Promise((done) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => done({ code: code ?? 1, seconds: (performance.now() - start) / 1000, output }));
  });
}

/** Progress, on stderr, so that stdout holds only the tables. */
export function log(message: string) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

export const listen = (server: Server) => new Promise<number>((done) => server.listen(0, "127.0.0.1", () => done((server.address() as AddressInfo).port)));
export const portOf = (server: Server) => (server.address() as AddressInfo).port;
export const close = (server: Server) => new Promise((done) => server.close(done));

/** The path of a route's prerendered HTML under `dist`. */
export const htmlFile = (dist: string, route: string) => join(root, dist, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);

/** The routes of a built site, from its sitemap. */
export function routesOf(dist: string): string[] {
  const sitemap = readFileSync(join(root, dist, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
}
