/**
 * Studio only: the live page in a frame, drawn from the studio's data as it is typed (the dev
 * server's page under `npm start`, the studio server's production preview under `npm run studio`).
 * The studio scrolls it to the selected block and outlines it; a click on a block selects it; a
 * link followed in it selects that page. What the frame does is told by the page itself, as
 * messages (src/dev/live-manifest.ts): the studio never watches the frame on a timer.
 */
import { useEffect, useRef, useState } from "react";
import { STUDIO_DRAWN, STUDIO_NAVIGATED, STUDIO_READY, STUDIO_SHOW } from "../../../src/dev/events.ts";
import type { Path } from "../../core/edits.ts";
import type { Part } from "../../core/place-words.ts";
import { fromFrame } from "../preview.ts";
import { elementShowing, previewTexts } from "../preview-target.ts";

/** The preview's widths: a phone, a tablet, a laptop (the site's own breakpoints lie between them). */
type Device = { label: string; width: number };
const DEVICES: Device[] = [
  { label: "휴대폰", width: 375 },
  { label: "태블릿", width: 768 },
  { label: "데스크톱", width: 1280 },
];

export function Preview({ path, part, errors, block, editing, data, revision, onSelect, onNavigate }: { path: string; part: Part | null; errors: number; block: number | null; editing: Path; data: () => unknown; revision: string; onSelect: (block: number) => void; onNavigate: (path: string) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [device, setDevice] = useState<Device>(DEVICES[2]!);
  // The page is laid out at the device's width and scaled down to fit the pane: a desktop layout is a desktop layout.
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setBox({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = box.width > 0 ? Math.min(1, box.width / device.width) : 1;
  const handlers = useRef({ onSelect, onNavigate, data });
  handlers.current = { onSelect, onNavigate, data };
  const [loaded, setLoaded] = useState(0);
  const framed = () => frame.current?.contentWindow;

  // The document in the frame whose page runs (it said STUDIO_READY): while it is there, another
  // page is shown by the page's own router, from the data the studio sends (STUDIO_SHOW). A reload
  // would ask the dev server, which holds back a manifest with errors: after a linked page was
  // deleted, the preview went blank.
  const running = useRef<Document | null>(null);
  useEffect(() => fromFrame(framed, STUDIO_READY, () => (running.current = frame.current?.contentDocument ?? null)), []);
  const requested = useRef(path);
  // The frame's first address only: a new `src` would load the page anew, whatever the effect below does.
  const [firstPath] = useState(path);
  useEffect(() => {
    requested.current = path;
    const win = framed();
    if (!win || win.location.pathname === path) return;
    if (running.current === win.document) win.postMessage({ type: STUDIO_SHOW, path }, location.origin);
    else win.location.replace(path);
  }, [path]);

  // A link followed inside the preview selects that page; the studio's own navigation does not count.
  useEffect(() => fromFrame<{ path: string }>(framed, STUDIO_NAVIGATED, ({ path: at }) => at !== requested.current && handlers.current.onNavigate(at)), []);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    const onClick = (event: MouseEvent) => {
      const mark = (event.target as Element | null)?.closest?.("[data-source-line]");
      if (!mark) return;
      const marks = [...doc.querySelectorAll("[data-source-line]")];
      handlers.current.onSelect(marks.indexOf(mark));
    };
    doc.addEventListener("click", onClick, true);
    return () => doc.removeEventListener("click", onClick, true);
  }, [loaded]);

  // The company facts and the footer are seen at the foot of the page, the header at its top.
  useEffect(() => {
    const view = framed();
    if (!view || !part || part === "redirects") return;
    view.scrollTo({ top: part === "header" ? 0 : view.document.documentElement.scrollHeight });
  }, [part, loaded, revision]);

  // Scroll to and outline the selected block (and in it, the place of the field being edited), again after each redraw of the page.
  // Again when another field is edited, not at each keystroke in it (the page shows the new words only once redrawn).
  const place = JSON.stringify(editing);
  useEffect(() => {
    if (block === null) return;
    /** Outlines the selected block in the document the frame holds now; its mark and first element, or undefined when the page has not drawn it. */
    const outline = () => {
      const doc = frame.current?.contentDocument;
      const mark = doc?.querySelectorAll("[data-source-line]")[block];
      const target = mark?.firstElementChild;
      for (const el of doc?.querySelectorAll("[data-studio-selected]") ?? []) if (el !== target) el.removeAttribute("data-studio-selected");
      target?.setAttribute("data-studio-selected", "");
      return mark && target ? { mark, target } : undefined;
    };
    const show = () => {
      // Not before the frame shows the page (it is told to, STUDIO_SHOW): the page it leaves has blocks too.
      if (framed()?.location.pathname !== path) return false;
      const drawn = outline();
      // The frame's own scroll only: scrollIntoView would scroll the studio's page as well.
      const view = drawn?.mark.ownerDocument.defaultView;
      if (!drawn || !view) return false;
      const inner = elementShowing(drawn.mark, previewTexts(handlers.current.data(), JSON.parse(place) as Path));
      // A place inside the block a third of the way down, where the eye is; the block itself at the top.
      view.scrollTo({ top: inner ? inner.getBoundingClientRect().top + view.scrollY - view.innerHeight / 3 : drawn.target.getBoundingClientRect().top + view.scrollY - 72 });
      return true;
    };
    let shown = show();
    // Each time the page says it has drawn: a block it had not drawn before (just added, a page
    // still starting) is scrolled to now; one it had keeps its outline on what was drawn (the studio
    // server's preview draws its server-rendered page anew as it starts, outline and all gone).
    return fromFrame(framed, STUDIO_DRAWN, () => (shown ? outline() : (shown = show())));
  }, [block, loaded, revision, path, place]);

  return (
    <section className="pane preview" aria-label="미리보기">
      <div className="devices" role="group" aria-label="미리보기 화면 너비">
        {DEVICES.map((d) => (
          <button key={d.width} type="button" aria-pressed={d === device} onClick={() => setDevice(d)}>
            {d.label} {d.width}px
          </button>
        ))}
        {scale < 1 && <span className="scale">{Math.round(scale * 100)}%로 줄여 보기</span>}
      </div>
      {errors > 0 && (
        <p className="preview-note" role="status">
          고칠 곳이 {errors}군데 있어, 미리보기는 그 값을 빼고 보여 줍니다. 위의 &lsquo;오류&rsquo; 단추를 누르면 어디인지 보입니다.
        </p>
      )}
      <div className="stage" ref={stage}>
        <iframe
          ref={frame}
          title="미리보기"
          src={firstPath}
          style={{ width: device.width, height: scale > 0 ? box.height / scale : "100%", transform: `scale(${scale})` }}
          onLoad={() => {
            const doc = frame.current?.contentDocument;
            if (doc && !doc.getElementById("studio-outline")) {
              const style = doc.createElement("style");
              style.id = "studio-outline";
              // The preview's own block outline (src/dev/source-links.tsx) repeats the studio's list: hidden here.
              // A problem is the studio's to tell, in its words: the dev server's overlays stay hidden in the frame.
              style.textContent = "[data-studio-selected]{outline:3px solid #2563eb;outline-offset:-3px}[data-source-line]>*{cursor:pointer}[data-testid=dev-outline],vite-error-overlay,#site-manifest-problems{display:none!important}";
              doc.head.append(style);
            }
            setLoaded((n) => n + 1);
          }}
        />
      </div>
    </section>
  );
}
