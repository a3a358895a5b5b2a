/**
 * Live preview only (never in the production bundle): from the page to its place in site.yaml.
 * Alt+click on a block opens site.yaml at that block's line through Vite's open-in-editor
 * endpoint, and a small outline lists the page's blocks with their types and lines.
 */
import { css } from "@emotion/react";
import { useState } from "react";
import { loadedPage, pageSource } from "../pages";

/** Asks the dev server to open `file` at `line` in the editor. */
export function openInEditor(file: string, line: number): void {
  void fetch(`/__open-in-editor?file=${encodeURIComponent(`${file}:${line}`)}`);
}

/** Alt+click anywhere in a block opens its line in site.yaml. */
export function installAltClick(): void {
  document.addEventListener(
    "click",
    (event) => {
      if (!event.altKey) return;
      const block = (event.target as Element | null)?.closest?.("[data-source-line]");
      const source = pageSource(location.pathname);
      if (!block || !source) return;
      event.preventDefault();
      event.stopPropagation();
      openInEditor(source.file, Number(block.getAttribute("data-source-line")));
    },
    true,
  );
}

/** The open page's blocks, each with its type, id and line; a click opens the line. */
export function DevOutline({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  const page = loadedPage(path);
  const source = pageSource(path);
  if (!page || !source) return null;
  return (
    <aside css={outlineCss} aria-label="블록 목록 (미리보기 전용)" data-testid="dev-outline">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        블록 {page.blocks.length}개 · site.yaml
      </button>
      {open && (
        <ol>
          {page.blocks.map((block, i) => (
            <li key={i}>
              <button type="button" onClick={() => openInEditor(source.file, source.lines[i]!)}>
                {block.type}
                {block.id ? ` #${block.id}` : ""} <span>{source.lines[i]}행</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

const outlineCss = css`
  position: fixed;
  left: 12px;
  bottom: 72px;
  z-index: 90;
  max-height: 60vh;
  overflow: auto;
  padding: 6px;
  border-radius: 10px;
  background: rgba(15, 27, 51, 0.92);
  color: #fff;
  font: 12px/1.5 ui-monospace, monospace;
  button { display: block; width: 100%; padding: 4px 8px; border: 0; background: none; color: inherit; font: inherit; text-align: left; cursor: pointer; }
  button:hover { background: rgba(255, 255, 255, 0.12); }
  ol { margin: 4px 0 0; padding: 0 0 0 4px; list-style: none; }
  span { opacity: 0.7; }
`;
