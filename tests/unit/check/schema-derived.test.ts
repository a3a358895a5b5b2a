import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deriveSchema, schemaFile } from "../../../scripts/gen-schema";

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
});
