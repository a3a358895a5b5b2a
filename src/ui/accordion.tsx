import { css } from "@emotion/react";
import { useId, useState, type ReactNode } from "react";
import { color } from "../theme";
import { Icon } from "./icon";
import { inertWithoutScript, openWithoutScript } from "./script-only";

/**
 * One disclosure: a button with aria-expanded/aria-controls and the panel it shows. Each item keeps
 * its own state, so any number can be open at once. The panel's content stays in the HTML when
 * closed (hidden), so prerendered pages carry it for search engines, and shows open when no script runs.
 */
export function AccordionItem({ question, children, headingLevel = 3 }: { question: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div css={itemCss}>
      <Heading css={headingCss}>
        <button type="button" css={inertWithoutScript} aria-expanded={open} aria-controls={`${id}-panel`} id={`${id}-button`} onClick={() => setOpen(!open)}>
          <span>{question}</span>
          <Icon name="chevron-down" size={20} className="chevron" />
        </button>
      </Heading>
      <div id={`${id}-panel`} hidden={!open} className="max-h-96" css={[panelCss, openWithoutScript]}>
        {children}
      </div>
    </div>
  );
}

const itemCss = css`
  border-bottom: 1px solid ${color.line};
`;
const headingCss = css`
  margin: 0;
  font-size: 1.0625rem;
  button {
    display: flex;
    width: 100%;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    padding: 20px 4px;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 700;
    line-height: 1.5;
    color: ${color.ink};
    text-align: left;
    cursor: pointer;
  }
  button:hover { color: ${color.primary}; }
  .chevron { flex: none; transition: transform 0.2s; color: ${color.muted}; }
  button[aria-expanded="true"] .chevron { transform: rotate(180deg); }
`;
/** 24rem: the tallest an open answer gets before it scrolls (the spec's max-h-96). */
const panelCss = css`
  max-height: 24rem;
  overflow-y: auto;
  padding: 0 4px 20px;
  color: ${color.body};
  p { margin: 0; }
`;
