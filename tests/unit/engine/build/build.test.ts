import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { build, BuildError } from "../../../../engine/build";
import { NEW_PAGE } from "../../../fixtures/new-page";

const root = join(import.meta.dirname, "../../../..");
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

// A whole build beside the other tests: a busy 2-core machine needs time.
it("writes a page added to site.yaml, with nothing else changed; of the studio's uploads, only those it uses", { timeout: 180_000 }, async () => {
  const parent = mkdtempSync(join(root, "dist-build-test-"));
  out = parent;
  // Two uploads as the studio leaves them in public/uploads/: the new page uses one; no page the other.
  const uploads = join(root, "public/uploads");
  const hadUploads = existsSync(uploads);
  const stem = `build-test-${parent.slice(-6).toLowerCase().replace(/[^a-z0-9]/g, "x")}`;
  const [used, unused] = [`${stem}-used.png`, `${stem}-unused.png`];
  mkdirSync(uploads, { recursive: true });
  for (const name of [used, unused]) copyFileSync(join(root, "public/og-image.png"), join(uploads, name));
  try {
    const manifest = join(parent, "site.yaml");
    writeFileSync(manifest, readFileSync(join(root, "site.yaml"), "utf8") + NEW_PAGE.replace("    keywords:", `    image: /uploads/${used}\n    keywords:`));
    // What the build prints: rolldown's English note on slow plugins ([PLUGIN_TIMINGS]) is not for the person building the site.
    const printed: string[] = [];
    const spies = (["log", "warn", "info", "error"] as const).map((method) => vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.join(" "))));
    try {
      await build({ root, outDir: join(parent, "dist"), manifest: manifest.slice(root.length + 1) });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed.filter((line) => /\[[A-Z_]+\]/.test(line))).toEqual([]);
    const html = readFileSync(join(parent, "dist/new-page/index.html"), "utf8");
    expect(html).toContain("<title>새 페이지 | 한빛아이티</title>");
    expect(html).toContain("방금 추가한 페이지");
    expect(readFileSync(join(parent, "dist/sitemap.xml"), "utf8")).toContain("/new-page</loc>");
    expect(existsSync(join(parent, "dist/uploads", used))).toBe(true);
    expect(existsSync(join(parent, "dist/uploads", unused))).toBe(false);
  } finally {
    for (const name of [used, unused]) rmSync(join(uploads, name), { force: true });
    if (!hadUploads && readdirSync(uploads).length === 0) rmSync(uploads, { recursive: true });
  }
});
