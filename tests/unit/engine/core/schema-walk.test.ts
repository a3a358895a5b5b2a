import { describe, expect, test } from "vitest";
import { Locator } from "../../../../engine/check/locate.ts";
import { blockSchemas, resolve, schemaAt, shortLabel } from "../../../../engine/core/schema-walk.ts";
import siteSchema from "../../../../schema/site.schema.json" with { type: "json" };

const SITE = siteSchema as Record<string, any>;

describe("the schema walk the check and the studio share", () => {
  test("a $ref is followed and merged with what stands beside it, its definition named as $def, one object per node", () => {
    const schema = { definitions: { image: { type: "object", description: "그림", properties: { src: { type: "string" } } } } };
    const use = { $ref: "#/definitions/image", description: "대표 그림", imageSlot: "logo" };
    const s = resolve(schema, use);
    expect(s).toMatchObject({ type: "object", description: "대표 그림", imageSlot: "logo", $def: "image" });
    expect(s.properties.src.type).toBe("string");
    expect(resolve(schema, use)).toBe(s);
  });

  test("the schema at a data path follows each block by its type, to the end of the path", () => {
    const data = { pages: [{ blocks: [{ type: "faq", items: [{ q: "?", a: "!" }] }] }] };
    expect(schemaAt(SITE, ["pages", 0, "blocks", 0], data)?.title).toBe("FaqBlock");
    expect(schemaAt(SITE, ["pages", 0, "blocks", 0, "items", 0, "q"], data)?.description).toBe("질문");
    expect(schemaAt(SITE, ["pages", 0, "blocks", 0, "nothing"], data)).toBeUndefined();
    // An unknown block type: the choice itself, with nothing below it.
    expect(schemaAt(SITE, ["pages", 0, "blocks", 0], { pages: [{ blocks: [{ type: "nope" }] }] })?.oneOf).toBeDefined();
  });

  test("every block type, in the schema's order", () => {
    expect(blockSchemas(SITE).map((b) => b.properties.type.const)).toEqual(SITE.definitions.block.oneOf.map((r: { $ref: string }) => SITE.definitions[r.$ref.split("/").pop()!].properties.type.const));
  });

  test("a label is the description's first clause, never a value's code", () => {
    expect(shortLabel("링크 주소: 내부 주소(/로 시작)", "href")).toBe("링크 주소");
    expect(shortLabel("main: 홈처럼 큰 화면, page: 작은 화면", "variant")).toBe("variant");
    expect(shortLabel(undefined, "variant")).toBe("variant");
  });

  // The check labelled a field by its description's first clause whatever it was, the studio only
  // by a Korean one: "main: 홈처럼 …" named the field 'variant'(main) in the check's messages.
  test("the check's field words take the same label as the studio's forms", () => {
    const schema = { type: "object", properties: { variant: { type: "string", description: "main: 홈처럼 큰 화면, page: 작은 화면" }, title: { type: "string", description: "큰 제목" } } };
    const at = new Locator(() => {
      throw new Error("no positions");
    }, { variant: "x", title: "y" }, "", schema);
    expect(at.label(["variant"])).toBe("'variant'");
    expect(at.label(["title"])).toBe("'title'(큰 제목)");
  });
});
