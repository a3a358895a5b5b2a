import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblems, check } from "../../../../engine/check/index";
import schema from "../../../../schema/site.schema.json" with { type: "json" };

const root = join(import.meta.dirname, "../../../..");
const dir = join(root, "tests/fixtures/bad");
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort();

/**
 * The list of every block type, as messages print it, stands in the .expected files as
 * {blockTypes}: a new block type then changes no fixture.
 */
const BLOCK_TYPES = schema.definitions.block.oneOf.map(({ $ref }) => (schema.definitions as Record<string, any>)[$ref.split("/").pop()!]!.properties.type.const).join(", ");

/** The full report `npm run check` prints for a manifest: every problem with its frame. */
function report(file: string): string {
  const source = readFileSync(join(dir, file), "utf8");
  const { problems, site } = check(source, { publicDir: join(root, "public"), year: 2026 });
  expect(site, "a manifest with errors yields no site").toBeUndefined();
  return (formatProblems(problems, source).join("\n\n") + "\n").replaceAll(BLOCK_TYPES, "{blockTypes}");
}

describe("bad manifests", () => {
  it("cover at least the twelve kinds of mistake the engine issue lists", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(12);
  });

  // Each fixture's exact output (line, column, message and frame) is in <name>.expected.
  // UPDATE_EXPECTED=1 rewrites them; read the diff before committing.
  it.each(fixtures)("%s gives its exact message at its exact line and column", (file) => {
    const expectedFile = join(dir, file.replace(/\.yaml$/, ".expected"));
    const actual = report(file);
    if (process.env.UPDATE_EXPECTED) writeFileSync(expectedFile, actual);
    expect(actual).toBe(readFileSync(expectedFile, "utf8"));
  });
});

describe("the base of the corpus", () => {
  it("is itself valid, so each bad file differs by its one mistake", () => {
    const source = readFileSync(join(root, "tests/fixtures/base.yaml"), "utf8");
    const { problems, site } = check(source, { publicDir: join(root, "public") });
    // Its texts are short on purpose, so it carries warnings (tests/fixtures/warnings.yaml tests those).
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(site?.pages.map((p) => p.path)).toEqual(["/", "/services", "/contact"]);
  });
});
