/**
 * Reading the schema beside the data: which schema node describes the value at a path, and which
 * values a definition (`#/definitions/href`, `#/definitions/asset`, `#/definitions/image`)
 * describes, whatever their key.
 * Every function takes the schema, so a test can hand it a schema of its own.
 */
import type { PathSeg, SchemaNode } from "./types.ts";

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
function nodeAt(schema: SchemaNode, path: readonly PathSeg[], data: unknown): SchemaNode | undefined {
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
export function schemaAt(schema: SchemaNode, path: readonly PathSeg[], data: unknown): SchemaNode | undefined {
  const node = nodeAt(schema, path, data);
  if (node?.$ref && !node.description) return resolveRef(schema, node.$ref);
  return node;
}

/**
 * Calls `visit` for every value in `data` that the schema types by a `$ref` to a definition, with
 * the definition's name, the schema node as written where it is used (its own keywords beside the
 * `$ref`), the value's path (the walk's own array: copy it to keep it) and the value. A string ends
 * the walk there; objects and lists are walked into. `node` is the schema node of `data` (the
 * whole schema by default), so a part of the data (one page) can be walked alone.
 */
export function walkDefinitions(schema: SchemaNode, data: unknown, visit: (definition: string, use: SchemaNode, path: PathSeg[], value: unknown) => void, node: SchemaNode = schema): void {
  const path: PathSeg[] = [];
  const walk = (node: SchemaNode | undefined, value: unknown) => {
    if (!node) return;
    if (node.$ref?.startsWith("#/definitions/")) visit(node.$ref.slice("#/definitions/".length), node, path, value);
    if (typeof value === "string") return;
    const branch = resolveBranch(schema, node, value);
    if (!branch) return;
    const step = (key: PathSeg, childNode: SchemaNode | undefined, child: unknown) => {
      path.push(key);
      walk(childNode, child);
      path.pop();
    };
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) step(i, branch.items, value[i]);
    else if (value && typeof value === "object") for (const key in value) step(key, branch.properties?.[key], (value as Record<string, unknown>)[key]);
  };
  walk(node, data);
}

/**
 * Definition name → every string in `data` the schema types as that definition, with its path:
 * one walk finds them for every definition at once (the check's links and files share it).
 */
export function stringsByDefinition(schema: SchemaNode, data: unknown): Map<string, { path: PathSeg[]; value: string }[]> {
  const found = new Map<string, { path: PathSeg[]; value: string }[]>();
  walkDefinitions(schema, data, (definition, _use, path, value) => {
    if (typeof value === "string") (found.get(definition) ?? found.set(definition, []).get(definition)!).push({ path: [...path], value });
  });
  return found;
}

/** The first clause of a schema description: "링크 주소: 내부 주소…" → "링크 주소". */
export function shortLabel(description: string): string {
  return description.split(/[:(.]/)[0]!.trim();
}

/** A block type in the editor's words, its schema description's first clause: "sceneHero" → "장면이 있는 첫 화면". */
export function blockLabel(schema: SchemaNode, type: string): string | undefined {
  const definition = (schema.definitions?.block?.oneOf as SchemaNode[] | undefined)?.map((b) => resolveRef(schema, b.$ref)).find((b) => b?.properties?.type?.const === type);
  return definition?.description ? shortLabel(String(definition.description)) : undefined;
}
