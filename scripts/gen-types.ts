/** Writes src/manifest/site.types.ts from schema/site.schema.json; `--check` exits 1 when the file is stale. */
import { readFile } from "node:fs/promises";
import { compile } from "json-schema-to-typescript";
import { isMainModule, writeOrCheck } from "./generated-file";
import { generateValidator, validatorFile } from "./gen-validator";

const schemaFile = new URL("../schema/site.schema.json", import.meta.url);
const typesFile = new URL("../src/manifest/site.types.ts", import.meta.url);

const BANNER = `/* GENERATED FILE: do not edit by hand.
 * Source: schema/site.schema.json. Regenerate with \`npm run gen\`; \`npm test\` fails when this file is stale. */`;

/** The types text the schema produces now. */
export async function generateTypes(): Promise<string> {
  const schema = JSON.parse(await readFile(schemaFile, "utf8"));
  return compile(schema, "Site", {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: false, printWidth: 100 },
  });
}

if (isMainModule(import.meta.url)) {
  await writeOrCheck(typesFile, await generateTypes(), "npm run gen");
  await writeOrCheck(validatorFile, generateValidator(), "npm run gen");
}
