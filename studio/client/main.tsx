/**
 * Studio only: the entry of the studio's page (/__studio under `npm start`). Nothing in src/
 * imports it, and the build never sees it.
 */
import { createRoot } from "react-dom/client";
import { Studio } from "./app.tsx";
import { feedPreview } from "./preview.ts";
import { Session } from "./session.ts";
import "./studio.css";

const session = await Session.open();
createRoot(document.getElementById("studio")!).render(<Studio session={session} />);
feedPreview(session, () => document.querySelector<HTMLIFrameElement>('iframe[title="미리보기"]')?.contentWindow);
// Tests and the benchmark read when the studio is ready to edit.
requestAnimationFrame(() => (document.documentElement.dataset.studioReady = String(Math.round(performance.now()))));

// site.yaml changed on disk (an editor, git, another tab): read it again before the next change.
import.meta.hot?.on("site-manifest:update", () => void session.reload());
import.meta.hot?.on("vite:error", () => void session.reload());
// The studio shows the check's problems at their fields; the dev overlay would only cover them.
new MutationObserver(() => document.querySelector("vite-error-overlay")?.remove()).observe(document.body, { childList: true });
