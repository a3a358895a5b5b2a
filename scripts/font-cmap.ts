/**
 * Reads which characters a font file can draw, from its `cmap` table. Handles plain SFNT
 * (TrueType/OpenType) and WOFF2; enough of both formats to find one table, nothing more.
 */
import { brotliDecompressSync } from "node:zlib";

/** The code points that `font` (SFNT or WOFF2 bytes) maps to a real glyph (glyph id ≠ 0). */
export function fontCharacters(font: Uint8Array): Set<number> {
  const cmap = isWoff2(font) ? woff2Table(font, "cmap") : sfntTable(font, "cmap");
  if (!cmap) throw new Error("font has no cmap table");
  return cmapCharacters(cmap);
}

/** True when `bytes` start with the WOFF2 signature "wOF2". */
export function isWoff2(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!) === "wOF2";
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function tagAt(v: DataView, at: number): string {
  return String.fromCharCode(v.getUint8(at), v.getUint8(at + 1), v.getUint8(at + 2), v.getUint8(at + 3));
}

/** One table of an SFNT file: 12-byte header, then 16-byte records (tag, checksum, offset, length). */
function sfntTable(font: Uint8Array, tag: string): Uint8Array | undefined {
  const v = view(font);
  const count = v.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    if (tagAt(v, at) === tag) return font.subarray(v.getUint32(at + 8), v.getUint32(at + 8) + v.getUint32(at + 12));
  }
  return undefined;
}

/** WOFF2's table tags by their 6-bit index in a directory entry (index 63: the tag follows). */
const KNOWN_TAGS = (
  "cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX " +
  "vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat " +
  "fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
)
  .split(" ")
  .map((tag) => tag.replace("_", " ")); // "cvt ", "CFF " and "SVG " end in a space

/**
 * One table of a WOFF2 file. The directory follows the 48-byte header; all tables sit in one
 * Brotli stream, back to back in directory order, each `transformLength` long when transformed.
 * `cmap` is never transformed, so its bytes come out as in the original font.
 */
function woff2Table(font: Uint8Array, tag: string): Uint8Array | undefined {
  const v = view(font);
  const count = v.getUint16(12);
  const compressedSize = v.getUint32(20);
  let at = 48;
  const readBase128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = v.getUint8(at++);
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("bad UIntBase128 in WOFF2 directory");
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const flags = v.getUint8(at++);
    const index = flags & 0x3f;
    const version = flags >> 6;
    let entryTag: string;
    if (index === 63) {
      entryTag = tagAt(v, at);
      at += 4;
    } else {
      entryTag = KNOWN_TAGS[index] ?? "????";
    }
    const origLength = readBase128();
    // glyf and loca are transformed at version 0; every other table at any version but 0.
    const transformed = entryTag === "glyf" || entryTag === "loca" ? version === 0 : version !== 0;
    const length = transformed ? readBase128() : origLength;
    entries.push({ tag: entryTag, length });
  }
  const data = brotliDecompressSync(font.subarray(at, at + compressedSize));
  let offset = 0;
  for (const entry of entries) {
    if (entry.tag === tag) return new Uint8Array(data.buffer, data.byteOffset + offset, entry.length);
    offset += entry.length;
  }
  return undefined;
}

/** The mapped code points of a `cmap` table, from its Unicode subtable (format 12 or 4). */
function cmapCharacters(cmap: Uint8Array): Set<number> {
  const v = view(cmap);
  const count = v.getUint16(2);
  const subtables: { format: number; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    const platform = v.getUint16(4 + i * 8);
    const encoding = v.getUint16(6 + i * 8);
    const offset = v.getUint32(8 + i * 8);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode) subtables.push({ format: v.getUint16(offset), offset });
  }
  const full = subtables.find((s) => s.format === 12);
  if (full) return format12(v, full.offset);
  const bmp = subtables.find((s) => s.format === 4);
  if (bmp) return format4(v, bmp.offset);
  throw new Error("cmap has no Unicode subtable of format 4 or 12");
}

/** Format 12: groups of (first char, last char, first glyph); every char in a group is mapped. */
function format12(v: DataView, at: number): Set<number> {
  const chars = new Set<number>();
  const groups = v.getUint32(at + 12);
  for (let g = 0; g < groups; g++) {
    const first = v.getUint32(at + 16 + g * 12);
    const last = v.getUint32(at + 20 + g * 12);
    const glyph = v.getUint32(at + 24 + g * 12);
    for (let c = first; c <= last; c++) if (glyph + (c - first) !== 0) chars.add(c);
  }
  return chars;
}

/** Format 4: segments of BMP chars, each mapped by a delta or through the glyph id array. */
function format4(v: DataView, at: number): Set<number> {
  const chars = new Set<number>();
  const segments = v.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = v.getUint16(ends + s * 2);
    const start = v.getUint16(starts + s * 2);
    const delta = v.getInt16(deltas + s * 2);
    const rangeOffset = v.getUint16(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) {
        glyph = (c + delta) & 0xffff;
      } else {
        const raw = v.getUint16(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) chars.add(c);
    }
  }
  return chars;
}
