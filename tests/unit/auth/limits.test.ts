import { describe, expect, it } from "vitest";
import { ACCOUNT_LIMIT, Limiter } from "../../../studio/auth/limits.ts";
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

  it("an account is locked after five failures", () => {
    const limiter = new Limiter(ACCOUNT_LIMIT, manualClock().now);
    const delays = Array.from({ length: 6 }, () => limiter.fail("account:kim"));
    expect(delays.map((d) => d > 0)).toEqual([false, false, false, false, false, true]);
  });
});
