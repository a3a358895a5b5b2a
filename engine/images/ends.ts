/**
 * Build-time and studio: where a raster picture's own bytes end, read from its structure without
 * decoding it (the check is synchronous and takes no sharp). The check refuses a picture whose
 * structure is cut short or broken, which sharp cannot decode (the build would stop on its English
 * error); the studio's upload also refuses bytes past the end, which every decoder skips (a PNG
 * with a page of HTML after its last chunk decodes as the PNG).
 */

/**
 * The offset just past the picture that starts `b`: past PNG's IEND chunk, JPEG's EOI marker,
 * WebP's RIFF chunk, GIF's trailer, or an AVIF's last box. Undefined when `b` is none of these or
 * its structure is cut short or broken (a PNG chunk whose CRC does not match, a JPEG with no frame).
 */
export function pictureEnd(b: Uint8Array): number | undefined {
  const bytes = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  if (bytes.length < 12) return undefined;
  if (bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return pngEnd(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegEnd(bytes);
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return webpEnd(bytes);
  if (/^GIF8[79]a$/.test(bytes.toString("latin1", 0, 6))) return gifEnd(bytes);
  if (bytes.toString("latin1", 4, 8) === "ftyp") return boxesEnd(bytes);
  return undefined;
}

/** PNG: chunks of length, type, data and CRC-32, IHDR first, to IEND. */
function pngEnd(b: Buffer): number | undefined {
  for (let i = 8; i + 12 <= b.length; ) {
    const length = b.readUInt32BE(i);
    const type = b.toString("latin1", i + 4, i + 8);
    const end = i + 12 + length;
    if (end > b.length || (i === 8 && type !== "IHDR") || crc32(b.subarray(i + 4, end - 4)) !== b.readUInt32BE(end - 4)) return undefined;
    if (type === "IEND") return end;
    i = end;
  }
  return undefined;
}

/**
 * JPEG: marker segments, each scan followed by its entropy-coded data (in which 0xFF is followed by
 * 0x00, a stuffed byte, or a restart marker), to EOI after at least one frame and one scan.
 */
function jpegEnd(b: Buffer): number | undefined {
  let frame = false;
  let scan = false;
  for (let i = 2; i + 1 < b.length; ) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    // Fill bytes (0xFF 0xFF…) may precede a marker; TEM and RSTn stand alone.
    if (marker === 0xff) i++;
    else if (marker === 0xd9) return frame && scan ? i + 2 : undefined;
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) i += 2;
    else {
      if (i + 4 > b.length) return undefined;
      const length = b.readUInt16BE(i + 2);
      if (length < 2 || i + 2 + length > b.length) return undefined;
      // SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) frame = true;
      i += 2 + length;
      if (marker === 0xda) {
        scan = true;
        while (i + 1 < b.length && !(b[i] === 0xff && b[i + 1] !== 0x00 && !(b[i + 1]! >= 0xd0 && b[i + 1]! <= 0xd7))) i++;
      }
    }
  }
  return undefined;
}

/** WebP: one RIFF chunk, its size in its header, holding whole chunks (each padded to an even length). */
function webpEnd(b: Buffer): number | undefined {
  const end = 8 + b.readUInt32LE(4);
  if (end > b.length) return undefined;
  let i = 12;
  while (i + 8 <= end) {
    const size = b.readUInt32LE(i + 4);
    i += 8 + size + (size & 1);
  }
  return i === end && end > 12 ? end : undefined;
}

/** GIF: header, screen descriptor and colour table, then extensions and images as sub-blocks, to the trailer (0x3B). */
function gifEnd(b: Buffer): number | undefined {
  const table = (packed: number) => (packed & 0x80 ? 3 << ((packed & 7) + 1) : 0);
  /** Past the sub-blocks starting at `i` (each a length byte and its data; a zero length ends them). */
  const subBlocks = (i: number) => {
    while (i < b.length && b[i] !== 0) i += 1 + b[i]!;
    return i + 1;
  };
  let images = 0;
  for (let i = 13 + table(b[10]!); i < b.length; ) {
    if (b[i] === 0x3b) return images > 0 ? i + 1 : undefined;
    if (b[i] === 0x21) i = subBlocks(i + 2);
    else if (b[i] === 0x2c && i + 10 < b.length) {
      images++;
      i = subBlocks(i + 10 + table(b[i + 9]!) + 1);
    } else return undefined;
  }
  return undefined;
}

/** The boxes an AVIF (HEIF, ISO base media file) holds at its top level. */
const TOP_BOXES = new Set(["ftyp", "meta", "mdat", "moov", "free", "skip", "uuid", "pdin", "moof", "mfra", "styp", "sidx", "prft"]);

/**
 * AVIF: boxes of size and type (a size of 1 is followed by a 64-bit one; 0 runs to the end), `ftyp`
 * first. The picture ends where a box of another kind starts: that is no longer the picture's.
 */
function boxesEnd(b: Buffer): number | undefined {
  let i = 0;
  while (i + 8 <= b.length && TOP_BOXES.has(b.toString("latin1", i + 4, i + 8))) {
    const small = b.readUInt32BE(i);
    const size = small === 1 ? (i + 16 <= b.length ? Number(b.readBigUInt64BE(i + 8)) : Infinity) : small === 0 ? b.length - i : small;
    if (size < 8 || i + size > b.length) return undefined;
    i += size;
  }
  return i > 0 ? i : undefined;
}

/** CRC-32 (ISO 3309, as PNG uses it) of `data`; zlib's own is not in Node 20. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
