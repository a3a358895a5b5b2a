// Modules the manifest plugin (engine/vite/manifest-plugin.ts) makes from site.yaml at build time.
declare module "virtual:site-shell" {
  const shell: import("./site-context").SiteShell;
  export default shell;
}
declare module "virtual:site-pages" {
  /** Page path → loader of that page's own chunk (its metadata and blocks). */
  const pages: Record<string, () => Promise<{ default: import("./manifest/site.types").Page; source?: import("./pages").PageSource }>>;
  export default pages;
}
