/**
 * The inquiry form declared in site.yaml. Loaded on demand (src/blocks/registry.ts), so
 * react-hook-form reaches only pages that have a form.
 */
import { css } from "@emotion/react";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { useNotify } from "../ui/notices";
import type { FormBlock } from "../manifest/site.types";
import { useText } from "../site-context";
import { color, mq, radius, shadow } from "../theme";
import { button } from "../ui/button";
import { Heading, SectionContent, useBlockId } from "../ui/section";
import { container } from "../ui/container";
import { ContactAside } from "./contact-aside";
import { Details } from "./details";
import { Field } from "./fields";
import { watchHandOff, type HandOff } from "./handoff";
import { buildMail, pasteMailUrl, type MailDraft } from "./mailto";
import { NoMailApp } from "./no-mail-app";
import { emptyValue } from "./rules";
import { TooLong } from "./too-long";

/** idle → submitting (button disabled, sending label) → done (mail client opened, form reset). */
export type FormStatus = "idle" | "submitting" | "done";

/** Keys whose strings are names or patterns, not text for people: never filled with `{tokens}`. */
const RAW_KEYS = new Set(["type", "id", "name", "kind", "width", "autocomplete"]);

/** The form, its sections and fields, the notices, and the direct-contact panel beside it. */
export function InquiryForm({ block: raw }: { block: FormBlock }) {
  const t = useText();
  const block = useMemo(() => fillTexts(raw, t), [raw, t]);
  const fields = useMemo(() => block.sections.flatMap((s) => s.fields), [block]);
  const defaultValues = useMemo(() => Object.fromEntries(fields.map((f) => [f.name, emptyValue(f)])), [fields]);
  const idPrefix = useBlockId(block.id);

  // Validated when a field loses focus; once touched, again on each change so a fixed entry clears
  // its message at once. Submitting validates everything and focuses the first invalid field.
  const { register, handleSubmit, reset, formState } = useForm<FieldValues>({
    mode: "onTouched",
    reValidateMode: "onChange",
    defaultValues,
    shouldFocusError: true,
  });
  const notify = useNotify();
  const [status, setStatus] = useState<FormStatus>("idle");
  const [draft, setDraft] = useState<MailDraft>();
  /** The last inquiry handed to the mail app, and what became of it (handoff.ts). */
  const [sent, setSent] = useState<{ draft: MailDraft; result?: HandOff }>();
  const [ready, setReady] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const tooLongBox = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusNext = useRef<"submit" | "tooLong" | null>(null);
  /** Takes the success notice away. */
  const dismissSuccess = useRef<() => void>(undefined);

  // Marks the form as hydrated: its handlers now run (tests wait for this before typing).
  useEffect(() => setReady(true), []);

  // The disabled button loses focus while sending; give focus back (or to the notice about length).
  useEffect(() => {
    if (status === "submitting" || !focusNext.current) return;
    const target = focusNext.current === "tooLong" ? tooLongBox.current : submitButton.current;
    focusNext.current = null;
    if (target && (document.activeElement === document.body || document.activeElement === null || target === tooLongBox.current)) target.focus();
  }, [status, draft]);

  // Once a mail has been handed off, watch whether a mail app took over the page.
  useEffect(() => {
    if (!sent || sent.result) return;
    return watchHandOff((result) => setSent((current) => current && { ...current, result }));
  }, [sent]);

  // The note about a mail app that did not open says more than the success notice, and on a
  // phone the notice would sit over the note's buttons: it goes as the note comes.
  const stayed = sent?.result === "stayed";
  useEffect(() => {
    if (stayed) dismissSuccess.current?.();
  }, [stayed]);
  // A page that lost the focus may only have shown a chooser of mail apps (Firefox with none set
  // up): the note stays one click away after every send.
  const [noteAsked, setNoteAsked] = useState(false);

  const send = async (values: FieldValues) => {
    setStatus("submitting");
    setDraft(undefined);
    try {
      await nextPaint();
      const mail = buildMail({
        mail: block.mail,
        fields,
        values,
        submittedAt: new Date().toLocaleString("ko-KR"),
        maxLength: block.mail.maxLength,
      });
      if (mail.tooLong) {
        focusNext.current = "tooLong";
        setDraft(mail);
        setStatus("idle");
        return;
      }
      openMailClient(mail.url);
      // Kept for the note about a mail app that did not open: the form is emptied next.
      setSent({ draft: mail });
      setNoteAsked(false);
      // Written into the inputs directly: the memoised fields keep their registration (fields.tsx).
      reset(defaultValues, { keepFieldsRef: true });
      focusNext.current = "submit";
      setStatus("done");
      dismissSuccess.current = notify({ title: block.success.title, description: block.success.desc });
    } catch (error) {
      console.warn("문의 메일을 열지 못했습니다.", error);
      focusNext.current = "submit";
      setStatus("idle");
      notify({ title: block.failure.title, description: block.failure.desc, variant: "destructive" });
    }
  };

  const submitting = status === "submitting";
  const messages = useSteadyUnderPress(
    Object.fromEntries(fields.map((f) => [f.name, formState.errors[f.name]?.message as string | undefined])),
    formRef,
  );

  return (
    <section id={block.id} css={outerCss} aria-labelledby={block.title ? `${idPrefix}-title` : undefined}>
      <div className={container} css={layoutCss(Boolean(block.aside))}>
        <div css={cardCss}>
          {block.title && (
            <h2 id={`${idPrefix}-title`} className="form-title">
              {block.title}
            </h2>
          )}
          {block.intro && <p className="intro">{block.intro}</p>}
          {block.noScript && (
            // Without the script the form cannot send (see the form's method below): say so up front.
            <noscript>
              <p className="no-script" role="note">
                {block.noScript}
              </p>
            </noscript>
          )}
          {block.requiredNote && (
            // Explains a visual mark only; screen readers hear "required" from aria-required instead.
            <p className="required-note" aria-hidden="true">
              <span>* </span>
              {block.requiredNote}
            </p>
          )}
          <SectionContent titled={Boolean(block.title)}>
            <form
              ref={formRef}
              noValidate
              // The script opens the mail client through a link. Before it has loaded, a send stays on
              // the page with nothing lost (a dialog-method form outside a dialog goes nowhere): a
              // mailto: action would be a form posting to an insecure target on an HTTPS page, which
              // Chromium answers with a "form is not secure" warning page (and warns when it autofills).
              method="dialog"
              data-state={status}
              data-handoff={sent ? (sent.result ?? "waiting") : undefined}
              data-ready={ready || undefined}
              aria-busy={submitting || undefined}
              onSubmit={(event) => {
                if (submitting) event.preventDefault();
                else void handleSubmit(send)(event);
              }}
            >
              {block.sections.map((section, i) => {
                const sectionId = `${idPrefix}-section-${i + 1}`;
                return (
                  <section key={sectionId} css={sectionCss} aria-labelledby={`${sectionId}-title`}>
                    <Heading id={`${sectionId}-title`}>
                      <span className="num" aria-hidden="true">
                        {String(i + 1).padStart(2, "0")}
                      </span>
                      {section.title}
                    </Heading>
                    {section.desc && <p className="section-desc">{section.desc}</p>}
                    {section.details && <Details details={section.details} id={`${sectionId}-details`} />}
                    <div css={gridCss}>
                      {section.fields.map((field) => (
                        <Field
                          key={field.name}
                          field={field}
                          idPrefix={idPrefix}
                          register={register}
                          error={messages[field.name]}
                        />
                      ))}
                    </div>
                  </section>
                );
              })}
              <div css={submitRowCss}>
                <button ref={submitButton} type="submit" className={button.primary} css={submitCss} disabled={submitting}>
                  {submitting ? block.submit.sending : block.submit.label}
                </button>
              </div>
              {draft && (
                <TooLong
                  ref={tooLongBox}
                  id={`${idPrefix}-too-long`}
                  texts={block.mail.tooLong}
                  draft={draft}
                  shortUrl={pasteMailUrl(block.mail.to, draft.subject, block.mail.tooLong.pasteHint, block.mail.maxLength)}
                />
              )}
              {sent?.result === "opened" && !noteAsked && (
                <button type="button" className={button.secondary} css={askCss} onClick={() => setNoteAsked(true)}>
                  {block.mail.noMailApp.title}
                </button>
              )}
              {sent && (stayed || noteAsked) && (
                <NoMailApp
                  id={`${idPrefix}-no-mail-app`}
                  texts={block.mail.noMailApp}
                  copyTexts={block.mail.tooLong}
                  draft={sent.draft}
                  to={block.mail.to}
                  onRetry={() => openMailClient(sent.draft.url)}
                  focus={noteAsked}
                />
              )}
            </form>
          </SectionContent>
        </div>
        {block.aside && <ContactAside aside={block.aside} id={`${idPrefix}-contact`} />}
      </div>
    </section>
  );
}

