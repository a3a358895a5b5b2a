/**
 * The rules a form field declares in site.yaml, as react-hook-form rules. Pure module (only types
 * come from react-hook-form), so it is unit-tested without a browser and the check can share it.
 *
 * What each rule means, for every kind of field:
 *   required   the field must hold something: non-blank text, a choice, at least one box, a tick
 *   minLength  at least N characters, leading and trailing spaces not counted; empty fails too
 *   maxLength  at most N characters
 *   pattern    the text matches the regular expression (unicode mode); empty passes
 *   email      the text is an e-mail address; empty passes (pair with `required`)
 *   minItems   at least N boxes of a checkbox group ticked; none ticked fails too
 * Characters are counted as code points, so an emoji or a rare Hanja counts once.
 */
import type { FormField, FormRules } from "../manifest/site.types";

/** A rule's check: `true` when the value passes, otherwise the message to show. */
export type Check = (value: unknown) => true | string;

/** The react-hook-form rules of one field (a subset of `RegisterOptions`). */
export interface FieldRules {
  required?: { value: true; message: string };
  pattern?: { value: RegExp; message: string };
  validate?: Record<string, Check>;
}

export type RuleName = keyof FormRules;

/** The field kinds each rule applies to; the check reports a rule on any other kind. */
export const RULE_KINDS: Record<RuleName, readonly FormField["kind"][]> = {
  required: ["text", "email", "tel", "select", "radio", "checkboxGroup", "textarea", "consent"],
  minLength: ["text", "email", "tel", "textarea"],
  maxLength: ["text", "email", "tel", "textarea"],
  pattern: ["text", "email", "tel", "textarea"],
  email: ["text", "email"],
  minItems: ["checkboxGroup"],
};

/** Field kinds whose value is free text. */
const TEXT_KINDS = new Set<FormField["kind"]>(["text", "email", "tel", "textarea"]);

/**
 * An e-mail address as people type it: a local part without leading, trailing or doubled dots,
 * an `@`, and a domain of dot-separated labels ending in a top-level domain of two or more letters.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)(?!.*\.@)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** Whether `text` is an e-mail address (see EMAIL). */
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

/** A field value as trimmed text ("" for anything that is not a string). */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * A field value as a list of choices. react-hook-form gives a checkbox group of one box its value
 * or `false` instead of an array, so both shapes are read here.
 */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" && value !== "" ? [value] : [];
}

/** Length in code points (what a person counts), not UTF-16 units. */
export function charCount(text: string): number {
  return [...text].length;
}

/** Whether the field must be filled in, for the required mark and `aria-required`. */
export function isRequired(field: FormField): boolean {
  const r = field.rules ?? {};
  return Boolean(r.required || r.minLength || r.minItems);
}

/**
 * The react-hook-form rules for `field`. `fill` fills `{tokens}` in messages. Checks inside
 * `validate` run in the order written here and the first failure's message is shown.
 */
export function fieldRules(field: FormField, fill: (text: string) => string = (text) => text): FieldRules {
  const r = field.rules ?? {};
  const rules: FieldRules = {};
  const validate: Record<string, Check> = {};

  if (r.required) {
    const message = fill(r.required.message);
    rules.required = { value: true, message };
    // "   " passes react-hook-form's own check, but it is not a name.
    if (TEXT_KINDS.has(field.kind)) validate.notBlank = (v) => textOf(v) !== "" || message;
  }
  if (r.minLength) {
    const { value: min, message } = r.minLength;
    validate.minLength = (v) => charCount(textOf(v)) >= min || fill(message);
  }
  if (r.maxLength) {
    const { value: max, message } = r.maxLength;
    validate.maxLength = (v) => charCount(textOf(v)) <= max || fill(message);
  }
  if (r.pattern) rules.pattern = { value: new RegExp(r.pattern.value, "u"), message: fill(r.pattern.message) };
  if (r.email) {
    const message = fill(r.email.message);
    validate.email = (v) => textOf(v) === "" || isEmail(textOf(v)) || message;
  }
  if (r.minItems) {
    const { value: min, message } = r.minItems;
    validate.minItems = (v) => listOf(v).length >= min || fill(message);
  }
  if (Object.keys(validate).length > 0) rules.validate = validate;
  return rules;
}

/** The value a field starts with (and returns to on reset). */
export function emptyValue(field: FormField): string | string[] | boolean {
  if (field.kind === "checkboxGroup") return [];
  if (field.kind === "consent") return false;
  return "";
}
