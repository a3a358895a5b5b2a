/**
 * Build-time only: the absolute addresses of the manifest (site.baseUrl, a page's url). They go
 * into canonical links, og:url, og:image and the sitemap, so only https: is allowed, and where the
 * fix is certain the message gives it. site.baseUrl also becomes nginx's server_name, root and
 * redirect target (engine/hosting/nginx.ts), so it is https:// and a plain host name, with an
 * optional port, and nothing else: the schema's pattern says so, and baseUrlSaid says which part
 * of a refused value is wrong.
 */
import { say } from "./messages.ts";
import type { PathSeg, Said } from "./types.ts";

/** Whether `path` is one of the absolute addresses. */
export function isAbsoluteAddress(path: readonly PathSeg[]): boolean {
  return (path.length === 2 && path[0] === "site" && path[1] === "baseUrl") || (path.length === 3 && path[0] === "pages" && path[2] === "url");
}

/** The message for an absolute address that the schema refused, when one says more than "wrong format". */
export function addressSaid(path: readonly PathSeg[], value: unknown, where: string, field: string): Said | undefined {
  if (typeof value !== "string" || !isAbsoluteAddress(path)) return undefined;
  if (!value.startsWith("https://")) return say("httpsOnly", { where, field, value });
  return path[0] === "site" ? baseUrlSaid(value, where, field) : undefined;
}

/** A host name as the schema's pattern allows it: lower-case letters, digits, dots and hyphens, and an optional port of 1-65535. */
const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[1-9][0-9]{0,4})?$/;

/** Which part of an https:// baseUrl is wrong: the first one in reading order. */
function baseUrlSaid(value: string, where: string, field: string): Said | undefined {
  const rest = value.slice("https://".length);
  const cut = rest.search(/[/?#]/);
  const authority = cut < 0 ? rest : rest.slice(0, cut);
  const userEnd = authority.lastIndexOf("@") + 1;
  const host = authority.slice(userEnd);
  const fixed = `https://${host}`;
  if (userEnd > 0) return say("baseUrlPart", { where, field, value, part: "userinfo", text: authority.slice(0, userEnd), fixed });
  const bad = /[^a-z0-9.:-]/u.exec(host)?.[0];
  if (bad !== undefined) return say("baseUrlHost", { where, field, value, host, char: /[\s\p{C}]/u.test(bad) ? `U+${bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` : bad });
  if (!HOST.test(host) || Number(host.split(":")[1] ?? 1) > 65535) return say("baseUrlHost", { where, field, value, host });
  const tail = rest.slice(authority.length);
  if (/^\/+$/.test(tail)) return say("baseUrlTrailingSlash", { value, fixed });
  const part = tail.startsWith("/") ? "path" : tail.startsWith("?") ? "query" : tail.startsWith("#") ? "fragment" : undefined;
  return part && say("baseUrlPart", { where, field, value, part, text: tail, fixed });
}
