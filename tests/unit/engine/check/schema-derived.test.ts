import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deriveSchema, schemaFile } from "../../../../scripts/gen-schema";

const text = readFileSync(schemaFile, "utf8");

describe("the schema's derived parts", () => {
  it("are current: the block list and every block's snippet (run `npm run gen`)", () => {
    expect(text).toBe(deriveSchema(text));
  });

  it("list a new block definition and make its snippet from its example, so adding a block is one definition", () => {
    const schema = JSON.parse(text);
    schema.definitions.noteBlock = {
      title: "NoteBlock",
      description: "짧은 알림",
      type: "object",
      properties: { type: { const: "note" }, text: { $ref: "#/definitions/text" } },
      examples: [{ type: "note", text: "공지" }],
    };
    const derived = JSON.parse(deriveSchema(JSON.stringify(schema)));
    expect(derived.definitions.block.oneOf.at(-1)).toEqual({ $ref: "#/definitions/noteBlock" });
    expect(derived.definitions.noteBlock.defaultSnippets).toEqual([{ label: "note 블록", description: "짧은 알림", body: { type: "note", text: "공지" } }]);
  });

  it("copy a shared definition's fields into each block that includes it: the hero's text is written once, in heroText", () => {
    const schema = JSON.parse(text);
    const { heroText, heroBlock, sceneHeroBlock } = schema.definitions;
    for (const block of [heroBlock, sceneHeroBlock]) {
      expect(block.includes).toEqual(["heroText"]);
      for (const [key, field] of Object.entries(heroText.properties)) expect(block.properties[key], key).toEqual(field);
      expect(block.required).toContain("title");
    }
    // One change in heroText reaches both blocks; their own fields keep their places.
    heroText.properties.kicker.description = "제목 위 짧은 글";
    heroText.properties.note = { description: "메모", $ref: "#/definitions/label" };
    const derived = JSON.parse(deriveSchema(JSON.stringify(schema))).definitions;
    for (const name of ["heroBlock", "sceneHeroBlock"]) {
      expect(derived[name].properties.kicker.description, name).toBe("제목 위 짧은 글");
      expect(derived[name].properties.note, name).toEqual({ description: "메모", $ref: "#/definitions/label" });
    }
    expect(Object.keys(derived.heroBlock.properties)).toEqual(["type", "id", "variant", "background", "layout", "tone", "accent", "kicker", "title", "subtitle", "actions", "scrollTo", "scrollLabel", "note", "image", "phoneImage"]);
    expect(Object.keys(derived.sceneHeroBlock.properties)).toEqual(["type", "id", "kicker", "title", "subtitle", "actions", "scrollTo", "scrollLabel", "note", "hub", "nodes"]);
  });
});