/**
 * `value` as it was when the pointer went down on `form`, until it comes up. Leaving a field for
 * the send button shows the field's message above the button as the mouse goes down (the blur
 * validates), which moved the button about 27 px before the mouse came up: the release landed
 * beside it and the click was lost. Messages that arrive under a press show once it is over.
 */
function useSteadyUnderPress<T>(value: T, form: RefObject<HTMLElement | null>): T {
  const [held, setHeld] = useState<{ value: T }>();
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    const target = form.current;
    if (!target) return;
    // After the click that ends the press has been dispatched, not before: a timer, not the event itself.
    const release = () => setTimeout(() => setHeld(undefined));
    const press = (event: PointerEvent) => {
      if (event.button !== 0) return;
      setHeld({ value: latest.current });
      addEventListener("pointerup", release, { once: true });
      addEventListener("pointercancel", release, { once: true });
    };
    target.addEventListener("pointerdown", press);
    return () => {
      target.removeEventListener("pointerdown", press);
      removeEventListener("pointerup", release);
      removeEventListener("pointercancel", release);
    };
  }, [form]);
  return held ? held.value : value;
}

/**
 * Hands a mailto URL to the browser through a link click, the way a visitor's own click would;
 * unlike assigning `location`, that leaves the page as it is when no mail client answers.
 */
