/**
 * Build-time only: turns one source picture into the files the site serves. Raster pictures
 * become AVIF and WebP in several widths plus one JPEG (or PNG, when it has transparency) for
 * browsers that take neither; SVG passes through unchanged once it is known to be safe. Every
 * file name carries a hash of the source and the settings, so a name never changes content and
 * can be cached for a year. Finished files are kept in a cache folder keyed by that hash, so a
 * rebuild encodes only pictures that changed.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import sharp from "sharp";
import type { BuiltImage, ImageSlot } from "../../src/ui/image-slots.ts";
import { svgSafety } from "../svg/safety.ts";
import { PIXEL_LIMIT, svgSize } from "./files.ts";

/** Where generated files are served from: under Vite's /assets/, whose files engine/hosting/policy.ts keeps a year. */
export const OUTPUT_DIR = "assets/img";
/** Widths a variant may have, in px; the slot and the source pick which ones a picture gets. */
export const CANDIDATE_WIDTHS = [160, 240, 320, 480, 640, 800, 960, 1120, 1280, 1600, 1920];
/** Encoder settings; part of the hash, so changing them renames (and re-encodes) every file. */
const SETTINGS = {
  version: 1,
  avif: { quality: 50, effort: 4 },
  webp: { quality: 76, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
};

export interface OutputFile {
  /** Path under the build's output folder, e.g. assets/img/hero-1a2b3c4d5e-640.avif. */
  fileName: string;
  data: Buffer;
}

export interface ImageOutput {
  built: BuiltImage;
  files: OutputFile[];
}

/**
 * The widths to make for a source `sourceWidth` px wide in a slot at most `slotWidth` CSS px wide:
 * from half the slot (small phones, 1×) up to twice it (2× screens), never wider than the source.
 */
export function variantWidths(sourceWidth: number, slotWidth: number): number[] {
  const top = Math.min(sourceWidth, slotWidth * 2);
  return [...CANDIDATE_WIDTHS.filter((w) => w >= slotWidth / 2 && w < top), top];
}

/** `hero-shot.png` → `hero-shot`, made safe for a URL. */
function stemName(file: string): string {
  return basename(file, extname(file)).toLowerCase().replace(/[^a-z0-9-]+/g, "-").replace(/^-|-$/g, "") || "image";
}

/** sharp for a source picture: refuses one of more than PIXEL_LIMIT pixels from its header, before decoding anything. */
const open = (source: Buffer) => sharp(source, { limitInputPixels: PIXEL_LIMIT });

function hashOf(...parts: (Buffer | string)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 10);
}

/** Builds the files for the picture `file` (its bytes `source`) shown in `slot`. */
export async function processImage(file: string, source: Buffer, slot: ImageSlot, cacheDir?: string): Promise<ImageOutput> {
  if (extname(file).toLowerCase() === ".svg") return processSvg(file, source);
  const meta = await open(source).metadata();
  // The size as shown: a photo taken sideways says so in its EXIF orientation, which rotate() applies.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = variantWidths(width, slot.maxWidth);
  // PNG only where transparency shows: an alpha channel that is opaque everywhere gets a (smaller) JPEG.
  const fallback = meta.hasAlpha && !(await open(source).stats()).isOpaque ? "png" : "jpg";
  const hash = hashOf(source, JSON.stringify({ SETTINGS, widths, fallback, vips: sharp.versions.vips }));
  const stem = `${stemName(file)}-${hash}`;
  const built: BuiltImage = { width, height, stem: `/${OUTPUT_DIR}/${stem}`, widths, fallback };

  const cached = cacheDir ? join(cacheDir, stem) : undefined;
  if (cached && existsSync(cached)) {
    const names = await readdir(cached);
    return { built, files: await Promise.all(names.map(async (n) => ({ fileName: `${OUTPUT_DIR}/${n}`, data: await readFile(join(cached, n)) }))) };
  }

  const encode = async (w: number, format: "avif" | "webp" | "jpg" | "png"): Promise<OutputFile> => {
    const resized = open(source).rotate().resize({ width: w, withoutEnlargement: true });
    const data = await (format === "avif" ? resized.avif(SETTINGS.avif) : format === "webp" ? resized.webp(SETTINGS.webp) : format === "jpg" ? resized.flatten({ background: "#ffffff" }).jpeg(SETTINGS.jpeg) : resized.png(SETTINGS.png)).toBuffer();
    return { fileName: `${OUTPUT_DIR}/${stem}-${w}.${format}`, data };
  };
  // One at a time: the machine's few cores are shared with the rest of the build.
  const files: OutputFile[] = [];
  for (const w of widths) files.push(await encode(w, "avif"), await encode(w, "webp"));
  files.push(await encode(widths[widths.length - 1]!, fallback));

  if (cached) {
    // Written beside the final folder and renamed into place, so a killed build leaves no half entry.
    const partial = `${cached}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true });
    await Promise.all(files.map((f) => writeFile(join(partial, basename(f.fileName)), f.data)));
    await rename(partial, cached).catch(() => rm(partial, { recursive: true, force: true }));
  }
  return { built, files };
}

/** An SVG as it is, under a hashed name; refused when it could run code or load anything. */
export function processSvg(file: string, source: Buffer): ImageOutput {
  const safety = svgSafety(source);
  if (!safety.ok) throw new Error(`${file}: ${safety.reason}. 이 SVG는 쓸 수 없습니다.`);
  const size = svgSize(source.toString("utf8"));
  const stem = `${stemName(file)}-${hashOf(source)}`;
  return {
    built: { ...size, stem: `/${OUTPUT_DIR}/${stem}`, fallback: "svg" },
    files: [{ fileName: `${OUTPUT_DIR}/${stem}.svg`, data: source }],
  };
}
