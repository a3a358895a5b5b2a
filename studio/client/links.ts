/**
 * Studio only: what a link field offers as it is typed. The site's routes; once the address names
 * a page ("/about" or "/about#…"), that page's own #ids, since a link's #id must be on the page it
 * points to (the check reports any other). Links and their targets are read as the check reads
 * them (engine/core/links.ts).
 */
import type { Targets } from "../../engine/core/links.ts";

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
