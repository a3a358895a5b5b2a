/**
 * `npm run fonts`: cuts the Korean web font down to the characters the site shows and writes
 * public/fonts/site-sans-400.woff2 and site-sans-700.woff2 (committed, generated; engine/build/fonts.ts
 * says how, and why the build cuts its own copy). Run it again after site.yaml gains new characters
 * (tests/unit/engine/build/fonts.test.ts fails until you do).
 *
 * They are subsets of Pretendard (npm `pretendard`, Regular and Bold), licensed under the SIL Open
 * Font License 1.1 (public/fonts/OFL.txt, copied by the same script). A subset is a Modified
 * Version and "Pretendard" is a Reserved Font Name, so the subset is served under the family name
 * "Site Sans" (src/layout/fonts.ts).
 */
import { fileURLToPath } from "node:url";
import { readFile } from "node:fs/promises";
import { fontFileName, makeFonts, siteCharacters, type FontWeight } from "../engine/build/fonts";
import { isMainModule } from "./main-module.mjs";

if (isMainModule(import.meta.url)) {
  const pretendard = fileURLToPath(new URL("../node_modules/pretendard/package.json", import.meta.url));
  const { version } = JSON.parse(await readFile(pretendard, "utf8")) as { version: string };
  const sizes = await makeFonts();
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  for (const [weight, bytes] of Object.entries(sizes)) console.log(`public/fonts/${fontFileName(Number(weight) as FontWeight)}: ${bytes} B`);
  console.log(`Pretendard ${version}, ${(await siteCharacters()).length}자, 합계 ${total} B`);
}
