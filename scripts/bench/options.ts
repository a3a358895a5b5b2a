import { parseArgs } from "node:util";

/** The routes of `--quick`: the home page, the form and one long service page. */
export const QUICK_ROUTES = ["/", "/contact", "/dx"];
/** The page counts of the synthetic manifests measured for scale. */
export const SCALE_SIZES = [100, 1000];

export interface Options {
  /** Lighthouse runs per route and variant; the figures are their medians. */
  runs: number;
  /** The routes to measure with Lighthouse; every route of the sitemap when absent. */
  routes?: string[];
  /** The page counts of the synthetic manifests to measure; none with --no-scale. */
  scale: number[];
  /** Whether to time save → updated page in the dev server. */
  dev: boolean;
  /** Whether to run Lighthouse at all. */
  lighthouse: boolean;
  /** Whether to time a whole `npm test` run, phase by phase (not with --quick, unless asked). */
  test: boolean;
}

/**
 * `npm run bench`'s options: --quick, --runs=N, --routes=/,/dx, --no-scale, --no-dev,
 * --no-lighthouse, --no-test (--test with --quick). An unknown option or a --runs that is not a count is an error, so that a typo
 * does not silently cost an hour-long run.
 */
export function parseOptions(args: string[]): Options {
  const { values } = parseArgs({
    args,
    options: {
      quick: { type: "boolean", default: false },
      runs: { type: "string" },
      routes: { type: "string" },
      scale: { type: "boolean", default: true },
      dev: { type: "boolean", default: true },
      lighthouse: { type: "boolean", default: true },
      test: { type: "boolean" },
    },
    allowNegative: true,
  });
  const quick = values.quick;
  const runs = Number(values.runs ?? (quick ? 1 : 3));
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of runs, 1 or more; got '${values.runs}'`);
  return {
    runs,
    routes: values.routes?.split(",") ?? (quick ? QUICK_ROUTES : undefined),
    scale: !values.scale ? [] : quick ? [100] : SCALE_SIZES,
    dev: values.dev,
    lighthouse: values.lighthouse,
    test: values.test ?? !quick,
  };
}
