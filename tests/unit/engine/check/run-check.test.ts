import { spawnSync } from "node:child_process";
import { existsSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../../scripts/check";

const root = join(import.meta.dirname, "../../../..");
const bundle = join(root, "node_modules/.cache/check/check.mjs");
const runCheck = (...args: string[]) => spawnSync(process.execPath, [join(root, "scripts/run-check.mjs"), ...args], { cwd: root, encoding: "utf8", env: { ...process.env, CI: "" } });

describe("npm run check (scripts/run-check.mjs, the check bundled once)", () => {
  it.each(["site.yaml", "tests/fixtures/bad/yaml-syntax.yaml", "tests/fixtures/bad/asset-outside-public.yaml"])("prints and exits as scripts/check.ts does for %s", (file) => {
    const run = runCheck(file);
    const expected = check([file], { CI: "" });
    expect({ code: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual(expected);
  });

  it("says in Korean, without a stack trace, that a manifest it cannot read is not there", () => {
    const run = runCheck("no-such-site.yaml");
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "no-such-site.yaml: 'no-such-site.yaml'을 읽을 수 없습니다: 그런 파일이 없습니다. 파일 이름과 위치를 확인하세요. 상대 경로는 프로젝트 폴더에서 셉니다 (예: npm run check -- site.yaml).\n\n" +
        "no-such-site.yaml: 오류 1개를 고친 뒤 다시 확인하세요.\n",
    );
    expect(runCheck("public").stderr).toContain("'public'을 읽을 수 없습니다: 파일이 아니라 폴더입니다.");
  });

  it("reads a manifest named by its absolute path where it is", () => {
    const file = join(root, "tests/fixtures/bad/yaml-syntax.yaml");
    const run = runCheck(file);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^${file}:\\d+:\\d+ YAML 문법 오류`));
  });

  it("makes the bundle again when a file it was made from is newer", () => {
    runCheck();
    expect(existsSync(bundle)).toBe(true);
    // As if engine/check/parse.ts had been saved after the bundle was made.
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(bundle, past, past);
    utimesSync(join(root, "engine/check/parse.ts"), new Date(), new Date());
    const run = runCheck();
    expect(run.status).toBe(0);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(past.getTime() + 1000);
  });
});
