import { createRoot, hydrateRoot } from "react-dom/client";
import type { Page } from "./manifest/site.types";
import { loadPage, primePage } from "./pages";
import { createStyleCache, Root } from "./root";

/** The id of the non-executable JSON script in which a prerendered page carries its own data. */
const PAGE_DATA_ID = "page-data";

async function start() {
  // "/dx/" and "/dx" are one page: keep the address without the trailing slash.
  const path = location.pathname.replace(/\/+$/, "") || "/";
  if (path !== location.pathname) history.replaceState(history.state, "", path + location.search + location.hash);

  const container = document.getElementById("root")!;
  const data = document.getElementById(PAGE_DATA_ID);
  const cache = createStyleCache();
  if (data?.textContent) {
    primePage(JSON.parse(data.textContent) as Page);
    await loadPage(path);
    hydrateRoot(container, <Root cache={cache} />);
  } else {
    await loadPage(path);
    const root = createRoot(container);
    root.render(<Root cache={cache} />);
    // The live preview redraws in place after each save of site.yaml: no reload, scroll kept.
    if (import.meta.env.DEV) {
      const { followManifest } = await import("./dev/live-manifest");
      followManifest((site) => root.render(<Root cache={cache} site={site} />));
    }
  }
}

void start();
