import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import schema from "../../../schema/site.schema.json" with { type: "json" };
import { generateDocs } from "../../../scripts/gen-docs";
import { loadSite } from "../../../src/manifest/load";

const root = join(import.meta.dirname, "../../..");
type Node = Record<string, any>;
const defs = (schema as Node).definitions as Record<string, Node>;
const blockDefs = (defs.block!.oneOf as Node[]).map((b) => defs[b.$ref.split("/").pop()!]!);

describe("docs/blocks.md", () => {
  it("is up to date with the schema (run `npm run docs` when this fails)", async () => {
    expect(readFileSync(join(root, "docs/blocks.md"), "utf8")).toBe(await generateDocs());
  });
});

describe("editor help in the schema", () => {
  it.each(blockDefs.map((b) => [b.properties.type.const as string, b] as const))("%s has an example and a snippet that pass the check", (type, def) => {
    expect(def.examples?.length).toBeGreaterThan(0);
    expect(def.defaultSnippets?.[0]?.body).toEqual(def.examples[0]);
    // The example, dropped into a page of a valid manifest, must itself be valid.
    const base = readFileSync(join(root, type === "form" ? "tests/fixtures/form-base.yaml" : "tests/fixtures/base.yaml"), "utf8");
    const manifest = JSON.parse(JSON.stringify((loadSite(base, { publicDir: join(root, "public") }).site)));
    const page = manifest.pages[0];
    const example = { ...def.examples[0] };
    if (typeof example.scrollTo === "string") example.scrollTo = undefined;
    page.blocks.push(JSON.parse(JSON.stringify(example)));
    const { problems } = loadSite(JSON.stringify(manifest), { publicDir: join(root, "public") });
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
  });
});
