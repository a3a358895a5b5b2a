/**
 * Studio only: what a link field offers as it is typed. The site's routes; once the address names
 * a page ("/about" or "/about#…"), that page's own #ids, since a link's #id must be on the page it
 * points to (the check reports any other).
 */

/** Each page's path and the ids of its blocks. */
export type Targets = { path: string; ids: string[] }[];

export function targetsOf(pages: unknown): Targets {
  if (!Array.isArray(pages)) return [];
  return pages
    .filter((p) => typeof p?.path === "string")
    .map((p) => ({ path: p.path as string, ids: (Array.isArray(p.blocks) ? p.blocks : []).map((b: any) => b?.id).filter((id: unknown): id is string => typeof id === "string" && id !== "") }));
}

/** The suggestions for a link field holding `value`. */
export function linkOptions(targets: Targets, value: string): string[] {
  const routes = targets.map((t) => t.path);
  const hash = value.indexOf("#");
  const path = hash < 0 ? value : value.slice(0, hash);
  const target = targets.find((t) => t.path === path);
  if (!target) return routes;
  const anchors = target.ids.map((id) => `${target.path}#${id}`);
  return hash < 0 ? [...routes, ...anchors] : anchors;
}
