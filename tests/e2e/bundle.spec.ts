/** The client bundle in dist/assets/: what it leaves out, and how its chunks are cut. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bootScripts } from "../../engine/page/boot";
import { expect, test } from "./fixtures";

test.describe("the client bundle", () => {
  test("holds no yaml, ajv, schema or build-time code", () => {
    const dir = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist", "assets");
    const scripts = readdirSync(dir).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(join(dir, file), "utf8");
      for (const marker of ["LineCounter", "parseDocument", "ajv.js.org", "json-schema-draft", "schemaPath", "additionalProperties", "node:fs", "__open-in-editor", "dev-outline", "site-manifest:update"]) {
        expect(code, `${file} contains ${marker}`).not.toContain(marker);
      }
      // Server-only code (Emotion's critical-CSS extraction, React's server renderer) and React's development build.
      for (const marker of ["extractCritical", "renderToString", 'unique "key" prop']) {
        expect(code, `${file} contains ${marker}`).not.toContain(marker);
      }
    }
  });

  test("starts in stages: the entry chunk sets up React DOM, the app's modules are a chunk of their own that every page preloads", () => {
    const dist = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");
    const entry = bootScripts(readFileSync(join(dist, "index.html"), "utf8"))[0]!.slice(1);
    const code = (file: string) => readFileSync(join(dist, file), "utf8");
    // React DOM's root API is in the entry; the layout's skip link and the blocks' code are not.
    expect(code(entry).includes("hydrateRoot"), `${entry} holds React DOM`).toBe(true);
    for (const marker of ["본문 바로가기", "data-style-names"]) expect(code(entry).includes(marker), `${entry} contains ${marker}`).toBe(false);
    const app = readdirSync(join(dist, "assets")).find((f) => f.startsWith("client-app-"));
    expect(app, "the app's own chunk").toBeDefined();
    expect(code(`assets/${app}`).includes("본문 바로가기"), `${app} holds the layout`).toBe(true);
    for (const route of ["/", "/contact", "/privacy"]) {
      const html = readFileSync(join(dist, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");
      expect(bootScripts(html).slice(1), `${route}: chunks its boot script preloads`).toContain(`/assets/${app}`);
    }
  });

  test("keeps the form's code (react-hook-form, src/form) out of the entry chunk", () => {
    const dist = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");
    const entry = bootScripts(readFileSync(join(dist, "index.html"), "utf8"))[0]?.slice(1);
    expect(entry, "the module entry of index.html").toBeDefined();
    const code = readFileSync(join(dist, entry!), "utf8");
    // react-hook-form's context name and form state, and class names only the form's own markup uses.
    for (const marker of ["HookFormContext", "touchedFields", "required-note"]) {
      expect(code, `${entry} contains ${marker}`).not.toContain(marker);
    }
    const form = readdirSync(join(dist, "assets")).find((f) => f.startsWith("inquiry-form-"));
    expect(form, "the form's own chunk").toBeDefined();
    expect(readFileSync(join(dist, "assets", form!), "utf8")).toContain("HookFormContext");
  });
});
