/** Live preview only: the events the manifest plugin sends the open page after each save of site.yaml. */

/** A save that passes the check: `{ version }`. */
export const MANIFEST_UPDATE = "site-manifest:update";
/** A save that does not: `{ report }`, the text `npm run check` prints, with the file's relative path. */
export const MANIFEST_ERROR = "site-manifest:error";
