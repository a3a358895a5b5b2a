import type { Ref } from "react";
import type { FormTooLong } from "../manifest/site.types";
import { button } from "../ui/button";
import { CopyBox } from "./copy-box";
import type { MailDraft } from "./mailto";

export interface TooLongProps {
  texts: FormTooLong;
  draft: MailDraft;
  /** A mailto URL with the subject only, for the visitor to paste the copied text into (mailto.ts: pasteMailUrl). */
  shortUrl: string;
  id: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Shown instead of opening the mail client when the inquiry does not fit in a mailto URL: nothing
 * is cut. The visitor copies the whole text and pastes it into a mail; the form stays filled.
 */
export function TooLong({ texts, draft, shortUrl, id, ref }: TooLongProps) {
  const openMail = <a href={shortUrl} className={button.secondary}>{texts.openMail}</a>;
  return <CopyBox ref={ref} id={id} texts={texts} text={draft.text} action={openMail} />;
}
