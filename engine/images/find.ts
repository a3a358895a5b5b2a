/**
 * Finds the pictures in the manifest by their schema definition (`#/definitions/image`), whatever
 * their key or block, each with its place in the data and its slot (engine/core/pictures.ts reads
 * the schema, for the studio's page too). Without a slot named, the picture gets DEFAULT_SLOT.
 */
import SITE_SCHEMA from "../../schema/site.schema.json" with { type: "json" };
import type { Image } from "../../src/manifest/site.types.ts";
import { slotNamed, type SlotName } from "../../src/ui/image-slots.ts";
import { picturesIn } from "../core/pictures.ts";
import type { SchemaNode } from "../check/types.ts";

export type PathSeg = string | number;

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
  const root = definition === undefined ? schema : schema.definitions?.[definition];
  return picturesIn(schema, data, root).map(({ path, value, slot }) => ({ path, image: value as Image, slot: slotNamed(slot) }));
}
