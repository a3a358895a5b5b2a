import { Fragment } from "react";
import type * as SubPageNav from "../layout/sub-page-nav";
import type { Block } from "../manifest/site.types";
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

/**
 * Draws a page's blocks in order: look the type up, render it, skip a type this build does not
 * know. In the live preview (`lines` given) each block is marked with its line in site.yaml, so
 * Alt+click can open the file there; production output never carries the mark.
 */
export function Blocks({ blocks, lines }: { blocks: Block[]; lines?: number[] }) {
  // A sub-page's derived navigation (drawn only on sub-pages): breadcrumbs under the hero, and
  // its siblings before the closing call to action, which stays the page's last word.
  const end = blocks.at(-1)?.type === "cta" ? blocks.length - 1 : blocks.length;
  const { Breadcrumbs, Siblings } = subPageNav;
  return blocks.map((block, i) => {
    const Component = (registry[block.type] as BlockEntry<Block> | undefined)?.draw;
    const key = block.id ?? `${block.type}-${i}`;
    const drawn = !Component ? null : !lines ? (
      <Component block={block} />
    ) : (
      <div data-source-line={lines[i]} data-block-type={block.type} style={{ display: "contents" }}>
        <Component block={block} />
      </div>
    );
    return (
      <Fragment key={key}>
        {i === end && <Siblings />}
        {drawn}
        {i === 0 && <Breadcrumbs />}
        {i === blocks.length - 1 && end === blocks.length && <Siblings />}
      </Fragment>
    );
  });
}

/** The on-demand modules (from the project root) the page at `path` needs, its blocks' and on a sub-page its navigation: the build preloads their chunks in its HTML. */
export function onDemandModules(blocks: Block[], path: string): string[] {
  const types = new Set(blocks.map((b) => b.type));
  return [...[...types].flatMap((type) => (registry[type] as BlockEntry<Block> | undefined)?.draw.module ?? []), ...(isSubPage(path) ? [SUB_PAGE_NAV] : [])];
}

/** Loads the code of every on-demand block of the page at `path` (and a sub-page's navigation), so it renders without suspending. */
export function preloadBlocks(blocks: Block[], path: string): Promise<unknown> {
  const types = new Set(blocks.map((b) => b.type));
  return Promise.all([...[...types].map((type) => (registry[type] as BlockEntry<Block>).draw.preload?.()), isSubPage(path) && loadSubPageNav()]);
}
