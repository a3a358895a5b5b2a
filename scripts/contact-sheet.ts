/**
 * `npm run screenshots`: every route of site.yaml, whole, at 375, 768 and 1280 px, from the built
 * site (run `npm run build` first), laid side by side on one contact sheet per width:
 * docs/screenshots/sheet-<width>.webp; and the first screen (what shows before any scrolling) of
 * one page of each family and of every service landing, at 1280 × 800 and 375 × 812, on
 * docs/screenshots/first-screens-<width>.webp (docs/art-direction.md). These sheets are generated:
 * run the script again, never edit them. The single screenshots go to a temporary folder (printed), or to `--shots=<folder>`.
 * Usage: npm run screenshots [-- --dist=<folder>] [-- --shots=<folder>]
 */
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import sharp, { type OverlayOptions } from "sharp";
import { parse } from "yaml";
import { launchOptions } from "./chromium";
import { serveDist } from "./serve";
import { shootWholePage } from "./whole-page";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** Viewport width → its height and the width of one page on the sheet (about 0.4 of a phone, 0.2 of a desktop). */
const WIDTHS = { 375: { height: 740, column: 150 }, 768: { height: 1024, column: 190 }, 1280: { height: 800, column: 260 } } as const;
/** Pages per row of a sheet: 23 routes make two rows. */
const PER_ROW = 12;
const GAP = 16;
const LABEL = 28;
/** WebP's limit on either side. */
const MAX_SIDE = 16383;

const paths = (parse(readFileSync(join(ROOT, "site.yaml"), "utf8")) as { pages: { path: string }[] }).pages.map((p) => p.path);
const shots = option("shots") ?? mkdtempSync(join(tmpdir(), "site-shots-"));
mkdirSync(shots, { recursive: true });

/** The route's address over its page, as an SVG strip (the sheet's only text, so no Korean font is needed). */
const label = (text: string, width: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><text x="0" y="19" font-family="DejaVu Sans, sans-serif" font-size="15" fill="#1f2937">${text}</text></svg>`,
  );

/** The first screens on docs/screenshots/first-screens-<width>.webp: the home, the six service landings, a sub-page, /about, /contact, /privacy. */
const FIRST_SCREENS = ["/", "/consulting", "/development", "/ai", "/ict", "/it-service", "/dx", "/ict/cloudms", "/about", "/contact", "/privacy"];
const FIRST_SCREEN_SIZES = { 1280: { height: 800, column: 480 }, 375: { height: 812, column: 240 } } as const;
/** First screens per row: four at 1280 (a sheet the width of a desktop's screen), six at 375. */
const FIRST_SCREENS_PER_ROW = { 1280: 4, 375: 6 } as const;

/** Lays the shots of `routes` out in rows, each page scaled to `column` px wide. */
async function sheet(column: number, routes: string[], files: string[], out: string, perRow = PER_ROW): Promise<void> {
  const cells = await Promise.all(
    files.map(async (file, i) => {
      const image = await sharp(file).resize({ width: column }).png().toBuffer();
      const { height = 0 } = await sharp(image).metadata();
      return { path: routes[i]!, image, height };
    }),
  );
  const rows: (typeof cells)[] = [];
  for (let i = 0; i < cells.length; i += perRow) rows.push(cells.slice(i, i + perRow));
  const layers: OverlayOptions[] = [];
  let top = GAP;
  for (const row of rows) {
    row.forEach((cell, j) => {
      const left = GAP + j * (column + GAP);
      layers.push({ input: label(cell.path, column), left, top });
      layers.push({ input: cell.image, left, top: top + LABEL });
    });
    top += LABEL + Math.max(...row.map((c) => c.height)) + GAP * 2;
  }
  const size = { width: GAP + Math.min(perRow, cells.length) * (column + GAP), height: top };
  const canvas = sharp({ create: { ...size, channels: 3, background: "#e5e7eb" } }).composite(layers);
  // A sheet taller than WebP allows is scaled down as a whole.
  const scale = Math.min(1, MAX_SIDE / size.height);
  const image = scale < 1 ? sharp(await canvas.png().toBuffer()).resize({ height: MAX_SIDE }) : canvas;
  await image.webp({ quality: 70 }).toFile(out);
  console.log(`${out} (${size.width} × ${size.height}${scale < 1 ? `, scaled to ${Math.round(scale * 100)}%` : ""})`);
}

const server = await serveDist(join(ROOT, option("dist") ?? "dist"));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(launchOptions());
try {
  mkdirSync(join(ROOT, "docs", "screenshots"), { recursive: true });
  for (const [key, { height }] of Object.entries(WIDTHS)) {
    const width = Number(key) as keyof typeof WIDTHS;
    // Still pictures: no marquee or video half-way through a move.
    const page = await browser.newPage({ viewport: { width, height }, reducedMotion: "reduce" });
    const files: string[] = [];
    for (const path of paths) {
      const file = join(shots, `${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}-${width}.png`);
      await shootWholePage(page, base + path, file);
      files.push(file);
    }
    await page.close();
    await sheet(WIDTHS[width].column, paths, files, join(ROOT, "docs", "screenshots", `sheet-${width}.webp`));
  }
  for (const [key, { height, column }] of Object.entries(FIRST_SCREEN_SIZES)) {
    const width = Number(key);
    const page = await browser.newPage({ viewport: { width, height }, reducedMotion: "reduce" });
    const files: string[] = [];
    for (const path of FIRST_SCREENS) {
      const file = join(shots, `first-${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}-${width}.png`);
      await shootWholePage(page, base + path, file, false);
      files.push(file);
    }
    await page.close();
    await sheet(column, FIRST_SCREENS, files, join(ROOT, "docs", "screenshots", `first-screens-${width}.webp`), FIRST_SCREENS_PER_ROW[width as keyof typeof FIRST_SCREENS_PER_ROW]);
  }
  console.log(`single screenshots: ${shots}`);
} finally {
  await browser.close();
  server.close();
}
