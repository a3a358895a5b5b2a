import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatProblems, check } from "../../../engine/check/index";
import { normalisePath } from "../../../engine/core/paths";
import { assetProblem, publicEntries, reservedPaths } from "../../../engine/check/paths";
import { badCharacter } from "../../../engine/check/limits";

const root = join(import.meta.dirname, "../../..");
const publicDir = join(root, "public");
const base = readFileSync(join(root, "tests/fixtures/base.yaml"), "utf8");
const errorsOf = (source: string, dir = publicDir) => check(source, { publicDir: dir, year: 2026 }).problems.filter((p) => p.severity === "error");

describe("limits", () => {
  it.each([
    ["a flow list", `${base}extra: ${"[".repeat(2000)}${"]".repeat(2000)}\n`],
    ["indented maps", `${base}extra:\n${Array.from({ length: 2000 }, (_, i) => `${" ".repeat(i + 1)}k:`).join("\n")}\n`],
    // Few enough for js-yaml to read (the plain road), still past the limit.
    ["45 levels, plain", `${base}extra:\n${Array.from({ length: 45 }, (_, i) => `${" ".repeat(i + 1)}k:`).join("\n")} end\n`],
  ])("too many levels (%s) give one Korean message, not a RangeError", (_, source) => {
    const problems = errorsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe("항목이 40단계보다 깊게 겹쳐 있습니다. 괄호([ {)가 닫히지 않았거나 들여쓰기가 계속 깊어지지 않았는지 확인하세요.");
    expect(problems[0]!.line).toBeGreaterThanOrEqual(56);
  });

  it("refuses a file over the size limit before parsing it", () => {
    const problems = errorsOf(`${base}# ${"가".repeat(4_000_000)}\n`);
    expect(problems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      "1:1 파일이 너무 큽니다(11.4MB, 최대 10MB). 잘못 붙여 넣은 긴 글이 있는지 확인하세요. 이미지와 영상은 public 폴더에 파일로 넣으세요.",
    ]);
  });

  it("refuses aliases that expand a small file past the limit, at the first alias", () => {
    // 40 aliases of a 300 KB text: under the alias count, 12 MB once expanded.
    const source = `${base}long: &long "${"가".repeat(100_000)}"\ncopies: [${Array(40).fill("*long").join(", ")}]\n`;
    const problems = errorsOf(source);
    expect(problems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      "57:10 별칭(*이름)을 펼친 내용이 10MB를 넘습니다. 긴 글을 여러 번 가리키는 별칭(*)을 지우고 내용을 직접 쓰세요.",
    ]);
  });

  it("refuses an alias that contains itself instead of looping", () => {
    expect(errorsOf(`${base}loop: &loop [*loop]\n`)[0]!.code).toBe("expandedTooBig");
  });

  it("names control characters and lone surrogates, and lets tab, line feed and surrogate pairs through", () => {
    expect(badCharacter("a\u0000b")).toEqual({ char: "\u0000", code: "U+0000", kind: "control" });
    expect(badCharacter("줄\r바꿈")?.code).toBe("U+000D");
    expect(badCharacter("\u0085")?.code).toBe("U+0085");
    expect(badCharacter("끝\uDC00")).toEqual({ char: "\uDC00", code: "U+DC00", kind: "surrogate" });
    expect(badCharacter("탭\t줄\n이모지 😀")).toBeUndefined();
  });
});

describe("paths", () => {
  it("normalise a redirect's from the way hosts read it", () => {
    expect(normalisePath("/privacy/")).toBe("/privacy");
    expect(normalisePath("//privacy//x/")).toBe("/privacy/x");
    expect(normalisePath("//")).toBe("/");
    expect(normalisePath("/")).toBe("/");
  });

  it("reserve the build's folders and every folder of public/", () => {
    expect(reservedPaths(publicDir)).toEqual(["/404", "/assets", "/fonts", "/illustrations", "/images", "/media", "/partners"]);
  });

  it.each([
    ["/og-image.png", undefined],
    ["/media/../logo.svg?v=2", undefined],
    ["/../.git/config", { kind: "outside" }],
    ["/%2e%2e/package.json", { kind: "outside" }],
    ["/media/%2E%2E/%2E%2E/site.yaml", { kind: "outside" }],
    ["/og%-image.png", { kind: "badEscape", escape: "%-i" }],
    ["/og%C3%28.png", { kind: "badEscape", escape: "%C3" }],
    ["/media", { kind: "missing" }],
    ["/", { kind: "missing" }],
    ["/nothing.png", { kind: "missing" }],
  ])("asset %s → %j", (value, expected) => {
    expect(assetProblem(value, publicDir)).toEqual(expected);
  });
});

describe("symlinks under public/", () => {
  const dir = mkdtempSync(join(tmpdir(), "public-links-"));
  cpSync(publicDir, dir, { recursive: true });
  symlinkSync("/etc/passwd", join(dir, "leak.png"));
  symlinkSync("/etc", join(dir, "media/system"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are all found, and linked folders are not entered", () => {
    expect(publicEntries(dir).symlinks).toEqual(["leak.png", "media/system"]);
    expect(assetProblem("/media/system/passwd", dir)).toEqual({ kind: "symlink", file: "media/system" });
  });

  it("fail the check at the line that names one, and each other one on its own", () => {
    const source = base.replace("image: /og-image.png", "image: /leak.png");
    const report = formatProblems(errorsOf(source, dir), source);
    expect(report).toEqual([
      "public/media/system: public 폴더 안의 바로 가기(심볼릭 링크)입니다. 가리키는 곳의 파일이 그대로 사이트에 공개되니, 지우고 실제 파일을 넣으세요.",
      "site.yaml:12:10 회사 정보(site)의 'image'(기본 공유 이미지)의 파일 '/leak.png'은 다른 곳을 가리키는 바로 가기(심볼릭 링크)라 쓸 수 없습니다. 실제 파일을 public 폴더에 복사해 넣으세요.\n  12 |   image: /leak.png\n     |          ^",
    ]);
  });

  it("fail the check even when site.yaml names none of them", () => {
    expect(errorsOf(base, dir).map((p) => p.file)).toEqual(["public/leak.png", "public/media/system"]);
  });
});
