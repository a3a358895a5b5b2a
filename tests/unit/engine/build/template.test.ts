import { describe, expect, it } from "vitest";
import { chunksOf, type ChunkManifest } from "../../../../engine/build/chunks";
import { fillTemplate } from "../../../../engine/build/template";
import { bootScripts } from "../../../../engine/page/boot";
import { pageCss } from "../../../../engine/page/page-css";
import type { Rendered } from "../../../../engine/page/render";
import { fontPreloadsOf } from "../../../dist/files";

/** The client build's index.html in the form Vite writes it. */
const TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BBBB.js">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
  </body>
</html>
`;

const MANIFEST: ChunkManifest = {
  "src/entry-client.tsx": { file: "assets/index-AAAA.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-BBBB.js" },
  "src/client-app.ts": { file: "assets/client-app-CCCC.js", name: "client-app", imports: ["src/entry-client.tsx", "_shared.js"] },
  "_shared.js": { file: "assets/shared-DDDD.js", imports: ["src/client-app.ts"] },
  "src/form/contact-form.tsx": { file: "assets/contact-form-EEEE.js", imports: ["_shared.js", "_react.js"] },
};

const rendered = (over: Partial<Rendered> = {}): Rendered =>
  ({
    html: "<main><h1>제목</h1></main>",
    styles: '<style data-s="a">h1{color:red}</style>',
    page: { path: "/dx", title: "</script><script>alert(1)</script>", blocks: [] },
    meta: { title: "DX & 전환 | 한빛", description: "설명", keywords: "dx", url: "https://www.example.com/dx", image: "https://www.example.com/og.png", type: "website" },
    modules: [],
    ...over,
  }) as Rendered;

describe("the chunks a page preloads", () => {
  it("are the app's chunk and what it imports, without the entry, each once, even in a cycle", () => {
    const chunks = chunksOf(MANIFEST);
    expect(chunks.app).toEqual(["assets/client-app-CCCC.js", "assets/shared-DDDD.js"]);
    expect(chunks.of("src/form/contact-form.tsx")).toEqual(["assets/contact-form-EEEE.js", "assets/shared-DDDD.js", "assets/client-app-CCCC.js", "assets/react-BBBB.js"]);
  });

  it("name what is wrong when the build's manifest lacks the app's chunk or a block's module", () => {
    expect(() => chunksOf({ "src/entry-client.tsx": MANIFEST["src/entry-client.tsx"]! })).toThrow("no chunk named client-app");
    expect(() => chunksOf(MANIFEST).of("src/blocks/nothing.tsx")).toThrow("src/blocks/nothing.tsx: not a chunk of the client build");
  });
});

describe("a prerendered page", () => {
  const html = fillTemplate(TEMPLATE, rendered({ modules: ["src/form/contact-form.tsx"] }), chunksOf(MANIFEST));

  it("names no script to load: the boot script loads the entry and every preload after the first paint", () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(bootScripts(html)).toEqual(["/assets/index-AAAA.js", "/assets/react-BBBB.js", "/assets/client-app-CCCC.js", "/assets/shared-DDDD.js", "/assets/contact-form-EEEE.js"]);
  });

  it("fills the head, the markup, the page's CSS last in the head, and its data as JSON that cannot end its tag", () => {
    expect(html).toContain("<title>DX &amp; 전환 | 한빛</title>");
    expect(html).toContain('<meta name="description" content="설명">');
    expect(html).toContain('<meta property="og:locale" content="ko_KR">');
    expect(html).toContain('<link rel="expect" href="#page-data" blocking="render">');
    expect(html).toContain(`<link rel="expect" href="#page-data" blocking="render">\n    <link rel="preload"`);
    expect(html).toContain(`<style>${pageCss()}</style>\n    <style data-s="a">h1{color:red}</style>\n  </head>`);
    expect(html).toContain('<div id="root"><main><h1>제목</h1></main></div>');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(data).not.toContain("<");
    expect(JSON.parse(data)).toEqual(rendered().page);
  });

  it("takes `$` in the content as it is, not as a replacement pattern", () => {
    const page = fillTemplate(TEMPLATE, rendered({ html: "<p>$& $1 $$</p>" }), chunksOf(MANIFEST));
    expect(page).toContain("<p>$& $1 $$</p>");
  });

  it("preloads and names the page's own cut of the font for its first view, or the whole font without one", () => {
    const font = { characters: "제목", files: { 400: "/assets/first-a.woff2", 700: "/assets/first-b.woff2" } };
    const page = fillTemplate(TEMPLATE, rendered(), chunksOf(MANIFEST), undefined, font);
    expect(fontPreloadsOf(page)).toEqual(["/assets/first-a.woff2", "/assets/first-b.woff2"]);
    expect(page).toContain(`<style>${pageCss(font)}</style>`);
    expect(pageCss(font)).toContain('src:url("/assets/first-a.woff2")');
    expect(fontPreloadsOf(html)).toEqual(["/fonts/site-sans-400.woff2", "/fonts/site-sans-700.woff2"]);
    // Each in one place: no page carries a second copy of the shared CSS or of a preload.
    expect(page.split("<style>").length).toBe(2);
    expect(page.match(/rel="preload"/g)).toHaveLength(2);
  });

  it("refuses a template without the module entry", () => {
    expect(() => fillTemplate(TEMPLATE.replace(/<script type="module".*\n/, ""), rendered(), chunksOf(MANIFEST))).toThrow("no module entry");
  });
});
