/**
 * What a browser actually downloads on a first visit to one page: every response from the
 * navigation until the page has hydrated and the network is quiet, with its size as sent and
 * gzipped. Used by the budget tests (tests/e2e/budgets.spec.ts) and `npm run bench`, so both
 * count the same thing: the entry, its static imports, modulepreloads, and whatever it imports
 * on load.
 */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";

export type ResourceKind = "document" | "script" | "style" | "font" | "image" | "media" | "data" | "other";

export interface Loaded {
  url: string;
  kind: ResourceKind;
  /** Body size in bytes, uncompressed. */
  bytes: number;
  /** Bytes as the build's nginx configuration (dist/_nginx.conf) sends them: text gzipped at level 6, fonts, images and media as they are. */
  gzip: number;
}

/** The kind of a response, by its Content-Type. */
export function kindOf(contentType: string): ResourceKind {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "text/html") return "document";
  if (type.includes("javascript")) return "script";
  if (type === "text/css") return "style";
  if (type.startsWith("font/") || type.includes("woff")) return "font";
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("video/") || type.startsWith("audio/")) return "media";
  if (type.includes("json")) return "data";
  return "other";
}

/**
 * Opens `url` in `page` (whose cache should be empty: a fresh context) and returns what it
 * loaded by the time the app marks itself hydrated (`html[data-hydrated]`) and no request has
 * been in flight for 500 ms.
 */
export async function firstVisit(page: Page, url: string): Promise<Loaded[]> {
  const responses: Response[] = [];
  const record = (response: Response) => void responses.push(response);
  page.on("response", record);
  try {
    await page.goto(url);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("response", record);
  }
  const loaded: Loaded[] = [];
  for (const response of responses) {
    // A media range request (206) is still a download; redirects and 304s carry no body.
    if (response.status() !== 200 && response.status() !== 206) continue;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const kind = kindOf(response.headers()["content-type"] ?? "");
    const compressible = kind === "document" || kind === "script" || kind === "style" || kind === "data";
    loaded.push({ url: response.url(), kind, bytes: body.length, gzip: compressible ? gzipSync(body, { level: 6 }).length : body.length });
  }
  return loaded;
}

/** Sum of gzip sizes of the responses of `kind`, in bytes. */
export function gzipBytes(loaded: Loaded[], kind: ResourceKind): number {
  return loaded.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.gzip, 0);
}
