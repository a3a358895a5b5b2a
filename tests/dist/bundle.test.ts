/** The client bundle in dist/assets/: what it leaves out, and how its chunks are cut; and no studio code anywhere in dist/. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bootScripts } from "../../engine/page/boot";
import { dist, distFile, filesUnder, htmlOf } from "./files";

describe("the client bundle", () => {
  it("holds no yaml, ajv, schema or build-time code", () => {
    const dir = join(dist, "assets");
    const scripts = readdirSync(dir).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(join(dir, file), "utf8");
      for (const marker of ["LineCounter", "parseDocument", "ajv.js.org", "json-schema-draft", "schemaPath", "additionalProperties", "node:fs", "__open-in-editor", "dev-outline", "site-manifest:update"]) {
        expect(code, `${file} contains ${marker}`).not.toContain(marker);
      }
      // Server-only code (Emotion's critical-CSS extraction, React's server renderer), React's development
      // build, and stylis's vendor prefixer, which no style cache of the site uses (engine/vite/no-prefixer.ts).
      for (const marker of ["extractCritical", "renderToString", 'unique "key" prop', "flex-line-pack"]) {
        expect(code, `${file} contains ${marker}`).not.toContain(marker);
      }
    }
  });

  it("loads a sub-page's navigation (breadcrumbs, siblings) on sub-pages only", () => {
    const nav = (route: string) => bootScripts(htmlOf(route)).filter((script) => /\/sub-page-nav-[\w-]+\.js$/.test(script));
    expect(nav("/consulting/erp")).toHaveLength(1);
    for (const route of ["/", "/consulting", "/contact"]) expect(nav(route), route).toEqual([]);
  });

  it("carries the site's styles without their layout whitespace (engine/vite/compact-css.ts)", () => {
    const dir = join(dist, "assets");
    // A line break and indentation, then a CSS declaration: how every css`…` template is written in src/.
    const indented = /\n\s+[a-z-]+: [^;\n]+;/;
    const found = readdirSync(dir).filter((f) => f.endsWith(".js") && indented.test(readFileSync(join(dir, f), "utf8")));
    expect(found).toEqual([]);
  });

  it("starts in stages: the entry chunk sets up React DOM, the app's modules are a chunk of their own that every page preloads", () => {
    const entry = bootScripts(htmlOf("/"))[0]!.slice(1);
    // React DOM's root API is in the entry; the layout's skip link and the blocks' code are not.
    expect(distFile(entry).includes("hydrateRoot"), `${entry} holds React DOM`).toBe(true);
    for (const marker of ["본문 바로가기", "data-style-names"]) expect(distFile(entry).includes(marker), `${entry} contains ${marker}`).toBe(false);
    const app = readdirSync(join(dist, "assets")).find((f) => f.startsWith("client-app-"));
    expect(app, "the app's own chunk").toBeDefined();
    expect(distFile(`assets/${app}`).includes("본문 바로가기"), `${app} holds the layout`).toBe(true);
    for (const route of ["/", "/contact", "/privacy"]) {
      expect(bootScripts(htmlOf(route)).slice(1), `${route}: chunks its boot script preloads`).toContain(`/assets/${app}`);
    }
  });

  it("draws the home page's first view without Emotion: its first visit loads none of it", () => {
    // A string of @emotion/react's own, and the CSSOM call of @emotion/sheet, which inserts its rules.
    const markers = ["__EMOTION_TYPE_PLEASE_DO_NOT_USE__", "insertRule"];
    for (const script of bootScripts(htmlOf("/"))) {
      for (const marker of markers) expect(distFile(script.slice(1)).includes(marker), `${script} contains ${marker}`).toBe(false);
    }
    // …while the blocks further down bring it, as their code comes (src/ui/styled.tsx).
    const scripts = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));
    for (const marker of markers) expect(scripts.filter((f) => distFile(`assets/${f}`).includes(marker)), marker).toHaveLength(1);
  });

  it("keeps the form's code (react-hook-form, src/form) out of the entry chunk", () => {
    const entry = bootScripts(htmlOf("/"))[0]?.slice(1);
    expect(entry, "the module entry of index.html").toBeDefined();
    const code = distFile(entry!);
    // react-hook-form's context name and form state, and class names only the form's own markup uses.
    for (const marker of ["HookFormContext", "touchedFields", "required-note"]) {
      expect(code, `${entry} contains ${marker}`).not.toContain(marker);
    }
    const form = readdirSync(join(dist, "assets")).find((f) => f.startsWith("inquiry-form-"));
    expect(form, "the form's own chunk").toBeDefined();
    expect(distFile(`assets/${form}`)).toContain("HookFormContext");
    // /contact names it for preloading; that a first visit fetches it once is tests/e2e/pages.spec.ts's.
    const preloads = bootScripts(htmlOf("/contact")).slice(1);
    expect(preloads.some((href) => /\/assets\/inquiry-form-[\w-]+\.js$/.test(href)), preloads.join(", ")).toBe(true);
  });
});

/** The studio lives only in the dev server: the built site holds none of it. */
it("dist/ holds no studio code", () => {
  const text = filesUnder().filter((f) => /\.(js|mjs|html|css|json|txt|xml)$/.test(f));
  expect(text.length).toBeGreaterThan(20);
  // Strings only the studio has: its endpoint, its title, its session and patcher.
  const markers = ["__studio", "사이트 스튜디오", "createScalarToken", "studio/client"];
  const found = text.flatMap((file) => {
    const content = readFileSync(file, "utf8");
    return markers.filter((m) => content.includes(m)).map((m) => `${file.slice(dist.length)}: ${m}`);
  });
  expect(found).toEqual([]);
});
