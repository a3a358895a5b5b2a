/** dist/_nginx.conf: engine/hosting/policy.ts and the manifest's redirects as an nginx configuration. */
import { createHash } from "node:crypto";
import { CACHE, COMPRESSIBLE_TYPES, HASHED_PREFIX, HOST_FILES, HTTPS_HEADERS, MIME_TYPES, securityHeaders, UTF8_TYPES, WELL_KNOWN } from "./policy";
import schema from "../../schema/site.schema.json" with { type: "json" };
import type { Site } from "../../src/manifest/site.types";
import { encodedUrl, fromPaths } from "./redirects";

/**
 * site.baseUrl as the schema allows it: https:// and a plain host name, with an optional port. The
 * check refuses anything else with a message; this refuses it again here, since the host is written
 * into the configuration unquoted, where `$host` would be a variable and `;` would end a directive.
 */
const BASE_URL = new RegExp(schema.definitions.siteInfo.properties.baseUrl.pattern);

/** The host ("www.example.com") and origin ("www.example.com:8443") of site.baseUrl; throws for anything but https:// and a plain host name. */
function hostOf(site: Site): { host: string; origin: string } {
  const baseUrl = site.site.baseUrl;
  if (!BASE_URL.test(baseUrl)) throw new Error(`site.baseUrl ${JSON.stringify(baseUrl)}은 https://와 호스트 이름만이 아니어서 nginx 설정에 쓸 수 없습니다. npm run check로 확인하세요.`);
  const url = new URL(baseUrl);
  return { host: url.hostname, origin: url.host };
}

/** Where the generated nginx.conf expects things on the server; docs/deploying.md says how to change them. */
export function serverPaths(site: Site) {
  const { host } = hostOf(site);
  return {
    host,
    root: `/var/www/${host}`,
    certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
    certificateKey: `/etc/letsencrypt/live/${host}/privkey.pem`,
  };
}

/**
 * The nginx configuration of a site, included inside http { }: an HTTPS server for dist/, a
 * plain-HTTP one that sends visitors to it, and a default server that refuses every other host.
 */
