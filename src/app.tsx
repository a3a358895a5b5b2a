import { use, useEffect, useMemo } from "react";
import { Redirect, Route, Router, Switch } from "wouter";
import { useBrowserLocation } from "wouter/use-browser-location";
import { Blocks } from "./blocks/blocks";
import { applyHead, pageMeta } from "./layout/head";
import { Layout } from "./layout/layout";
import { tokenValues } from "./manifest/tokens";
import { loadedPage, loadPage, pathOf } from "./pages";
import { useShell, useYear } from "./site-context";

/**
 * Browser location whose navigate first loads the next page's chunk, so the current page stays on
 * screen until the next one can render in full (no blank frame between pages).
 */
function useLoadingLocation(options?: { ssrPath?: string }) {
  const [location, navigate] = useBrowserLocation(options);
  const go = useMemo(
    () =>
      (to: string | URL, opts?: { replace?: boolean; state?: unknown }) => {
        void loadPage(pathOf(String(to))).then(() => navigate(to, opts as { replace?: boolean }));
      },
    [navigate],
  );
  return [location, go] as [string, typeof go];
}

/** The whole site: manifest routes, the redirects, and every other path sent to `/`. */
export function App({ ssrPath }: { ssrPath?: string }) {
  const { paths, redirects } = useShell();
  return (
    <Router hook={useLoadingLocation} ssrPath={ssrPath}>
      <Layout>
        <Switch>
          {paths.map((path) => (
            <Route key={path} path={path}>
              <PageView path={path} />
            </Route>
          ))}
          {redirects.map((r) => (
            <Route key={r.from} path={r.from}>
              <Redirect to={r.to} replace />
            </Route>
          ))}
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </Layout>
    </Router>
  );
}

function PageView({ path }: { path: string }) {
  // Normally loaded before navigation; on Back/Forward to an unvisited page it suspends briefly.
  const page = loadedPage(path) ?? use(loadPage(path));
  const { site } = useShell();
  const year = useYear();
  useEffect(() => {
    if (page) applyHead(pageMeta(site, page, tokenValues(site, year)));
  }, [page, site, year]);
  return page ? <Blocks blocks={page.blocks} /> : null;
}
