import { describe, expect, test } from "vitest";
import { placeWords } from "../../../../engine/check/messages.ts";
import { placeLength, where } from "../../../../engine/core/places.ts";
import { where as studioWhere } from "../../../../studio/core/place-words.ts";

const data = {
  pages: [
    { path: "/about", blocks: [{ type: "hero" }, { type: "cardGrid" }, {}] },
    { title: "주소 없는 페이지", blocks: [{ type: "faq" }] },
  ],
  redirects: [{ from: "/a", to: "/about" }, { from: "/b", to: "/about" }],
};

describe("places in words: one reading, the check's words and the studio's", () => {
  test("the check names keys as written in site.yaml", () => {
    expect(where(data, ["pages", 0, "blocks", 1, "title"], placeWords)).toBe("'/about' 페이지 2번째 블록(cardGrid)");
    expect(where(data, ["pages", 0, "title"], placeWords)).toBe("'/about' 페이지");
    expect(where(data, ["redirects", 1, "to"], placeWords)).toBe("이동(redirects) 2번째 항목");
    expect(where(data, ["footer", "groups"], placeWords)).toBe("바닥글(footer)");
    expect(where(data, [], placeWords)).toBe("site.yaml");
  });

  test("the studio says the same places with no key in them", () => {
    expect(studioWhere(data, ["pages", 0, "blocks", 1, "title"])).toBe("/about 페이지 2번째 블록(카드 목록)");
    expect(studioWhere(data, ["pages", 0, "blocks", 2])).toBe("/about 페이지 3번째 블록(알 수 없는 블록)");
    expect(studioWhere(data, ["footer", "groups"])).toBe("바닥글");
  });

  // Where the two readings disagreed, both now say the precise one.
  test("a page without a path, one redirect, and the list of redirects as a whole", () => {
    // The studio said "undefined 페이지"; the check said which page.
    expect(studioWhere(data, ["pages", 1, "blocks", 0])).toBe("2번째 페이지 1번째 블록(자주 묻는 질문)");
    expect(where(data, ["pages", 1], placeWords)).toBe("2번째 페이지");
    // The studio said "주소 이동" for any of them; the check which one.
    expect(studioWhere(data, ["redirects", 1, "to"])).toBe("주소 이동 2번째 항목");
    // The check said "site.yaml" for the list itself (tests/fixtures/bad/redirects-not-a-list); the studio named it.
    expect(where(data, ["redirects"], placeWords)).toBe("이동(redirects)");
    expect(studioWhere(data, ["redirects"])).toBe("주소 이동");
  });

  test("the field below a place starts after the block, the page, the redirect or the part", () => {
    expect(placeLength(["pages", 0, "blocks", 1, "cards", 0, "title"])).toBe(4);
    expect(placeLength(["pages", 0, "title"])).toBe(2);
    expect(placeLength(["redirects", 1, "to"])).toBe(2);
    expect(placeLength(["site", "phone"])).toBe(1);
  });
});
