import { describe, expect, test } from "vitest";
import { previewTexts } from "../../../../studio/client/preview-target.ts";

const data = {
  pages: [
    {
      path: "/contact",
      blocks: [
        {
          type: "form",
          title: "문의하기",
          sections: [
            {
              title: "기본 정보",
              fields: [{ name: "budget", label: "예상 예산", options: [{ value: "under-10m", label: "1천만 원 미만" }], rules: { required: { message: "예산을 골라 주세요." } } }],
            },
          ],
        },
      ],
    },
  ],
};
const at = ["pages", 0, "blocks", 0, "sections", 0, "fields", 0];

describe("where the preview shows the field being edited", () => {
  test("a text the page shows is looked for as it is", () => {
    expect(previewTexts(data, ["pages", 0, "blocks", 0, "title"])).toEqual(["문의하기"]);
  });

  test("an option's code: its label, then its field's, then its section's", () => {
    expect(previewTexts(data, [...at, "options", 0, "value"])).toEqual(["under-10m", "1천만 원 미만", "예상 예산", "기본 정보"]);
  });

  test("a check's message: the label of the field it belongs to", () => {
    expect(previewTexts(data, [...at, "rules", "required", "message"])).toEqual(["예산을 골라 주세요.", "예상 예산", "기본 정보"]);
  });

  test("nothing below a block, nothing outside the pages, no text with a {token} the page shows filled in", () => {
    expect(previewTexts(data, ["pages", 0, "blocks", 0])).toEqual([]);
    expect(previewTexts(data, ["site", "name"])).toEqual([]);
    expect(previewTexts({ pages: [{ blocks: [{ title: "{company} 소개" }] }] }, ["pages", 0, "blocks", 0, "title"])).toEqual([]);
  });
});
