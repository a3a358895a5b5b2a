import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatProblems, check } from "../../../../engine/check/index";
import { say } from "../../../../engine/check/messages";
import { fixturePublicDir } from "./temp-public";

const root = join(import.meta.dirname, "../../../..");
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** What `npm run check` prints for a manifest checked against a public/ folder made for the test. */
function report(file: string, images: Parameters<typeof fixturePublicDir>[0]): string[] {
  const publicDir = fixturePublicDir(images);
  dirs.push(publicDir);
  const source = readFileSync(join(root, file), "utf8");
  return formatProblems(check(source, { publicDir, year: 2026 }).problems, source);
}

describe("the check's picture rules that need files public/ must not ship", () => {
  it("refuse an SVG over the size limit, at its src", () => {
    expect(report("tests/fixtures/images/too-large.yaml", ["big.svg"])).toEqual([
      [
        "site.yaml:41:23 '/' 페이지 3번째 블록(split)의 그림 '/images/big.svg'의 파일 크기가 210KB로 한도 200KB를 넘습니다. 그림 도구의 최적화 기능으로 쓰지 않는 요소와 긴 소수점을 줄여 다시 내보내세요.",
        "  41 |         image: { src: /images/big.svg, alt: 구성도 }",
        "     |                       ^",
      ].join("\n"),
    ]);
  });

  it("tell how to save a raster picture over the size limit, with the particle its format's name takes (JPEG으로)", () => {
    const said = say("imageTooLarge", { where: "'/' 페이지 3번째 블록(split)", src: "/images/photo.jpg", bytes: 900_000, limit: 600_000, svg: false, slotWidth: 560 });
    expect(said.hint).toBe("가로 1120px 정도로 줄이거나 품질 80% 정도의 JPEG으로 다시 저장하세요.");
  });

  it("refuse a raster picture of more than 50 million pixels, read from its header", () => {
    expect(report("tests/fixtures/images/too-many-pixels.yaml", ["huge.png"])).toEqual([
      [
        "site.yaml:41:23 '/' 페이지 3번째 블록(split)의 그림 '/images/huge.png'의 크기가 20000×20000px(4억 화소)로 한도 5,000만 화소를 넘습니다. 이 자리에는 가로 1120px이면 충분하니 그 크기로 줄여 다시 저장하세요.",
        "  41 |         image: { src: /images/huge.png, alt: 구성도 }",
        "     |                       ^",
      ].join("\n"),
    ]);
  });

  it("refuse a picture cut short, which sharp cannot decode: the build would stop at it with sharp's English error", () => {
    expect(report("tests/fixtures/images/truncated.yaml", ["truncated.png"])).toEqual([
      [
        "site.yaml:41:23 '/' 페이지 3번째 블록(split)의 그림 파일 '/images/truncated.png'이 중간에 잘렸거나 손상되어 읽을 수 없습니다. 원본 그림을 그림 도구에서 다시 저장하거나, 옮기다 끊긴 파일이면 다시 복사해 넣으세요.",
        "  41 |         image: { src: /images/truncated.png, alt: 구성도 }",
        "     |                       ^",
      ].join("\n"),
    ]);
  });

  it("refuse an SVG that runs script or loads another file, at each value that names it: a picture, the logo", () => {
    expect(report("tests/fixtures/images/unsafe-svg.yaml", ["tracking.svg", "namespaced-script.svg"])).toEqual([
      [
        "site.yaml:13:9 회사 정보(site)의 'logo'(회사 로고 이미지)의 SVG 파일 '/images/namespaced-script.svg'는 방문자 화면에서 실행되거나 바깥 파일을 불러올 수 있어 쓸 수 없습니다: 3번째 줄에 스크립트 요소(<s:script>)가 있습니다. 그림 도구에서 스크립트와 외부 연결 없이 일반 SVG로 다시 내보내세요.",
        "  13 |   logo: /images/namespaced-script.svg",
        "     |         ^",
      ].join("\n"),
      [
        "site.yaml:41:23 '/' 페이지 3번째 블록(split)의 'image' › 'src'(그림 파일)의 SVG 파일 '/images/tracking.svg'는 방문자 화면에서 실행되거나 바깥 파일을 불러올 수 있어 쓸 수 없습니다: 1번째 줄에 이벤트 속성(onload)이 있습니다. 그림 도구에서 스크립트와 외부 연결 없이 일반 SVG로 다시 내보내세요.",
        "  41 |         image: { src: /images/tracking.svg, decorative: true }",
        "     |                       ^",
      ].join("\n"),
    ]);
  });

  it("refuse an SVG under public/ that nothing names: the build would publish it all the same", () => {
    expect(report("tests/fixtures/images/too-large.yaml", ["big.svg", "namespaced-script.svg"])).toEqual([
      "public/images/namespaced-script.svg: public 폴더의 이 SVG 파일은 사이트에 그대로 공개되는데, 방문자 화면에서 실행되거나 바깥 파일을 불러올 수 있습니다: 3번째 줄에 스크립트 요소(<s:script>)가 있습니다. 쓰지 않는 파일이면 지우세요. 그림 도구에서 스크립트와 외부 연결 없이 일반 SVG로 다시 내보내세요.",
      expect.stringContaining("site.yaml:41:23 '/' 페이지 3번째 블록(split)의 그림 '/images/big.svg'의 파일 크기가 210KB"),
    ]);
  });
});

describe("figures that contradict each other", () => {
  const source = readFileSync(join(root, "tests/fixtures/facts.yaml"), "utf8");
  const { site, problems } = check(source, { publicDir: join(root, "public"), year: 2026 });

  it("are a warning at the later one, naming the first; a fact used through its token agrees with itself", () => {
    expect(site).toBeDefined();
    const facts = problems.filter((p) => p.code === "factConflict").map((p) => `${p.line}:${p.col} ${p.message}`);
    expect(facts).toEqual([
      "52:26 '/' 페이지 4번째 블록(cases)의 '서비스 가용성' 수치 '99.7%'가 43번째 줄의 '99.9%'와 다릅니다. 같은 수치는 site의 facts에 한 번만 쓰고 {이름} 치환어로 가져다 쓰세요.",
    ]);
  });
});
