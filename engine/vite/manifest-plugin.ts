/**
 * Build-time only: the Vite plugin that turns site.yaml into modules the app imports.
 *   virtual:site-shell   site facts, header, footer and redirects (every page needs these; no per-page list,
 *                        so a first visit's bytes do not grow with the number of pages)
 *   virtual:site-pages   path → loader of one page's own chunk, so no page carries another's content;
 *                        the app fetches this table itself only when it first needs a page not in the HTML
 *   virtual:site-page/…  one page: its metadata and blocks
 * A bad manifest fails the build; in the live preview its report (the same as `npm run check`'s)
 * shows in our own Korean frame, src/dev/manifest-overlay.ts, and in the terminal. A good save
 * sends the open pages the checked data itself (src/dev/live-manifest.ts), so they redraw without
 * fetching a module.
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger, Plugin, ViteDevServer } from "vite";
import { MANIFEST_ERROR, MANIFEST_UPDATE, type LiveManifest } from "../../src/dev/events.ts";
import { navSections } from "../../src/layout/route-tree.ts";
import type { SiteShell } from "../../src/site-context";
import type { Page, Site } from "../../src/manifest/site.types.ts";
import { factsOf, fillTokens, type TokenValues } from "../../src/manifest/tokens.ts";
import { findImages } from "../images/find.ts";
import { withIntrinsicSizes } from "../images/vite-plugin.ts";
import { summaryWords } from "../check/messages.ts";
import { readSite, type ReadResult } from "../check/read.ts";

const SHELL = "virtual:site-shell";
const PAGES = "virtual:site-pages";
const PAGE = "virtual:site-page";
/** Quiet time after the last change event before site.yaml is read again, in ms. */
const SETTLE_MS = 80;
/** The live preview's Korean frame for a bad manifest's report. */
const OVERLAY_MODULE = fileURLToPath(new URL("../../src/dev/manifest-overlay.ts", import.meta.url));
/** The live preview's side of the studio's frame (studioManifest). */
const LIVE_MODULE = fileURLToPath(new URL("../../src/dev/live-manifest.ts", import.meta.url));

/** The plugin, reading `file` in the project `root`. */
export function siteManifest({ root = process.cwd(), file = "site.yaml" } = {}): Plugin {
  const manifestFile = resolve(root, file);
  let cached: ReadResult | undefined;
  /** Only the dev server tells the page where each block is in site.yaml; builds never do. */
  let serving = false;
  let logger: Logger | undefined;
  /** The report last printed in the terminal: a bad manifest is printed once, not once per module that asks for it. */
  let printed: string | undefined;

  /**
   * The dev server's terminal shows what `npm run check` prints for a bad save, and a line when it
   * is fixed: the person who saves may be looking there rather than at the browser.
   */
  const printResult = (result: ReadResult) => {
    if (result.site) {
      if (printed !== undefined) logger?.info(summaryWords.passed(file, result.site.pages.length, result.problems.length - result.errorCount));
      printed = undefined;
    } else if (printed !== result.report) {
      printed = result.report;
      logger?.error(`${result.report}\n\n${summaryWords.failed(file, result.errorCount, result.problems.length - result.errorCount, false)}`);
    }
  };

  const loadResult = (): ReadResult => {
    if (cached) return cached;
    const result = readSite(root, file);
    if (serving) printResult(result);
    if (!result.site) throw new ManifestError(result.report);
    if (result.report) console.warn(result.report);
    return (cached = result);
  };
  let filled: { from: Site; site: Site } | undefined;
  const load = (): Site => {
    const site = loadResult().site!;
    if (filled?.from !== site) filled = { from: site, site: withFactsFilled(site) };
    return filled.site;
  };

  const invalidate = (server: ViteDevServer) => {
    cached = undefined;
    const now = Date.now();
    for (const mod of server.moduleGraph.idToModuleMap.values()) {
      // Marked as an HMR change, so modules that import a page get a fresh URL for it.
      if (mod.id?.startsWith("\0virtual:site-")) server.moduleGraph.invalidateModule(mod, new Set(), now, true);
    }
  };

  return {
    name: "site-manifest",
    resolveId(id) {
      const bare = id.split("?")[0]!;
      if (bare === SHELL || bare === PAGES || bare.startsWith(`${PAGE}/`)) return `\0${bare}`;
    },
    load(id) {
      if (!id.startsWith("\0virtual:site-")) return;
      this.addWatchFile(manifestFile);
      let site: Site;
      try {
        site = load();
      } catch (error) {
        // The live preview shows the report in its own frame and waits for a good save; a build fails.
        if (error instanceof ManifestError && serving) return waitForFix(error.message, id.slice(1).split("?")[0]!);
        if (error instanceof ManifestError) this.error(error.message);
        throw error;
      }
      // The live preview asks for a fresh copy as "…?v=N": the query only busts caches.
      const name = id.slice(1).split("?")[0]!;
      if (name === SHELL) return `export default ${JSON.stringify(shellOf(site))};`;
      if (name === PAGES) {
        const entries = site.pages.map((p) => `${JSON.stringify(p.path)}: () => import(${JSON.stringify(`${PAGE}${p.path}`)})`);
        return `export default {\n${entries.join(",\n")}\n};`;
      }
      const path = name.slice(PAGE.length) || "/";
      const page = site.pages.find((p) => p.path === path);
      if (!page) this.error(summaryWords.noSuchPage(path));
      const lines = serving ? `\nexport const source = ${JSON.stringify({ file: manifestFile, lines: loadResult().blockLines?.[path] ?? [] })};` : "";
      return `export default ${JSON.stringify(page)};${lines}`;
    },
    configResolved(config) {
      serving = config.command === "serve";
      logger = config.logger;
    },
    configureServer(server) {
      server.watcher.add(manifestFile);
      let timer: ReturnType<typeof setTimeout> | undefined;
      let version = 0;
      const reload = () => {
        // The modules are made afresh for the next page that loads them; open pages get the data below.
        invalidate(server);
        try {
          const { site, blockLines } = loadResult();
          // Everything the open page needs rides with the update, as the studio sends it, so it
          // redraws without a module request (src/dev/live-manifest.ts): on a busy machine each
          // request waits for the server and took most of the time from save to page.
          const data = liveManifest(site!, blockLines, join(root, "public"), manifestFile, ++version);
          server.ws.send({ type: "custom", event: MANIFEST_UPDATE, data });
        } catch (error) {
          if (!(error instanceof ManifestError)) throw error;
          // Our own Korean frame (src/dev/manifest-overlay.ts), not Vite's English overlay with the absolute path.
          server.ws.send({ type: "custom", event: MANIFEST_ERROR, data: { report: error.message } });
        }
      };
      server.watcher.on("change", (changed) => {
        if (resolve(changed) !== manifestFile) return;
        // Editors save in steps (truncate, then write); read once the file has settled.
        clearTimeout(timer);
        timer = setTimeout(reload, SETTLE_MS);
      });
    },
    handleHotUpdate({ file: changed }) {
      // The watcher above handles site.yaml; keep Vite from doing its own update as well.
      if (resolve(changed) === manifestFile) return [];
    },
  };
}

