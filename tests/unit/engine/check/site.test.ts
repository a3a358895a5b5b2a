import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { annotation, check } from "../../../../scripts/check";
import { generateTypes } from "../../../../scripts/gen-types";
import { check as checkManifest } from "../../../../engine/check/index";
import { closest, typedInHangul } from "../../../../engine/check/closest";
import { josa } from "../../../../engine/core/particles.ts";
import { readSite } from "../../../../engine/check/read";

const root = join(import.meta.dirname, "../../../..");

describe("site.yaml", () => {
  it("passes every schema and semantic rule", () => {
    const { site, problems, report } = readSite(root);
    expect(report).toBe("");
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(site?.pages.length).toBeGreaterThan(0);
  });

  it("starts with the schema modeline so editors complete and check it", () => {
    const first = readFileSync(join(root, "site.yaml"), "utf8").split("\n")[0];
    expect(first).toBe("# yaml-language-server: $schema=./schema/site.schema.json");
  });
});

describe("generated types", () => {
  it("are up to date with the schema (run `npm run gen` when this fails)", async () => {
    const committed = readFileSync(join(root, "src/manifest/site.types.ts"), "utf8");
    expect(committed).toBe(await generateTypes());
  });
});

describe("the loader", () => {
  const publicDir = join(root, "public");

  it("rejects an alias bomb quickly instead of expanding it", () => {
    const lines = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 9; i++) lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [*${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}]`);
    const { problems, site } = checkManifest(lines.join("\n"), { publicDir });
    expect(site).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain("별칭(*이름)이 너무 많이 펼쳐집니다");
  });

  it("reports a tab used for indentation at its line", () => {
    const { problems } = checkManifest("site:\n\tname: x\n", { publicDir });
    expect(problems[0]).toMatchObject({ line: 2, col: 1 });
    expect(problems[0]!.message).toContain("탭 대신 스페이스");
  });

  it("suggests the closest name for a likely typo, and nothing for an unrelated word", () => {
    expect(closest("cardgrid", ["hero", "cardGrid", "faq"])).toBe("cardGrid");
    expect(closest("titel", ["title", "kicker"])).toBe("title");
    expect(closest("carousel", ["hero", "cardGrid", "faq"])).toBeUndefined();
  });

  it("reads a name typed on the Korean keyboard as the keys it was typed with, in letters or in syllables", () => {
    expect(typedInHangul("ㅅㅑㅅㅣㄷ", ["title", "kicker"])).toBe("title");
    expect(typedInHangul("샤싣", ["title", "kicker"])).toBe("title");
    expect(typedInHangul("ㅊㅁㄱㅇㅎ걍", ["hero", "cardGrid"])).toBe("cardGrid");
    expect(typedInHangul("제목", ["title", "kicker"])).toBeUndefined();
    expect(typedInHangul("titel", ["title"])).toBeUndefined();
  });
});

describe("Korean particles", () => {
  it.each([
    ["제목", "이/가", "제목이"],
    ["주소", "이/가", "주소가"],
    ["'title'", "은/는", "'title'은"],
    ["'/contact'", "이/가", "'/contact'가"],
    ["'/services'", "을/를", "'/services'를"],
    ["'3'", "은/는", "'3'은"],
    ["'2'", "은/는", "'2'는"],
    ["파일", "으로/로", "파일로"],
    ["목록", "으로/로", "목록으로"],
    // A quoted item named in the studio's notices, its closing mark and punctuation not read aloud.
    ["2번째 카드 ‘지금 상담!’", "을/를", "2번째 카드 ‘지금 상담!’을"],
    ["/company", "으로/로", "/company로"],
    // A lone letter, read by its name (ㄷ 디귿, ㅏ 아): what a key typed on the Korean keyboard ends in.
    ["'ㅅㅑㅅㅣㄷ'", "은/는", "'ㅅㅑㅅㅣㄷ'은"],
    ["'ㅑㅏ'", "은/는", "'ㅑㅏ'는"],
  ] as const)("%s + %s → %s", (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
  });
});

describe("warnings", () => {
  const source = readFileSync(join(root, "tests/fixtures/warnings.yaml"), "utf8");
  const { site, problems } = checkManifest(source, { publicDir: join(root, "public") });

  it("do not stop the site from building", () => {
    expect(problems.every((p) => p.severity === "warning")).toBe(true);
    expect(site).toBeDefined();
  });

  it("name each search, sharing, heading, figure, picture and section-rhythm problem at its line (a figure is a number with a unit: 99.9% and 2~4주 pass)", () => {
    const lines = problems.map((p) => `${p.line}:${p.col} ${p.message}`);
    expect(lines).toEqual([
      "26:11 '/' 페이지에 공유 이미지가 없습니다. 'image:'를 넣거나 site의 기본 'image:'를 정하세요 (1200×630 권장).",
      "27:12 '/' 페이지의 브라우저 제목이 사이트 이름까지 8자입니다. 검색 결과에 잘 보이도록 10~60자로 맞추세요.",
      "28:18 '/' 페이지의 설명(description)이 11자입니다. 검색 결과에 잘 보이도록 40~160자로 맞추세요.",
      "38:11 '/services' 페이지에 공유 이미지가 없습니다. 'image:'를 넣거나 site의 기본 'image:'를 정하세요 (1200×630 권장).",
      "39:12 '/services' 페이지의 브라우저 제목이 사이트 이름까지 8자입니다. 검색 결과에 잘 보이도록 10~60자로 맞추세요.",
      "39:12 '/services' 페이지의 제목이 '/' 페이지와 같습니다. 검색 결과에서 구별되도록 페이지마다 다르게 쓰세요.",
      "40:18 '/services' 페이지의 설명(description)이 11자입니다. 검색 결과에 잘 보이도록 40~160자로 맞추세요.",
      "40:18 '/services' 페이지의 설명이 '/' 페이지와 같습니다. 페이지 내용에 맞게 따로 쓰세요.",
      "47:9 '/services' 페이지의 hero(페이지 맨 위 큰 제목 영역) 블록이 맨 위에 있지 않습니다. 제목 순서가 맞도록 hero 블록을 blocks의 첫 번째로 옮기세요.",
      "48:16 '/services' 페이지 2번째 블록(hero)의 'title'(큰 제목)이 둥근 따옴표(“ ” 또는 ‘ ’)로 감싸여 있어 따옴표까지 화면에 그대로 나옵니다. 일부러 쓴 것이 아니라면 따옴표를 지우세요.",
      "49:11 '/contact' 페이지에 공유 이미지가 없습니다. 'image:'를 넣거나 site의 기본 'image:'를 정하세요 (1200×630 권장).",
      "49:11 '/contact' 페이지에 큰 제목(hero 블록)이 없습니다. 페이지마다 맨 위에 hero 블록을 하나 두세요.",
      "50:12 '/contact' 페이지의 브라우저 제목이 사이트 이름까지 9자입니다. 검색 결과에 잘 보이도록 10~60자로 맞추세요.",
      "51:18 '/contact' 페이지의 설명(description)이 10자입니다. 검색 결과에 잘 보이도록 40~160자로 맞추세요.",
      "61:22 '/contact' 페이지 2번째 블록(metrics)의 수치 '24/7'은 숫자와 단위로 된 값이 아닙니다. 수치 띠에는 '99.9%', '50+', '15분'처럼 숫자와 단위만 쓰고, '24/7' 같은 표기나 문장은 제목(title)이나 설명(desc)으로 옮기세요.",
      "62:22 '/contact' 페이지 2번째 블록(metrics)의 수치 '표준 서버 1대 구축'은 숫자와 단위로 된 값이 아닙니다. 수치 띠에는 '99.9%', '50+', '15분'처럼 숫자와 단위만 쓰고, '24/7' 같은 표기나 문장은 제목(title)이나 설명(desc)으로 옮기세요.",
      "63:15 '/contact' 페이지 3번째 블록(metrics)의 배경(짙은 남색)과 제목 정렬(가운데)이 바로 앞 블록(metrics)과 같아 두 구역이 하나로 이어져 보입니다. 두 블록 중 하나의 'tone'(배경: plain, muted, dark)이나 'align'(제목 정렬: center, start)을 바꾸거나, 다른 블록을 사이에 두세요.",
      "63:15 '/contact' 페이지 3번째 블록(metrics)은 이 페이지의 두 번째 수치 띠입니다 (첫 번째는 2번째 블록). 수치 띠는 페이지에 하나만 두세요: 꼭 필요한 수치를 한 블록에 모으고, 나머지는 카드(cardGrid)나 본문으로 옮기세요.",
      // As wide as its slot (160 px for a logo), not twice: a warning; narrower is an error (bad/image-too-small).
      "68:27 '/contact' 페이지 4번째 블록(logos)의 그림 '/apple-touch-icon.png'의 가로가 180px로, 고해상도 화면에서는 조금 흐리게 보입니다. 이 자리는 가로 160px까지 보이니, 가로 320px 이상인 파일이 있으면 바꿔 주세요.",
      // The scene hero is named as written, with the schema's words for it, and the rhythm rule knows its look and the infrastructure map's.
      "80:9 '/scene' 페이지의 2번째 블록 sceneHero(장면이 있는 첫 화면)은 이 페이지의 두 번째 첫 화면 블록입니다. 페이지의 큰 제목(h1)은 하나여야 하니 hero와 sceneHero를 통틀어 하나만 남기세요.",
      "80:15 '/scene' 페이지 2번째 블록(sceneHero)의 배경(짙은 남색)과 제목 정렬(왼쪽)이 바로 앞 블록(hero)과 같아 두 구역이 하나로 이어져 보입니다. 앞 블록(hero)의 'tone'(배경: dark, light)을 바꾸거나, 다른 블록을 사이에 두세요.",
      "87:15 '/scene' 페이지 3번째 블록(cardGrid)의 배경(짙은 남색)과 제목 정렬(왼쪽)이 바로 앞 블록(sceneHero)과 같아 두 구역이 하나로 이어져 보입니다. 이 블록(cardGrid)의 'tone'(배경: plain, muted, dark)이나 'align'(제목 정렬: center, start)을 바꾸거나, 다른 블록을 사이에 두세요.",
      "97:15 '/scene' 페이지 5번째 블록(cardGrid)의 배경(흰색)과 제목 정렬(가운데)이 바로 앞 블록(infraMap)과 같아 두 구역이 하나로 이어져 보입니다. 이 블록(cardGrid)의 'tone'(배경: plain, muted, dark)이나 'align'(제목 정렬: center, start)을 바꾸거나, 다른 블록을 사이에 두세요.",
      "109:9 '/scene-second' 페이지의 sceneHero(장면이 있는 첫 화면) 블록이 맨 위에 있지 않습니다. 제목 순서가 맞도록 sceneHero 블록을 blocks의 첫 번째로 옮기세요.",
    ]);
  });

  it("report an image whose text alternative is blank", () => {
    const blank = source.replace("      - type: cardGrid\n", "      - type: partners\n        logos:\n          - { name: \" \", logo: /logo.svg }\n      - type: cardGrid\n");
    const result = checkManifest(blank, { publicDir: join(root, "public") });
    expect(result.problems.map((p) => p.message)).toContain("'/' 페이지 2번째 블록(partners)의 이미지에 대체 텍스트가 없습니다. 'name'에 이미지를 설명하는 글을 쓰세요.");
  });
});

describe("npm run check", () => {
  const run = (args: string[], env: Record<string, string> = {}) => {
    const { code, stdout, stderr } = check(args, { CI: "", ...env });
    return { status: code, stdout, stderr };
  };

  it("passes warnings, and fails on them with --strict", () => {
    expect(run(["tests/fixtures/warnings.yaml"]).status).toBe(0);
    const strict = run(["tests/fixtures/warnings.yaml", "--strict"]);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain("경고 24개를 고친 뒤 다시 확인하세요. (--strict: 경고도 오류로 봅니다)");
  });

  it("annotates a problem in another file (a symlink under public/) on that file, without a line", () => {
    const problem = { severity: "error" as const, code: "publicSymlink" as const, line: 0, col: 0, path: [], file: "public/leak.png", message: "바로 가기 지우세요.", hint: "지우세요." };
    expect(annotation(problem, "site.yaml", false)).toBe("::error file=public/leak.png::바로 가기 지우세요.");
  });

  it("prints each problem again as a CI annotation when CI=true", () => {
    const result = run(["tests/fixtures/bad/missing-route.yaml"], { CI: "true" });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe(
      "::error file=tests/fixtures/bad/missing-route.yaml,line=15,col=27::머리글(header)의 'links' › 1번째 › 'href'(링크 주소)의 링크 '/servces'가 가리키는 페이지가 없습니다. '/services'를 뜻했나요?\n",
    );
    const warnings = run(["tests/fixtures/warnings.yaml"], { CI: "true" });
    expect(warnings.stdout.split("\n")[0]).toBe("::warning file=tests/fixtures/warnings.yaml,line=26,col=11::'/' 페이지에 공유 이미지가 없습니다. 'image:'를 넣거나 site의 기본 'image:'를 정하세요 (1200×630 권장).");
  });
});

describe("the home page's scene hero (sceneHero)", () => {
  const base = readFileSync(join(root, "tests/fixtures/base.yaml"), "utf8");
  const scene = (scrollTo: string) =>
    base.replace(
      "      - type: hero\n        title: 안녕하세요\n        scrollTo: intro\n",
      `      - type: sceneHero\n        title: 안녕하세요\n        scrollTo: ${scrollTo}\n        hub: { title: 한 팀 }\n        nodes:\n          - { icon: code, label: 개발, href: /services }\n          - { icon: ai, label: AI, href: /services }\n          - { icon: server, label: 인프라, href: /services }\n`,
    );

  it("is the page's hero: first on its page, it gets no heading-order warning", () => {
    const source = scene("intro");
    expect(source).toContain("type: sceneHero");
    const { problems } = checkManifest(source, { publicDir: join(root, "public") });
    // The fixture's other pages have no hero at all; / is the one with the scene.
    expect(problems.filter((p) => p.code === "headingOrder" && p.path[1] === 0)).toEqual([]);
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
  });

  it("has its scroll indicator checked like a hero's", () => {
    const { problems } = checkManifest(scene("nowhere"), { publicDir: join(root, "public") });
    expect(problems.filter((p) => p.code === "missingScrollTarget").map((p) => p.message)).toEqual([
      "'/' 페이지 1번째 블록(sceneHero)의 스크롤 표시가 가리키는 블록 'nowhere'가 이 페이지에 없습니다. 블록에 'id: nowhere'를 넣거나 scrollTo를 고치세요.",
    ]);
  });
});
