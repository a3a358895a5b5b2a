import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import type { NavSection } from "./layout/route-tree";
import type { Footer, Header, Redirect } from "./manifest/site.types";
import { fillTokens, tokenValues, type ShellSiteInfo } from "./manifest/tokens";

/** What every page shares: the site facts and frame, without any page's blocks. */
export interface SiteShell {
  site: ShellSiteInfo;
  header: Header;
  footer: Footer;
  redirects: Redirect[];
  /** The header's links that have sub-pages, with those pages (layout/route-tree.ts). */
  sections: NavSection[];
  /** The calendar year of the build: what prerendered HTML shows before the visitor's clock takes over. */
  buildYear: number;
}

const ShellContext = createContext<SiteShell | null>(null);
export const ShellProvider = ShellContext.Provider;

/** The site shell given to the app at its root. */
export function useShell(): SiteShell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell needs <ShellProvider>");
  return shell;
}

const noSubscribe = () => () => {};

/**
 * The visitor's current year. During hydration it is the build year, so the markup matches the
 * prerendered HTML; React then re-renders with the visitor's clock, without a hydration warning.
 */
export function useYear(): number {
  const { buildYear } = useShell();
  return useSyncExternalStore(noSubscribe, () => new Date().getFullYear(), () => buildYear);
}

/**
 * Whether the page's script runs: false in the prerendered HTML and during hydration (so the
 * markup matches), true once React has taken the page over. For controls that only script works.
 */
export function useScripted(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}

/** A function that fills `{tokens}` in manifest text with the site facts and the visitor's year. */
export function useText(): (text: string) => string {
  const { site } = useShell();
  const year = useYear();
  const values = useMemo(() => tokenValues(site, year), [site, year]);
  return useCallback((text: string) => fillTokens(text, values), [values]);
}
