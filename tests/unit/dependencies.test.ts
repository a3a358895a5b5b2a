import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { importedPackages, runtimePackages } from "../../scripts/package-imports";
import { filesUnder } from "./imports";

const root = fileURLToPath(new URL("../..", import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const CODE_FOLDERS = ["engine", "src", "studio", "scripts", "deploy", "tests"];
const ROOT_FILES = ["vite.config.ts", "vitest.config.ts", "playwright.config.ts"];
/** What the studio server runs: its command, and the preview's server render, which it loads. */
const SERVER_ENTRIES = ["studio/server/main.ts", "studio/server/preview-render.tsx"];

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
  const runtime = [...(await runtimePackages(root, SERVER_ENTRIES))].sort();
  expect(Object.keys(manifest.dependencies).sort()).toEqual(runtime);
});
