import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { OUTPUT_DIR, processImage, processSvg, variantWidths } from "../../../../engine/images/pipeline";
import { rasterSize, svgSize } from "../../../../engine/images/files";
import { IMAGE_SLOTS } from "../../../../src/ui/image-slots";

const cache = mkdtempSync(join(tmpdir(), "image-cache-"));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** A 1200×900 picture with a gradient, with or without transparency. */
const picture = (alpha = false) =>
  sharp({ create: { width: 1200, height: 900, channels: alpha ? 4 : 3, background: alpha ? { r: 31, g: 111, b: 235, alpha: 0.5 } : "#1f6feb" } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><circle cx="600" cy="450" r="300" fill="#fff"/></svg>') }])
    .png()
    .toBuffer()
    .then((png) => (alpha ? png : sharp(png).removeAlpha().png().toBuffer()));

describe("variant widths", () => {
  it("run from half the slot to twice it, never past the source", () => {
    expect(variantWidths(1200, 560)).toEqual([320, 480, 640, 800, 960, 1120]);
    expect(variantWidths(700, 560)).toEqual([320, 480, 640, 700]);
    expect(variantWidths(2000, 160)).toEqual([160, 240, 320]);
  });
});

describe("a raster picture", () => {
  it("becomes AVIF and WebP at every width plus a JPEG, named by a content hash, with its size", async () => {
    const { built, files } = await processImage("/x/Team Photo.png", await picture(), IMAGE_SLOTS.split, cache);
    expect(built).toMatchObject({ width: 1200, height: 900, widths: [320, 480, 640, 800, 960, 1120], fallback: "jpg" });
    expect(built.stem).toMatch(new RegExp(`^/${OUTPUT_DIR}/team-photo-[0-9a-f]{10}$`));
    const names = files.map((f) => f.fileName).sort();
    expect(names).toHaveLength(13);
    for (const w of built.widths!) for (const ext of ["avif", "webp"]) expect(names).toContain(`${built.stem!.slice(1)}-${w}.${ext}`);
    expect(names).toContain(`${built.stem!.slice(1)}-1120.jpg`);
    // Each file is what its name says, at its width.
    const avif = files.find((f) => f.fileName.endsWith("-480.avif"))!;
    expect(await sharp(avif.data).metadata()).toMatchObject({ format: "heif", width: 480, height: 360 });
    const webp = files.find((f) => f.fileName.endsWith("-640.webp"))!;
    expect(await sharp(webp.data).metadata()).toMatchObject({ format: "webp", width: 640 });
  });

  it("keeps transparency in a PNG fallback", async () => {
    const { built, files } = await processImage("/x/logo.png", await picture(true), IMAGE_SLOTS.logo, cache);
    expect(built.fallback).toBe("png");
    expect(files.filter((f) => f.fileName.endsWith(".png")).map((f) => f.fileName)).toEqual([`${built.stem!.slice(1)}-320.png`]);
  });

  it("gets another name when its content changes, and the same files again from the cache", async () => {
    const first = await processImage("/x/a.png", await picture(), IMAGE_SLOTS.logo, cache);
    const other = await processImage("/x/a.png", await picture(true), IMAGE_SLOTS.logo, cache);
    expect(other.built.stem).not.toBe(first.built.stem);
    expect(readdirSync(cache)).toContain(first.built.stem!.split("/").pop());
    const again = await processImage("/x/a.png", await picture(), IMAGE_SLOTS.logo, cache);
    expect(again.built).toEqual(first.built);
    expect(again.files.map((f) => f.fileName).sort()).toEqual(first.files.map((f) => f.fileName).sort());
  });

  it("of more pixels than the check allows is refused before sharp decodes it", async () => {
    // 7100 × 7100 is 50.4 million pixels: just over PIXEL_LIMIT, and sharp's own default (268 million) would take it.
    const big = await sharp({ create: { width: 7100, height: 7100, channels: 3, background: "#1f6feb" } }).png().toBuffer();
    await expect(processImage("/x/big.png", big, IMAGE_SLOTS.split)).rejects.toThrow(/pixel limit/);
  });

  it("reports its size from the header alone, as the check reads it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "image-size-"));
    const png = join(dir, "a.png");
    await sharp(await picture()).toFile(png);
    const jpg = join(dir, "a.jpg");
    await sharp(await picture()).jpeg().toFile(jpg);
    const webp = join(dir, "a.webp");
    await sharp(await picture()).resize(300).webp().toFile(webp);
    const avif = join(dir, "a.avif");
    await sharp(await picture()).resize(200).avif().toFile(avif);
    expect([png, jpg, webp, avif].map(rasterSize)).toEqual([
      { width: 1200, height: 900 },
      { width: 1200, height: 900 },
      { width: 300, height: 225 },
      { width: 200, height: 150 },
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("an SVG", () => {
  const safe = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 420"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/></svg>';

  it("passes through unchanged under a hashed name, with the size of its viewBox", () => {
    const { built, files } = processSvg("/x/diagram.svg", Buffer.from(safe));
    expect(built).toMatchObject({ width: 560, height: 420, fallback: "svg" });
    expect(built.widths).toBeUndefined();
    expect(files).toHaveLength(1);
    expect(files[0]!.fileName).toMatch(/^assets\/img\/diagram-[0-9a-f]{10}\.svg$/);
    expect(files[0]!.data.toString()).toBe(safe);
    expect(svgSize('<svg width="200" height="60" viewBox="0 0 100 30">')).toEqual({ width: 200, height: 60 });
  });

  it("is refused, with the reason of the one SVG check (engine/svg/safety.ts, tested in tests/unit/engine/svg/)", () => {
    const bad = '<svg xmlns="http://www.w3.org/2000/svg">\n<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>';
    expect(() => processSvg("/x/bad.svg", Buffer.from(bad))).toThrow("/x/bad.svg: 2번째 줄에 스크립트 요소(<s:script>)가 있습니다. 이 SVG는 쓸 수 없습니다.");
  });
});
