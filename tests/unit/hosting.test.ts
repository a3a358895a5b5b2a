import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CSP, SECURITY_HEADERS } from "../../deploy/policy";
import { bootTag } from "../../scripts/boot";
import { generateNginxConf } from "../../scripts/gen-nginx";
import { cacheControlFor, contentTypeFor, EMPTY_STYLE_HASH, headersFile, nginxConf, pageStyleSources, readRedirects, redirectLocation, redirectsFile, responseHeaders, withStylePolicy } from "../../scripts/hosting";
import { readSite } from "../../src/manifest/read";
import type { Site } from "../../src/manifest/site.types";

const root = join(import.meta.dirname, "../..");
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("deploy/nginx.conf", () => {
  it("is up to date with deploy/policy.ts and site.yaml (run `npm run gen` when this fails)", () => {
    expect(readFileSync(join(root, "deploy/nginx.conf"), "utf8")).toBe(generateNginxConf());
  });

  it("takes the host and redirects from the manifest", () => {
    const { site } = readSite(root);
    const conf = nginxConf({ ...site!, site: { ...site!.site, baseUrl: "https://www.hanbit-it.co.kr" }, redirects: [{ from: "/old/", to: "/new" }] } as Site);
    expect(conf).toContain("server_name www.hanbit-it.co.kr;");
    expect(conf).toContain("root /var/www/www.hanbit-it.co.kr;");
    expect(conf).toContain("ssl_certificate /etc/letsencrypt/live/www.hanbit-it.co.kr/fullchain.pem;");
    expect(conf).toContain('location = /old { return 301 "/new$is_args$args"; }');
    expect(conf).toContain('location = /old/ { return 301 "/new$is_args$args"; }');
  });

  it("adds headers only at server level, where every location inherits them", () => {
    // nginx drops all inherited add_header lines in a block that has one of its own.
    const conf = generateNginxConf();
    const headerLines = conf.split("\n").filter((line) => line.trimStart().startsWith("add_header"));
    expect(headerLines.length).toBe(1 + Object.keys(SECURITY_HEADERS).length + 1);
    for (const line of headerLines) expect(line).toMatch(/^ {4}add_header .* always;$/);
    expect(conf).not.toMatch(/location[^{]*\{[^}]*add_header/);
  });
});

describe("headers", () => {
  it("cache hashed assets for a year and make everything else revalidate", () => {
    expect(cacheControlFor("/assets/index-Dx_akyEy.js")).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/dx", "/dx/", "/fonts/site-sans-400.woff2", "/media/chatbot-demo.mp4", "/404.html"]) expect(cacheControlFor(path)).toBe("no-cache");
  });

  it("name the type by extension; a path without one is a page", () => {
    expect(contentTypeFor("/")).toBe("text/html; charset=utf-8");
    expect(contentTypeFor("/it-service/")).toBe("text/html; charset=utf-8");
    expect(contentTypeFor("/ict/cloudms")).toBe("text/html; charset=utf-8");
    expect(contentTypeFor("/media/chatbot-demo.mp4")).toBe("video/mp4");
    expect(contentTypeFor("/logo.svg")).toBe("image/svg+xml; charset=utf-8");
    expect(contentTypeFor("/fonts/site-sans-700.woff2")).toBe("font/woff2");
    expect(contentTypeFor("/site.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentTypeFor("/file.unknown")).toBe("application/octet-stream");
  });

  it("carry HSTS only over HTTPS", () => {
    expect(responseHeaders("/")).not.toHaveProperty("Strict-Transport-Security");
    expect(responseHeaders("/", { https: true })).toHaveProperty("Strict-Transport-Security");
  });

  it("keep the CSP strict: no inline script but the boot script, by its hash; no eval, no plugins, no framing, no foreign form targets", () => {
    const boot = /<script[^>]*>([\s\S]*)<\/script>$/.exec(bootTag("/assets/index.js", ["/assets/form.js"]))![1]!;
    expect(CSP["script-src"]).toEqual(["'self'", `'sha256-${createHash("sha256").update(boot).digest("base64")}'`]);
    expect(CSP["object-src"]).toEqual(["'none'"]);
    expect(CSP["base-uri"]).toEqual(["'self'"]);
    expect(CSP["frame-ancestors"]).toEqual(["'none'"]);
    expect(CSP["form-action"]).toEqual(["'none'"]);
    expect(SECURITY_HEADERS["Content-Security-Policy"]).not.toContain("unsafe-eval");
  });

  it("go to dist/_headers for every path, with the long cache for /assets/* only", () => {
    const text = headersFile();
    expect(text).toContain(`/*\n  Content-Security-Policy: ${SECURITY_HEADERS["Content-Security-Policy"]}\n`);
    expect(text).toContain("  Strict-Transport-Security: max-age=");
    expect(text).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    expect(text.match(/Cache-Control/g)).toHaveLength(1);
  });
});

describe("redirects", () => {
  it("go to dist/_redirects with and without the trailing slash, and read back", () => {
    const text = redirectsFile([{ from: "/ito-service", to: "/it-service" }, { from: "/old/", to: "/about#history" }]);
    expect(text.split("\n").filter((l) => l && !l.startsWith("#"))).toEqual([
      "/ito-service /it-service 301",
      "/ito-service/ /it-service 301",
      "/old /about#history 301",
      "/old/ /about#history 301",
    ]);
    const dir = mkdtempSync(join(tmpdir(), "redirects-"));
    writeFileSync(join(dir, "_redirects"), text);
    expect(readRedirects(dir).get("/old/")).toBe("/about#history");
    rmSync(dir, { recursive: true });
    expect(readRedirects(dir).size).toBe(0);
  });

  it("keep the query string unless the target has its own", () => {
    expect(redirectLocation("/it-service", "?a=1")).toBe("/it-service?a=1");
    expect(redirectLocation("/about#history", "?a=1")).toBe("/about#history");
  });
});

describe("the page style policy", () => {
  const page = `<!doctype html><html><head>
    <meta charset="UTF-8" />
    <title>t</title><style data-style-names="1">.a{color:red}</style></head>
<body><div style="animation-duration:30s"><p style="font-family:&quot;X&quot;">x</p></div><script type="application/json" id="page-data">{"style=\\"nope\\"":1}</script></body></html>`;

  it("lists each style element and decoded style attribute by hash, and the empty element Emotion fills at run time", () => {
    expect(pageStyleSources(page)).toEqual(["'self'", EMPTY_STYLE_HASH, sha(".a{color:red}"), "'unsafe-hashes'", sha("animation-duration:30s"), sha('font-family:"X"')]);
    expect(EMPTY_STYLE_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("allows no style attribute at all when the page has none", () => {
    expect(pageStyleSources("<style>a{}</style><p>x</p>")).toEqual(["'self'", EMPTY_STYLE_HASH, sha("a{}")]);
  });

  it("goes right after <meta charset>, before any style", () => {
    const html = withStylePolicy(page);
    expect(html).toMatch(/\n {4}<meta charset="UTF-8" \/>\n {4}<meta http-equiv="Content-Security-Policy" content="style-src 'self' [^"]+">\n {4}<title>/);
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<style"));
    expect(html).not.toContain("unsafe-inline");
  });
});
