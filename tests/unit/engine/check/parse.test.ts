import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { plainData } from "../../../../engine/check/parse";

const root = join(import.meta.dirname, "../../../..");
const fixtures = ["site.yaml", ...["tests/fixtures", "tests/fixtures/bad", "tests/fixtures/images"].flatMap((dir) => readdirSync(join(root, dir)).filter((f) => f.endsWith(".yaml")).map((f) => `${dir}/${f}`))];

describe("the plain road of parse (js-yaml, positions made only when asked for)", () => {
  it.each(fixtures)("reads %s to the same data as yaml, or leaves it to the full road", (file) => {
    const source = readFileSync(join(root, file), "utf8");
    const plain = plainData(source);
    const doc = parseDocument(source, { uniqueKeys: true });
    if (doc.errors.length > 0) expect(plain.read, "a file yaml cannot read never takes the plain road").toBe(false);
    else if (plain.read) expect(plain.data).toEqual(doc.toJS());
  });

  it("takes the real site.yaml", () => {
    expect(plainData(readFileSync(join(root, "site.yaml"), "utf8")).read).toBe(true);
  });

  it("leaves aliases, tags, duplicate keys and scalars the two could read apart to the full road, or reads them alike", () => {
    for (const source of ["a: &x [1]\nb: *x\n", "a: !!str 1\n", "a: 1\na: 2\n", "%YAML 1.2\n---\na: 1\n"]) expect(plainData(source).read, source).toBe(false);
    for (const value of ["0x1F", "0o17", "1_000", "1e3", ".inf", "~", "Yes", "on", "2024-01-01", "12:30", "+12", "017", "0b101", "-0x1F", "1_0.5", "-.INF", ".NaN", "1.5e-3", "+.5", "1.", "null", "TRUE", "False"]) {
      const source = `v: ${value}\n`;
      const plain = plainData(source);
      expect(plain.read && plain.data, value).toEqual(parseDocument(source).toJS());
    }
  });
});
