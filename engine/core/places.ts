/**
 * Where a data path lies in the manifest, in words: the page, the block, the redirect or the shared
 * part it is in. One reading for the check's messages (engine/check/locate.ts) and the studio's
 * page (its problem list, the links a page's deletion breaks, the undo history); each says it in
 * its own words: the check names keys as written in site.yaml, for whoever opens the file ("'/dx'
 * 페이지 2번째 블록(cardGrid)", the catalogue's placeWords), the studio only words for people
 * ("/dx 페이지 2번째 블록(카드 목록)", studio/core/place-words.ts).
 */
import type { PathSeg, SchemaNode } from "./problem.ts";
import { blockLabel, schemaAt, shortLabel } from "./schema-walk.ts";

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

/**
 * Places for people who never open site.yaml (the studio's page, and the check's messages shown
 * there): "/dx 페이지 2번째 블록(카드 목록)", "회사 정보", each block by its name in `schema`.
 */
export function peopleWords(schema: SchemaNode): PlaceWords {
  const words: PlaceWords = {
    page: (path, index) => (path !== undefined ? `${path} 페이지` : `${index + 1}번째 페이지`),
    block: (path, index, block, type) => `${words.page(path, index)} ${block + 1}번째 블록(${blockLabel(schema, type) ?? "알 수 없는 블록"})`,
    redirect: (index) => `${words.redirects} ${index + 1}번째 항목`,
    site: "회사 정보",
    header: "머리글",
    footer: "바닥글",
    redirects: "주소 이동",
    file: "site.yaml",
  };
  return words;
}

/**
 * What is at `path` below its page, block or part, for people, step by step: "3번째 카드 › 카드
 * 제목"; "" for the place itself. A list is named by its items ("cards" then 2 is "3번째 카드"), a
 * field by its label in `schema`.
 */
export function fieldWordsFor(schema: SchemaNode, data: unknown, path: readonly PathSeg[]): string {
  const words: string[] = [];
  for (let i = placeLength(path); i < path.length; i++) {
    // A list's key is said by its item: "3번째 카드", not "카드 목록 › 3번째 카드".
    if (typeof path[i] === "string" && typeof path[i + 1] === "number") continue;
    words.push(thingName(schema, data, path.slice(0, i + 1)));
  }
  return words.join(" › ");
}

/** The name of what is at `path`, for people: its field's label, an item as "2번째 카드". */
export function thingName(schema: SchemaNode, data: unknown, path: readonly PathSeg[]): string {
  const last = path[path.length - 1]!;
  if (typeof last === "number") return `${last + 1}번째 ${shortLabel(schemaAt(schema, path.slice(0, -1), data)?.description, "항목")}`;
  return shortLabel(schemaAt(schema, path, data)?.description, String(last));
}
