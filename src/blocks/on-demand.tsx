import { use } from "react";
import type { BlockComponent } from "./types";

/**
 * A registry entry whose code is a chunk of its own, fetched only by pages that use the block.
 *
 * `load` imports the block's module and picks its component; `module` names that module from the
 * project root, so the build can preload its chunk in the HTML of exactly the pages that use the
 * block (scripts/build.ts). Pages never render it before its code is there: loadPage awaits
 * `preload` for every block of a page, before the first render on the server, before hydrating,
 * and before showing the next page on a client-side move (src/pages.ts).
 */
export function onDemand<B>(load: () => Promise<BlockComponent<B>>, module: string): BlockComponent<B> {
  let loaded: BlockComponent<B> | undefined;
  let pending: Promise<BlockComponent<B>> | undefined;
  const preload = (): Promise<BlockComponent<B>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed chunk fetch may succeed on the next navigation
        throw error;
      },
    ));
  function OnDemand({ block }: { block: B }) {
    // Preloaded before render in every normal path; `use` only suspends if someone skipped that.
    const Component = loaded ?? use(preload());
    return <Component block={block} />;
  }
  return Object.assign(OnDemand, { preload, module });
}
