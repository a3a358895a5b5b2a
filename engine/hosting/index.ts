/**
 * Build-time only: turns engine/hosting/policy.ts and the manifest's redirects into what servers read,
 * one file a concern: headers.ts (the preview server's headers, dist/_headers), redirects.ts
 * (dist/_redirects), nginx.ts (dist/_nginx.conf) and style-policy.ts (the per-page <meta> policy
 * that lists a page's own style hashes).
 */
import type { Site } from "../../src/manifest/site.types";
import { headersFile } from "./headers";
import { nginxConf } from "./nginx";
import { redirectsFile } from "./redirects";

export { cacheControlFor, contentTypeFor, extensionOf, headersFile, isHiddenPath, isNeverServed, isPublicKind, requestPath, responseHeaders } from "./headers";
export { nginxConf, serverPaths } from "./nginx";
export { readRedirects, redirectLocation, redirectsFile } from "./redirects";
export { EMPTY_STYLE_HASH, hashSource, inlineStyles, pageStyleSources, withStylePolicy } from "./style-policy";

/** The files for hosts that a build of `site` writes into dist/, by name; `scripts`, the CSP sources of its inline scripts. */
export function hostFiles(site: Site, scripts: string[]): Record<string, string> {
  return { _headers: headersFile(scripts), _redirects: redirectsFile(site.redirects ?? []), "_nginx.conf": nginxConf(site, scripts) };
}
