/** @jsxImportSource react */
// React's own JSX: nothing here uses the css prop, so Emotion's JSX runtime stays with the app's modules (146 bytes less gzip on /contact).
/**
 * The browser entry, imported by the boot script once the page is on screen (src/boot.ts, inlined by engine/page/boot.ts).
 *
 * Starting is spread over tasks so that none keeps the browser from answering a tap for long: this
 * module's own task sets up React DOM; the next evaluates the app's modules (Emotion works out
 * their styles as they load); hydration then runs as a transition, which yields every few ms.
 * Evaluating all of it at once was one task of ~140 ms on a phone-speed CPU.
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { Page } from "./manifest/site.types";
import { PAGE_DATA_ID } from "./layout/head";
import type { SiteShell } from "./site-context";

async function start() {
  // "/dx/" and "/dx" are one page: keep the address without the trailing slash.
  const path = location.pathname.replace(/\/+$/, "") || "/";
  if (path !== location.pathname) history.replaceState(history.state, "", path + location.search + location.hash);

  await nextTask();
  const { fetchWebFont, loadPage, primePage, Root } = await import("./client-app");
  fetchWebFont();
  const container = document.getElementById("root")!;
  const data = document.getElementById(PAGE_DATA_ID);
  if (data?.textContent) {
    await primePage(JSON.parse(data.textContent) as Page, document.getElementById("main")!);
    await nextTask();
    // React removes a page it cannot start (an error in a component or an effect, such as an API
    // an older browser lacks): the page is put back as served instead, its links plain links.
    const served = container.innerHTML;
    startTransition(() => {
      hydrateRoot(container, <Root />, {
        onUncaughtError(error) {
          console.error(error);
          queueMicrotask(() => void (container.innerHTML = served));
        },
      });
    });
  } else {
    await loadPage(path);
    const root = createRoot(container);
    root.render(<Root />);
    // The live preview redraws in place after each save of site.yaml (no reload, scroll kept),
    // and links each block to its line in site.yaml.
    if (import.meta.env.DEV) await startDevTools((site) => root.render(<Root site={site} />));
  }
}

/** Resolves in a task of its own, after the browser has had a chance to paint and handle input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Live preview only: follow site.yaml saves, Alt+click to source, and the block outline. */
async function startDevTools(redraw: (site: SiteShell) => void) {
  // Imported here, not at the top: a static import of Emotion's React part would count it as the
  // entry's (vite.config.ts keeps the entry's modules out of the app's chunk).
  const [{ followManifest }, { installAltClick, DevOutline }, { useBrowserLocation }, { default: createCache }, { CacheProvider }] = await Promise.all([
    import("./dev/live-manifest"),
    import("./dev/source-links"),
    import("wouter/use-browser-location"),
    import("@emotion/cache"),
    import("@emotion/react"),
  ]);
  installAltClick();
  const tools = createRoot(document.body.appendChild(document.createElement("div")));
  const cache = createCache({ key: "dev" });
  function Outline() {
    const [path] = useBrowserLocation();
    return <DevOutline path={path} />;
  }
  const drawTools = () => tools.render(<CacheProvider value={cache}><Outline /></CacheProvider>);
  drawTools();
  followManifest((site) => {
    redraw(site);
    drawTools();
  });
}

void start();
