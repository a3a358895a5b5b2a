import { describe, expect, test } from "vitest";
import { targetsOf } from "../../../../engine/core/links.ts";
import { linkOptions } from "../../../../studio/client/links.ts";

const pages = [
  { path: "/", blocks: [{ type: "hero", id: "top" }, { type: "cta" }] },
  { path: "/about", blocks: [{ type: "hero", id: "intro" }, { type: "timeline", id: "history" }] },
  { path: "/contact", blocks: [{ type: "form", id: "form" }] },
];
const targets = targetsOf(pages);

describe("link field suggestions", () => {
  test("an empty or partial address offers every route", () => {
    expect(linkOptions(targets, "")).toEqual(["/", "/about", "/contact"]);
    expect(linkOptions(targets, "/ab")).toEqual(["/", "/about", "/contact"]);
  });

  test("a route offers that page's #ids after the routes", () => {
    expect(linkOptions(targets, "/about")).toEqual(["/", "/about", "/contact", "/about#intro", "/about#history"]);
  });

  test("after # only the target page's ids are offered, never the ids of another page", () => {
    expect(linkOptions(targets, "/about#")).toEqual(["/about#intro", "/about#history"]);
    expect(linkOptions(targets, "/contact#fo")).toEqual(["/contact#form"]);
    expect(linkOptions(targets, "/about#h")).not.toContain("/#top");
  });

  test("blocks without an id and pages without blocks are left out", () => {
    expect(targetsOf([{ path: "/x" }, { title: "no path" }, { path: "/y", blocks: [{ type: "cta", id: "" }] }])).toEqual([
      { path: "/x", ids: [] },
      { path: "/y", ids: [] },
    ]);
  });
});
