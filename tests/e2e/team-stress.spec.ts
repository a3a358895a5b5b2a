/**
 * The stress test of team editing in browsers (npm run stress; not part of npm test, which runs
 * its unit-level version with twelve editors: tests/unit/studio/team-stress.test.ts): four people
 * on the studio server type words of their own into the same and different fields of the home
 * page's first block (list items among them), at human speed, with pauses and reloads, while a
 * text editor writes into the file and git checks out an older copy. The oracle: every word the
 * studio confirmed to someone, and every word the text editor wrote, is in the final file unless a
 * checkout written after it was sent took it away; every word that appeared in a field is in the
 * file, or still offered to its writer. STRESS_MS sets how long they type.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { applyChanges } from "../../studio/core/patch";
import { contextsOfEachTest, expect, test, type StudioRun } from "./studio-server";
import { field, personIn } from "./team-checks";
import type { Browser } from "@playwright/test";

const newContext = contextsOfEachTest(test);
const studioOf = (browser: Browser, studio: StudioRun, name: string) => personIn(newContext, browser, studio, name);
const WORD = /\b[ex]\d+w\d+\b/g;

test.describe("team editing under stress", () => {
  test("four people, a text editor and git at once: no word confirmed is lost, no word typed vanishes", async ({ browser, studio }) => {
    const ms = Number(process.env.STRESS_MS ?? 15_000);
    test.setTimeout(ms + 240_000);
    const block = parse(studio.disk()).pages[0].blocks[0];
    const fields = ["title", "subtitle", "kicker", "actions.0.label", "nodes.1.desc"].filter((key) => typeof key.split(".").reduce((node: any, seg) => node?.[seg], block) === "string").map((key) => `pages.0.blocks.0.${key}`);
    const file = join(studio.repo, "site.yaml");
    /** word → when the request that carried it was sent. */
    const confirmed = new Map<string, number>();
    const typed = new Map<string, number>();
    const checkouts: number[] = [];
    let words = 0;
    const follow = (page: Page) =>
      page.on("response", async (response) => {
        if (!response.url().endsWith("/__studio/api/change") || !response.ok()) return;
        // When the request left the browser: a checkout after that may take its words away.
        const sent = response.request().timing().startTime;
        const body = response.request().postDataJSON() as { changes: { value?: unknown }[] };
        const answer = (await response.json().catch(() => ({}))) as { conflicts?: { index: number }[] };
        const refused = new Set((answer.conflicts ?? []).map((c) => c.index));
        body.changes.forEach((change, i) => {
          if (!refused.has(i)) for (const word of JSON.stringify(change.value ?? "").match(WORD) ?? []) if (!confirmed.has(word)) confirmed.set(word, sent);
        });
      });
    const people = await Promise.all(["admin", "editor", "publisher", "editor"].map((name) => studioOf(browser, studio, name)));
    people.forEach(follow);
    const until = Date.now() + ms;

    const person = async (page: Page, id: number) => {
      let seed = id * 7919;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
      while (Date.now() < until) {
        // Typing the studio offered back: keep what is saved, type my words again on top.
        for (const offer of await page.getByTestId("offer").all()) {
          const path = await offer.evaluate((el) => el.closest("[data-path]")?.getAttribute("data-path") ?? "");
          const mine = (await offer.locator("dd").first().innerText()).match(WORD) ?? [];
          await offer.getByRole("button", { name: /두기$/ }).click();
          const now = new Set((await field(page, path).inputValue()).match(WORD) ?? []);
          const missing = mine.filter((word) => !now.has(word));
          if (missing.length > 0) await append(page, path, missing.join(" "));
        }
        const roll = random();
        if (roll < 0.75) {
          const path = fields[Math.floor(random() * fields.length)]!;
          for (let k = 1 + Math.floor(random() * 3); k > 0; k--) {
            const word = `e${id}w${words++}`;
            if (await append(page, path, word)) typed.set(word, Date.now());
          }
          // Done with this field: it is free for the others.
          await field(page, path).blur();
        } else if (roll < 0.9) {
          await page.waitForTimeout(200 + random() * 800);
        } else {
          await page.reload();
          await expect(page.locator("html[data-studio-ready]")).toHaveCount(1, { timeout: 60_000 });
        }
      }
      // Everything typed is sent.
      await page.locator("body").click({ position: { x: 1, y: 1 } });
      await expect(page.getByTestId("save-state")).toHaveText(/저장됨|저장 실패/, { timeout: 30_000 });
    };

    const outside = async () => {
      const snapshots: string[] = [];
      let n = 0;
      while (Date.now() < until - ms * 0.4) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const text = readFileSync(file, "utf8");
        snapshots.push(text);
        if (n++ % 4 !== 3) {
          const path = fields[n % fields.length]!.split(".").map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg));
          const word = `x0w${words++}`;
          const now = String(path.reduce((node: any, seg) => node?.[seg], parse(text)) ?? "");
          const saved = applyChanges(text, [{ op: "set", path, value: `${now} ${word}` }]).source;
          // A careful editor: saves only over the file it read (else it reads again next time).
          if (readFileSync(file, "utf8") !== text) continue;
          writeFileSync(file, saved);
          confirmed.set(word, Date.now());
        } else {
          writeFileSync(file, snapshots[0]!);
          checkouts.push(Date.now());
        }
      }
    };

    await Promise.all([...people.map((page, i) => person(page, i + 1)), outside()]);
    const offered = new Set<string>();
    for (const page of people) for (const mine of await page.getByTestId("offer").locator("dd").allInnerTexts()) for (const word of mine.match(WORD) ?? []) offered.add(word);
    const inFile = new Set(studio.disk().match(WORD) ?? []);
    const last = checkouts.at(-1) ?? 0;
    const lost = [...confirmed].filter(([word, sent]) => !inFile.has(word) && sent > last).map(([word]) => word);
    const vanished = [...typed].filter(([word, at]) => !inFile.has(word) && !offered.has(word) && !confirmed.has(word) && at > last).map(([word]) => word);
    console.log("STRESS", JSON.stringify({ confirmed: confirmed.size, typed: typed.size, checkouts: checkouts.length, lost, vanished }));
    expect(typed.size).toBeGreaterThan(3);
    expect(lost).toEqual([]);
    expect(vanished).toEqual([]);
  });
});


/** Types ` word` at the end of a field, as a person does; false when the field would not take it (held by someone). */
async function append(page: Page, path: string, word: string): Promise<boolean> {
  const input = field(page, path);
  if (!(await input.isVisible())) return false;
  await input.click();
  if ((await input.getAttribute("readonly")) !== null) return false;
  await input.press("End");
  await page.keyboard.type(` ${word}`, { delay: 40 + Math.floor(Math.random() * 80) });
  return (await input.inputValue()).includes(word);
}
