import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateTypes } from "../../../scripts/gen-types";
import { closest, loadSite } from "../../../src/manifest/load";
import { josa } from "../../../src/manifest/messages";
import { readSite } from "../../../src/manifest/read";

const root = join(import.meta.dirname, "../../..");

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
    const { problems, site } = loadSite(lines.join("\n"), { publicDir });
    expect(site).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain("별칭(*이름)이 너무 많이 펼쳐집니다");
  });

  it("reports a tab used for indentation at its line", () => {
    const { problems } = loadSite("site:\n\tname: x\n", { publicDir });
    expect(problems[0]).toMatchObject({ line: 2, col: 1 });
    expect(problems[0]!.message).toContain("탭 대신 스페이스");
  });

  it("suggests the closest name for a likely typo, and nothing for an unrelated word", () => {
    expect(closest("cardgrid", ["hero", "cardGrid", "faq"])).toBe("cardGrid");
    expect(closest("titel", ["title", "kicker"])).toBe("title");
    expect(closest("carousel", ["hero", "cardGrid", "faq"])).toBeUndefined();
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
  ] as const)("%s + %s → %s", (word, pair, expected) => {
    expect(josa(word, pair)).toBe(expected);
  });
});
