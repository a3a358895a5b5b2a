import shell from "virtual:site-shell";
import { App } from "./app";
import { ShellProvider, type SiteShell } from "./site-context";

/**
 * The app with its providers, the same tree on the server and in the browser. `site` is the
 * manifest's shell; the live preview passes a fresh one after each save of site.yaml. Emotion's
 * style cache is not among them: each component that uses Emotion brings it (src/ui/styled.tsx).
 */
export function Root({ site = shell, ssrPath }: { site?: SiteShell; ssrPath?: string }) {
  return (
    <ShellProvider value={site}>
      <App ssrPath={ssrPath} />
    </ShellProvider>
  );
}

export { shell };
