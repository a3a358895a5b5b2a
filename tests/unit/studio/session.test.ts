import { describe, expect, test } from "vitest";
import { withValue } from "../../../studio/client/session.ts";

describe("withValue: typing laid over the server's data", () => {
  const data = { site: { name: "회사" }, pages: [{ path: "/", blocks: [{ title: "제목" }, { title: "둘" }] }, { path: "/about", blocks: [] }] };

  test("sets the value and copies only the objects on its path", () => {
    const next = withValue(data, ["pages", 0, "blocks", 0, "title"], "새 제목");
    expect(next.pages[0].blocks[0].title).toBe("새 제목");
    expect(data.pages[0]!.blocks[0]!.title).toBe("제목");
    // Untouched branches keep their identity: their forms are not drawn again.
    expect(next.site).toBe(data.site);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pages[0].blocks[1]).toBe(data.pages[0]!.blocks[1]);
    expect(next.pages).not.toBe(data.pages);
  });

  test("undefined removes a key or a list item; missing objects on the way are made", () => {
    expect(withValue(data, ["site", "name"], undefined).site).toEqual({});
    expect(withValue(data, ["pages", 0, "blocks", 0], undefined).pages[0].blocks).toEqual([{ title: "둘" }]);
    expect(withValue(data, ["site", "facts", "projects"], "100").site.facts).toEqual({ projects: "100" });
  });
});
