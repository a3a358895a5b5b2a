import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { csp, HOST_FILES, securityHeaders } from "../../../../engine/hosting/policy";
import { bootScriptSource, bootTag } from "../../../../engine/page/boot";
import { cacheControlFor, contentTypeFor, EMPTY_STYLE_HASH, headersFile, hostFiles, isHiddenPath, nginxConf, pageStyleSources, readRedirects, redirectLocation, redirectsFile, responseHeaders, withStylePolicy } from "../../../../engine/hosting";
import { readSite } from "../../../../engine/check/read";
import type { Site } from "../../../../src/manifest/site.types";

const root = join(import.meta.dirname, "../../../..");
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
/** The inline scripts the site's policy allows: the boot script, by hash. */
const scripts = [bootScriptSource()];
const SECURITY_HEADERS = securityHeaders(scripts);

describe("the nginx configuration", () => {
  const { site } = readSite(root);
  const conf = nginxConf(site!, scripts);

  it("is written by the build for the manifest it builds: host and redirects from that manifest", () => {
    const other = { ...site!, site: { ...site!.site, baseUrl: "https://www.hanbit-it.co.kr" }, redirects: [{ from: "/old/", to: "/new" }] } as Site;
    const files = hostFiles(other, scripts);
    expect(Object.keys(files).map((name) => `/${name}`).sort()).toEqual([...HOST_FILES].sort());
    const text = files["_nginx.conf"]!;
    expect(text).toBe(nginxConf(other, scripts));
    expect(text).toContain("server_name www.hanbit-it.co.kr;");
    expect(text).toContain("root /var/www/www.hanbit-it.co.kr;");
    expect(text).toContain("ssl_certificate /etc/letsencrypt/live/www.hanbit-it.co.kr/fullchain.pem;");
    expect(text).toContain('location = /old { return 301 "/new$is_args$args"; }');
    expect(text).toContain('location = /old/ { return 301 "/new$is_args$args"; }');
    expect(text).toContain("return 301 https://www.hanbit-it.co.kr$request_uri;");
    expect(files._redirects).toContain("/old/ /new 301");
    // No developer command is named: the file follows the manifest at each build.
    expect(text).not.toContain("npm run gen");
  });

  it("adds headers only at server level, where every location inherits them", () => {
    // nginx drops all inherited add_header lines in a block that has one of its own.
    const headerLines = conf.split("\n").filter((line) => line.trimStart().startsWith("add_header"));
    expect(headerLines.length).toBe(1 + Object.keys(SECURITY_HEADERS).length + 1);
    for (const line of headerLines) expect(line).toMatch(/^ {4}add_header [\w-]+ \$[a-z0-9_]+ always;$/);
    expect(conf).not.toMatch(/location[^{]*\{[^}]*add_header/);
  });

  it("leaves every header empty (not added) on a 416's second pass through the header filter, and nowhere else", () => {
    const maps = [...conf.matchAll(/^map ("[^"]*"|\S+) (\$\S+) \{\n((?: {4}.*\n)*?)\}/gm)];
    expect(maps.map((m) => m[2])).toEqual(conf.split("\n").filter((l) => l.trimStart().startsWith("add_header")).map((l) => l.trim().split(" ")[2]));
    for (const [, source, , body = ""] of maps) {
      expect(body).toMatch(/^ {4}volatile;\n/);
      expect(body).toContain(source === "$status" ? '    416 "";' : '    "~^416 " "";');
      expect(body.match(/""/g)).toHaveLength(1);
    }
  });

  it("sends plain HTTP to the configured host, never the Host header, and refuses other hosts on both ports", () => {
    expect(conf).toContain("return 301 https://www.example.com$request_uri;");
    expect(conf).not.toContain("$host");
    const fallback = /server \{\n((?: {4}.*\n)*?)\}/g;
    const defaults = [...conf.matchAll(fallback)].map((m) => m[1]!).filter((body) => body.includes("default_server"));
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toContain("listen 80 default_server;");
    expect(defaults[0]).toContain("listen 443 ssl http2 default_server;");
    expect(defaults[0]).toContain("return 444;");
  });

  it("is never written for a baseUrl the check refuses: the host goes into directives unquoted", () => {
    for (const baseUrl of ["https://www.example.com$host", "https://www.example.com;", "https://www.example.com%0a", "https://user@www.example.com", "https://www.example.com/ko"]) {
      expect(() => nginxConf({ ...site!, site: { ...site!.site, baseUrl } } as Site, scripts), baseUrl).toThrow(/nginx 설정에 쓸 수 없습니다/);
    }
    const withPort = nginxConf({ ...site!, site: { ...site!.site, baseUrl: "https://www.example.com:8443" } } as Site, scripts);
    expect(withPort).toContain("server_name www.example.com;");
    expect(withPort).toContain("return 301 https://www.example.com:8443$request_uri;");
  });

  it("refuses dotfiles but /.well-known/", () => {
    expect(conf).toContain("location ^~ /.well-known/ {");
    expect(conf).toContain("location ~ /\\. { return 404; }");
  });
});

describe("dotfiles", () => {
  it("are hidden, in any folder, but /.well-known/ and what it holds", () => {
    for (const path of ["/.env", ".DS_Store", "/media/.DS_Store", "/.git/config", "/.well-known/.x", "/.well-knownx/a"]) expect(isHiddenPath(path), path).toBe(true);
    for (const path of ["/", "/logo.svg", "/.well-known/security.txt", ".well-known/", "/a.b/c"]) expect(isHiddenPath(path), path).toBe(false);
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
    expect(responseHeaders("/", scripts)).not.toHaveProperty("Strict-Transport-Security");
    expect(responseHeaders("/", scripts, { https: true })).toHaveProperty("Strict-Transport-Security");
  });

  it("keep the CSP strict: no inline script but the boot script, by its hash; no eval, no plugins, no framing, no foreign form targets", () => {
    const boot = /<script[^>]*>([\s\S]*)<\/script>$/.exec(bootTag("/assets/index.js", ["/assets/form.js"]))![1]!;
    const CSP = csp(scripts);
    expect(CSP["script-src"]).toEqual(["'self'", `'sha256-${createHash("sha256").update(boot).digest("base64")}'`]);
    expect(CSP["object-src"]).toEqual(["'none'"]);
    expect(CSP["base-uri"]).toEqual(["'self'"]);
    expect(CSP["frame-ancestors"]).toEqual(["'none'"]);
    expect(CSP["form-action"]).toEqual(["'none'"]);
    expect(SECURITY_HEADERS["Content-Security-Policy"]).not.toContain("unsafe-eval");
  });

  it("go to dist/_headers for every path, with the long cache for /assets/* only", () => {
    const text = headersFile(scripts);
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

  it("are encoded in dist/_redirects, as in nginx: a space in a target does not split its line", () => {
    const text = redirectsFile([{ from: "/old", to: "/new page?q=a b" }, { from: "/옛", to: "/새 글" }]);
    const lines = text.split("\n").filter((l) => l && !l.startsWith("#"));
    expect(lines[0]).toBe("/old /new%20page?q=a%20b 301");
    expect(lines[2]).toBe("/%EC%98%9B /%EC%83%88%20%EA%B8%80 301");
    for (const line of lines) expect(line.split(" ")).toHaveLength(3);
    const dir = mkdtempSync(join(tmpdir(), "redirects-"));
    writeFileSync(join(dir, "_redirects"), text);
    // The preview server looks paths up as a URL's pathname spells them.
    expect(readRedirects(dir).get(new URL("http://x/옛").pathname)).toBe("/%EC%83%88%20%EA%B8%80");
    rmSync(dir, { recursive: true });
    expect(nginxConf({ site: { baseUrl: "https://www.example.com" }, redirects: [{ from: "/old", to: "/new page" }] } as Site, scripts)).toContain('location = /old { return 301 "/new%20page$is_args$args"; }');
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

  it("reads styles as a browser parses the page: text that looks like a style attribute adds no hash", () => {
    const hostile = `<html><head><meta charset="UTF-8">
<title>a style="color:red" b</title>
<meta name="description" content="소개 ' style='background:url(x)' 끝">
<meta property="og:description" content='x " style="color:blue" y'>
<!-- <p style="color:green"> -->
<style>.a{}</style></head><body><p>b style=&quot;z&quot;</p><textarea> <i style="q"></textarea><p data-x="1>2" style="margin:0">x</p></body></html>`;
    expect(pageStyleSources(hostile)).toEqual(["'self'", EMPTY_STYLE_HASH, sha(".a{}"), "'unsafe-hashes'", sha("margin:0")]);
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
