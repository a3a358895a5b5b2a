/**
 * Text as outlines: words set in Pretendard (npm `pretendard`, SIL OFL) with HarfBuzz (the
 * `harfbuzzjs` that `subset-font` installs) and written as SVG paths, so the images need no font,
 * the way the partner wordmarks in public/partners/ are drawn. An SVG `<text>` would have Chromium
 * resolve a font stack inside each image's own document on the main thread.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as hb from "harfbuzzjs";
import { n } from "./iso.ts";

const FONT_DIR = fileURLToPath(new URL("../../node_modules/pretendard/dist/public/static/alternative/", import.meta.url));

export type Weight = "SemiBold" | "Bold";

const fonts = new Map<Weight, { font: hb.Font; upem: number }>();

function load(weight: Weight): { font: hb.Font; upem: number } {
  let entry = fonts.get(weight);
  if (!entry) {
    const face = new hb.Face(new hb.Blob(readFileSync(`${FONT_DIR}Pretendard-${weight}.ttf`)));
    entry = { font: new hb.Font(face), upem: face.upem };
    fonts.set(weight, entry);
  }
  return entry;
}

export interface Outline {
  /** Path data in the image's coordinates. */
  d: string;
  width: number;
}

/** Moves and scales one glyph's path (font units, y up) to the image (y down). */
function place(glyphPath: string, ox: number, oy: number, k: number): string {
  return glyphPath.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, cmd: string, args: string) => {
    const nums = args.split(/[ ,]+/).filter(Boolean).map(Number);
    const out = nums.map((v, i) => n(i % 2 === 0 ? ox + v * k : oy - v * k));
    return cmd + out.join(" ").replace(/ -/g, "-");
  });
}

/**
 * `text` set at `size` px with its baseline at y; `anchor` says whether x is the start, the
 * middle or the end of the line. `tracking` adds space between letters (px).
 */
export function outline(text: string, size: number, x: number, y: number, weight: Weight = "SemiBold", anchor: "start" | "middle" | "end" = "start", tracking = 0): Outline {
  const { font, upem } = load(weight);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions();
  const k = size / upem;
  const width = glyphs.reduce((sum, g) => sum + (g.xAdvance ?? 0) * k + tracking, -tracking);
  let pen = anchor === "start" ? x : anchor === "middle" ? x - width / 2 : x - width;
  let d = "";
  for (const g of glyphs) {
    d += place(font.glyphToPath(g.codepoint), pen + (g.xOffset ?? 0) * k, y - (g.yOffset ?? 0) * k, k);
    pen += (g.xAdvance ?? 0) * k + tracking;
  }
  return { d, width };
}
