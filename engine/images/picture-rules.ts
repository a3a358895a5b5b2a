/**
 * Build-time only: the check's rules for pictures, reported at the image in site.yaml. A missing
 * file is reported by the loader's general asset rule (the `src` key), so this skips those.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { say } from "../check/messages.ts";
import type { Position, Problem, RuleContext, Said } from "../check/types.ts";
import { IMAGE_SLOTS } from "../../src/ui/image-slots.ts";
import { findImages } from "./find.ts";
import { memo } from "../check/memo.ts";
import { pictureEnd } from "./ends.ts";
import { formatOf, PIXEL_LIMIT, rasterSize } from "./files.ts";

/** Largest file taken, in bytes. SVG is served as it is; a raster file only feeds the build, which makes the small copies visitors get. */
export const FILE_LIMITS = { svg: 200 * 1024, raster: 4 * 1024 * 1024 } as const;

/**
 * Every picture in the manifest (whatever holds it: found by its schema definition) that cannot be
 * shown well, with where it is.
 */
export function imageProblems({ site, at, schema, options }: RuleContext): Problem[] {
  const problems: Problem[] = [];
  const factsOf = memo(fileFacts);
  for (const { path, image, slot } of findImages(site, { schema })) {
    const report = (pos: Position, said: Said) => problems.push({ severity: "error", ...pos, ...said });
    const where = at.where(path);
    const src = image.src;
    if (image.alt === undefined && image.decorative !== true) report(at.key(path), say("imageWithoutAlt", { where, src }));
    if (image.alt !== undefined && image.decorative === true) report(at.key([...path, "decorative"]), say("imageAltAndDecorative", { where, src }));

    // Looked up only for a problem: positions are costly (engine/check/parse.ts).
    const srcPos = () => at.value([...path, "src"]);
    const facts = src.startsWith("/") ? factsOf(join(options.publicDir, decodeURI(src.split(/[?#]/)[0]!))) : undefined;
    if (!facts) continue;
    const { format, size, bytes } = facts;
    if (!format || (format !== "svg" && !size)) {
      report(srcPos(), say("imageFormat", { where, src }));
      continue;
    }
    if (facts.broken) {
      report(srcPos(), say("imageBroken", { where, src }));
      continue;
    }
    const limit = format === "svg" ? FILE_LIMITS.svg : FILE_LIMITS.raster;
    const slotWidth = IMAGE_SLOTS[slot].maxWidth;
    if (bytes > limit) report(srcPos(), say("imageTooLarge", { where, src, bytes, limit, svg: format === "svg", slotWidth }));
    if (size && size.width * size.height > PIXEL_LIMIT) report(srcPos(), say("imageTooManyPixels", { where, src, ...size, limit: PIXEL_LIMIT, slotWidth }));
    // Narrower than the slot is drawn: blurry on every screen. As wide, but not twice: sharp, except
    // on high-density screens; a warning, so a picture the editor has no larger copy of can be used.
    if (size && size.width < slotWidth) report(srcPos(), say("imageTooSmall", { where, src, width: size.width, slotWidth }));
    else if (size && size.width < slotWidth * 2) problems.push({ severity: "warning", ...srcPos(), ...say("imageSoft", { where, src, width: size.width, slotWidth }) });
  }
  return problems;
}

/** What the rules need to know of a file, read once however many pages show it; undefined when it is not a file. */
function fileFacts(file: string) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  const format = formatOf(file);
  const raster = format && format !== "svg" ? readFileSync(file) : undefined;
  return {
    format,
    size: raster && rasterSize(raster),
    // Cut short or broken: sharp cannot decode it, and the build would stop at it.
    broken: raster !== undefined && pictureEnd(raster) === undefined,
    bytes: stat.size,
  };
}
