/**
 * Each route at 768 px, loaded once: Korean typography, the compact hero (./design-checks.ts) and
 * the rhythm of its sections (./rhythm-checks.ts).
 * At 375 and 1280 px the same checks run in tests/e2e/pages.spec.ts, on its one load of each route.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { expectDesign } from "./design-checks";
import { expectSectionRhythm } from "./rhythm-checks";
import { expect, test } from "./fixtures";

const site = parse(readFileSync(join(import.meta.dirname, "../../site.yaml"), "utf8")) as { pages: { path: string }[] };
const routes = site.pages.map((p) => p.path);

test.describe.configure({ timeout: 120_000 });

for (const route of routes) {
  test(`${route} at 768 px: Korean line breaks and letter-spacing; the compact hero and the first content in view; neighbouring sections differ`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto(route);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 60_000 });
    await expectDesign(page, route, 768);
    // Neighbouring sections differ in background or heading alignment at this width too (issue 32).
    await expectSectionRhythm(page);
  });
}
