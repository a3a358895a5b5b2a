/** Live preview only: the events the manifest plugin sends the open page after each save of site.yaml. */
import type { Page } from "../manifest/site.types";
import type { SiteShell } from "../site-context";

/** A save that passes the check: a LiveManifest with the save's `version`. */
export const MANIFEST_UPDATE = "site-manifest:update";
/** A save that does not: `{ report }`, the text `npm run check` prints, with the file's relative path. */
export const MANIFEST_ERROR = "site-manifest:error";

/**
 * What the live preview draws from, with nothing to fetch: the shell every page shares, every page,
 * where each page's blocks are written (1-based lines, by page path), and the file they are in.
 * The dev server sends it with each good save (MANIFEST_UPDATE, with the save's `version`); the
 * studio with each change (STUDIO_PREVIEW).
 */
export interface LiveManifest {
  shell: SiteShell;
  pages: Page[];
  lines: Record<string, number[]>;
  file: string;
  version?: number;
}

/**
 * From the studio (/__studio) to its preview frame, as postMessage: the manifest as the studio
 * holds it, typing included, drawn at once rather than after the save and the dev server's update.
 * A LiveManifest with its `type`.
 */
export const STUDIO_PREVIEW = "studio:preview";
/**
 * From the studio to its preview frame: show the page at `path`, by the page's own router, once the
 * manifest sent before it is in (a page just added is there to show). A reload would ask the dev
 * server, which holds back a manifest with errors.
 */
export const STUDIO_SHOW = "studio:show";
/** From the preview frame to the studio: ready for STUDIO_PREVIEW. */
export const STUDIO_READY = "studio:ready";
/**
 * From the preview frame to the studio: the page's address changed (a link followed in the preview,
 * Back, a redirect), with the new `path`. The studio selects that page.
 */
export const STUDIO_NAVIGATED = "studio:navigated";
/**
 * From the preview frame to the studio: the page has drawn a manifest (the studio's, or a save's),
 * so its blocks are in the document. The studio outlines and scrolls to the selected block then,
 * when it was not drawn before (a block just added, a page still starting).
 */
export const STUDIO_DRAWN = "studio:drawn";
