/**
 * The prerendered HTML of every page of the build, read as text: its own data, critical CSS inline,
 * nothing render-blocking, sized media; no inline script but the boot script, and a style policy
 * of its own hashes. What a browser does with it: tests/e2e/pages.spec.ts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bootScripts, bootTag } from "../../engine/page/boot";
import { filesUnder, htmlOf, pageData, sitemapRoutes } from "./files";

describe.each(sitemapRoutes())("%s", (route) => {
  it("HTML: its own data, critical CSS inline, nothing render-blocking, media with their sizes", () => {
    const html = htmlOf(route);
    expect(pageData(html).path).toBe(route);

    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("\n");
    expect(styles.length, "inline critical CSS").toBeGreaterThan(0);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(styles).not.toContain("@import");
    // Every class Emotion put in the markup has its rule in the page itself.
    const markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "").replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter((c) => /^c-[a-z0-9]+/.test(c)));
    const unstyled = [...classes].filter((c) => !styles.includes(`.${c}`));
    expect(unstyled, "classes without a rule in the inline CSS").toEqual([]);
    // No script file for the parser or the first paint to wait on: the inline boot script
    // fetches the app after that paint.
    expect(html, "script files named in the HTML").not.toMatch(/<script\b[^>]*\ssrc=|<link[^>]+rel="modulepreload"|<link[^>]+as="script"/);
    expect(bootScripts(html)[0], "the entry the boot script starts").toMatch(/^\/assets\/[\w-]+\.js$/);

    for (const tag of html.match(/<(img|video)\b[^>]*>/g) ?? []) {
      expect(tag, "width").toMatch(/\swidth="\d+"/);
      expect(tag, "height").toMatch(/\sheight="\d+"/);
    }
  });
});

describe("every page, the 404 and redirect pages included", () => {
  const pages = () => filesUnder().filter((file) => file.endsWith(".html"));

  it("holds no inline script or event handler but the boot script: only it, which the CSP names by hash, and non-executable JSON", () => {
    expect(pages().length).toBeGreaterThan(23);
    const boot = bootTag("ENTRY", []).replace(/^<script[^>]*>/, "");
    for (const file of pages()) {
      const html = readFileSync(file, "utf8");
      for (const [tag, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
        expect(tag.slice(0, tag.indexOf(">") + 1), file).toMatch(/^<script id="boot" data-entry="\/assets\/[^"]+"( data-preload="[^"]+")?>$|^<script type="application\/json" id="page-data">$|^<script type="application\/ld\+json">$/);
        if (tag.startsWith('<script id="boot"')) expect(`${body}</script>`, file).toBe(boot);
      }
      expect(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ""), file).not.toMatch(/\son[a-z]+=/i);
    }
  });

  it("narrows style-src to its own hashes at the top of <head>", () => {
    for (const file of pages()) {
      const html = readFileSync(file, "utf8");
      const policy = /^<!doctype html>\s*<html[^>]*>\s*<head>\s*<meta charset[^>]*>\s*<meta http-equiv="Content-Security-Policy" content="style-src 'self' ([^"]*)">/i.exec(html);
      expect(policy, file).not.toBeNull();
      expect(policy![1], file).not.toContain("unsafe-inline");
    }
  });
});
