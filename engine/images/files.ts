/**
 * Build-time only, synchronous and without sharp (the check is synchronous): what kind of image a
 * file is and its intrinsic size, read from its header.
 */
import { readFileSync } from "node:fs";
import { extname } from "node:path";

export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "svg";
export const RASTER_FORMATS: ImageFormat[] = ["jpeg", "png", "webp", "avif"];

const EXTENSIONS: Record<string, ImageFormat> = { ".jpg": "jpeg", ".jpeg": "jpeg", ".png": "png", ".webp": "webp", ".avif": "avif", ".svg": "svg" };

/** The format a file name promises, or undefined for a kind the site does not take. */
export function formatOf(file: string): ImageFormat | undefined {
  return EXTENSIONS[extname(file).toLowerCase()];
}

/**
 * The most pixels a raster picture may have: 50 million. That takes the largest photos real cameras
 * make (a phone's 48-50 MP mode, 8160×6120; a full-frame camera's 45 MP) and is still ten times
 * what the widest slot needs (2 × 1,280 px at 2:1 is about 3 MP). Past it, decoding costs the build
 * seconds and hundreds of MB for nothing (16000×16000: 29 s, 771 MB), and a tiny file can claim
 * any size (a 76 KB PNG of 20000×20000). The check refuses it from the header; the build's sharp
 * calls use it as their limitInputPixels, so nothing larger is ever decoded.
 */
export const PIXEL_LIMIT = 50_000_000;

export interface Size {
  width: number;
  height: number;
}

/** The pixel size of a raster file (its path or its bytes), or undefined when its header is not one this reads. */
export function rasterSize(file: string | Buffer): Size | undefined {
  const b = typeof file === "string" ? readFileSync(file) : file;
  if (b.length > 24 && b.readUInt32BE(0) === 0x89504e47) return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  if (b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return webpSize(b);
  if (b.toString("latin1", 4, 8) === "ftyp") return avifSize(b);
  return undefined;
}

function jpegSize(b: Buffer): Size | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    // SOF0-SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + b.readUInt16BE(i + 2);
  }
  return undefined;
}

function webpSize(b: Buffer): Size | undefined {
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8 ") return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** AVIF (HEIF): the first image spatial extent ('ispe') property holds the size. */
function avifSize(b: Buffer): Size | undefined {
  const at = b.indexOf("ispe", 0, "latin1");
  if (at < 0 || at + 16 > b.length) return undefined;
  return { width: b.readUInt32BE(at + 8), height: b.readUInt32BE(at + 12) };
}

/** An SVG's drawn size from its root's width/height, else its viewBox; undefined when it gives neither. */
export function svgSize(text: string): Size | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)(px)?\\s*["']`, "i").exec(root)?.[1];
  const width = Number(attr("width"));
  const height = Number(attr("height"));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = /\sviewBox\s*=\s*["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)\s*["']/i.exec(root);
  if (box) return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
  return undefined;
}
