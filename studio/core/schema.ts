/**
 * Studio only: from schema/site.schema.json to the fields of a form. The schema is the one source
 * of each field's label and help (its Korean `description`), required mark, default, allowed
 * values, and of each block's starting skeleton (`defaultSnippets`). It is read with the check's
 * own schema walk (engine/core/schema-walk.ts), bound here to the site's schema.
 */
import siteSchema from "../../schema/site.schema.json" with { type: "json" };
import { blockSchemas, definitionName, resolve as resolveIn, schemaAt as schemaAtIn, shortLabel } from "../../engine/core/schema-walk.ts";

export { shortLabel };

export type Schema = Record<string, any>;
export const schema = siteSchema as Schema;

/** How a value is edited. */
export type FieldKind =
  | "text" // one line of text
  | "longText" // several lines
  | "link" // an address: routes and #ids offered
  | "asset" // a file in public/: picked or uploaded
  | "icon" // one of the icon set, with previews
  | "enum" // one of a few values
  | "number"
  | "boolean"
  | "url"
  | "const" // fixed (a block's type)
  | "object"
  | "choice" // an object holding exactly one of its properties (a document's paragraph, list or table)
  | "list";

export interface FieldSpec {
  key: string;
  kind: FieldKind;
  /** Short Korean label: the first clause of the description. */
  label: string;
  /** The whole description, when it says more than the label. */
  help?: string;
  required: boolean;
  default?: unknown;
  enum?: unknown[];
  /** The field's own schema, references resolved. */
  schema: Schema;
  /** Called with each value typed, before the session has it (a field that another one follows sees both as they were). */
  typed?: (value: unknown) => void;
}

/** The definitions of texts that run to a sentence or more (a multi-line box): `summary` (one or two sentences) and `text` (a paragraph). */
const LONG_TEXT = new Set(["summary", "text"]);

/** The schema a node stands for, its `$ref` followed (see engine/core/schema-walk.ts). */
export const resolve = (node: Schema | undefined): Schema => resolveIn(schema, node);

/** The name of the definition a node refers to ("text", "href", "icon", …), if any. */
const refName = (node: Schema | undefined) => definitionName(node?.$ref);

/**
 * How a value with schema `node` is edited: from its definition and format, never from its key
 * (a form's `to` is an e-mail text, not a link; an option's `value` is a one-line code).
 * `key` only names the value in the skeleton.
 */
export function kindOf(_key: string, node: Schema): FieldKind {
  const ref = refName(node);
  const s = resolve(node);
  if (s.const !== undefined) return "const";
  if (ref === "icon") return "icon";
  if (ref === "asset") return "asset";
  if (ref === "href") return "link";
  if (s.enum) return "enum";
  if (s.type === "integer" || s.type === "number") return "number";
  if (s.type === "boolean") return "boolean";
  if (s.type === "array") return "list";
  if (s.type === "object" || s.properties || s.oneOf) return s.maxProperties === 1 ? "choice" : "object";
  if (s.format === "uri") return "url";
  return ref && LONG_TEXT.has(ref) ? "longText" : "text";
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An allowed value in words, from the field's description ("plain(흰색)" or "main: 홈처럼 큰 화면, …"):
 * the value itself is a code the site reads, not a word for the editor.
 */
export function valueLabel(spec: { help?: string; label: string }, value: unknown): string {
  const text = `${spec.label} ${spec.help ?? ""}`;
  const code = escapeRegExp(String(value));
  const match = new RegExp(`(?:^|[\\s,:(])${code}\\s*(?:\\(([^)]+)\\)|:\\s*([^,(]+))`).exec(text);
  const words = (match?.[1] ?? match?.[2])?.trim();
  return words && /[가-힣]/.test(words) ? words : String(value);
}

/** A choice's help as shown: each code said by its words ("그림이 놓일 쪽: left(왼쪽), right(오른쪽)" → "그림이 놓일 쪽: 왼쪽, 오른쪽"). */
export function shownHelp(spec: FieldSpec): string | undefined {
  if (!spec.help || !spec.enum) return spec.help;
  let text = spec.help;
  for (const value of spec.enum) {
    const words = valueLabel(spec, value);
    if (words === String(value)) continue;
    const code = escapeRegExp(String(value));
    const said = escapeRegExp(words);
    text = text
      .replace(new RegExp(`(^|[\\s,:(])${code}\\s*\\(${said}\\)`, "g"), `$1${words}`)
      .replace(new RegExp(`(^|[\\s,:(])${code}:\\s*(?=${said})`, "g"), "$1")
      // A code the description names elsewhere ("높이는 main 640px"): its words too.
      .replace(new RegExp(`(^|[\\s,:(])${code}(?=[\\s(:,.]|$)`, "g"), `$1${words}`);
  }
  return text;
}

/** One field's spec. */
export function fieldOf(key: string, node: Schema, required: boolean): FieldSpec {
  const s = resolve(node);
  const description = (node.description as string | undefined) ?? (s.description as string | undefined);
  const label = shortLabel(description, key);
  return {
    key,
    kind: kindOf(key, node),
    label,
    help: description && description !== label ? description : undefined,
    required,
    default: s.default,
    enum: s.enum,
    schema: s,
  };
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(node: Schema): FieldSpec[] {
  const s = resolve(node);
  const required = new Set<string>(s.required ?? []);
  return Object.entries((s.properties ?? {}) as Record<string, Schema>).map(([key, prop]) => fieldOf(key, prop, required.has(key)));
}

export interface BlockType {
  type: string;
  /** The block's Korean description. */
  label: string;
  schema: Schema;
  /** A filled-in starting block: the schema's `defaultSnippets`. */
  skeleton: Record<string, unknown>;
}

/** Every block type, in the schema's order. */
export const BLOCK_TYPES: BlockType[] = blockSchemas(schema).map((s) => ({
  type: s.properties.type.const as string,
  label: s.description as string,
  schema: s,
  skeleton: (s.defaultSnippets?.[0]?.body as Record<string, unknown>) ?? { type: s.properties.type.const },
}));

/** The schema of a block of `type` (undefined for an unknown type). */
export function blockSchema(type: unknown): Schema | undefined {
  return BLOCK_TYPES.find((b) => b.type === type)?.schema;
}

/** The schema for a value at `path` in the manifest, following blocks by their type. */
export const schemaAt = (path: (string | number)[], data: unknown): Schema | undefined => schemaAtIn(schema, path, data);

/** A new, valid-looking value for a schema: its example or snippet, else its required fields filled in. */
export function skeleton(node: Schema, key = ""): unknown {
  const s = resolve(node);
  if (s.defaultSnippets?.[0]?.body !== undefined) return structuredClone(s.defaultSnippets[0].body);
  if (s.examples?.[0] !== undefined) return structuredClone(s.examples[0]);
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  switch (kindOf(key, node)) {
    case "list":
      return s.minItems ? [skeleton(s.items)] : [];
    case "object":
    case "choice": {
      const out: Record<string, unknown> = {};
      const required: string[] = s.required ?? (s.minProperties ? [Object.keys(s.properties)[0]] : []);
      for (const name of required) out[name] = skeleton(s.properties[name], name);
      return out;
    }
    case "number":
      return s.minimum ?? 1;
    case "boolean":
      return false;
    case "link":
      return "/";
    case "asset":
      return "/og-image.png";
    default:
      return `새 ${shortLabel(s.description, "항목")}`;
  }
}
