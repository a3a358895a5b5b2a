/**
 * The studio's uploads (public/uploads/): which of them the manifest uses. Browser-safe (no Node):
 * the build publishes only these (an upload no page uses any more stays out of dist/), and the
 * studio lists the others, which can be deleted.
 */

/** Where the studio puts uploads, under public/. */
export const UPLOAD_DIR = "uploads";

/**
 * The site paths of the uploads the manifest names ("/uploads/team.jpg"): every text in it that is
 * such a path, with or without a ?query or #hash. A picture, a share image and a link to a file
 * are all texts of the manifest, whatever their key.
 */
export function usedUploads(data: unknown): Set<string> {
  const used = new Set<string>();
  const prefix = `/${UPLOAD_DIR}/`;
  const walk = (node: unknown) => {
    if (typeof node === "string") {
      if (node.startsWith(prefix)) used.add(node.split(/[?#]/)[0]!);
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(data);
  return used;
}

/** The uploads in `files` (site paths of public/) that the manifest does not use. */
export function unusedUploads(data: unknown, files: string[]): string[] {
  const used = usedUploads(data);
  return files.filter((file) => file.startsWith(`/${UPLOAD_DIR}/`) && !used.has(file));
}
