import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "../../../../engine/images/ends";

const root = join(import.meta.dirname, "../../../..");

/** An SVG of `bytes` bytes or more that is otherwise harmless: many small squares. */
export function bigSvg(bytes: number): string {
  const rects: string[] = [];
  for (let i = 0; rects.join("").length < bytes; i++) rects.push(`<rect x="${i % 100}" y="${Math.floor(i / 100) % 100}" width="1" height="1" fill="#1f6feb"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${rects.join("")}</svg>`;
}

/** The pictures tests/fixtures/images/*.yaml name, made or copied into a test's public/images/. */
const IMAGES = {
  "big.svg": () => bigSvg(210 * 1024),
  "tracking.svg": () => readFileSync(join(root, "tests/fixtures/images/tracking.svg")),
  "namespaced-script.svg": () => readFileSync(join(root, "tests/fixtures/images/namespaced-script.svg")),
  // A PNG whose header claims 20000×20000 pixels (400 million) in 10 KB: the check reads only the header.
  "huge.png": () => {
    const huge = readFileSync(join(root, "public/og-image.png"));
    huge.writeUInt32BE(20000, 16);
    huge.writeUInt32BE(20000, 20);
    // The IHDR chunk's CRC, over its type and data, made anew as a forger would: the file is whole.
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    return huge;
  },
  // A PNG cut off half way, as a copy that stopped would leave it: its header reads, its pixels do not.
  "truncated.png": () => {
    const png = readFileSync(join(root, "public/og-image.png"));
    return png.subarray(0, png.length / 2);
  },
};

/**
 * A public/ folder for tests/fixtures/images/*.yaml: the base manifest's files and `images` (all
 * by default) in images/. Every SVG under public/ is checked, named or not.
 */
export function fixturePublicDir(images: (keyof typeof IMAGES)[] = Object.keys(IMAGES) as (keyof typeof IMAGES)[]): string {
  const dir = mkdtempSync(join(tmpdir(), "site-images-"));
  mkdirSync(join(dir, "images"));
  for (const file of ["og-image.png", "logo.svg"]) copyFileSync(join(root, "public", file), join(dir, file));
  for (const name of images) writeFileSync(join(dir, "images", name), IMAGES[name]());
  return dir;
}