export function nginxConf(site: Site, scripts: string[]): string {
  const { host, root, certificate, certificateKey } = serverPaths(site);
  const { origin } = hostOf(site);
  const indent = (lines: string[], depth = 1) => lines.map((l) => (l ? " ".repeat(depth * 4) + l : l));
  const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;
  // A map must live at http level, where its name is global: a hash of the host keeps it unique,
  // and the header's initials keep it short (nginx refuses long names with its default hash size).
  const hostId = createHash("sha256").update(host).digest("hex").slice(0, 8);
  const variable = (header: string) => `$${header.toLowerCase().split("-").map((word) => word[0]).join("")}_${hostId}`;
  const headers = { ...securityHeaders(scripts), ...HTTPS_HEADERS };
  const types = Object.entries(MIME_TYPES).reduce<Record<string, string[]>>((acc, [ext, type]) => ((acc[type] ??= []).push(ext), acc), {});
  const redirects = (site.redirects ?? []).flatMap((r) =>
    fromPaths(r.from).map((from) => {
      const to = encodedUrl(r.to);
      return `location = ${from} { return 301 "${/[?#]/.test(to) ? to : `${to}$is_args$args`}"; }`;
    }),
  );
  const utf8 = UTF8_TYPES.filter((t) => t !== "text/html");
  const compressible = COMPRESSIBLE_TYPES.filter((t) => t !== "text/html");
  const certificates = [`ssl_certificate ${certificate};`, `ssl_certificate_key ${certificateKey};`, "ssl_protocols TLSv1.2 TLSv1.3;"];

  const server = [
    "listen 443 ssl http2;",
    "listen [::]:443 ssl http2;",
    `server_name ${host};`,
    `root ${root};`,
    "",
    ...certificates,
    "",
    "server_tokens off;",
    "# Relative Location headers: redirects work behind any proxy or port.",
    "absolute_redirect off;",
    "charset utf-8;",
    `charset_types ${utf8.join(" ")};`,
    "",
    "# The complete list of types this site needs, independent of the system's mime.types.",
    "types {",
    ...indent(Object.entries(types).map(([type, exts]) => `${type} ${exts.join(" ")};`)),
    "}",
    "default_type application/octet-stream;",
    "",
    "gzip on;",
    "gzip_vary on;",
    "gzip_comp_level 6;",
    "gzip_min_length 256;",
    `gzip_types ${compressible.join(" ")};`,
    "# Brotli, where the module is installed (Debian: apt-get install libnginx-mod-http-brotli-filter):",
    "# brotli on;",
    "# brotli_comp_level 6;",
    `# brotli_types ${compressible.join(" ")};`,
    "",
    "# On every response, errors and redirects included (values in the maps above). No location below",
    "# has add_header of its own, because one would silently drop all of these there.",
    `add_header Cache-Control ${variable("Cache-Control")} always;`,
    ...Object.keys(headers).map((name) => `add_header ${name} ${variable(name)} always;`),
    "",
    "# An unknown path answers 404 with 404.html, which sends the visitor on to /.",
    "error_page 404 /404.html;",
    "",
    ...(redirects.length ? ["# Redirects from site.yaml (redirects:), with and without the trailing slash; the query string is kept.", ...redirects, ""] : []),
    "# Instructions for hosts, not content.",
    ...HOST_FILES.map((file) => `location = ${file} { return 404; }`),
    "",
    "# Dotfiles (.env, .git/) are never content; /.well-known/ (certificates, security.txt) is.",
    `location ^~ ${WELL_KNOWN} {`,
    ...indent(["try_files $uri =404;"]),
    "}",
    "location ~ /\\. { return 404; }",
    "",
    "# A route is dist/<route>/index.html, served with or without the trailing slash.",
    "location / {",
    ...indent(["try_files $uri $uri/index.html =404;"]),
    "}",
  ];

  // A 416 (a range past the end of a file) passes nginx's header filter twice: the range filter
  // turns the 200 into a 416 after add_header has run, and the error answer runs it again. A
  // header whose value is empty is not added, so on a 416 ($status is 416 only on that second
  // pass) each value is empty. `volatile`: read again on each pass, not kept from the first.
  const headerMap = (name: string, source: string, values: string[]) => [`map ${source} ${variable(name)} {`, ...indent(["volatile;", ...values]), "}"];
  const maps = [
    "# Cache-Control by path: file names that carry a hash of their content never change, so they keep",
    "# for a year; pages and files with fixed names revalidate each time (a cheap 304 when unchanged).",
    ...headerMap("Cache-Control", '"$status $uri"', ['"~^416 " "";', `"~^[0-9]+ ${HASHED_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" ${quote(CACHE.hashed)};`, `default ${quote(CACHE.other)};`]),
    "",
    "# The security headers of engine/hosting/policy.ts.",
    ...Object.entries(headers).flatMap(([name, value]) => headerMap(name, "$status", ['416 "";', `default ${quote(value)};`])),
  ];

  return [
    "# GENERATED FILE: written by `npm run build` (engine/hosting/nginx.ts); do not edit by hand.",
    "# Source: engine/hosting/policy.ts (headers, caching, types) and site.yaml (site.baseUrl, redirects).",
    "#",
    `# Serves the built site (dist/) as https://${host}. It goes inside http { }, as Debian's`,
    `# sites-enabled/ does. With dist/ copied to ${root} and a certificate at`,
    `# ${certificate}:`,
    `#   cp dist/_nginx.conf /etc/nginx/sites-available/${host}`,
    `#   ln -s ../sites-available/${host} /etc/nginx/sites-enabled/ && nginx -t && systemctl reload nginx`,
    "# docs/deploying.md has the whole walk-through.",
    "",
    ...maps,
    "",
    "# Plain HTTP only sends visitors to HTTPS, on the configured host (never the one the request names).",
    "server {",
    ...indent(["listen 80;", "listen [::]:80;", `server_name ${host};`, "server_tokens off;", `return 301 https://${origin}$request_uri;`]),
    "}",
    "",
    "# Any other name, or none (a bare IP, a domain someone else points here), is refused on both",
    "# ports: 444 closes the connection without an answer.",
    "server {",
    ...indent(["listen 80 default_server;", "listen [::]:80 default_server;", "listen 443 ssl http2 default_server;", "listen [::]:443 ssl http2 default_server;", "server_name _;", ...certificates, "server_tokens off;", "return 444;"]),
    "}",
    "",
    "server {",
    ...indent(server),
    "}",
    "",
  ].join("\n");
}
