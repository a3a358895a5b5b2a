/**
 * Build-time only: engine/svg/safety.ts for a file on disk. The dev server and the studio check
 * again after every edit, and each check looks at every SVG under public/: a file is read again
 * only when it changed (size, modification time or inode), so an edit costs a stat per SVG.
 */
import { readFileSync, statSync } from "node:fs";
import { svgSafety, type SvgSafety } from "./safety.ts";

const known = new Map<string, { stamp: string; safety: SvgSafety }>();

/** Whether the SVG file `file` is safe to publish (see svgSafety). */
export function svgFileSafety(file: string): SvgSafety {
  const { size, mtimeMs, ino } = statSync(file);
  const stamp = `${size}:${mtimeMs}:${ino}`;
  const kept = known.get(file);
  if (kept?.stamp === stamp) return kept.safety;
  const safety = svgSafety(readFileSync(file));
  known.set(file, { stamp, safety });
  return safety;
}

/** Whether a file name is an SVG's. */
export const isSvg = (name: string) => /\.svg$/i.test(name);
