/**
 * Reading the schema beside the data: which schema node describes the value at a path, and which
 * values a definition (`#/definitions/href`, `#/definitions/asset`) describes, whatever their key.
 * Every function takes the schema, so a test can hand it a schema of its own.
 */
import type { PathSeg } from "./locate.ts";

export type SchemaNode = Record<string, any>;

export function resolveRef(schema: SchemaNode, ref: string | undefined): SchemaNode | undefined {
  if (!ref?.startsWith("#/definitions/")) return undefined;
  return schema.definitions?.[ref.slice("#/definitions/".length)];
}

/** Follows `$ref` and picks the `oneOf` branch whose `type` const matches the data. */
export function resolveBranch(schema: SchemaNode, node: SchemaNode | undefined, value: any): SchemaNode | undefined {
  let current = node;
  for (let hops = 0; current && hops < 10; hops++) {
    if (current.$ref) current = resolveRef(schema, current.$ref);
    else if (current.oneOf) current = (current.oneOf as SchemaNode[]).map((b) => resolveRef(schema, b.$ref)).find((b) => b?.properties?.type?.const === value?.type);
    else return current;
  }
  return current;
}

/** The schema node as written for the value at `path` (a `$ref` is not followed at the last step). */
function nodeAt(schema: SchemaNode, path: PathSeg[], data: unknown): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  let value: any = data;
  for (const seg of path) {
    node = resolveBranch(schema, node, value);
    if (!node) return undefined;
    const next: SchemaNode | undefined = typeof seg === "number" ? node.items : node.properties?.[seg];
    value = value?.[seg];
    node = next;
  }
  return node;
}

/** The schema node that describes the value at `path`; the property's own description wins over its `$ref`'s. */
export function schemaAt(schema: SchemaNode, path: PathSeg[], data: unknown): SchemaNode | undefined {
  const node = nodeAt(schema, path, data);
  if (node?.$ref && !node.description) return resolveRef(schema, node.$ref);
  return node;
}

/** Every string in `data` that the schema types as `#/definitions/<definition>`, with its path. */
export function valuesOf(schema: SchemaNode, data: unknown, definition: string): { path: PathSeg[]; value: string }[] {
  const ref = `#/definitions/${definition}`;
  const found: { path: PathSeg[]; value: string }[] = [];
  const visit = (node: SchemaNode | undefined, value: unknown, path: PathSeg[]) => {
    if (!node) return;
    if (node.$ref === ref) {
      if (typeof value === "string") found.push({ path, value });
      return;
    }
    const branch = resolveBranch(schema, node, value);
    if (!branch) return;
    if (Array.isArray(value)) value.forEach((item, i) => visit(branch.items, item, [...path, i]));
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) visit(branch.properties?.[key], child, [...path, key]);
    }
  };
  visit(schema, data, []);
  return found;
}

/** The first clause of a schema description: "링크 주소: 내부 주소…" → "링크 주소". */
export function shortLabel(description: string): string {
  return description.split(/[:(.]/)[0]!.trim();
}
