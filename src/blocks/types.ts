import type { OnDemand } from "./on-demand";
import type { Block } from "../manifest/site.types";

export type BlockType = Block["type"];
/** The block of one `type`, e.g. `BlockOf<"hero">` is `HeroBlock`. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** A block renderer, its code a chunk of its own (`onDemand`, on-demand.tsx). */
export type BlockComponent<B> = OnDemand<{ block: B }>;

/** A section's background and where its heading stands, in the schema's words (`tone`, `align`). */
export type Tone = "plain" | "muted" | "dark";
export type Align = "center" | "start";

/**
 * What a neighbour sees of a block's section, as the check's rhythm rule compares them
 * (engine/check/rules/rhythm.ts): its background and its heading's alignment, each "own" where
 * site.yaml chooses it (the block's `tone`, its `align`) and otherwise what the component draws.
 * The type asks "own" exactly of the blocks whose schema has the key.
 */
export interface LookOf<B> {
  tone: "tone" extends keyof B ? "own" : Tone;
  align: "align" extends keyof B ? "own" : Align;
}

/** A block type's entry: the component that draws it, and its look. */
export interface BlockEntry<B> {
  draw: BlockComponent<B>;
  look: LookOf<B>;
  /** Hydrated at start wherever it stands on its page, not as it comes into view (src/blocks/blocks.tsx): a block whose fields take input. */
  atStart?: true;
}

/** For each block `type`, the component that draws exactly that block and its look: a missing entry, or a look, does not compile. */
export type BlockRegistry = { [T in BlockType]: BlockEntry<BlockOf<T>> };
