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
  const app = <Root cache={createStyleCache()} />;
  if (data?.textContent) {
    primePage(JSON.parse(data.textContent) as Page);
    await loadPage(path);
    hydrateRoot(container, app);
  } else {
    await loadPage(path);
    createRoot(container).render(app);
  }
}

void start();
