/**
 * The budgets that need more than one plain load of a page: HTML that arrives in two parts, and
 * axe with the mobile drawer open. Every route's first visit, layout shifts, restyles, headings
 * and axe: tests/e2e/pages.spec.ts; the HTML as text: tests/dist/html.test.ts.
 * Timings are `npm run bench`'s business; nothing here measures time.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, openHydrated, test } from "./fixtures";
import { recordShifts, shifts, violations } from "./page-checks";

/**
 * A server in front of `origin` that sends each HTML page in two parts, the second `pause` ms
 * after the first, as a slow network or a busy phone's parser does; everything else passes through.
 */
async function slowHtmlServer(origin: string, splitAfter: string, pause: number): Promise<{ url: string; close: () => void }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, origin));
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !["content-length", "content-encoding"].includes(name)));
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const at = body.indexOf(splitAfter);
    if (!headers["content-type"]?.includes("text/html") || at < 0) return response.end(body);
    response.write(body.subarray(0, at + splitAfter.length));
    setTimeout(() => response.end(body.subarray(at + splitAfter.length)), pause);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

test("a page whose HTML arrives in two parts is drawn once, whole: nothing moves when the rest arrives", async ({ page, baseURL }) => {
  // The first part ends with the hero's heading: a browser that painted it would draw the
  // centred hero, and the contact tab centred on the viewport, in places the rest then moves.
  const slow = await slowHtmlServer(baseURL!, "</h1>", 600);
  try {
    await recordShifts(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      for (const route of ["/", "/ai", "/contact"]) {
        await page.goto(`${slow.url}${route}?width=${width}`);
        await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
        expect(await shifts(page), `${route} at ${width} px`).toEqual([]);
      }
    }
  } finally {
    slow.close();
  }
});

test("the mobile drawer, open, has no axe violations", async ({ page }) => {
  // Two whole-page axe runs: on a busy 2-core machine each can take 15 s.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  for (const route of ["/", "/contact"]) {
    await openHydrated(page, route);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await expect(page.getByRole("dialog", { name: "메뉴" })).toBeVisible();
    expect(await violations(page), `${route}, drawer open`).toEqual([]);
  }
});
