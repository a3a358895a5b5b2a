import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { importedPackages, runtimePackages } from "../../scripts/package-imports";
import { serverBundleOptions } from "../../scripts/studio-build";
import { filesUnder } from "./imports";

const root = fileURLToPath(new URL("../..", import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const CODE_FOLDERS = ["engine", "src", "studio", "scripts", "tests"];
const ROOT_FILES = ["vite.config.ts", "vitest.config.ts", "playwright.config.ts"];


it("every package the code imports is declared in package.json (dependencies or devDependencies)", () => {
  const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
  const files = [...CODE_FOLDERS.flatMap((dir) => filesUnder(join(root, dir), /\.(?:tsx?|mts|mjs|js)$/)), ...ROOT_FILES.map((file) => join(root, file))];
  const undeclared = files.flatMap((file) =>
    importedPackages(readFileSync(file, "utf8"))
      .filter((name) => !declared.has(name))
      .map((name) => `${relative(root, file)} → ${name}`),
  );
  expect(undeclared).toEqual([]);
});

it("dependencies are exactly the packages the studio server imports as it runs; the rest are devDependencies", async () => {
  // The server as `npm run studio:build` bundles it, and the preview's server render, which it loads (Vite bundles that one, its packages left imports too).
  const server = await runtimePackages(serverBundleOptions(root));
  const preview = await runtimePackages({ cwd: root, input: "studio/server/preview-render.tsx" });
  const runtime = [...new Set([...server, ...preview])].sort();
  expect(Object.keys(manifest.dependencies).sort()).toEqual(runtime);
});
