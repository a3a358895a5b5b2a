import { use, type ReactNode } from "react";

type Draw<P> = (props: P) => ReactNode;

/** A component whose code is a chunk of its own, with the means to load it before it renders. */
export interface OnDemand<P> {
  (props: P): ReactNode;
  preload: () => Promise<unknown>;
  /** The module `preload` imports, from the project root: the build preloads its chunk in the HTML of pages that draw it at start. */
  module: string;
}

/**
 * A component (a block, a notice) whose code is a chunk of its own, fetched only by pages that draw it.
 *
 * `load` imports the module and picks its component; `module` names that module from the project
 * root, so the build can preload its chunk in the HTML of exactly the pages that draw it at start
 * (scripts/build.ts). It is never rendered before its code is there: loadPage awaits `preload` for
 * every block of a page, before the server's render and before showing the next page on a
 * client-side move (src/pages.ts); a page that hydrates waits for the code of each later part
 * before hydrating it (src/ui/later.tsx).
 *
 * It comes with Emotion's style cache (src/ui/styled.tsx), unless `plain`: a component drawn only
 * with the page's shared CSS, such as a page's hero, which a first visit then loads without Emotion.
 */
export function onDemand<P extends object>(load: () => Promise<Draw<P>>, module: string, { plain = false } = {}): OnDemand<P> {
  let loaded: Draw<P> | undefined;
  let Styled: Draw<{ children: ReactNode }> | undefined;
  let pending: Promise<Draw<P>> | undefined;
  const preload = (): Promise<Draw<P>> =>
    (pending ??= Promise.all([load(), plain ? undefined : import("../ui/styled")]).then(
      ([component, styles]) => {
        Styled = styles?.Styled;
        return (loaded = component);
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk fetch may succeed on the next navigation
        throw error;
      },
    ));
  function OnDemand(props: P) {
    // Preloaded before render in every normal path; `use` only suspends if someone skipped that.
    // As a component of no props in particular: TypeScript cannot check a spread of generic props against JSX's.
    const Component = (loaded ?? use(preload())) as Draw<object>;
    const drawn = <Component {...props} />;
    return Styled ? <Styled>{drawn}</Styled> : drawn;
  }
  return Object.assign(OnDemand, { preload, module });
}
