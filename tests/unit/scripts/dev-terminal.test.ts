import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createLogger, createServer, type ViteDevServer } from "vite";
import { afterEach, expect, it } from "vitest";
import { siteConfig } from "../../../engine/vite/config";
import { check } from "../../../scripts/check";

const root = join(import.meta.dirname, "../../..");
const file = `.preview-test/terminal-${process.pid}.yaml`;
let server: ViteDevServer | undefined;
afterEach(async () => {
  await server?.close();
  rmSync(join(root, file), { force: true });
});

it("npm start prints a bad save's report in the terminal, as npm run check prints it, and a line once it is fixed", async () => {
  const original = readFileSync(join(root, "site.yaml"), "utf8");
  mkdirSync(join(root, ".preview-test"), { recursive: true });
  writeFileSync(join(root, file), original);

  // What the dev server's terminal shows, line by line as Vite's logger gets it.
  const printed: { level: "error" | "info"; text: string }[] = [];
  let heard = () => {};
  // Other test files write under the same root as this runs (the in-process build's dist-build-test-*/),
  // and Vite notes each reload that sends: those notices are about other files, not this manifest.
  const print = (level: "error" | "info") => (text: string) => {
    if (/page reload|hmr update/.test(text) && !text.includes(file)) return;
    printed.push({ level, text });
    heard();
  };
  const logger = { ...createLogger("silent"), error: print("error"), info: print("info") };
  const next = () => new Promise<void>((resolve) => (heard = resolve));

  server = await createServer({ ...siteConfig({ root, manifest: file }), configFile: false, customLogger: logger, server: { ws: false }, optimizeDeps: { noDiscovery: true } });

  const bad = original.replace("        scrollTo: areas\n", "        scrollTo: areaz\n");
  expect(bad).not.toBe(original);
  // The watcher may still be starting: save again (a comment more each time, the same problem)
  // until the terminal has shown it, as someone would who sees nothing happen.
  let saves = 0;
  await expect.poll(() => (writeFileSync(join(root, file), `${bad}# ${++saves}\n`), printed.length), { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);
  // Exactly what `npm run check` writes for the same file (its report and last line), nothing else.
  expect(printed).toEqual([{ level: "error", text: check([file], {}).stderr.trimEnd() }]);
  expect(printed[0]!.text).toMatch(new RegExp(`^${file.replace(/[.]/g, "\\.")}:\\d+:19 '/dx' 페이지 1번째 블록\\(hero\\)의 스크롤 표시가 가리키는 블록 'areaz'가 이 페이지에 없습니다`));
  expect(printed[0]!.text).toContain("scrollTo: areaz\n");

  const fixed = next();
  writeFileSync(join(root, file), original);
  await fixed;
  expect(printed[1]).toEqual({ level: "info", text: check([file], {}).stdout.trimEnd() });
}, 60_000);
