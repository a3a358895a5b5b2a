/**
 * The floor of a route: its own prerendered HTML with every script removed, served from the same
 * server under FLOOR_PREFIX. Our LCP and bytes divided by the floor's say what the app adds to a
 * static page.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { htmlFile } from "./tools";

/** Where a floor page lives: its route under this prefix. */
export const FLOOR_PREFIX = "/__floor";

/** The URL path of a route's floor. */
export const floorPath = (route: string) => FLOOR_PREFIX + (route === "/" ? "/" : route);

/** The floor of a page: its HTML with every script (the boot script and the page data) removed. */
export function floorOf(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, "");
}

/** Writes the floor of each route into the built site `dist`. */
export function writeFloors(dist: string, routes: string[]) {
  for (const route of routes) {
    const file = htmlFile(dist, `${FLOOR_PREFIX}${route === "/" ? "" : route}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, floorOf(readFileSync(htmlFile(dist, route), "utf8")));
  }
}
