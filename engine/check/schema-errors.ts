/**
 * The check's schema stage: ajv's errors for the data, each turned into one catalogue message at
 * its node. Errors that repeat another one's fault are dropped; errors on a line that holds a
 * keyboard slip are replaced by the slip.
 */
import type { ErrorObject } from "ajv";
import schema from "../../schema/site.schema.json" with { type: "json" };
import type { Site } from "../../src/manifest/site.types.ts";
import generatedValidator from "./generated/validate-site.ts";
import { closest, typedInHangul } from "./closest.ts";
import { toPath, withField, type Locator } from "./locate.ts";
import { FORMAT_HINTS, kindOf, placeWords, say } from "./messages.ts";
import { blockSchemas, resolveBranch, schemaAt, shortLabel } from "../core/schema-walk.ts";
import { slipOnLine } from "./slips.ts";
import type { Position, Problem, Said, SchemaNode } from "./types.ts";
import { addressSaid } from "./urls.ts";

export const SCHEMA = schema as SchemaNode;

// Precompiled by `npm run gen` (scripts/gen-validator.ts): compiling the schema at each start took most of a check's time.
const validateSchema = generatedValidator as ((data: unknown) => data is Site) & { errors?: ErrorObject[] | null };

const BLOCK_TYPES: string[] = blockSchemas(SCHEMA).map((b) => b.properties.type.const);

/** Validates `data`; `valid` is false with the problems when it does not match the schema. */
export function schemaProblems(data: unknown, at: Locator, source: string): { valid: boolean; problems: Problem[] } {
  if (validateSchema(data)) return { valid: true, problems: [] };
  return { valid: false, problems: explainSlips(dedupe(validateSchema.errors ?? []).map((e) => schemaProblem(e, at)), source) };
}

/**
 * Drops errors that repeat another one's fault: a missing `type` is reported once, by the
 * discriminator, and a required property that is only misspelled ("titel", or "ㅅㅑㅅㅣㄷ" on the Korean
 * keyboard) once, as the typo.
 */
function dedupe(errors: ErrorObject[]): ErrorObject[] {
  const tagErrors = new Set(errors.filter((e) => e.keyword === "discriminator").map((e) => e.instancePath));
  const unknownKeys = errors.filter((e) => e.keyword === "additionalProperties");
  const patterns = new Set(errors.filter((e) => e.keyword === "pattern").map((e) => e.instancePath));
  return errors.filter((e) => {
    // A value that breaks its pattern and its format is one mistake: the pattern's message says more.
    if (e.keyword === "format" && patterns.has(e.instancePath)) return false;
    if (e.keyword !== "required") return true;
    const missing = e.params.missingProperty as string;
    if (missing === "type" && tagErrors.has(e.instancePath)) return false;
    return !unknownKeys.some((u) => {
      const key = u.params.additionalProperty as string;
      return u.instancePath === e.instancePath && (closest(key, [missing]) ?? typedInHangul(key, [missing])) === missing;
    });
  });
}

function schemaProblem(error: ErrorObject, at: Locator): Problem {
  const path = toPath(error.instancePath, at.data);
  const value = path.reduce<any>((v, seg) => v?.[seg], at.data);
  const where = at.where(path);
  const field = at.field(path);
  const p = (pos: Position, said: Said): Problem => ({ severity: "error", ...pos, ...said });
  const branch = () => resolveBranch(SCHEMA, schemaAt(SCHEMA, path, at.data), value);

  switch (error.keyword) {
    case "required": {
      const key = error.params.missingProperty as string;
      return p(at.key(path), say("required", { where: path.length > 0 ? withField(where, field) : placeWords.file, field: at.label([...path, key]), key }));
    }
    case "additionalProperties": {
      const key = error.params.additionalProperty as string;
      const allowed = Object.keys(branch()?.properties ?? {});
      const meant = typedInHangul(key, allowed);
      if (meant) return p(at.key([...path, key]), say("hangulKey", { where: withField(where, field), key, meant }));
      return p(at.key([...path, key]), say("unknownProperty", { where: withField(where, field), key, suggestion: closest(key, allowed), allowed }));
    }
    case "discriminator": {
      if (error.params.error === "tag" && value?.type === undefined) return p(at.key(path), say("missingBlockType", { where, allowed: BLOCK_TYPES }));
      const type = value?.type;
      const meant = typedInHangul(String(type), BLOCK_TYPES);
      if (meant) return p(at.value([...path, "type"]), say("hangulBlockType", { where, value: type, meant }));
      return p(at.value([...path, "type"]), say("unknownBlockType", { where, value: type, suggestion: closest(String(type), BLOCK_TYPES), allowed: BLOCK_TYPES }));
    }
    case "type":
      return p(at.value(path), say("wrongKind", { where, field, expected: String(error.params.type).split(",")[0]!, actual: kindOf(value) }));
    case "enum":
    case "const": {
      const allowed = (error.keyword === "enum" ? error.params.allowedValues : [error.params.allowedValue]) as unknown[];
      return p(at.value(path), say("notOneOf", { where, field, value, allowed }));
    }
    case "minItems":
      if (path[path.length - 1] === "blocks") return p(at.value(path), say("noBlocks", { where }));
      return p(at.value(path), say("tooFewItems", { where, field, min: error.params.limit }));
    case "maxItems":
      return p(at.value(path), say("tooManyItems", { where, field, max: error.params.limit }));
    case "minLength":
      return p(at.value(path), say("emptyText", { where, field }));
    case "maxLength":
      // Counted as ajv counts it: in characters (code points), not UTF-16 units.
      return p(at.value(path), say("textTooLong", { where, field, length: [...String(value)].length, max: error.params.limit }));
    case "minimum":
    case "maximum": {
      const s = branch() ?? {};
      return p(at.value(path), say("outOfRange", { where, field, min: s.minimum, max: s.maximum }));
    }
    case "pattern":
    case "format": {
      const address = addressSaid(path, value, where, field);
      if (address) return p(at.value(path), address);
      const hint = formatHint(schemaAt(SCHEMA, path, at.data) ?? {}, error);
      return p(at.value(path), say("badFormat", { where, field, value, hint }));
    }
    case "minProperties":
    case "maxProperties": {
      const allowed = Object.keys(branch()?.properties ?? {}).map((key) => at.label([...path, key]));
      return p(at.value(path), say("exactlyOne", { where: withField(where, field), allowed }));
    }
    default:
      return p(at.value(path), say("invalidValue", { where, field, detail: error.message ?? "" }));
  }
}

function formatHint(s: SchemaNode, error: ErrorObject): string {
  if (error.keyword === "format" && (error.params.format === "email" || error.params.format === "uri")) return FORMAT_HINTS[error.params.format as "email" | "uri"];
  if (s.$def === "blockId") return FORMAT_HINTS.blockId;
  if (s.$def === "asset") return FORMAT_HINTS.asset;
  return FORMAT_HINTS.field(shortLabel(s.description, ""));
}

/**
 * Schema errors on a line that holds a keyboard slip (a full-width colon, a curly quote used as a
 * quote, no space after a colon) are what yaml made of the slip: name the slip instead.
 */
function explainSlips(problems: Problem[], source: string): Problem[] {
  const lines = source.split(/\r?\n/);
  const slips = new Map<number, Problem>();
  for (const p of problems) {
    const slip = slips.has(p.line) ? undefined : slipOnLine(lines, p.line);
    if (slip) slips.set(p.line, { severity: "error", path: p.path, ...slip });
  }
  return [...problems.filter((p) => !slips.has(p.line)), ...slips.values()];
}
