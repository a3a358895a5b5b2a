/**
 * Links and what they point at, read one way for the check's link rule (engine/check/rules/links.ts)
 * and the studio's page (the routes and #ids a link field offers, the links that a page's new
 * address or its deletion touches): a link is any value the schema types `#/definitions/href`,
 * whatever its key, and a page's #ids are every `id` under its blocks.
 */
import type { PathSeg, SchemaNode } from "./problem.ts";
import { walkDefinitions } from "./schema-walk.ts";
import { forEachValue } from "./values.ts";

/** The page path a link names, before any ?query or #id: "/about?from=menu#team" → "/about"; "" for "#team" (its own page). */
export function linkPath(href: string): string {
  return href.split(/[?#]/)[0]!;
}

/** The #id a link names, if any: "/about#team" → "team". */
export function linkHash(href: string): string | undefined {
  return href.split("#", 2)[1];
}

/**
 * Every #id under a page's blocks (as written), with its path below `blocks`: a block's own
 * ([2, "id"]) and those inside it, a document's sections ([5, "sections", 1, "id"]). The path is the
 * walk's own array: copy it to keep it.
 */
export function idsUnder(blocks: unknown, visit: (id: string, path: readonly PathSeg[]) => void): void {
  if (!Array.isArray(blocks)) return;
  forEachValue(blocks, (value, path) => {
    if (path[path.length - 1] === "id" && typeof value === "string") visit(value, path);
  });
}

/** Each page's path and the #ids a link to it may name. */
export type Targets = { path: string; ids: string[] }[];

export function targetsOf(pages: unknown): Targets {
  if (!Array.isArray(pages)) return [];
  return pages
    .filter((p) => typeof p?.path === "string")
    .map((p) => {
      const ids = new Set<string>();
      idsUnder(p.blocks, (id) => id !== "" && ids.add(id));
      return { path: p.path as string, ids: [...ids] };
    });
}

/** A link in the manifest: where it is written and what it says. */
export interface Link {
  at: PathSeg[];
  href: string;
}

/** Every link in `data` to the page at `path` (with or without a ?query or #id), with where it is. */
export function linksTo(schema: SchemaNode, data: unknown, path: string): Link[] {
  const found: Link[] = [];
  walkDefinitions(schema, data, (definition, _use, at, value) => {
    if (definition === "href" && typeof value === "string" && linkPath(value) === path) found.push({ at: [...at], href: value });
  });
  return found;
}
