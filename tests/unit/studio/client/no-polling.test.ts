import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

const client = join(import.meta.dirname, "../../../../studio/client");
const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));

// The preview frame tells the studio where it is and when it has drawn (STUDIO_NAVIGATED and
// STUDIO_DRAWN, src/dev/live-manifest.ts). A timer that looks into the frame again and again
// (its address every 400 ms, the selected block every 200 ms) is what the messages replaced: a
// busy machine paid for it in every open studio, and it still missed what happened between two looks.
test("nothing in the studio's client polls on a timer", () => {
  expect(files.length).toBeGreaterThan(10);
  const polling = files.filter((f) => /\bsetInterval\s*\(/.test(readFileSync(join(client, f), "utf8")));
  expect(polling.map((f) => relative(client, join(client, f)))).toEqual([]);
});
