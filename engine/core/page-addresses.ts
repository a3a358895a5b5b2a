/**
 * Page addresses, read one way for the check (engine/check/rules/routes.ts) and the studio's page
 * (a new page's address, 주소 바꾸기): which folders of the site a page may not take, and how hosts
 * read a redirect's path. The address's own form (its pattern and length) is the schema's, read
 * where the schema has it (`pages[].path`).
 */

/**
 * Folders of dist/ that the build fills itself, besides the top-level folders of public/: Vite's
 * hashed files (served with a year-long immutable cache), the 404 page, and the folders of the
 * image pipeline.
 */
export const BUILD_FOLDERS = ["404", "assets", "fonts", "illustrations", "images", "media", "partners"] as const;

/** Every first path segment a page or redirect may not use, as "/name", sorted: the build's folders and `folders` (those of public/). */
export function reservedOf(folders: Iterable<string>): string[] {
  return [...new Set([...BUILD_FOLDERS, ...folders])].map((name) => `/${name}`).sort();
}

/** The top-level folders of public/ that site paths of its files ("/uploads/team.jpg") lie in. */
export function foldersOf(files: Iterable<string>): string[] {
  return [...files].flatMap((file) => {
    const parts = file.split("/");
    return parts.length > 2 && parts[1] ? [parts[1]] : [];
  });
}

/** The reserved "/name" that `path` falls under, if any. */
export function reservedFolderOf(path: string, reserved: readonly string[]): string | undefined {
  const first = `/${path.split("/").filter(Boolean)[0] ?? ""}`;
  return reserved.includes(first) ? first : undefined;
}

/** A redirect's `from` as hosts treat it: duplicate slashes merged, no trailing slash ("//" is "/"). */
export function normalisePath(path: string): string {
  return path.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
}
