import { css } from "@emotion/react";
import { useId, useState, type ReactNode } from "react";
import { Icon } from "./icon";
import { Heading } from "./section";

/**
 * One disclosure: a button with aria-expanded/aria-controls and the panel it shows or hides. It
 * serves the FAQ's questions and the form's privacy details. Each keeps its own state, so any
 * number can be open at once. A closed panel stays in the HTML (hidden), so prerendered pages
 * carry it for search engines, and it shows open when no script runs.
 *
 * Not a native <details>: without script its answers must read open (docs/architecture.md, "The render path"), and a closed <details>
 * hides them with no portable CSS to show them (only Chromium's ::details-content), while one
 * prerendered open would close as the app starts, moving the page under the reader.
 *
 * `id` names the toggle (`<id>-toggle`) and the panel (`<id>-panel`); React makes one when it is not
 * given. `heading` wraps the toggle in a heading at the section's level (section.tsx). The panel
 * has the class `panel` (and `panelClass`), for the caller's CSS, which `className` carries.
 */
export function Disclosure({ summary, children, id, heading = false, iconSize = 20, panelClass, className }: {
  summary: ReactNode;
  children: ReactNode;
  id?: string;
  heading?: boolean;
  iconSize?: number;
  panelClass?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const generated = useId();
  const base = id ?? generated;
  const toggle = (
    <button type="button" css={inertWithoutScript} id={`${base}-toggle`} aria-expanded={open} aria-controls={`${base}-panel`} onClick={() => setOpen(!open)}>
      <span>{summary}</span>
      <Icon name="chevron-down" size={iconSize} className="chevron" />
    </button>
  );
  return (
    <div className={className}>
      {heading ? <Heading>{toggle}</Heading> : toggle}
      <div id={`${base}-panel`} className={panelClass ? `panel ${panelClass}` : "panel"} css={openWithoutScript} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/** The panel, closed with `hidden` until a script opens it: open when no script runs. */
const openWithoutScript = css`
  @media (scripting: none) { &[hidden] { display: block; } }
`;

/** The toggle, which does nothing without script: no chevron, no hand cursor; the chevron turns when open. */
const inertWithoutScript = css`
  .chevron { flex: none; transition: transform 0.2s; }
  &[aria-expanded="true"] .chevron { transform: rotate(180deg); }
  @media (scripting: none) { cursor: default; .chevron { display: none; } }
`;
