import { describe, expect, it } from "vitest";
import { Limiter, NAME_LIMIT, Turns } from "../../../../studio/auth/limits.ts";
import { manualClock } from "./temp.ts";

const rule = { free: 3, baseMs: 30_000, maxMs: 240_000, forgetMs: 3_600_000 };

describe("sign-in limits", () => {
  it("the first failures are free; then each locks for a delay that doubles, up to the cap", () => {
    const clock = manualClock();
    const limiter = new Limiter(rule, clock.now);
    const delays = Array.from({ length: 8 }, () => limiter.fail("k"));
    expect(delays).toEqual([0, 0, 0, 30_000, 60_000, 120_000, 240_000, 240_000]);
  });

  it("a lockout ends when its delay has passed, and not before", () => {
    const clock = manualClock();
    const limiter = new Limiter(rule, clock.now);
    for (let i = 0; i < 4; i++) limiter.fail("k");
    expect(limiter.wait("k")).toBe(30_000);
    clock.advance(29_999);
    expect(limiter.wait("k")).toBe(1);
    clock.advance(1);
    expect(limiter.wait("k")).toBe(0);
    // The count is kept: the next failure locks for twice as long.
    expect(limiter.fail("k")).toBe(60_000);
  });

  it("keys are apart; success clears one; an hour without failures forgets it", () => {
    const clock = manualClock();
    const limiter = new Limiter(rule, clock.now);
    for (let i = 0; i < 4; i++) limiter.fail("a");
    expect(limiter.wait("b")).toBe(0);
    limiter.succeed("a");
    expect(limiter.wait("a")).toBe(0);
    for (let i = 0; i < 3; i++) limiter.fail("c");
    clock.advance(rule.forgetMs);
    expect(limiter.fail("c")).toBe(0);
  });

  it("a name from one address: five free failures, then a delay from 1 s that doubles, never more than a browser waits (30 s)", () => {
    const limiter = new Limiter(NAME_LIMIT, manualClock().now);
    const delays = Array.from({ length: 12 }, () => limiter.fail("kim"));
    expect(delays).toEqual([0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

describe("turns", () => {
  it("run one task of a key at a time, in order, and tasks of other keys meanwhile", async () => {
    const turns = new Turns();
    const seen: string[] = [];
    const gates = new Map<string, () => void>();
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        seen.push(`${name} starts`);
        gates.set(name, () => resolve(name));
      });
    // Every promise callback waiting to run has run by the next turn of the event loop.
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    const results = [turns.run("a", task("a1")), turns.run("a", task("a2")), turns.run("b", task("b1"))];
    await settled();
    expect(seen).toEqual(["a1 starts", "b1 starts"]);
    gates.get("a1")!();
    await settled();
    expect(seen).toEqual(["a1 starts", "b1 starts", "a2 starts"]);
    gates.get("a2")!();
    gates.get("b1")!();
    expect(await Promise.all(results)).toEqual(["a1", "a2", "b1"]);
  });

  it("go on after a task that fails", async () => {
    const turns = new Turns();
    const failed = turns.run("a", () => Promise.reject(new Error("no")));
    const next = turns.run("a", () => Promise.resolve("ran"));
    await expect(failed).rejects.toThrow("no");
    expect(await next).toBe("ran");
  });
});
