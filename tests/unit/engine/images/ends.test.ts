import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pictureEnd } from "../../../../engine/images/ends";

const root = join(import.meta.dirname, "../../../..");
const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: "#1f6feb" } });
/** One small picture of each kind the site takes, as sharp writes them, and the site's own. */
const pictures = async (): Promise<[string, Buffer][]> => [
  ["PNG", await picture.clone().png().toBuffer()],
  ["JPEG", await picture.clone().jpeg().toBuffer()],
  ["progressive JPEG", await picture.clone().jpeg({ progressive: true }).toBuffer()],
  ["WebP", await picture.clone().webp().toBuffer()],
  ["lossless WebP", await picture.clone().webp({ lossless: true }).toBuffer()],
  ["GIF", await picture.clone().gif().toBuffer()],
  ["AVIF", await picture.clone().avif().toBuffer()],
  ...["og-image.png", "images/delivery-stages.png", "media/chatbot-demo-poster.jpg"].map((file): [string, Buffer] => [file, readFileSync(join(root, "public", file))]),
];
const decodes = (bytes: Buffer) => sharp(bytes, { failOn: "warning" }).raw().toBuffer().then(() => true, () => false);

describe("where a picture ends", () => {
  it("is its last byte for a whole picture of every kind, and the same with a page of HTML after it", async () => {
    for (const [kind, bytes] of await pictures()) {
      expect(pictureEnd(bytes), kind).toBe(bytes.length);
      expect(pictureEnd(Buffer.concat([bytes, Buffer.from("<html><script>alert(1)</script></html>")])), kind).toBe(bytes.length);
    }
  });

  it("is nowhere for a picture cut short, which sharp cannot decode either", async () => {
    for (const [kind, bytes] of await pictures()) {
      const half = bytes.subarray(0, Math.floor(bytes.length / 2));
      expect(pictureEnd(half), kind).toBeUndefined();
      expect(await decodes(half), kind).toBe(false);
    }
  });

  it("is nowhere for a PNG with a changed byte (its chunk's CRC no longer matches), an icon, a page or nothing", () => {
    const png = Buffer.from(readFileSync(join(root, "public/og-image.png")));
    png[60]! ^= 0xff;
    for (const bytes of [png, readFileSync(join(root, "public/favicon.ico")), Buffer.from("<!doctype html><p>hi</p>"), Buffer.alloc(0)]) expect(pictureEnd(bytes)).toBeUndefined();
  });
});
