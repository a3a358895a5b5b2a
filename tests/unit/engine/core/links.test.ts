import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { linkHash, linkPath, linksTo, targetsOf } from "../../../../engine/core/links.ts";
import siteSchema from "../../../../schema/site.schema.json" with { type: "json" };

const SITE = siteSchema as Record<string, any>;
const data = parse(readFileSync(join(import.meta.dirname, "../../../../site.yaml"), "utf8"));

describe("links and their targets, as the check and the studio read them", () => {
  test("a link's page and #id", () => {
    expect([linkPath("/about?from=menu#team"), linkHash("/about?from=menu#team")]).toEqual(["/about", "team"]);
    expect([linkPath("#team"), linkHash("#team")]).toEqual(["", "team"]);
    expect([linkPath("/about"), linkHash("/about")]).toEqual(["/about", undefined]);
  });

  // The studio offered only the blocks' own ids; a document's sections are #ids too (the check
  // accepts /privacy#scope), and now a link field offers them.
  test("a page's #ids are every id under its blocks, a document's sections too", () => {
    const privacy = targetsOf(data.pages).find((t) => t.path === "/privacy")!;
    const document = (data.pages as any[]).find((p) => p.path === "/privacy").blocks.find((b: any) => b.type === "document");
    expect(document.sections.length).toBeGreaterThan(0);
    for (const section of document.sections) expect(privacy.ids).toContain(section.id);
    expect(targetsOf([{ path: "/x" }, { title: "no path" }, { path: "/y", blocks: [{ type: "cta", id: "" }] }])).toEqual([
      { path: "/x", ids: [] },
      { path: "/y", ids: [] },
    ]);
  });

  // The studio found links by their key (`href`, `to`) and only as "/page" or "/page#id"; the
  // check finds them by the schema's href definition and reads "/page?query" as the page too.
  test("the links to a page: every value the schema types as a link, with a query or an #id, never another kind of text", () => {
    const manifest = {
      header: { links: [{ label: "a", href: "/privacy?from=header" }], cta: { label: "b", href: "/privacy#scope" } },
      redirects: [{ from: "/old", to: "/privacy" }],
      pages: [
        { path: "/privacy", blocks: [{ type: "cta", title: "t", action: { label: "c", href: "/privacy-policy" } }] },
        { path: "/contact", blocks: [{ type: "form", mail: { to: "/privacy" } }] },
      ],
    };
    expect(linksTo(SITE, manifest, "/privacy")).toEqual([
      { at: ["header", "links", 0, "href"], href: "/privacy?from=header" },
      { at: ["header", "cta", "href"], href: "/privacy#scope" },
      { at: ["redirects", 0, "to"], href: "/privacy" },
    ]);
  });

  test("in site.yaml, every link the check reads as pointing to /privacy", () => {
    const found = linksTo(SITE, data, "/privacy").map((l) => l.href);
    expect(found.length).toBeGreaterThan(1);
    for (const href of found) expect(href === "/privacy" || /^\/privacy[?#]/.test(href)).toBe(true);
  });
});
