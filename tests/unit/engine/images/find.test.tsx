import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import SCHEMA from "../../../../schema/site.schema.json" with { type: "json" };
import { readSite } from "../../../../engine/check/read";
import { say } from "../../../../engine/check/messages";
import { ruleContext } from "../../../../engine/check/rules/context";
import type { Places } from "../../../../engine/check/types";
import { imageProblems } from "../../../../engine/images/picture-rules";
import { SLOT_KEYWORD } from "../../../../engine/core/pictures";
import { findImages } from "../../../../engine/images/find";
import { siteImages } from "../../../../engine/images/vite-plugin";
import type { Image } from "../../../../src/manifest/site.types";
import { DEFAULT_SLOT, IMAGE_SLOTS, type BuiltImage } from "../../../../src/ui/image-slots";
import { Picture } from "../../../../src/ui/picture";
import { renderHtml } from "../../src/blocks/render-block";

const root = join(import.meta.dirname, "../../../..");
type Node = Record<string, any>;

describe("pictures are found by their schema definition", () => {
  it("in the real manifest: every picture, each with the slot its place in the schema names", () => {
    const { site } = readSite(root);
    const found = findImages(site);
    expect(found.length).toBeGreaterThan(5);
    // Where each block type draws its pictures (src/blocks/*.tsx pass the same slot to Picture).
    const drawnAs: Record<string, string> = { hero: "hero", split: "split", logos: "logo", quote: "companyLogo", cases: "companyLogo" };
    for (const { path, image, slot } of found) {
      const [pages, i, blocks, j] = path as ["pages", number, "blocks", number];
      expect([pages, blocks]).toEqual(["pages", "blocks"]);
      const block = site!.pages[i]!.blocks[j]!;
      expect(slot, `${site!.pages[i]!.path} ${block.type}`).toBe(drawnAs[block.type]);
      expect(path.reduce<any>((value, key) => value[key], site)).toBe(image);
    }
  });

  it("every slot the schema names is one of src/ui/image-slots.ts", () => {
    const named: string[] = [];
    JSON.stringify(SCHEMA, (key, value) => (key === SLOT_KEYWORD && named.push(value), value));
    expect(named.length).toBe(5);
    for (const slot of named) expect(Object.keys(IMAGE_SLOTS)).toContain(slot);
  });
});

describe("a new block with a picture, in no list but the schema", () => {
  // A schema of its own: the real one plus a `gallery` block (no registry line, no other edit):
  // a cover that names no slot, and photos drawn as logos.
  const schema = structuredClone(SCHEMA) as Node;
  schema.definitions.galleryBlock = {
    type: "object",
    additionalProperties: false,
    required: ["type"],
    properties: {
      type: { const: "gallery" },
      cover: { $ref: "#/definitions/image" },
      photos: { type: "array", items: { $ref: "#/definitions/image", [SLOT_KEYWORD]: "logo" } },
    },
  };
  schema.definitions.block.oneOf.push({ $ref: "#/definitions/galleryBlock" });
  const gallery = { type: "gallery", cover: { src: "/images/photo.png", alt: "사무실" }, photos: [{ src: "/images/photo.png" }, { src: "/images/photo.png", alt: "팀" }] };
  const page = { path: "/gallery", title: "갤러리", blocks: [{ type: "hero", title: "갤러리" }, gallery] };

  const publicDir = mkdtempSync(join(tmpdir(), "gallery-"));
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
  mkdirSync(join(publicDir, "public/images"), { recursive: true });
  const photo = sharp({ create: { width: 1000, height: 750, channels: 3, background: "#1f6feb" } }).png().toBuffer().then((png) => writeFileSync(join(publicDir, "public/images/photo.png"), png));

  it("is found with its slots: the one its place names, or the page's column", () => {
    expect(findImages({ pages: [page] }, { schema }).map(({ path, slot }) => [path.join("."), slot])).toEqual([
      ["pages.0.blocks.1.cover", DEFAULT_SLOT],
      ["pages.0.blocks.1.photos.0", "logo"],
      ["pages.0.blocks.1.photos.1", "logo"],
    ]);
    expect(findImages(page, { schema, definition: "page" }).map(({ path }) => path.join("."))).toEqual(["blocks.1.cover", "blocks.1.photos.0", "blocks.1.photos.1"]);
  });

  it("is checked: a photo without alt, and a cover too small for the column it fills", async () => {
    await photo;
    const place = (path: (string | number)[]) => ({ line: 1, col: 1, path });
    const at: Places = { value: place, key: place, within: place, where: (path) => path.join("."), field: () => "", label: () => "", kind: String };
    const context = ruleContext({ pages: [page] } as never, at, { publicDir: join(publicDir, "public") }, schema);
    const problems = imageProblems(context).map(({ message }) => message);
    expect(problems).toEqual([
      say("imageTooSmall", { where: "pages.0.blocks.1.cover", src: "/images/photo.png", width: 1000, slotWidth: IMAGE_SLOTS.column.maxWidth }).message,
      say("imageWithoutAlt", { where: "pages.0.blocks.1.photos.0", src: "/images/photo.png" }).message,
    ]);
  });

  it("gets its sizes and formats in the build, at the widths of each slot, and the component's sizes by default", async () => {
    await photo;
    const plugin = siteImages({ root: publicDir, schema }) as any;
    plugin.configResolved({ command: "build" });
    plugin.buildStart();
    const emitted: string[] = [];
    const out = await plugin.transform.handler.call({ emitFile: ({ fileName }: { fileName: string }) => emitted.push(fileName) }, `export default ${JSON.stringify(page)};`, "\0virtual:site-page/gallery", {});
    const built = JSON.parse(/^export default (.*);$/.exec(out.code)![1]!).blocks[1] as { cover: Image & BuiltImage; photos: (Image & BuiltImage)[] };
    expect(built.cover).toMatchObject({ width: 1000, height: 750, fallback: "jpg", widths: [640, 800, 960, 1000] });
    expect(built.photos[0]).toMatchObject({ width: 1000, height: 750, fallback: "jpg", widths: [160, 240, 320] });
    expect(emitted.filter((f) => f.endsWith(".avif")).length).toBe(7);
    expect(emitted.filter((f) => f.endsWith(".webp")).length).toBe(7);
    // A component that passes no slot draws the same column the build made the files for.
    expect(renderHtml(<Picture image={built.cover} />)).toContain(`sizes="${IMAGE_SLOTS.column.sizes}"`);
  }, 60_000);
});
