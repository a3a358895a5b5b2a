/**
 * `npm run illustrations`: draws the site's illustrations and writes them to public/illustrations/
 * (committed, generated). Every picture is a diagram built from the shared parts in
 * scripts/illustration/ (one isometric projection, the theme's colours, one stroke), so the set
 * stays one language; the output depends only on this code, so running it again gives the same
 * bytes. `--check` fails instead when a committed file is stale.
 *
 * Sizes: scenes 1200 × 900 (4:3), product screens 1200 × 300 or 1200 × 900 (illustration/screens.ts), certification badges 200 × 200 (1:1), client wordmarks
 * 160 × 48 (10:3, the partner wordmarks' size).
 *
 * Style rules, kept by drawing only through the shared parts:
 * - one isometric projection (30°) and one zoom for every scene, each on a light floor slab with
 *   a faint grid, so the pictures read on the navy hero and on white sections alike;
 * - the theme's palette only: solids in white, blue or navy tones (top lightest, right side
 *   darkest), grey only for legacy equipment being replaced;
 * - one navy outline (2.2 px at 1200 wide), round joins; connectors in the accent blue, dashed
 *   for data flow, solid for a process, with packets as white-rimmed dots;
 * - interfaces on screens and boards are abstract (bars, lines, nodes), never words; text appears
 *   only on badges and wordmarks, as outlines;
 * - no gradients, filters, images or text elements: small files, drawn the same everywhere.
 */
import { mkdir } from "node:fs/promises";
import sharp from "sharp";
import { fileURLToPath } from "node:url";
import { writeOrCheck } from "./generated-file.ts";
import { isMainModule } from "./main-module.mjs";
import { sceneDocument } from "./illustration/iso.ts";
import { MARKS } from "./illustration/marks.ts";
import { SCENES } from "./illustration/scenes.ts";
import { SCREENS, screenDocument } from "./illustration/screens.ts";

export const OUT_DIR = fileURLToPath(new URL("../public/illustrations/", import.meta.url));
export const RASTER_DIR = fileURLToPath(new URL("../public/images/", import.meta.url));

/**
 * Scenes published as PNG in public/images/ instead of SVG: the site's one raster drawing, so that
 * the raster half of the picture pipeline (AVIF and WebP variants from a PNG) runs on a picture of
 * our own, in the same language as the rest.
 */
export const RASTER_SCENES = new Set(["delivery-stages"]);

const svgOf = (scene: (typeof SCENES)[number]) => sceneDocument(scene.name, scene.about, scene.draw);

/** Every vector illustration: file name (relative to public/illustrations/) → SVG text. */
export function illustrations(): Map<string, string> {
  const files = new Map<string, string>();
  for (const scene of SCENES) if (!RASTER_SCENES.has(scene.name)) files.set(`${scene.name}.svg`, svgOf(scene));
  for (const screen of SCREENS) files.set(`${screen.name}.svg`, screenDocument(screen));
  for (const mark of MARKS) files.set(mark.file, mark.svg);
  return files;
}

/** The raster scenes: file name (relative to public/images/) → PNG bytes, drawn by sharp from the SVG at its own size. */
export async function rasters(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const scene of SCENES.filter((s) => RASTER_SCENES.has(s.name))) {
    files.set(`${scene.name}.png`, await sharp(Buffer.from(svgOf(scene))).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer());
  }
  return files;
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  for (const [name, svg] of illustrations()) await writeOrCheck(`${OUT_DIR}${name}`, svg, "npm run illustrations");
  for (const [name, png] of await rasters()) await writeOrCheck(`${RASTER_DIR}${name}`, png, "npm run illustrations");
}

if (isMainModule(import.meta.url)) await main();
