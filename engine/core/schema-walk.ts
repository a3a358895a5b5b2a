/**
 * Reading the schema beside the data, for the check and for the studio's forms alike: which schema
 * node describes the value at a path, what a `$ref` stands for, which values a definition
 * (`#/definitions/href`, `#/definitions/asset`, `#/definitions/image`) describes whatever their
 * key, and a field's label from its Korean description.
 * Every function takes the schema, so a test can hand it a schema of its own.
 */
import type { PathSeg, SchemaNode } from "./problem.ts";

const DEFINITIONS = "#/definitions/";

/** The name of the definition a `$ref` points to ("href" for `#/definitions/href`), if it points to one. */
export function definitionName(ref: unknown): string | undefined {
  return typeof ref === "string" && ref.startsWith(DEFINITIONS) ? ref.slice(DEFINITIONS.length) : undefined;
}

export function resolveRef(schema: SchemaNode, ref: string | undefined): SchemaNode | undefined {
  const name = definitionName(ref);
  return name === undefined ? undefined : schema.definitions?.[name];
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

/**
 * The schema a node stands for: its `$ref` followed, merged with what the node adds beside it (its
 * own description, an `imageSlot`: these win), with the definition's name as `$def`. One object
 * per node, made once: the studio's forms compare schemas by identity to skip drawing again.
 */
export function resolve(schema: SchemaNode, node: SchemaNode | undefined): SchemaNode {
  if (!node) return {};
  if (typeof node.$ref !== "string") return node;
  let resolved = resolvedRefs.get(node);
  if (!resolved) {
    const { $ref, ...rest } = node;
    resolved = { ...resolve(schema, resolveRef(schema, $ref)), ...rest, $def: definitionName($ref) };
    resolvedRefs.set(node, resolved);
  }
  return resolved;
}
const resolvedRefs = new WeakMap<SchemaNode, SchemaNode>();

/** `node` resolved, and when it is a choice of blocks (`oneOf`), the block of the value's `type` (the choice itself for an unknown type). */
function branchOf(schema: SchemaNode, node: SchemaNode | undefined, value: any): SchemaNode {
  const s = resolve(schema, node);
  if (!s.oneOf) return s;
  return (s.oneOf as SchemaNode[]).map((b) => resolve(schema, b)).find((b) => b.properties?.type?.const === value?.type) ?? s;
}

/**
 * The schema of the value at `path` in `data`, resolved (see `resolve`: the property's own
 * description wins over its definition's), following each block by its `type`.
 */
export function schemaAt(schema: SchemaNode, path: readonly PathSeg[], data: unknown): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  let value: any = data;
  for (const seg of path) {
    const s = branchOf(schema, node, value);
    node = typeof seg === "number" ? s.items : s.properties?.[seg];
    if (!node) return undefined;
    value = value?.[seg];
  }
  return branchOf(schema, node, value);
}

/** The schema of every block type, resolved, in the schema's order. */
export function blockSchemas(schema: SchemaNode): SchemaNode[] {
  return ((schema.definitions?.block?.oneOf ?? []) as SchemaNode[]).map((ref) => resolve(schema, ref));
}

/** A block type in the editor's words, its schema description's first clause: "sceneHero" → "장면이 있는 첫 화면". */
export function blockLabel(schema: SchemaNode, type: unknown): string | undefined {
  return shortLabel(blockSchemas(schema).find((b) => b.properties?.type?.const === type)?.description, "") || undefined;
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
    const definition = definitionName(node.$ref);
    if (definition !== undefined) visit(definition, node, path, value);
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

/**
 * A field's label: the first clause of its description ("링크 주소: 내부 주소…" → "링크 주소"), or
 * `fallback` when there is none in Korean ("main: 홈처럼 …" names a value, not the field).
 */
export function shortLabel(description: string | undefined, fallback: string): string {
  const first = description?.split(/[:(.]/)[0]!.trim() ?? "";
  return /[가-힣]/.test(first) ? first : fallback;
}
