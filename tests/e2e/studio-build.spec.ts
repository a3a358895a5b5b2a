import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";

/** The studio lives only in the dev server: the built site (dist/, made by `npm run build` before these tests) holds none of it. */
const dist = join(import.meta.dirname, "../../dist");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

test("dist/ holds no studio code", () => {
  const text = files(dist).filter((f) => /\.(js|mjs|html|css|json|txt|xml)$/.test(f));
  expect(text.length).toBeGreaterThan(20);
  // Strings only the studio has: its endpoint, its title, its session and patcher.
  const markers = ["__studio", "사이트 스튜디오", "createScalarToken", "studio/client"];
  const found = text.flatMap((file) => {
    const content = readFileSync(file, "utf8");
    return markers.filter((m) => content.includes(m)).map((m) => `${file.slice(dist.length)}: ${m}`);
  });
  expect(found).toEqual([]);
});
