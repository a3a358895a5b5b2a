import { useEffect, useMemo, useState } from "react";
import { Redirect, Route, Router, Switch } from "wouter";
import { useBrowserLocation } from "wouter/use-browser-location";
import { Blocks } from "./blocks/blocks";
import { applyHead, pageMeta } from "./layout/head";
import { Layout } from "./layout/layout";
import { tokenValues } from "./manifest/tokens";
import { isPage, loadedPage, loadPage, pageSource, pathOf } from "./pages";
import { useShell, useYear } from "./site-context";

/**
 * Browser location that shows a page only once its chunk has loaded. Links load the next page
 * before they navigate; Back/Forward to a page not yet loaded keep the current one on screen
 * until it arrives. So no render ever waits on data: no blank frame, no Suspense fallback, and
 * no update can reach a part of the tree that is still hydrating.
 */
function useLoadingLocation(options?: { ssrPath?: string }) {
  const [path, navigate] = useBrowserLocation(options);
  const ready = !isPage(path) || loadedPage(path) !== undefined;
  const [shown, setShown] = useState(path);
  if (ready && shown !== path) setShown(path);
  useEffect(() => {
    if (!ready) void loadPage(path).then(() => setShown(path));
  }, [path, ready]);
  const go = useMemo(
    () =>
      (to: string | URL, opts?: { replace?: boolean; state?: unknown }) => {
        void loadPage(pathOf(String(to))).then(() => navigate(to, opts as { replace?: boolean }));
      },
    [navigate],
  );
  return [ready ? path : shown, go] as [string, typeof go];
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
  // The location hook only shows a path whose page has loaded.
  const page = loadedPage(path);
  const { site } = useShell();
  const year = useYear();
  useEffect(() => {
    if (page) applyHead(pageMeta(site, page, tokenValues(site, year)));
  }, [page, site, year]);
  return page ? <Blocks blocks={page.blocks} lines={import.meta.env.DEV ? pageSource(path)?.lines : undefined} /> : null;
}
