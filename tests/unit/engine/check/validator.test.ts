import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { generateValidator, validatorFile } from "../../../../scripts/gen-validator";

it("the precompiled schema validator is current with schema/site.schema.json (run `npm run gen`)", () => {
  expect(readFileSync(validatorFile, "utf8")).toBe(generateValidator());
});
