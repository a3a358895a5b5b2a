import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { build, BuildError } from "../../../engine/build";

const root = join(import.meta.dirname, "../../..");
let out: string | undefined;
afterEach(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

it("stops on a bad manifest with its line, before any work, and leaves the previous output untouched", async () => {
  // In-process: the same function `npm run build` runs, called with another manifest and folder.
  const parent = mkdtempSync(join(root, "dist-build-test-"));
  out = parent;
  const dist = join(parent, "dist");
  mkdirSync(dist);
  writeFileSync(join(dist, "index.html"), "previous build");
  const warned: string[] = [];
  const error = await build({ root, outDir: dist, manifest: "tests/fixtures/bad/missing-route.yaml", warn: (report) => warned.push(report) }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BuildError);
  expect((error as BuildError).message).toContain("tests/fixtures/bad/missing-route.yaml:15:27 머리글(header)의 'links' › 1번째 › 'href'(링크 주소)의 링크 '/servces'가 가리키는 페이지가 없습니다.");
  expect(warned).toEqual([]);
  expect(readFileSync(join(dist, "index.html"), "utf8")).toBe("previous build");
  // No staging folder (dist.next-…, dist.ssr-…) is left beside it.
  expect(readdirSync(parent)).toEqual(["dist"]);
});
