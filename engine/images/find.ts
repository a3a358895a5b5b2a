/**
 * Finds the pictures in the manifest by their schema definition (`#/definitions/image`), whatever
 * their key or block, each with its place in the data and its slot. The slot is named beside the
 * `$ref` where the schema uses the definition (`"imageSlot": "logo"`): how wide a picture is drawn
 * depends on where it stands, not on what a picture is, and one definition serves every place.
 * Without one, the picture gets DEFAULT_SLOT.
 */
import SITE_SCHEMA from "../../schema/site.schema.json" with { type: "json" };
import type { Image } from "../../src/manifest/site.types.ts";
import { DEFAULT_SLOT, IMAGE_SLOTS, type SlotName } from "../../src/ui/image-slots.ts";
import { walkDefinitions } from "../core/schema-walk.ts";
import type { SchemaNode } from "../check/types.ts";

export type PathSeg = string | number;

/** The schema keyword, beside a `$ref` to the image definition, that names the picture's slot. */
export const SLOT_KEYWORD = "imageSlot";

export interface FoundImage {
  /** Path of the image object in the data given to `findImages`. */
  path: PathSeg[];
  image: Image;
  slot: SlotName;
}

export interface FindOptions {
  /** The definition `data` is, e.g. "page" for one page's data; the whole manifest when absent. */
  definition?: string;
  /** The schema, for a test to hand in one of its own. */
  schema?: SchemaNode;
}

/** Every image object (`{ src: ... }` typed `#/definitions/image`) in `data`, with its path and slot. */
export function findImages(data: unknown, { definition, schema = SITE_SCHEMA }: FindOptions = {}): FoundImage[] {
  const found: FoundImage[] = [];
  const root = definition === undefined ? schema : schema.definitions?.[definition];
  walkDefinitions(schema, data, (name, use, path, value) => {
    if (name !== "image" || typeof (value as Image | null)?.src !== "string") return;
    const slot = use[SLOT_KEYWORD] ?? DEFAULT_SLOT;
    if (!Object.hasOwn(IMAGE_SLOTS, slot)) throw new Error(`schema: "${SLOT_KEYWORD}": "${slot}" names no slot of src/ui/image-slots.ts`);
    found.push({ path: [...path], image: value as Image, slot });
  }, root);
  return found;
}