/**
 * Everything a live page draws from, with its pictures' sizes (the originals in `publicDir` are
 * shown): what the dev server sends with each save and the studio server's preview pages carry.
 */
export function liveManifest(manifest: Site, blockLines: Record<string, number[]> | undefined, publicDir: string, file: string, version?: number): LiveManifest {
  const site = withFactsFilled(manifest);
  const pages: Page[] = site.pages;
  withIntrinsicSizes(pages.flatMap((page) => findImages(page, { definition: "page" })), publicDir);
  return { version, shell: shellOf(site), pages, lines: blockLines ?? {}, file };
}

/**
 * The manifest with its facts' `{names}` written in, in a copy: a fact is fixed when the site is
 * built, so pages carry their figures and the browser's shell carries no facts (its bytes are in
 * every first visit). The built-in tokens (`{year}`, `{years}`…) stay for the visitor's clock.
 */
export function withFactsFilled(site: Site): Site {
  // Read defensively: the studio previews manifests that fail the check.
  const facts = factsOf(site?.site ?? {}) as TokenValues;
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return fillTokens(value, facts);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, fill(v)]));
    return value;
  };
  return { ...(fill(site) as Site), site: site.site };
}

/** What every page shares, without any page's blocks (from a manifest whose facts are filled in). */
export function shellOf(site: Site): SiteShell {
  const { facts: _facts, ...info } = site.site ?? {};
  return {
    site: (site.site && info) as SiteShell["site"],
    header: site.header,
    footer: site.footer,
    redirects: site.redirects ?? [],
    sections: navSections(site),
    buildYear: new Date().getFullYear(),
  };
}

/**
 * The virtual module `name` for the live preview of a manifest that fails the check: it shows the
 * report and never finishes loading, so the app waits instead of starting without a site. In the
 * studio's frame it is made from the data the studio holds instead (which the studio draws with
 * what fails left out, and says so): the studio's preview was blank until a good save.
 */
function waitForFix(report: string, name: string): string {
  const path = JSON.stringify(name.slice(PAGE.length) || "/");
  const exports =
    name === SHELL
      ? ["export default live.shell;"]
      : name === PAGES
        ? ["export default Object.fromEntries(live.pages.map((page) => [page.path, async () => ({ default: page, source: { file: live.file, lines: live.lines[page.path] ?? [] } })]));"]
        : [`export default live.pages.find((page) => page.path === ${path});`, `export const source = { file: live.file, lines: live.lines[${path}] ?? [] };`];
  return [
    `import { showManifestProblems } from ${JSON.stringify(OVERLAY_MODULE)};`,
    `import { studioManifest } from ${JSON.stringify(LIVE_MODULE)};`,
    `showManifestProblems(${JSON.stringify(report)}, { untilFixed: true });`,
    "const live = await (studioManifest() ?? new Promise(() => {}));",
    ...exports,
  ].join("\n");
}

class ManifestError extends Error {}
