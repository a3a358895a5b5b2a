import { Fragment, memo, useEffect } from "react";
import type * as SubPageNav from "../layout/sub-page-nav";
import type { Block } from "../manifest/site.types";
import { Later, laterElements, partAt, type Part } from "../ui/later";
import { registry } from "./registry";
import type { BlockEntry } from "./types";

/**
 * A sub-page's navigation (breadcrumbs, siblings) is a chunk of its own, loaded with the page's
 * blocks on sub-pages only: the home and landing pages never draw it. Until it is loaded it draws
 * nothing, as it does on any page that is not a sub-page.
 */
const SUB_PAGE_NAV = "src/layout/sub-page-nav.tsx";
const isSubPage = (path: string) => path.lastIndexOf("/") > 0;
let subPageNav: Pick<typeof SubPageNav, "Breadcrumbs" | "Siblings"> = { Breadcrumbs: () => null, Siblings: () => null };
const loadSubPageNav = () => import("../layout/sub-page-nav").then((m) => (subPageNav = m));

/** The blocks of the page being hydrated whose code loads as they come into view (startBlocks). */
const parts = new WeakMap<Block, Part>();

/**
 * Draws a page's blocks in order: look the type up, render it, skip a type this build does not
 * know. Each block is a Suspense boundary of its own (`Later`), so on the page the HTML carries it
 * hydrates once its code has arrived. In the live preview (`lines` given) each block is marked
 * with its line in site.yaml, so Alt+click can open the file there; production output never carries the mark.
 */
export function Blocks({ blocks, lines }: { blocks: Block[]; lines?: number[] }) {
  // A sub-page's derived navigation (drawn only on sub-pages): breadcrumbs under the hero, and
  // its siblings before the closing call to action, which stays the page's last word.
  const end = blocks.at(-1)?.type === "cta" ? blocks.length - 1 : blocks.length;
  const { Breadcrumbs, Siblings } = subPageNav;
  return blocks.map((block, i) => (
    <Fragment key={block.id ?? `${block.type}-${i}`}>
      {i === end && <Siblings />}
      <BlockView block={block} line={lines?.[i]} />
      {i === 0 && <Breadcrumbs />}
      {i === blocks.length - 1 && end === blocks.length && <Siblings />}
    </Fragment>
  ));
}

/**
 * One block in its boundary. Memoised: a block still waiting for its code must not be drawn again
 * (React would give up its prerendered HTML and draw it anew), so nothing above it may redraw it.
 */
const BlockView = memo(function BlockView({ block, line }: { block: Block; line?: number }) {
  const Component = entryOf(block)?.draw;
  // Left before it came into view, its page is drawn afresh when the visitor comes back: then it waits for nothing.
  useEffect(
    () => () => {
      parts.get(block)?.cancel();
      parts.delete(block);
    },
    [block],
  );
  return (
    <Later part={parts.get(block)}>
      {Component &&
        (line === undefined ? (
          <Component block={block} />
        ) : (
          <div data-source-line={line} data-block-type={block.type} style={{ display: "contents" }}>
            <Component block={block} />
          </div>
        ))}
    </Later>
  );
});

const entryOf = (block: Block) => registry[block.type] as BlockEntry<Block> | undefined;
/** The blocks whose code a page that hydrates loads at start: its first, which the first view shows, and any that takes input (the form). */
const atStart = (blocks: Block[]) => blocks.filter((block, i) => i === 0 || entryOf(block)?.atStart);

/** The on-demand modules (from the project root) a first visit of the page at `path` loads at start, its blocks' and on a sub-page its navigation: the build preloads their chunks in its HTML. */
export function onDemandModules(blocks: Block[], path: string): string[] {
  return [...new Set([...atStart(blocks).flatMap((block) => entryOf(block)?.draw.module ?? []), ...(isSubPage(path) ? [SUB_PAGE_NAV] : [])])];
}

/**
 * Before the page the HTML carries hydrates: loads the code of its blocks that start at once, and
 * makes every other block a part that hydrates as its prerendered HTML comes into view
 * (src/ui/later.tsx), found after its boundary's marker among `main`'s children. Resolves when the
 * page can hydrate.
 */
export function startBlocks(blocks: Block[], path: string, main: Element): Promise<unknown> {
  const now = atStart(blocks);
  const elements = laterElements(main);
  blocks.forEach((block, i) => {
    const element = elements[i];
    const draw = entryOf(block)?.draw;
    if (draw && element && !now.includes(block)) parts.set(block, partAt(element, draw.preload));
  });
  return preloadBlocks(now, path);
}

/** Loads the code of every block of the page at `path` (and a sub-page's navigation), so it renders without suspending. */
export function preloadBlocks(blocks: Block[], path: string): Promise<unknown> {
  return Promise.all([...blocks.map((block) => entryOf(block)?.draw.preload()), isSubPage(path) && loadSubPageNav()]);
}
