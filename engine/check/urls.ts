/**
 * Build-time only: the absolute addresses of the manifest (site.baseUrl, a page's url). They go
 * into canonical links, og:url, og:image and the sitemap, so only https: is allowed, and where the
 * fix is certain the message gives it.
 */
import { say, type Said } from "./messages.ts";

type PathSeg = string | number;

/** Whether `path` is one of the absolute addresses. */
export function isAbsoluteAddress(path: readonly PathSeg[]): boolean {
  return (path.length === 2 && path[0] === "site" && path[1] === "baseUrl") || (path.length === 3 && path[0] === "pages" && path[2] === "url");
}

/** The message for an absolute address that the schema refused, when one says more than "wrong format". */
export function addressSaid(path: readonly PathSeg[], value: unknown, where: string, field: string): Said | undefined {
  if (typeof value !== "string" || !isAbsoluteAddress(path)) return undefined;
  if (!value.startsWith("https://")) return say("httpsOnly", { where, field, value });
  const fixed = value.replace(/\/+$/, "");
  if (path[0] === "site" && fixed !== value && !fixed.slice("https://".length).includes("/")) return say("baseUrlTrailingSlash", { value, fixed });
  return undefined;
}
