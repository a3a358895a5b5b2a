/**
 * Studio only: the entry of the studio's page (/__studio under `npm start`). Nothing in src/
 * imports it, and the build never sees it.
 */
import { createRoot } from "react-dom/client";
import { MANIFEST_ERROR, MANIFEST_UPDATE } from "../../src/dev/events.ts";
import { Studio } from "./app.tsx";
import { followServer, ON_STUDIO_SERVER } from "./live.ts";
import { feedPreview } from "./preview.ts";
import { Session } from "./session.ts";
import "./studio.css";

const session = await Session.open();
createRoot(document.getElementById("studio")!).render(<Studio session={session} />);
feedPreview(session, () => document.querySelector<HTMLIFrameElement>('iframe[title="미리보기"]')?.contentWindow);
// Tests and the benchmark read when the studio is ready to edit.
requestAnimationFrame(() => (document.documentElement.dataset.studioReady = String(Math.round(performance.now()))));

// site.yaml changed on disk (an editor, git, another tab): read it again before the next change.
const follow = () => void session.reload();
if (import.meta.hot) {
  import.meta.hot.on(MANIFEST_UPDATE, follow);
  import.meta.hot.on(MANIFEST_ERROR, follow);
  // The studio shows the check's problems at their fields; the dev overlay would only cover them.
  new MutationObserver(() => document.querySelector("vite-error-overlay")?.remove()).observe(document.body, { childList: true });
} else if (ON_STUDIO_SERVER) {
  // The studio server (`npm run studio`): its own event stream, with the others' changes and who is here.
  followServer(session);
} else {
  // The built studio has no hot-update client: it listens on the dev server's socket itself, for the same events.
  const listen = () => {
    const socket = new WebSocket(`ws://${location.host}${document.body.dataset.devSocket}`, "vite-hmr");
    socket.onmessage = ({ data }) => {
      const message = JSON.parse(String(data)) as { type?: string; event?: string };
      if (message.type === "custom" && (message.event === MANIFEST_UPDATE || message.event === MANIFEST_ERROR)) follow();
    };
    // The dev server restarted: catch up, then listen again.
    socket.onclose = () => setTimeout(() => (follow(), listen()), 1000);
  };
  listen();
}
