/** Finds the pictures in a page's blocks, each with its place in the data and its slot. */
import type { Image } from "../../src/manifest/site.types.ts";
import { IMAGE_FIELDS, type SlotName } from "../../src/ui/image-slots.ts";

export type PathSeg = string | number;

export interface FoundImage {
  /** Path of the image object from the root given to `findImages`. */
  path: PathSeg[];
  image: Image;
  slot: SlotName;
}

/** Every image object (`{ src: ... }` under an image key of its block type) in `blocks`, found at `path`. */
export function findImages(blocks: unknown, path: PathSeg[]): FoundImage[] {
  const found: FoundImage[] = [];
  if (!Array.isArray(blocks)) return found;
  blocks.forEach((block, i) => {
    const fields = IMAGE_FIELDS[(block as { type?: string } | null)?.type ?? ""];
    if (fields) visit(block, [...path, i], fields, found);
  });
  return found;
}

function visit(value: unknown, path: PathSeg[], fields: Record<string, SlotName>, found: FoundImage[]): void {
  if (Array.isArray(value)) return value.forEach((v, i) => visit(v, [...path, i], fields, found));
  if (!value || typeof value !== "object") return;
  const key = path[path.length - 1];
  const slot = typeof key === "string" ? fields[key] : undefined;
  if (slot && typeof (value as Image).src === "string") return void found.push({ path, image: value as Image, slot });
  for (const [k, v] of Object.entries(value)) visit(v, [...path, k], fields, found);
}
