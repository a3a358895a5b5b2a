/**
 * Team editing on the studio server (`npm run studio`), as people do it: each person in a browser
 * of their own, signed in as themselves.
 *
 * - Presence per field: the second person in a field sees the first one's name there, in their
 *   colour, and the field held (read-only) until the first leaves it; then it is theirs.
 * The stress test of four people in browsers is tests/e2e/team-stress.spec.ts (npm run stress).
 */
import type { Browser, Page } from "@playwright/test";
import { parse } from "yaml";
import { contextsOfEachTest, expect, test, type StudioRun } from "./studio-server";
import { field, personIn } from "./team-checks";

const newContext = contextsOfEachTest(test);
const studioOf = (browser: Browser, studio: StudioRun, name: string) => personIn(newContext, browser, studio, name);

test.describe("team editing", () => {
  test("presence per field: the second person sees the first one's name at the field and the field held until they leave it", async ({ browser, studio }) => {
    const [a, b] = [await studioOf(browser, studio, "editor"), await studioOf(browser, studio, "publisher")];
    const title = "pages.0.blocks.0.title";
    await field(a, title).click();
    await a.keyboard.press("End");
    await a.keyboard.type(" 가나", { delay: 30 });
    await expect.poll(studio.disk).toContain("가나");
    // B sees who is in the field, in their colour, and cannot type over them.
    await field(b, title).click();
    const there = b.locator(`[data-path="${title}"]`).getByTestId("field-presence");
    await expect(there).toContainText("editor");
    await expect(there).toContainText("고치는 중");
    await expect(field(b, title)).toHaveAttribute("readonly", "");
    expect(await there.locator(".someone").evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    await b.keyboard.type("다라");
    await expect(field(b, title)).not.toHaveValue(/다라/);
    // A sees B at the field too, but keeps typing.
    await expect(a.locator(`[data-path="${title}"]`).getByTestId("field-presence")).toContainText("publisher");
    await expect(field(a, title)).not.toHaveAttribute("readonly", "");
    // A leaves the field: it is B's.
    await field(a, "pages.0.blocks.0.kicker").click();
    await expect(field(b, title)).not.toHaveAttribute("readonly", "", { timeout: 30_000 });
    await field(b, title).press("End");
    await b.keyboard.type(" 마바", { delay: 30 });
    await expect.poll(() => parse(studio.disk()).pages[0].blocks[0].title as string).toMatch(/가나 마바$/);
    // A, in the kicker, sees B in the title: the field is held for A now.
    await field(a, title).click();
    await expect(field(a, title)).toHaveAttribute("readonly", "");
  });
});
