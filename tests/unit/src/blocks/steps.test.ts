import { describe, expect, it } from "vitest";
import { stepStates } from "../../../../src/blocks/steps";

describe("stepStates", () => {
  it("marks nothing when no current step is given", () => {
    expect(stepStates(3)).toEqual([undefined, undefined, undefined]);
  });

  it("marks earlier steps done, the current one current and later ones todo (1-based)", () => {
    expect(stepStates(4, 2)).toEqual(["done", "current", "todo", "todo"]);
  });

  it("clamps the current step to the valid range", () => {
    expect(stepStates(3, 0)).toEqual(["current", "todo", "todo"]);
    expect(stepStates(3, -5)).toEqual(["current", "todo", "todo"]);
    expect(stepStates(3, 9)).toEqual(["done", "done", "current"]);
  });
});
