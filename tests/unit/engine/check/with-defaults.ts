/**
 * Test data as the app receives it: the check fills in every schema default (ajv's useDefaults,
 * scripts/gen-validator.ts), so a block a test writes by hand gets them the same way, from the
 * schema, instead of repeating them.
 */
import Ajv from "ajv";
import addFormats from "ajv-formats";
import schema from "../../../../schema/site.schema.json" with { type: "json" };

/** `T` with every property optional, all the way down: what a test writes before defaults are filled. */
export type Loose<T> = T extends (infer U)[] ? Loose<U>[] : T extends object ? { [K in keyof T]?: Loose<T[K]> } : T;

let ajv: Ajv | undefined;

/** `value` with the defaults of schema definition `definition` (e.g. "cardGridBlock") filled in, recursively. */
export function withDefaults<T>(definition: string, value: Loose<T>): T {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, discriminator: true, strict: false, allowUnionTypes: true, useDefaults: true });
    addFormats(ajv, ["email", "uri"]);
    ajv.addSchema(schema);
  }
  const validate = ajv.getSchema(`${schema.$id}#/definitions/${definition}`);
  if (!validate) throw new Error(`no schema definition '${definition}'`);
  const copy = structuredClone(value);
  validate(copy);
  return copy as T;
}
