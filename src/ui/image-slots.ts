/**
 * Where a picture can stand, and how wide it is drawn there. Shared by the components (`sizes`),
 * the build (which widths to make) and the check (how large a file must be), so the three agree.
 * Browser-safe: constants only.
 */
export interface ImageSlot {
  /** The widest the slot is ever drawn, in CSS px, at any screen size. */
  maxWidth: number;
  /** The `sizes` attribute: how wide the slot is at each screen width. */
  sizes: string;
}

export const IMAGE_SLOTS = {
  /** The page's whole column: what a picture gets when its place in the schema names no slot. */
  column: { maxWidth: 1200, sizes: "(min-width: 1312px) 1200px, (min-width: 1024px) calc(100vw - 112px), calc(100vw - 40px)" },
  /** Right half of the hero from 1024 px up; under the text, at most 420 px, below that. */
  hero: { maxWidth: 560, sizes: "(min-width: 1248px) 560px, (min-width: 1024px) 45vw, min(420px, calc(100vw - 60px))" },
  /** The picture column of a split: half the page, or the full column (max 560) when stacked. */
  split: { maxWidth: 560, sizes: "(min-width: 1248px) 560px, (min-width: 1024px) 45vw, min(560px, calc(100vw - 40px))" },
  /** One logo of a logo wall. */
  logo: { maxWidth: 160, sizes: "160px" },
  /** The company logo beside a quote or on a case card. */
  companyLogo: { maxWidth: 140, sizes: "140px" },
} as const satisfies Record<string, ImageSlot>;
export type SlotName = keyof typeof IMAGE_SLOTS;

/**
 * The slot of a picture whose place names none. A picture is found by its schema definition
 * (`#/definitions/image`); where it stands, the schema names its slot beside the `$ref`
 * (`"imageSlot": "hero"`, engine/core/pictures.ts), and its component passes the same name to `Picture`.
 * Without one, a picture is taken to be as wide as the page's column: never blurry, at worst
 * larger than it needs.
 */
export const DEFAULT_SLOT: SlotName = "column";

/** The slot a picture's place names (`imageSlot` in the schema), DEFAULT_SLOT when it names none; a name of no slot here is a fault of the schema. */
export function slotNamed(name: string | undefined): SlotName {
  if (name === undefined) return DEFAULT_SLOT;
  if (!Object.hasOwn(IMAGE_SLOTS, name)) throw new Error(`schema: "imageSlot": "${name}" names no slot of src/ui/image-slots.ts`);
  return name as SlotName;
}

/**
 * What the build adds to an image of the manifest (engine/images/vite-plugin.ts). Always the
 * intrinsic size; for raster files the variant widths and the URL stem `/assets/img/name-hash`,
 * whose files are `<stem>-<width>.avif|webp` and `<stem>-<width>.<fallback>`; for SVG, which
 * passes through, the file is `<stem>.svg` and there are no widths.
 */
export interface BuiltImage {
  width?: number;
  height?: number;
  stem?: string;
  widths?: number[];
  fallback?: "jpg" | "png" | "svg";
}
