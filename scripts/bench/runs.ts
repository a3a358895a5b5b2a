/** What one Lighthouse run yields, trimmed to what the bench reports, and the medians of several. */
import type { Result } from "lighthouse";
import { median } from "./tools";

export type Method = "simulate" | "devtools";
/** Our page, or its floor (./floor.ts). */
export type Variant = "site" | "floor";

/** One Lighthouse run, trimmed to what the bench reports. Times in ms, bytes as transferred (gzip). */
export interface Run {
  scores: Partial<Record<"performance" | "accessibility" | "best-practices" | "seo", number>>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: { js: number; css: number; html: number; total: number };
  lcpElement?: string;
  /**
   * Under simulated throttling, the requests Lighthouse's simulation counted for the LCP: those that
   * ended before the largest paint in the page's real load (URL paths, data: URLs left out). A
   * request that races that paint makes the simulated LCP flip between runs.
   */
  lcpRequests?: string[];
  /** Lighthouse's own measure of the CPU's speed during the run (higher is faster): tells runs on different machines apart. */
  benchmarkIndex: number;
  /** Audits scoring below 1 (metrics excluded): what to look at first. */
  failing: string[];
  error?: string;
}

export interface RouteFigures {
  route: string;
  site: Record<Method, Run>;
  floor: Record<Method, Run>;
  /** Every run, as measured: the medians above are taken over these. */
  runs: Record<Variant, Record<Method, Run[]>>;
  /** Our LCP divided by the floor's, per throttling method. */
  lcpRatio: Record<Method, number>;
  /** Our bytes (all requests, as transferred) divided by the floor's. */
  bytesRatio: number;
}

const METRICS = { fcp: "first-contentful-paint", lcp: "largest-contentful-paint", tbt: "total-blocking-time", cls: "cumulative-layout-shift", si: "speed-index" } as const;
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** One Lighthouse report, trimmed: category scores (0–100), the metrics, bytes by type, and the audits that fail. */
export function summarize(lhr: Result): Run {
  const number = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = ((lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []);
  const bytesOf = (type?: string) => items.filter((i) => !type || i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const metricIds = new Set<string>(Object.values(METRICS));
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => !metricIds.has(ref.id) && ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return typeof score === "number" && score < 1;
      })
      .map((ref) => `${category.id}:${ref.id}`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.filter((c) => lhr.categories[c]).map((c) => [c, Math.round((lhr.categories[c]!.score ?? 0) * 100)])),
    fcp: number(METRICS.fcp),
    lcp: number(METRICS.lcp),
    tbt: number(METRICS.tbt),
    cls: number(METRICS.cls),
    si: number(METRICS.si),
    bytes: { js: bytesOf("Script"), css: bytesOf("Stylesheet"), html: bytesOf("Document"), total: bytesOf() },
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    error: lhr.runtimeError?.message,
  };
}

/** The median of each figure over `runs` (scores too; failing audits: those failing in any run). */
export function medianRun(runs: Run[]): Run {
  const pick = (f: (r: Run) => number) => median(runs.map(f));
  return {
    scores: Object.fromEntries(CATEGORIES.filter((c) => runs.some((r) => r.scores[c] !== undefined)).map((c) => [c, pick((r) => r.scores[c] ?? NaN)])),
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
    si: pick((r) => r.si),
    bytes: { js: pick((r) => r.bytes.js), css: pick((r) => r.bytes.css), html: pick((r) => r.bytes.html), total: pick((r) => r.bytes.total) },
    lcpElement: runs.find((r) => r.lcpElement)?.lcpElement,
    lcpRequests: runs.find((r) => r.lcpRequests)?.lcpRequests,
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    error: runs.find((r) => r.error)?.error,
  };
}

/** The least and the greatest of `values`, failed (non-finite) runs left out; NaN for none. */
export function range(values: number[]): [number, number] {
  const finite = values.filter((v) => Number.isFinite(v));
  return finite.length ? [Math.min(...finite), Math.max(...finite)] : [NaN, NaN];
}

/** How many different sets of requests the simulation counted for the LCP over `runs` (1: the same in every run). */
export function lcpRequestSets(runs: Run[]): number {
  return new Set(runs.filter((r) => r.lcpRequests).map((r) => [...r.lcpRequests!].sort().join(" "))).size;
}
