import { describe, expect, it } from "vitest";
import { lookOf } from "../../../engine/check/rules/rhythm";
import type { Block } from "../../../src/manifest/site.types";
import { withDefaults } from "./with-defaults";

describe("the look of a section", () => {
  it("is the block's tone and heading alignment, filled from the schema's defaults", () => {
    expect(lookOf(withDefaults<Block>("cardGridBlock", { type: "cardGrid", cards: [] }))).toEqual({ tone: "plain", align: "center" });
    expect(lookOf(withDefaults<Block>("metricsBlock", { type: "metrics", items: [], align: "start" }))).toEqual({ tone: "dark", align: "start" });
  });

  it("takes what the component fixes: a split's text starts at the start, the hero is navy", () => {
    expect(lookOf(withDefaults<Block>("splitBlock", { type: "split", title: "t", image: { src: "/a.svg", decorative: true }, tone: "muted" }))).toEqual({ tone: "muted", align: "start" });
    expect(lookOf(withDefaults<Block>("heroBlock", { type: "hero", title: "t" }))).toEqual({ tone: "dark", align: "start" });
  });

  it("is unknown for a block whose look the rule does not know, so it is compared with neither neighbour", () => {
    expect(lookOf(withDefaults<Block>("formBlock", { type: "form" } as never))).toBeUndefined();
  });
});