function openMailClient(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}

/** Resolves once the sending state has been painted (or after 100 ms when frames are paused). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/** A copy of `value` with `{tokens}` filled in every string meant for people. */
function fillTexts<T>(value: T, fill: (text: string) => string, key?: string): T {
  if (typeof value === "string") return (key !== undefined && RAW_KEYS.has(key) ? value : fill(value)) as T;
  if (Array.isArray(value)) return value.map((v) => fillTexts(v, fill)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillTexts(v, fill, k)])) as T;
  }
  return value;
}

const outerCss = css`
  padding: 48px 0 72px;
  background: ${color.soft};
  ${mq.md} { padding: 64px 0 96px; }
`;
const layoutCss = (withAside: boolean) => css`
  display: grid;
  gap: 24px;
  align-items: start;
  ${mq.lg} { ${withAside ? "grid-template-columns: minmax(0, 1fr) 340px; gap: 32px;" : "max-width: 880px;"} }
`;
const cardCss = css`
  padding: 28px 20px;
  border: 1px solid ${color.line};
  border-radius: ${radius.lg}px;
  background: #fff;
  box-shadow: ${shadow.card};
  ${mq.md} { padding: 40px; }
  .form-title { margin: 0; font-size: 1.5rem; line-height: 1.4; color: ${color.ink}; }
  .intro { margin: 8px 0 0; color: ${color.muted}; }
  .no-script { margin: 0 0 16px; padding: 14px 16px; border-left: 4px solid ${color.primary}; border-radius: ${radius.sm}px; background: ${color.primarySoft}; color: ${color.ink}; }
  .required-note { margin: 0 0 8px; font-size: 0.875rem; color: ${color.muted}; span { color: ${color.danger}; } }
  form { margin: 0; }
`;
const sectionCss = css`
  padding: 28px 0;
  border-bottom: 1px solid ${color.line};
  &:first-of-type { padding-top: 12px; }
  h2, h3 {
    display: flex;
    align-items: baseline;
    gap: 10px;
    margin: 0 0 20px;
    font-size: 1.1875rem;
    line-height: 1.4;
    color: ${color.ink};
  }
  .num { font-size: 0.875rem; font-weight: 700; letter-spacing: 0.04em; color: ${color.primary}; }
  .section-desc { margin: -12px 0 16px; font-size: 0.9375rem; color: ${color.muted}; }
`;
const gridCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 22px;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 22px 20px;
    > [data-width="full"] { grid-column: 1 / -1; }
  }
`;
const submitRowCss = css`
  display: flex;
  justify-content: flex-end;
  padding-top: 28px;
`;
/** The way to the note about a mail app that did not open, under the send button. */
const askCss = css`
  display: flex;
  width: fit-content;
  margin: 16px 0 0 auto;
`;
const submitCss = css`
  width: 100%;
  min-height: 52px;
  font-size: 1.0625rem;
  ${mq.md} { width: auto; min-width: 220px; }
  &:disabled { background: ${color.muted}; cursor: progress; }
`;
