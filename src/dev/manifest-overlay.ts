/**
 * Live preview only (never in the production bundle): our own Korean frame around the report of a
 * bad site.yaml, the same text `npm run check` prints with the file's relative path. Vite's own
 * overlay would wrap it in English developer text and the file's absolute path.
 * Plain DOM, no React: it also shows when the manifest was bad from the start and the app never ran.
 */
import { MANIFEST_ERROR, MANIFEST_UPDATE } from "./events";
import { prefixOfWidth } from "./screen-width";

const ID = "site-manifest-problems";
const TITLE = "site.yaml에 고칠 곳이 있습니다";
const HINT = "아래 위치의 줄을 고쳐 저장하면 이 창은 저절로 닫히고 화면이 바로 바뀝니다. 같은 내용은 npm run check로도 볼 수 있습니다.";
let waitingForFix = false;

/**
 * Shows `report` over the page, replacing any report already shown. With `untilFixed` (the app
 * could not start), the page reloads at the next good save and shows each bad save meanwhile.
 */
export function showManifestProblems(report: string, { untilFixed = false } = {}): void {
  hideManifestProblems();
  const backdrop = element("div", "position:fixed;inset:0;z-index:2147483647;background:rgb(0 0 0 / 0.6);overflow:auto;padding:48px 16px;");
  backdrop.id = ID;
  const panel = element("section", "max-width:960px;margin:0 auto;background:#fff;color:#1a1a1a;border-top:6px solid #c62828;border-radius:8px;padding:24px;font:16px/1.6 system-ui,sans-serif;");
  panel.setAttribute("role", "alertdialog");
  panel.setAttribute("aria-labelledby", `${ID}-title`);
  const title = element("h2", "margin:0 0 8px;font-size:20px;color:#b71c1c;");
  title.id = `${ID}-title`;
  title.textContent = TITLE;
  const hint = element("p", "margin:0 0 16px;");
  hint.textContent = HINT;
  const text = element("pre", "margin:0 0 16px;padding:16px;background:#fbe9e7;border-radius:6px;overflow-x:auto;font:14px/1.5 ui-monospace,monospace;");
  // Messages wrap to the panel; the source line and its caret below stay on one line each, so the caret stays under its column.
  const lines = report.split("\n");
  lines.forEach((line, i) => {
    const frame = /^\s+\d*\s*\|/.test(line);
    const row = element("span", `display:block;white-space:${frame ? "pre" : "pre-wrap"};`);
    const caret = caretUnder(lines[i - 1] ?? "", line);
    if (caret) row.append(caret.gutter, hidden(caret.before), "^");
    else row.textContent = line || " ";
    text.append(row);
  });
  const close = element("button", "font:inherit;padding:6px 16px;border:1px solid #999;border-radius:6px;background:#fff;cursor:pointer;");
  close.type = "button";
  close.textContent = "잠시 닫기";
  close.addEventListener("click", hideManifestProblems);
  panel.append(title, hint, text, close);
  backdrop.append(panel);
  document.body.append(backdrop);

  if (untilFixed && !waitingForFix) {
    waitingForFix = true;
    import.meta.hot?.on(MANIFEST_UPDATE, () => location.reload());
    import.meta.hot?.on(MANIFEST_ERROR, ({ report: next }: { report: string }) => showManifestProblems(next));
  }
}

/**
 * The caret row under a source row, its blank made of the source text it stands under: the report
 * pads by terminal columns (src/dev/screen-width.ts), and a browser's Hangul is not exactly two
 * Latin letters wide in any monospace font, so only the same text, unseen, is as wide as it.
 */
function caretUnder(source: string, line: string): { gutter: string; before: string } | undefined {
  const row = /^(\s+\d+ \| )(.*)$/.exec(source);
  const caret = /^(\s+\| )([\t ]*)\^$/.exec(line);
  return row && caret ? { gutter: caret[1]!, before: prefixOfWidth(row[2]!, caret[2]!.length) } : undefined;
}

function hidden(text: string): HTMLElement {
  const span = element("span", "visibility:hidden;");
  span.setAttribute("aria-hidden", "true");
  span.textContent = text;
  return span;
}

/** Removes the report, if one is shown. */
export function hideManifestProblems(): void {
  document.getElementById(ID)?.remove();
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.style.cssText = style;
  return node;
}
