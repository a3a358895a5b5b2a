/**
 * The parts of schema/site.schema.json that follow from the rest, rewritten by `npm run gen` so a
 * new block type is one definition: the block list (`definitions.block.oneOf`, every definition
 * whose `type` is a constant, in the file's order), each block's editor skeleton
 * (`defaultSnippets`, which VS Code and the studio offer), made from its first `examples` entry,
 * and the fields a block takes from a shared definition it names under `includes`.
 *
 * Why copies and not `allOf`: in draft-07 a block's `additionalProperties: false` sees only its own
 * `properties`, so an `allOf` member's fields would be refused; and every reader of the schema (the
 * studio's forms, docs/blocks.md, the types' defaults, the check's schema walk and its "did you
 * mean") reads a block's `properties`. So the shared definition is written once and each block that
 * includes it gets its fields copied in by this step, like the snippets from the examples.
 */
type Node = Record<string, any>;

export const schemaFile = new URL("../schema/site.schema.json", import.meta.url);

/** The schema text with the derived parts brought up to date; the rest is kept as written. */
export function deriveSchema(text: string): string {
  const schema = JSON.parse(text) as Node;
  const defs = schema.definitions as Record<string, Node>;
  const blocks = Object.entries(defs).filter(([, def]) => typeof def.properties?.type?.const === "string");
  defs.block!.oneOf = blocks.map(([name]) => ({ $ref: `#/definitions/${name}` }));
  for (const [, def] of blocks) {
    for (const name of (def.includes ?? []) as string[]) include(def, defs[name]!);
    const example = def.examples?.[0];
    if (example === undefined) delete def.defaultSnippets;
    else def.defaultSnippets = [{ label: `${def.properties.type.const} 블록`, description: def.description, body: example }];
  }
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/**
 * `shared`'s fields and required marks copied into `def`: where its first shared field stood (or at
 * the end), in `shared`'s order, replacing what was there; the block's own fields keep their places.
 */
function include(def: Node, shared: Node) {
  const fields = shared.properties as Node;
  const own = Object.entries(def.properties as Node).filter(([key]) => !(key in fields));
  const at = Object.keys(def.properties).findIndex((key) => key in fields);
  const before = at < 0 ? own.length : own.filter(([key]) => Object.keys(def.properties).indexOf(key) < at).length;
  def.properties = Object.fromEntries([...own.slice(0, before), ...Object.entries(fields), ...own.slice(before)]);
  def.required = [...new Set([...(def.required ?? []), ...(shared.required ?? [])])];
}
