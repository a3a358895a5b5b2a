import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { medianRun, summarize, type Run } from "../../../../scripts/bench/runs";

/** A Lighthouse run with every figure at `value`, as medianRun sees it. */
const runOf = (value: number, more: Partial<Run> = {}): Run => ({
  scores: { performance: value },
  fcp: value,
  lcp: value,
  tbt: value,
  cls: value,
  si: value,
  bytes: { js: value, css: value, html: value, total: value },
  benchmarkIndex: value,
  failing: [],
  ...more,
});

describe("a Lighthouse report, trimmed", () => {
  const audit = (numericValue: number, score = 1) => ({ numericValue, score });
  const lhr = {
    audits: {
      "first-contentful-paint": audit(700, 0.5),
      "largest-contentful-paint": audit(900),
      "total-blocking-time": audit(12),
      "cumulative-layout-shift": audit(0),
      "speed-index": audit(750),
      "color-contrast": { score: 0 },
      "unweighted-audit": { score: 0 },
      "network-requests": {
        details: {
          items: [
            { resourceType: "Document", transferSize: 12_000 },
            { resourceType: "Script", transferSize: 90_000 },
            { resourceType: "Script", transferSize: 8_000 },
            { resourceType: "Image", transferSize: 40_000 },
          ],
        },
      },
      "largest-contentful-paint-element": { details: { items: [{ items: [{ node: { snippet: "<h1>" } }] }] } },
    },
    categories: {
      performance: { id: "performance", score: 0.987, auditRefs: [{ id: "first-contentful-paint", weight: 10 }] },
      accessibility: { id: "accessibility", score: 0.9, auditRefs: [{ id: "color-contrast", weight: 7 }, { id: "unweighted-audit", weight: 0 }] },
    },
    environment: { benchmarkIndex: 3800 },
  } as unknown as Result;

  it("keeps the scores out of 100, the metrics, the bytes by type and the LCP element", () => {
    const run = summarize(lhr);
    expect(run.scores).toEqual({ performance: 99, accessibility: 90 });
    expect([run.fcp, run.lcp, run.tbt, run.cls, run.si]).toEqual([700, 900, 12, 0, 750]);
    expect(run.bytes).toEqual({ js: 98_000, css: 0, html: 12_000, total: 150_000 });
    expect(run.lcpElement).toBe("<h1>");
    expect(run.benchmarkIndex).toBe(3800);
  });

  it("lists the failing audits that count, not the metrics nor audits of weight 0", () => {
    expect(summarize(lhr).failing).toEqual(["accessibility:color-contrast"]);
  });
});

describe("the median of several runs", () => {
  it("takes the median of every figure, skipping a failed run's NaN", () => {
    const run = medianRun([runOf(300), runOf(100), runOf(NaN), runOf(200)]);
    expect(run.lcp).toBe(200);
    expect(run.scores.performance).toBe(200);
    expect(run.bytes.total).toBe(200);
    expect(run.benchmarkIndex).toBe(200);
  });

  it("keeps every audit that failed in any run, once, and the first error and LCP element", () => {
    const run = medianRun([runOf(1, { failing: ["seo:a"] }), runOf(2, { failing: ["seo:a", "seo:b"], error: "NO_FCP", lcpElement: "<p>" }), runOf(3)]);
    expect(run.failing).toEqual(["seo:a", "seo:b"]);
    expect(run.error).toBe("NO_FCP");
    expect(run.lcpElement).toBe("<p>");
  });

  it("reports only the categories some run measured", () => {
    expect(Object.keys(medianRun([runOf(1), runOf(2)]).scores)).toEqual(["performance"]);
  });
});
