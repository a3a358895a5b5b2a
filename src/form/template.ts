/**
 * Mail templates in site.yaml refer to form fields by name: `{{company}}` is the visitor's entry,
 * `{{budget|미정}}` is the entry or, when it is empty, the text after the bar. Single-brace
 * `{email}` tokens are a different thing (site facts, src/manifest/tokens.ts) and are filled first.
 * Pure module: used by the browser (mail builder) and by the build-time check alike.
 */

/** The placeholder that is not a field: the time of the inquiry, in the visitor's locale. */
export const SUBMITTED_AT = "submittedAt";

/** One `{{name}}` or `{{name|fallback}}` as written in a template. */
export interface Placeholder {
  /** The text between the braces and before the bar, trimmed: a field name unless it is a typo. */
  name: string;
  /** The text after the bar, as written (absent when there is no bar). */
  fallback?: string;
  /** The whole placeholder as written, braces included. */
  raw: string;
  /** Where `raw` starts in the template, in UTF-16 code units (0-indexed). */
  index: number;
}

// Anything up to the closing braces counts as a name, so a typo such as `{{회사명}}` is found and
// reported by the check instead of reaching a visitor's mail as written.
const PLACEHOLDER = /\{\{([^{}|]*)(?:\|([^{}]*))?\}\}/g;

/** Every placeholder in `template`, in order. */
export function placeholders(template: string): Placeholder[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => ({
    name: m[1]!.trim(),
    ...(m[2] !== undefined ? { fallback: m[2] } : {}),
    raw: m[0],
    index: m.index,
  }));
}

/**
 * Replaces each placeholder with `valueOf(name)`; an empty value becomes the placeholder's fallback
 * (or nothing). A name `valueOf` does not know (undefined) stays as written.
 */
export function fillTemplate(template: string, valueOf: (name: string) => string | undefined): string {
  return template.replace(PLACEHOLDER, (raw, name: string, fallback: string | undefined) => {
    const value = valueOf(name.trim());
    if (value === undefined) return raw;
    return value === "" ? (fallback ?? "") : value;
  });
}
