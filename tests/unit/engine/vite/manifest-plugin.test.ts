import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteManifest, withFactsFilled } from "../../../../engine/vite/manifest-plugin";
import type { Site } from "../../../../src/manifest/site.types";

const root = join(import.meta.dirname, "../../../..");

/** Calls the plugin's `load` hook the way Vite does, with a context that records `this.error`. */
function load(file: string, id: string, command: "build" | "serve" = "build"): { code?: string; error?: string } {
  const plugin = siteManifest({ root, file });
  (plugin.configResolved as unknown as (config: { command: string }) => void)({ command });
  const context = {
    addWatchFile() {},
    error(message: string): never {
      throw Object.assign(new Error(message), { fromPlugin: true });
    },
  };
  const resolved = (plugin.resolveId as unknown as (id: string) => string)(id);
  try {
    return { code: (plugin.load as unknown as (this: typeof context, id: string) => string).call(context, resolved) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe("the manifest plugin", () => {
  it("fails the build with the same report as `npm run check` for a bad manifest", () => {
    const file = "tests/fixtures/bad/missing-route.yaml";
    const { error } = load(file, "virtual:site-shell");
    const expected = readFileSync(join(root, "tests/fixtures/bad/missing-route.expected"), "utf8").trimEnd();
    // Same lines, naming the file that was read.
    expect(error).toBe(expected.replace(/^site\.yaml:/gm, `${file}:`));
  });

  it("in the live preview, shows the report in its own Korean frame and waits, instead of failing", () => {
    const file = "tests/fixtures/bad/missing-route.yaml";
    const { code, error } = load(file, "virtual:site-shell", "serve");
    expect(error).toBeUndefined();
    const report = readFileSync(join(root, "tests/fixtures/bad/missing-route.expected"), "utf8").trimEnd().replace(/^site\.yaml:/gm, `${file}:`);
    expect(code).toContain(`showManifestProblems(${JSON.stringify(report)}, { untilFixed: true });`);
    expect(code).toContain(`from ${JSON.stringify(join(root, "src/dev/manifest-overlay.ts"))}`);
    // Waits for ever in a page of its own; in the studio's frame, for the studio's data.
    expect(code).toContain("const live = await (studioManifest() ?? new Promise(() => {}));");
    expect(code).toContain(`import { studioManifest } from ${JSON.stringify(join(root, "src/dev/live-manifest.ts"))};`);
    expect(code).toContain("export default live.shell;");
    expect(load(file, "virtual:site-page/about", "serve").code).toContain('export default live.pages.find((page) => page.path === "/about");');
  });

  it("gives the shell without any page's blocks", () => {
    const { code } = load("tests/fixtures/base.yaml", "virtual:site-shell");
    const shell = JSON.parse(code!.replace(/^export default /, "").replace(/;$/, ""));
    expect(JSON.stringify(shell)).not.toContain("blocks");
    // Nor a list of pages: a first visit's bytes must not grow with the number of pages. The
    // header's sections name only the pages directly under the header's own links.
    expect(Object.keys(shell).sort()).toEqual(["buildYear", "footer", "header", "redirects", "sections", "site"]);
    const headerLinks = shell.header.links.map((l: { href: string }) => l.href);
    for (const section of shell.sections) {
      expect(headerLinks).toContain(section.href);
      for (const page of section.pages) expect(page.href.startsWith(`${section.href}/`)).toBe(true);
    }
  });

  it("gives one loader per page, each importing that page's own module", () => {
    const { code } = load("tests/fixtures/base.yaml", "virtual:site-pages");
    expect(code).toContain(`"/services": () => import("virtual:site-page/services")`);
    const page = load("tests/fixtures/base.yaml", "virtual:site-page/services").code!;
    expect(page).toContain(`"path":"/services"`);
    expect(page).not.toContain(`"path":"/contact"`);
  });

  it("writes the facts into the pages and keeps them out of the shell, whose bytes are in every first visit", () => {
    const file = "tests/fixtures/facts.yaml";
    const shell = load(file, "virtual:site-shell").code!;
    expect(shell).not.toContain("facts");
    expect(shell).not.toContain("99.9%");
    const page = load(file, "virtual:site-page/").code!;
    expect(page).toContain(`"value":"99.9%"`);
    expect(page).not.toContain("{availability}");
  });

  it("fills facts only, and reads a manifest that fails the check without throwing (the studio previews those)", () => {
    const site = { site: { facts: { clients: { value: "30+", label: "고객사" } } }, pages: [{ path: "/", blocks: [{ type: "cta", title: "{clients} · {years}년 · {nope}" }] }] } as unknown as Site;
    expect(JSON.stringify(withFactsFilled(site).pages)).toContain("30+ · {years}년 · {nope}");
    expect(() => withFactsFilled({ pages: [] } as unknown as Site)).not.toThrow();
  });
});
