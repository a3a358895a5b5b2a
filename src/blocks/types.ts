import type { ReactNode } from "react";
import type { Block } from "../manifest/site.types";

export type BlockType = Block["type"];
/** The block of one `type`, e.g. `BlockOf<"hero">` is `HeroBlock`. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** A block renderer. `preload` exists on renderers whose code loads on demand (`onDemand`, on-demand.tsx). */
export interface BlockComponent<B> {
  (props: { block: B }): ReactNode;
  preload?: () => Promise<unknown>;
  /** The module `preload` imports, from the project root: the build preloads its chunk in the HTML of pages that use the block. */
  module?: string;
}

/** For each block `type`, the component that draws exactly that block: a missing entry does not compile. */
export type BlockRegistry = { [T in BlockType]: BlockComponent<BlockOf<T>> };
