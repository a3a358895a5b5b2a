/**
 * Navigation derived from the route tree, never written by hand: the sub-pages under each header
 * link (a page is under another when its path is that path plus one more segment). The header's
 * panels, the drawer's sub-lists, breadcrumbs and sibling links all read it.
 */
import type { Site } from "../manifest/site.types";

/** A page as navigation shows it: where it is and what it is called. */
export interface NavLink {
  href: string;
  label: string;
}

/** A header link with the pages directly under it, in manifest order. */
export interface NavSection extends NavLink {
  pages: NavLink[];
}

/** The path one level up: "/ict/storage" → "/ict"; "/ict" → "/". */
export const parentPath = (path: string): string => path.slice(0, path.lastIndexOf("/")) || "/";

/**
 * The header's sections that have sub-pages, with those sub-pages labelled by their titles.
 * Only the header's own links are expanded, so what every page carries stays the size of the
 * header, whatever the number of pages.
 */
export function navSections(site: Pick<Site, "header" | "pages">): NavSection[] {
  return site.header.links.flatMap((link) => {
    const pages = site.pages.filter((p) => p.path !== "/" && parentPath(p.path) === link.href).map((p) => ({ href: p.path, label: p.title }));
    return pages.length > 0 ? [{ href: link.href, label: link.label, pages }] : [];
  });
}

/** Where `path` sits: its section and itself, when it is a sub-page of one. */
export function placeOf(sections: NavSection[], path: string): { section: NavSection; page: NavLink } | undefined {
  const section = sections.find((s) => s.href === parentPath(path));
  const page = section?.pages.find((p) => p.href === path);
  return section && page ? { section, page } : undefined;
}
