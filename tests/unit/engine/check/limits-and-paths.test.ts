import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatProblems, check } from "../../../../engine/check/index";
import { normalisePath } from "../../../../engine/core/page-addresses";
import { assetProblem, publicEntries, reservedPaths } from "../../../../engine/check/public-dir";
import { badCharacter } from "../../../../engine/check/limits";
import { readSite } from "../../../../engine/check/read";

const root = join(import.meta.dirname, "../../../..");
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

  it("refuses a site.yaml that is not UTF-8 at its first byte that is not, where reading it as UTF-8 put U+FFFD in silence", () => {
    const dir = mkdtempSync(join(tmpdir(), "not-utf8-"));
    try {
      // "예시" saved as EUC-KR (BF B9 BD C3) in a title, after a U+FFFD written as UTF-8, which is fine.
      const [before, after] = base.replace("title: 안녕하세요", "title: \uFFFD 안녕 §").split("§");
      writeFileSync(join(dir, "site.yaml"), Buffer.concat([Buffer.from(before!), Buffer.from([0xbf, 0xb9, 0xbd, 0xc3]), Buffer.from(after!)]));
      const { report, errorCount, site } = readSite(dir);
      expect(site).toBeUndefined();
      expect(errorCount).toBe(1);
      expect(report).toBe(
        [
          "site.yaml:33:21 이 자리에 UTF-8로 읽을 수 없는 바이트(0xBF)가 있습니다. EUC-KR 같은 다른 인코딩으로 저장된 글이 섞였습니다. 편집기에서 파일을 UTF-8로 저장한 뒤 이 자리의 글을 다시 입력하세요.",
          "  33 |         title: \uFFFD 안녕 \uFFFD\uFFFD\uFFFD\uFFFD",
          // Under the first byte on screen: 안녕 takes four columns.
          "     |                       ^",
        ].join("\n"),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
    // A browser reads these two as the address of a site named og-image.png.
    ["//og-image.png", { kind: "otherSite" }],
    ["/\\og-image.png", { kind: "otherSite" }],
    // The disk finds the file through a trailing slash; a web server does not.
    ["/og-image.png/", { kind: "folder" }],
    ["/og-image.png/?v=2", { kind: "folder" }],
    ["/", { kind: "folder" }],
    ["/nothing.png", { kind: "missing" }],
  ])("asset %s → %j", (value, expected) => {
    expect(assetProblem(value, publicDir)).toEqual(expected);
  });
});

describe("files under public/ of a kind the site does not serve", () => {
  it("fail the check, each named: the build leaves them out, and a page or XML file would run unchecked on the site's address", () => {
    const dir = mkdtempSync(join(tmpdir(), "public-kinds-"));
    try {
      cpSync(publicDir, dir, { recursive: true });
      for (const file of ["landing.html", "media/feed.xml", "logo.svgz", "CNAME"]) writeFileSync(join(dir, file), "<html><script>alert(1)</script></html>");
      const allowed = ".webmanifest, .txt, .svg, .png, .jpg, .jpeg, .gif, .webp, .avif, .ico, .woff2, .woff, .mp4, .webm, .pdf";
      const said = (kind: string) =>
        `public 폴더의 이 파일은 사이트에 싣는 형식(${kind})이 아닙니다. 페이지, 스크립트, XML 같은 파일은 검사 없이 공개되면 방문자 화면에서 실행될 수 있어, 빌드는 정해진 형식만 싣습니다. 지우거나, 사이트에 실을 파일이면 다음 형식으로 바꾸세요: ${allowed}.`;
      expect(formatProblems(errorsOf(base, dir), base).sort()).toEqual([
        `public/CNAME: ${said("확장자 없음")}`,
        `public/landing.html: ${said(".html")}`,
        `public/logo.svgz: ${said(".svgz")}`,
        `public/media/feed.xml: ${said(".xml")}`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
