import { css } from "@emotion/react";
import { useState, type ReactNode, type Ref } from "react";
import type { FormTooLong } from "../manifest/site.types";
import { color, radius } from "../theme";
import { button } from "../ui/button";

/** The texts of the copy button and of what follows it (site.yaml: the form's `mail.tooLong`). */
export type CopyTexts = Pick<FormTooLong, "copy" | "copied" | "copyFailed">;

/** The box's title and description, and its copy texts. */
export type CopyBoxTexts = CopyTexts & { title: string; desc: string };

export interface CopyBoxProps {
  id: string;
  texts: CopyBoxTexts;
  /** What the visitor copies: the whole inquiry. */
  text: string;
  /** The second way out, beside the copy button. */
  action: ReactNode;
  /** More lines under the description, announced with it. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A notice about an inquiry that has not reached us yet, with a button that copies the whole of
 * it. Its title and description are an alert, so they are read out as the box appears. When the
 * clipboard refuses, the text shows in a box of its own to be copied by hand.
 */
export function CopyBox({ id, texts, text, action, children, ref }: CopyBoxProps) {
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const onCopy = async () => {
    try {
      await copyText(text);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };
  return (
    <div ref={ref} id={id} css={boxCss} role="region" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div role="alert">
        <p id={`${id}-title`} className="title">
          {texts.title}
        </p>
        <p className="desc">{texts.desc}</p>
        {children}
      </div>
      <div className="actions">
        <button type="button" className={button.primary} onClick={onCopy}>
          {texts.copy}
        </button>
        {action}
      </div>
      <p className="status" role="status" data-copy={copy}>
        {copy === "copied" ? texts.copied : copy === "failed" ? texts.copyFailed : ""}
      </p>
      {copy === "failed" && <textarea readOnly value={text} rows={10} aria-label={texts.copy} onFocus={(e) => e.currentTarget.select()} />}
    </div>
  );
}

/** Puts `text` on the clipboard; the older selection-based copy is the fallback. Rejects when both fail. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Clipboard API missing or refused (e.g. no permission): try the selection-based copy.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.cssText = "position:fixed;top:0;left:0;opacity:0;";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("copy refused");
}

const boxCss = css`
  margin-top: 24px;
  padding: 20px;
  border: 1px solid #f0c36d;
  border-left: 4px solid #b7791f;
  border-radius: ${radius.sm}px;
  background: #fffaf0;
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${color.primary}; outline-offset: 2px; }
  .title { margin: 0; font-weight: 700; color: ${color.ink}; }
  .desc { margin: 6px 0 0; font-size: 0.9375rem; color: ${color.body}; }
  .address { margin: 8px 0 0; font-size: 0.9375rem; color: ${color.body}; strong { color: ${color.ink}; overflow-wrap: anywhere; } }
  .actions { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 16px; }
  .status { margin: 12px 0 0; font-size: 0.9375rem; font-weight: 600; color: ${color.success}; &:empty { margin: 0; } }
  .status[data-copy="failed"] { color: ${color.danger}; }
  textarea {
    display: block;
    width: 100%;
    margin-top: 12px;
    padding: 12px;
    border: 1px solid #8792a2;
    border-radius: ${radius.sm}px;
    font: inherit;
    font-size: 0.875rem;
    background: #fff;
  }
`;
