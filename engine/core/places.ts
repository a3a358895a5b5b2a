/**
 * Where a data path lies in the manifest, in words: the page, the block, the redirect or the shared
 * part it is in. One reading for the check's messages (engine/check/locate.ts) and the studio's
 * page (its problem list, the links a page's deletion breaks, the undo history); each says it in
 * its own words: the check names keys as written in site.yaml, for whoever opens the file ("'/dx'
 * 페이지 2번째 블록(cardGrid)", the catalogue's placeWords), the studio only words for people
 * ("/dx 페이지 2번째 블록(카드 목록)", studio/client/places.ts).
 */
import type { PathSeg } from "./problem.ts";

/** The words a place is said in. */
export interface PlaceWords {
  /** A page, by its path; by its number when it has none. */
  page: (path: string | undefined, index: number) => string;
  /** A block of a page, with its type when it has one. */
  block: (path: string | undefined, index: number, block: number, type: string | undefined) => string;
  /** One redirect of the list. */
  redirect: (index: number) => string;
  site: string;
  header: string;
  footer: string;
  /** The list of redirects as a whole. */
  redirects: string;
  /** Anything else: the file as a whole. */
  file: string;
}

/** Where `path` lies in `data`, in `words`. */
export function where(data: any, path: readonly PathSeg[], words: PlaceWords): string {
  const [root, index, sub, blockIndex] = path;
  if (root === "pages" && typeof index === "number") {
    const page = data?.pages?.[index];
    const pagePath = typeof page?.path === "string" ? page.path : undefined;
    if (sub === "blocks" && typeof blockIndex === "number") {
      const type = page?.blocks?.[blockIndex]?.type;
      return words.block(pagePath, index, blockIndex, typeof type === "string" ? type : undefined);
    }
    return words.page(pagePath, index);
  }
  if (root === "redirects" && typeof index === "number") return words.redirect(index);
  if (root === "site" || root === "header" || root === "footer" || root === "redirects") return words[root];
  return words.file;
}

/** How many steps of `path` `where` names: the rest is the field inside that place. */
export function placeLength(path: readonly PathSeg[]): number {
  return path[0] === "pages" ? (path[2] === "blocks" ? 4 : 2) : path[0] === "redirects" ? 2 : 1;
}
