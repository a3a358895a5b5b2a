/**
 * Pictures in the manifest, found by the schema: a value the schema types `#/definitions/image`,
 * whatever its key or block, and the slot its place names beside the `$ref`
 * (`"imageSlot": "logo"`): how wide a picture is drawn depends on where it stands, not on what a
 * picture is, so one definition serves every place. One reading for the build and the check
 * (engine/images/find.ts) and the studio's page (the width an upload needs). The slots themselves,
 * and the one a place that names none gets, are src/ui/image-slots.ts's.
 */
import type { PathSeg, SchemaNode } from "./problem.ts";
import { definitionName, schemaAt, walkDefinitions } from "./schema-walk.ts";

/** The definition a picture is. */
const IMAGE_DEFINITION = "image";
/** The schema keyword, beside a `$ref` to the image definition, that names the picture's slot. */
export const SLOT_KEYWORD = "imageSlot";

/** A picture's place: where it is, its value, and the slot its place names (undefined: none). */
export interface PicturePlace {
  path: PathSeg[];
  value: { src: string };
  slot: string | undefined;
}

/** The slot named where a value is used, when that place is a picture's (`node` as written, a `$ref` with keywords beside it, or resolved, with its `$def`). */
function pictureAt(node: SchemaNode | undefined): { slot: string | undefined } | undefined {
  if (!node || (definitionName(node.$ref) ?? node.$def) !== IMAGE_DEFINITION) return undefined;
  return { slot: node[SLOT_KEYWORD] };
}

/** Every picture with a file (`{ src: "…" }`) in `data`; `node` is the schema of `data` (the whole manifest by default). */
export function picturesIn(schema: SchemaNode, data: unknown, node: SchemaNode = schema): PicturePlace[] {
  const found: PicturePlace[] = [];
  walkDefinitions(
    schema,
    data,
    (_definition, use, path, value) => {
      const picture = pictureAt(use);
      if (picture && typeof (value as { src?: unknown } | null)?.src === "string") found.push({ path: [...path], value: value as { src: string }, slot: picture.slot });
    },
    node,
  );
  return found;
}

/** When the value at `path` is a picture's file (its `src`): the slot its place names (undefined: none). Undefined for any other value. */
export function pictureOfFile(schema: SchemaNode, data: unknown, path: readonly PathSeg[]): { slot: string | undefined } | undefined {
  if (path[path.length - 1] !== "src") return undefined;
  return pictureAt(schemaAt(schema, path.slice(0, -1), data));
}
