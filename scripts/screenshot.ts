/**
 * Takes full-page screenshots of routes at 1280 px and 375 px from a running server, for review.
 * Usage: npx tsx scripts/screenshot.ts http://127.0.0.1:4173 /tmp/shots / /dx ...
 */
import { chromium } from "playwright-core";
import { launchOptions } from "./chromium";

const [base = "http://127.0.0.1:4173", outDir = "/tmp/shots", ...paths] = process.argv.slice(2);
const browser = await chromium.launch(launchOptions());
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 800 : 740 } });
  page.on("console", (m) => m.type() === "error" && console.error(`[${width}] console error: ${m.text()}`));
  page.on("pageerror", (e) => console.error(`[${width}] page error: ${e.message}`));
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Lazy pictures load only as they near the screen: scroll through once so the shot shows them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 60));
      }
      scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = `${outDir}/${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
