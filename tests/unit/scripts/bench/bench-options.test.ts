import { describe, expect, it } from "vitest";
import { parseOptions, QUICK_ROUTES } from "../../../../scripts/bench/options";

describe("npm run bench's options", () => {
  it("measure everything, 3 runs each, by default", () => {
    expect(parseOptions([])).toEqual({ runs: 3, routes: undefined, scale: [100, 1000], dev: true, lighthouse: true, test: true });
  });

  it("--quick: 1 run of the quick routes, the 100-page scale only, no npm test unless asked", () => {
    expect(parseOptions(["--quick"])).toEqual({ runs: 1, routes: QUICK_ROUTES, scale: [100], dev: true, lighthouse: true, test: false });
    expect(parseOptions(["--quick", "--test"])).toMatchObject({ test: true });
  });

  it("take --runs and --routes with '=' or as the next argument, over --quick's", () => {
    expect(parseOptions(["--quick", "--runs=5", "--routes=/,/dx"])).toMatchObject({ runs: 5, routes: ["/", "/dx"] });
    expect(parseOptions(["--runs", "2", "--routes", "/contact"])).toMatchObject({ runs: 2, routes: ["/contact"] });
  });

  it("--no-scale, --no-dev, --no-lighthouse and --no-test each turn one part off", () => {
    expect(parseOptions(["--no-test"])).toMatchObject({ scale: [100, 1000], dev: true, lighthouse: true, test: false });
    expect(parseOptions(["--no-scale"])).toMatchObject({ scale: [], dev: true, lighthouse: true });
    expect(parseOptions(["--no-dev"])).toMatchObject({ scale: [100, 1000], dev: false, lighthouse: true });
    expect(parseOptions(["--quick", "--no-lighthouse"])).toMatchObject({ scale: [100], dev: true, lighthouse: false });
  });

  it("refuse an unknown option or a --runs that is not a count, rather than start an hour-long run", () => {
    expect(() => parseOptions(["--no-lighthose"])).toThrow(/no-lighthose/);
    expect(() => parseOptions(["--runs=0"])).toThrow(/--runs/);
    expect(() => parseOptions(["--runs=three"])).toThrow(/--runs/);
    expect(() => parseOptions(["--runs=1.5"])).toThrow(/--runs/);
  });
});
