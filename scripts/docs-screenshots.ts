/**
 * Takes the screenshots docs/ shows: full pages of /, /consulting and /consulting/erp at 1280 and
 * 375 px, from the built site (run `npm run build` first), into docs/screenshots/<name>-<width>.png.
 * Usage: npx tsx scripts/docs-screenshots.ts [dist folder]
 */
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { launchOptions } from "./chromium";
import { serveDist } from "./serve";
import { shootWholePage } from "./whole-page";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PAGES: Record<string, string> = { home: "/", consulting: "/consulting", "consulting-erp": "/consulting/erp" };
const WIDTHS = { 1280: 800, 375: 740 } as const;

const server = await serveDist(join(ROOT, process.argv[2] ?? "dist"));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(launchOptions());
try {
  for (const [width, height] of Object.entries(WIDTHS)) {
    // Still pictures: no marquee or video half-way through a move.
    const page = await browser.newPage({ viewport: { width: Number(width), height }, reducedMotion: "reduce" });
    for (const [name, path] of Object.entries(PAGES)) {
      const file = join(ROOT, "docs", "screenshots", `${name}-${width}.png`);
      await shootWholePage(page, base + path, file);
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
