import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../../engine/check/index";
import { lookOf } from "../../../../engine/check/rules/rhythm";
import { generateLooks, looksFile } from "../../../../scripts/gen-looks";
import schema from "../../../../schema/site.schema.json" with { type: "json" };
import type { Block } from "../../../../src/manifest/site.types";
import { withDefaults } from "./with-defaults";

const root = join(import.meta.dirname, "../../../..");
const definitions = schema.definitions as unknown as Record<string, { properties: { type: { const: string } } }>;
const blockDefinitions = schema.definitions.block.oneOf.map(({ $ref }) => $ref.split("/").pop()!);

describe("the look of a section", () => {
  it("is the block's tone and heading alignment, filled from the schema's defaults", () => {
    expect(lookOf(withDefaults<Block>("cardGridBlock", { type: "cardGrid", cards: [] }))).toEqual({ tone: "plain", align: "center", own: ["tone", "align"] });
    expect(lookOf(withDefaults<Block>("metricsBlock", { type: "metrics", items: [], align: "start", intro: "i" }))).toEqual({ tone: "dark", align: "start", own: ["tone", "align"] });
  });

  it("centres a heading asked to start that has no intro to stand beside (src/ui/section-rule.ts)", () => {
    expect(lookOf(withDefaults<Block>("metricsBlock", { type: "metrics", items: [], align: "start" }))).toEqual({ tone: "dark", align: "center", own: ["tone", "align"] });
  });

  it("reads a hero's own tone: a light hero is a background of its own, a dark one navy", () => {
    expect(lookOf(withDefaults<Block>("heroBlock", { type: "hero", title: "t", tone: "light" }))).toEqual({ tone: "light", align: "start", own: ["heroTone"] });
    expect(lookOf(withDefaults<Block>("heroBlock", { type: "hero", title: "t", tone: "dark" }))).toEqual({ tone: "dark", align: "start", own: ["heroTone"] });
  });

  it("takes what the component fixes: a split's text starts at the start, the hero is navy", () => {
    expect(lookOf(withDefaults<Block>("splitBlock", { type: "split", title: "t", image: { src: "/a.svg", decorative: true }, tone: "muted" }))).toEqual({ tone: "muted", align: "start", own: ["tone"] });
    expect(lookOf(withDefaults<Block>("heroBlock", { type: "hero", title: "t" }))).toEqual({ tone: "dark", align: "start", own: ["heroTone"] });
  });

  it("is the registry's, as engine/check/generated/looks.ts copies it (run `npm run gen` when this fails)", async () => {
    expect(readFileSync(looksFile, "utf8")).toBe(await generateLooks());
  });

  it.each(blockDefinitions)("is known for every block type, so the rule compares every one: %s", (definition) => {
    const look = lookOf(withDefaults<Block>(definition, { type: definitions[definition]!.properties.type.const } as never));
    expect(["plain", "muted", "dark"]).toContain(look.tone);
    expect(["center", "start"]).toContain(look.align);
  });
});

describe("two neighbours that look alike", () => {
  // base.yaml's home page ends in a card grid on white with its heading centred; a closing call to action, the same, after it.
  const base = readFileSync(join(root, "tests/fixtures/base.yaml"), "utf8");
  const source = base.replace(
    "          - { title: 카드, href: /services }\n",
    '          - { title: 카드, href: /services }\n      - type: cta\n        title: 문의하세요\n        action: { label: 메일 보내기, href: "mailto:{email}" }\n',
  );
  const warning = (voice?: "studio") => check(source, { publicDir: join(root, "public"), voice }).problems.find((p) => p.code === "sameLookAsPrevious");

  it("are told to change what the blocks have: a cta has no tone or align of its own, the card grid both", () => {
    expect(warning()?.message).toBe(
      "'/' 페이지 3번째 블록(cta)의 배경(흰색)과 제목 정렬(가운데)이 바로 앞 블록(cardGrid)과 같아 두 구역이 하나로 이어져 보입니다. 앞 블록(cardGrid)의 'tone'(배경: plain, muted, dark)이나 'align'(제목 정렬: center, start)을 바꾸거나, 다른 블록을 사이에 두세요.",
    );
    expect(warning("studio")?.hint).toBe("앞 블록(카드 목록)의 배경이나 제목 정렬을 바꾸거나, 다른 블록을 사이에 두세요.");
  });
});
