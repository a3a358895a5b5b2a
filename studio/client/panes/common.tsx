/** Studio only: what the pages and blocks panes share. */
import { focusNew } from "../focus.ts";
import type { Selection } from "../model.ts";
import type { Problem } from "../../../engine/core/problem.ts";
import type { Session } from "../session.ts";

export type PaneProps = { selection: Selection; select: (s: Selection) => void; session: Session; problems: Problem[] };

/** The lists redraw only when what they show changes: typing in a field does not redraw them. */
export const samePane = (a: PaneProps, b: PaneProps) => a.selection === b.selection && a.select === b.select && a.session === b.session && a.problems === b.problems;

/** A place's problem count in a list ("⚠ 오류 2건"), or nothing. */
export function Marker({ text }: { text: string }) {
  return text ? <span className="marker">⚠ {text}</span> : null;
}

/** A new page or block: its place in the list comes into view, and its form's first field takes the keyboard. */
export function showNew(entry: string, fields: string) {
  requestAnimationFrame(() => document.querySelector(entry)?.scrollIntoView({ block: "nearest" }));
  focusNew(() => {
    const form = document.querySelector(".pane.form");
    return form?.querySelector(`[data-path^="${fields}"]`) ? form : null;
  });
}
