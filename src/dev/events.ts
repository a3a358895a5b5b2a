/** Live preview only: the events the manifest plugin sends the open page after each save of site.yaml. */

/** A save that passes the check: `{ version }`. */
export const MANIFEST_UPDATE = "site-manifest:update";
/** A save that does not: `{ report }`, the text `npm run check` prints, with the file's relative path. */
export const MANIFEST_ERROR = "site-manifest:error";

/**
 * From the studio (/__studio) to its preview frame, as postMessage: the manifest as the studio
 * holds it, typing included, drawn at once rather than after the save and the dev server's update.
 * `{ type, shell, pages, lines, file }`.
 */
export const STUDIO_PREVIEW = "studio:preview";
/** From the preview frame to the studio: ready for STUDIO_PREVIEW. */
export const STUDIO_READY = "studio:ready";
