/**
 * The parts of schema/site.schema.json that follow from the rest, rewritten by `npm run gen` so a
 * new block type is one definition: the block list (`definitions.block.oneOf`, every definition
 * whose `type` is a constant, in the file's order) and each block's editor skeleton
 * (`defaultSnippets`, which VS Code and the studio offer), made from its first `examples` entry.
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
    const example = def.examples?.[0];
    if (example === undefined) delete def.defaultSnippets;
    else def.defaultSnippets = [{ label: `${def.properties.type.const} 블록`, description: def.description, body: example }];
  }
  return `${JSON.stringify(schema, null, 2)}\n`;
}
