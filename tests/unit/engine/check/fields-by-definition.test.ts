import { describe, expect, it } from "vitest";
import { stringsByDefinition } from "../../../../engine/core/schema-walk.ts";

describe("the check finds links and files by their schema definition, not by key name", () => {
  // A schema of its own: `url` is a link although its key says nothing of it, and `href` here is plain text.
  const schema = {
    definitions: { href: { type: "string" }, asset: { type: "string" }, card: { type: "object", properties: { url: { $ref: "#/definitions/href" }, picture: { $ref: "#/definitions/asset" } } } },
    type: "object",
    properties: { href: { type: "string" }, cards: { type: "array", items: { $ref: "#/definitions/card" } } },
  };
  const data = { href: "/not-a-link", cards: [{ url: "/a", picture: "/b.png" }, { url: "/c" }] };

  it("gives every value typed as a link, whatever its key", () => {
    expect(stringsByDefinition(schema, data).get("href")).toEqual([
      { path: ["cards", 0, "url"], value: "/a" },
      { path: ["cards", 1, "url"], value: "/c" },
    ]);
    expect(stringsByDefinition(schema, data).get("asset")).toEqual([{ path: ["cards", 0, "picture"], value: "/b.png" }]);
  });

});
