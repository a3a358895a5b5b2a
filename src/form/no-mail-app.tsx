import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "../layout/navigation";
import type { FormNoMailApp } from "../manifest/site.types";
import { button } from "../ui/button";
import { CopyBox, type CopyTexts } from "./copy-box";
import type { MailDraft } from "./mailto";

export interface NoMailAppProps {
  texts: FormNoMailApp;
  copyTexts: CopyTexts;
  /** The inquiry handed to the mail app; the form has been emptied since. */
  draft: MailDraft;
  /** The address the inquiry goes to. */
  to: string;
  /** Hands the same mail to the mail app again. */
  onRetry: () => void;
  id: string;
  /** Asked for by the visitor: it takes the focus as it appears. */
  focus?: boolean;
}

/**
 * Shown when the page is still in front a moment after the mail app was asked to open (handoff.ts):
 * most likely no mail app answered, and the inquiry has not left. It gives the address, the
 * whole inquiry to copy, and another try; it stays until the visitor leaves the page. When a mail
 * app seemed to take over, the form offers it behind a button (inquiry-form.tsx).
 */
export function NoMailApp({ texts, copyTexts, draft, to, onRetry, id, focus }: NoMailAppProps) {
  const box = useRef<HTMLDivElement>(null);
  // It appears below the send button, often below the fold on a phone: bring it into view, clear
  // of the notice at the bottom. Focus stays where it is, unless the visitor asked for it; the
  // note is read out as an alert.
  useEffect(() => {
    if (focus) box.current?.focus({ preventScroll: true });
    const rect = box.current?.getBoundingClientRect();
    if (rect && (rect.top < 0 || rect.bottom > innerHeight)) {
      box.current!.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    }
  }, []);
  const retry = (
    <button type="button" className={button.secondary} onClick={onRetry}>
      {texts.retry}
    </button>
  );
  return (
    <CopyBox ref={box} id={id} texts={{ ...copyTexts, title: texts.title, desc: texts.desc }} text={draft.text} action={retry}>
      <p className="address">
        {texts.address} <strong>{to}</strong>
      </p>
    </CopyBox>
  );
}
