/**
 * The inquiry as a mailto URL: subject and body from the templates in site.yaml, filled with the
 * visitor's entries. Pure module: the time of the inquiry is a parameter, so tests fix it.
 */
import type { FormField, FormMail } from "../manifest/site.types";
import { listOf, textOf } from "./rules";
import { fillTemplate, SUBMITTED_AT } from "./template";

/**
 * The longest mailto URL handed to a mail client unless site.yaml sets `mail.maxLength`, in
 * characters after percent-encoding. Outlook and the Windows shell cut or refuse longer ones
 * (about 2,000), and a Hangul syllable takes nine characters once encoded (%EC%95%88): with the
 * /contact template, a message of about 55 Korean characters already reaches it.
 */
export const MAILTO_MAX_LENGTH = 2000;

/** The mail parts the builder reads, `{tokens}` already filled in. */
export type MailTemplate = Pick<FormMail, "to" | "subject" | "sections" | "join" | "agreed" | "declined">;

export interface MailInput {
  mail: MailTemplate;
  fields: FormField[];
  /** The form values by field name, as react-hook-form gives them. */
  values: Record<string, unknown>;
  /** The time of the inquiry as the visitor reads it, e.g. `new Date().toLocaleString("ko-KR")`. */
  submittedAt: string;
  /** Longest URL that still counts as fitting; MAILTO_MAX_LENGTH unless a test says otherwise. */
  maxLength?: number;
}

export interface MailDraft {
  subject: string;
  /** The body with CRLF line breaks, as RFC 6068 asks. */
  body: string;
  url: string;
  /** The whole inquiry as plain text (subject, blank line, body; LF line breaks), for the clipboard. */
  text: string;
  /** Whether `url` is longer than the limit: then it is not opened, and the visitor copies `text`. */
  tooLong: boolean;
}

/** Builds the subject, body and mailto URL of an inquiry. */
export function buildMail({ mail, fields, values, submittedAt, maxLength = MAILTO_MAX_LENGTH }: MailInput): MailDraft {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const valueOf = (name: string): string | undefined => {
    if (name === SUBMITTED_AT) return submittedAt;
    const field = byName.get(name);
    return field && wellFormed(displayValue(field, values[name], mail));
  };

  // A subject is one line: a pasted line break would end it early in some mail clients.
  const subject = fillTemplate(mail.subject, valueOf).replace(/\s*[\r\n]+\s*/g, " ").trim();
  const body = toCrlf(
    mail.sections
      .map((section) => [`[${section.title}]`, ...section.lines.map((line) => fillTemplate(line, valueOf))].join("\n"))
      .join("\n\n"),
  );
  const url = mailtoUrl(mail.to, { subject, body });
  const text = `${subject}\n\n${body.replace(/\r\n/g, "\n")}`;
  return { subject, body, url, text, tooLong: url.length > maxLength };
}

/**
 * The mail the too-long notice opens, for the visitor to paste the copied inquiry into: the
 * subject, and `hint` as the body. It keeps to `maxLength` too. A subject that does not fit is cut
 * and ends in "…" (the copied text keeps it whole); when not even a word of it fits beside the
 * hint, the hint goes; the bare address is the last resort.
 */
export function pasteMailUrl(to: string, subject: string, hint: string, maxLength = MAILTO_MAX_LENGTH): string {
  const chars = [...subject];
  for (const body of [hint, undefined]) {
    const whole = mailtoUrl(to, { subject, body });
    if (whole.length <= maxLength) return whole;
    // The longest cut subject that fits: the URL grows with each character kept.
    let fitting: string | undefined;
    for (let low = 1, high = chars.length - 1; low <= high; ) {
      const kept = (low + high) >> 1;
      const url = mailtoUrl(to, { subject: `${chars.slice(0, kept).join("").trimEnd()}…`, body });
      if (url.length <= maxLength) {
        fitting = url;
        low = kept + 1;
      } else {
        high = kept - 1;
      }
    }
    if (fitting) return fitting;
  }
  return mailtoUrl(to, {});
}

/** A mailto URL to `to` with the given header fields, each percent-encoded as UTF-8. */
export function mailtoUrl(to: string, headers: { subject?: string; body?: string }): string {
  const query = Object.entries(headers)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([name, value]) => `${name}=${encodeMailtoValue(value!)}`)
    .join("&");
  // "@" and the commas between addresses may stay as they are in the address part (RFC 6068).
  const address = encodeURIComponent(to.trim()).replace(/%40/g, "@").replace(/%2C/gi, ",");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}

/**
 * Percent-encodes a header value: every line break as %0D%0A, a space as %20 (a "+" would stay a
 * plus in the mail), and & ? # + % = / and all non-ASCII text encoded.
 */
export function encodeMailtoValue(value: string): string {
  return encodeURIComponent(toCrlf(value));
}

/** What a field's value reads as in the mail: option labels, not their values. */
function displayValue(field: FormField, value: unknown, mail: MailTemplate): string {
  const labelOf = (v: string) => field.options?.find((o) => o.value === v)?.label ?? v;
  switch (field.kind) {
    case "consent":
      return value === true ? mail.agreed : mail.declined;
    case "checkboxGroup": {
      const chosen = new Set(listOf(value));
      // In the order the options are listed, whatever order they were ticked in.
      const ordered = (field.options ?? []).filter((o) => chosen.has(o.value)).map((o) => o.label);
      const unknown = [...chosen].filter((v) => !field.options?.some((o) => o.value === v));
      return [...ordered, ...unknown].join(mail.join ?? ", ");
    }
    case "select":
    case "radio":
      return textOf(value) === "" ? "" : labelOf(textOf(value));
    default:
      return textOf(value);
  }
}

/**
 * `text` with each lone surrogate (half of an emoji's pair, left by a cut-and-paste or a broken
 * input method) as U+FFFD, as String.prototype.toWellFormed does: encodeURIComponent throws on
 * one, and the visitor got a failure that no retry could fix. One path in every browser, that
 * method being new (2023).
 */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) => (unit.length === 2 ? unit : "\uFFFD"));
}

function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "\r\n");
}
