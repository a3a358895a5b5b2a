/**
 * `npm run gen`: everything that follows from schema/site.schema.json, in order: the schema's own
 * derived parts (the block list and editor snippets, scripts/gen-schema.ts), then
 * src/manifest/site.types.ts, the precompiled validator and docs/blocks.md; and the blocks' looks
 * that the registry gives (scripts/gen-looks.ts). `--check` exits 1 when
 * any of them is stale.
 */
import { readFile } from "node:fs/promises";
import { compile } from "json-schema-to-typescript";
import { writeOrCheck } from "./generated-file";
import { isMainModule } from "./main-module.mjs";
import { generateDocs, docsFile } from "./gen-docs";
import { deriveSchema, schemaFile } from "./gen-schema";
import { generateLooks, looksFile } from "./gen-looks";
import { generateValidator, validatorFile } from "./gen-validator";

const typesFile = new URL("../src/manifest/site.types.ts", import.meta.url);

const BANNER = `/* GENERATED FILE: do not edit by hand.
 * Source: schema/site.schema.json. Regenerate with \`npm run gen\`; \`npm test\` fails when this file is stale. */`;

/** The types text the schema produces now. */
export async function generateTypes(): Promise<string> {
  const schema = withDefaultsRequired(JSON.parse(await readFile(schemaFile, "utf8"))) as Parameters<typeof compile>[0];
  return compile(schema, "Site", {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: false, printWidth: 100 },
  });
}

/**
 * The schema as the app sees the site: the check fills every default in (ajv's useDefaults), so a
 * property with a default is always there, and the types say so; components never repeat a default.
 */
function withDefaultsRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withDefaultsRequired);
  if (!node || typeof node !== "object") return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === "examples" || key === "defaultSnippets" ? value : withDefaultsRequired(value)]));
  const properties = (node as { properties?: Record<string, { default?: unknown }> }).properties;
  const defaulted = Object.entries(properties ?? {}).filter(([, p]) => p && typeof p === "object" && "default" in p).map(([key]) => key);
  if (defaulted.length > 0) copy.required = [...new Set([...((copy.required as string[] | undefined) ?? []), ...defaulted])];
  return copy;
}

if (isMainModule(import.meta.url)) {
  await writeOrCheck(schemaFile, deriveSchema(await readFile(schemaFile, "utf8")), "npm run gen");
  await writeOrCheck(typesFile, await generateTypes(), "npm run gen");
  await writeOrCheck(validatorFile, generateValidator(), "npm run gen");
  await writeOrCheck(docsFile, await generateDocs(), "npm run gen");
  await writeOrCheck(looksFile, await generateLooks(), "npm run gen");
}
