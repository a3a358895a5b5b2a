import type { Block } from "../manifest/site.types";
import { registry } from "./registry";
import type { BlockComponent } from "./types";

/** Draws a page's blocks in order: look the type up, render it, skip a type this build does not know. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, i) => {
    const Component = registry[block.type] as BlockComponent<Block> | undefined;
    return Component ? <Component key={block.id ?? `${block.type}-${i}`} block={block} /> : null;
  });
}

/** Loads the code of every on-demand block on a page, so it renders without suspending. */
export function preloadBlocks(blocks: Block[]): Promise<unknown> {
  const types = new Set(blocks.map((b) => b.type));
  return Promise.all([...types].map((type) => (registry[type] as BlockComponent<Block>).preload?.()));
}
