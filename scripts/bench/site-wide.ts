/** Site-wide figures: `npm run gen`, `npm run check`, the build by step, and save → updated page in the dev server. */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { withDevServer } from "./dev-server";
import { MANIFEST_UPDATE } from "../../src/dev/events";
import { BENCH, LOAD, median, root, run, TSX } from "./tools";

export interface BuildFigures {
  /** Wall time of the whole `scripts/build.ts` process, in s. */
  total: number;
  /** Seconds by step, from scripts/build.ts (BUILD_TIMINGS). */
  steps: Record<string, number>;
}

/** Builds `manifest` (site.yaml when absent) into `out`, timing the whole command and each step. */
export async function buildInto(out: string, manifest?: string): Promise<BuildFigures> {
  const timings = join(root, BENCH, `timings-${process.pid}.json`);
  mkdirSync(dirname(timings), { recursive: true });
  const result = await run(TSX, ["scripts/build.ts"], { BUILD_OUT_DIR: out, BUILD_TIMINGS: timings, ...(manifest ? { SITE_MANIFEST: manifest } : {}) });
  if (result.code !== 0) throw new Error(`build of ${manifest ?? "site.yaml"} failed:\n${result.output}`);
  const steps = JSON.parse(readFileSync(timings, "utf8")) as Record<string, number>;
  rmSync(timings, { force: true });
  return { total: result.seconds, steps };
}

/** `npm run check` on `file`, wall time in s (median of `times`), as the person editing waits for it. */
export async function checkTime(file: string | undefined, times: number): Promise<number> {
  const seconds: number[] = [];
  for (let i = 0; i < times; i++) {
    const result = await run("npm", ["run", "-s", "check", ...(file ? ["--", file] : [])]);
    if (result.code !== 0) throw new Error(`npm run check ${file ?? ""} failed:\n${result.output}`);
    seconds.push(result.seconds);
  }
  return median(seconds);
}

/** `npm run gen`'s work (both generators, in --check mode so no file is rewritten), wall time in s. */
export async function genTime(): Promise<{ seconds: number; stale: boolean }> {
  let seconds = 0;
  let stale = false;
  for (const script of ["scripts/gen-types.ts"]) {
    const result = await run(TSX, [script, "--check"]);
    seconds += result.seconds;
    stale ||= result.code !== 0;
  }
  return { seconds, stale };
}

/** Median seconds from a save to the page showing it, and each save's. */
export interface SaveFigures {
  seconds: number;
  samples: number[];
  /** Median seconds from the dev server's update reaching the page to the page showing it: the page's own part. */
  pageSeconds: number;
}

/**
 * Runs `measure` while LOAD.processes other processes keep the CPU busy, as builds or tests beside
 * the dev server do. Each spins until it is killed or LOAD.maxMs have passed, whichever is first.
 */
export async function underLoad<T>(measure: () => Promise<T>): Promise<T> {
  const spin = `const end = Date.now() + ${LOAD.maxMs}; while (Date.now() < end);`;
  const busy = Array.from({ length: LOAD.processes }, () => spawn(process.execPath, ["-e", spin], { stdio: "ignore" }));
  try {
    return await measure();
  } finally {
    for (const child of busy) child.kill();
  }
}

/**
 * Seconds from saving the manifest to the open page showing the change in the live preview
 * (median of `edits`), on a quiet machine and under load (LOAD).
 */
export async function saveToUpdate(edits: number): Promise<{ quiet: SaveFigures; loaded: SaveFigures }> {
  return withDevServer("bench", async ({ browser, url, file, source }) => {
    const page = await browser.newPage();
    // Notes when each update reaches the page, to tell the page's part from the server's (the check).
    await page.addInitScript((event) => {
      const arrivals: number[] = ((window as unknown as { updateArrivals: number[] }).updateArrivals = []);
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          super(...args);
          this.addEventListener("message", ({ data }) => String(data).includes(event) && arrivals.push(performance.now()));
        }
      };
    }, MANIFEST_UPDATE);
    await page.goto(url);
    const h1 = page.locator("h1");
    await h1.waitFor({ timeout: 120_000 });
    const title = (await h1.textContent())!.trim();
    if (!source.includes(`title: ${title}\n`)) throw new Error(`site.yaml has no line 'title: ${title}' to edit`);
    let saved = 0;
    const time = async (): Promise<SaveFigures> => {
      const samples: number[] = [];
      const pageSamples: number[] = [];
      for (let i = 1; i <= edits; i++) {
        const expected = `${title} ${++saved}`;
        const start = performance.now();
        // The page's title and its hero often read the same: change every such line.
        writeFileSync(join(root, file), source.split(`title: ${title}\n`).join(`title: ${expected}\n`));
        const shown = await page.waitForFunction((text) => document.querySelector("h1")?.textContent?.trim() === text && performance.now(), expected, { polling: "raf", timeout: 30_000 });
        samples.push((performance.now() - start) / 1000);
        const arrived = await page.evaluate(() => (window as unknown as { updateArrivals: number[] }).updateArrivals.at(-1) ?? NaN);
        pageSamples.push(((await shown.jsonValue()) as number - arrived) / 1000);
        await page.waitForTimeout(300);
      }
      return { seconds: median(samples), samples, pageSeconds: median(pageSamples) };
    };
    const quiet = await time();
    return { quiet, loaded: await underLoad(time) };
  });
}
