import type { Image } from "../manifest/site.types";
import { useText } from "../site-context";
import { DEFAULT_SLOT, IMAGE_SLOTS, type BuiltImage, type SlotName } from "./image-slots";

export interface PictureProps {
  image: Image;
  /** Where it stands: the same slot the schema names for this picture's place (the page's column when it names none). */
  slot?: SlotName;
  /** The first picture in view (the hero's): fetched first and never lazily. Everything else loads as it nears the screen. */
  priority?: boolean;
  className?: string;
}

/**
 * A manifest picture: AVIF and WebP at the widths the build made for its slot, with a JPEG or
 * PNG for other browsers, or the SVG as it is; always with its intrinsic width and height, so the
 * page does not move when it arrives. In the dev server the original file is shown.
 */
export function Picture({ image, slot = DEFAULT_SLOT, priority = false, className }: PictureProps) {
  const t = useText();
  const built = image as Image & BuiltImage;
  const sizes = IMAGE_SLOTS[slot].sizes;
  // The fallback is one file (browsers without AVIF and WebP are few); the sources carry the widths.
  const img = (src: string) => (
    <img
      src={src}
      alt={image.decorative ? "" : t(image.alt ?? "")}
      width={built.width}
      height={built.height}
      loading={priority ? undefined : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
  if (!built.widths || !built.stem) {
    const src = built.stem && built.fallback === "svg" ? `${built.stem}.svg` : image.src;
    return img(src);
  }
  const set = (ext: string) => built.widths!.map((w) => `${built.stem}-${w}.${ext} ${w}w`).join(", ");
  const largest = built.widths[built.widths.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={set("webp")} sizes={sizes} />
      {img(`${built.stem}-${largest}.${built.fallback}`)}
    </picture>
  );
}
