import { useEffect, useMemo, useState } from "react";
import { Redirect, Route, Router, Switch, useLocation } from "wouter";
import { useBrowserLocation } from "wouter/use-browser-location";
import { Blocks } from "./blocks/blocks";
import { switchToWebFont } from "./layout/fonts";
import { applyHead, pageMeta } from "./layout/head";
import { Layout } from "./layout/layout";
import { tokenValues } from "./manifest/tokens";
import { isSettled, loadedPage, loadPage, pageSource, pathOf } from "./pages";
import { useShell, useYear } from "./site-context";

/**
 * Counts the visitor's moves (links followed, Back and Forward), for the whole app: wouter runs
 * the location hook in every link, so a count kept by one hook would not see the others' clicks.
 */
let moves = 0;
if (typeof window !== "undefined") addEventListener("popstate", () => void moves++);

/**
 * Browser location that shows a page only once its chunk has loaded. Links load the next page
 * before they navigate; Back/Forward to a page not yet loaded keep the current one on screen
 * until it arrives. So no render ever waits on data: no blank frame, no Suspense fallback, and
 * no update can reach a part of the tree that is still hydrating.
 *
 * The visitor's last move wins: a link's page that arrives after a later click (or Back) is
 * dropped. A page whose data cannot load (offline, or a chunk gone after a deploy) is loaded by
 * the browser itself, as it would be without the script, instead of leaving the visitor where
 * they were with no sign of the failed click.
 */
function useLoadingLocation(options?: { ssrPath?: string }) {
  const [path, navigate] = useBrowserLocation(options);
  const ready = isSettled(path);
  const [shown, setShown] = useState(path);
  if (ready && shown !== path) setShown(path);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadPage(path).then(
      () => current && setShown(path),
      () => current && location.reload(), // the address already says where the visitor went
    );
    return () => void (current = false);
  }, [path, ready]);
  const go = useMemo(
    () =>
      (to: string | URL, opts?: { replace?: boolean; state?: unknown }) => {
        const move = ++moves;
        const next = pathOf(String(to));
        loadPage(next).then(
          () => {
            if (move !== moves) return;
            // A new page, not a jump within this one: its first frame may use the web font.
            if (next !== pathOf(location.pathname)) switchToWebFont();
            navigate(to, opts as { replace?: boolean });
          },
          () => {
            if (move !== moves) return;
            if (opts?.replace) location.replace(to);
            else location.assign(to);
          },
        );
      },
    [navigate],
  );
  return [ready ? path : shown, go] as [string, typeof go];
}

/**
 * Starts loading a page as soon as the visitor points at or focuses a link to it, so the click
 * usually finds it loaded (the first one also fetches the route table).
 */
function usePrefetchOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const href = (event.target as Element | null)?.closest?.("a[href^='/']")?.getAttribute("href");
      if (href && !href.startsWith("//")) loadPage(pathOf(href)).catch(() => undefined);
    };
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, []);
}

/** The whole site: the redirects, the manifest's pages, and every other path sent to `/`. */
export function App({ ssrPath }: { ssrPath?: string }) {
  const { redirects } = useShell();
  usePrefetchOnIntent();
  return (
    <Router hook={useLoadingLocation} ssrPath={ssrPath}>
      <Layout>
        <Switch>
          {redirects.map((r) => (
            <Route key={r.from} path={r.from}>
              <Redirect to={r.to} replace />
            </Route>
          ))}
          <Route>
            <CurrentPage />
          </Route>
        </Switch>
      </Layout>
    </Router>
  );
}

/** The page at the current location, or a redirect to `/` when there is none. */
function CurrentPage() {
  // The location hook only shows a path that is settled: its page loaded, or known to be none.
  const [path] = useLocation();
  // Keyed by path: a new page starts with fresh block state, as a new route would.
  return loadedPage(path) ? <PageView key={path} path={path} /> : <Redirect to="/" replace />;
}

function PageView({ path }: { path: string }) {
  const page = loadedPage(path);
  const { site } = useShell();
  const year = useYear();
  useEffect(() => {
    if (page) applyHead(pageMeta(site, page, tokenValues(site, year)));
  }, [page, site, year]);
  return page ? <Blocks blocks={page.blocks} lines={import.meta.env.DEV ? pageSource(path)?.lines : undefined} /> : null;
}
