/**
 * `npm run build`: the site into dist/ (engine/build says what it writes, and how a failed build
 * leaves the previous dist/ untouched).
 * SITE_MANIFEST builds another manifest (benchmarks, tests); BUILD_OUT_DIR writes elsewhere (a
 * folder under the project); BUILD_TIMINGS names a JSON file for the seconds of each step (`npm run bench`).
 */
import { fileURLToPath } from "node:url";
import { writeFile } from "node:fs/promises";
import { build, BuildError } from "../engine/build";
import { isMainModule } from "./main-module.mjs";

if (isMainModule(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const outName = process.env.BUILD_OUT_DIR ?? "dist";
  build({ root, outDir: outName, manifest: process.env.SITE_MANIFEST ?? "site.yaml" }).then(
    async ({ pages, timings }) => {
      console.log(`${outName}/: ${pages}개 페이지를 만들었습니다.`);
      if (process.env.BUILD_TIMINGS) await writeFile(process.env.BUILD_TIMINGS, JSON.stringify(timings));
    },
    (error: unknown) => {
      console.error(error instanceof BuildError ? `${error.message}\n\n빌드를 멈췄습니다. 이전 ${outName}/는 그대로입니다.` : error);
      process.exit(1);
    },
  );
}
