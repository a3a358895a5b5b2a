import { css } from "@emotion/react";
import { memo, useMemo, type FocusEvent } from "react";
import type { FieldValues, UseFormRegister } from "react-hook-form";
import type { FormField } from "../manifest/site.types";
import { color, mq, radius } from "../theme";
import { fieldRules, isRequired } from "./rules";

export interface FieldProps {
  /** The field, `{tokens}` already filled in. */
  field: FormField;
  /** Prefix of the element ids: the input is `${idPrefix}-${field.name}`. */
  idPrefix: string;
  register: UseFormRegister<FieldValues>;
  /** The message of the rule that failed, if any. */
  error?: string;
}

/**
 * One form field with its accessibility wiring: a label (a legend for a group of choices), the
 * required mark, `aria-invalid`, and the hint and message tied by `aria-describedby`. The message
 * sits in a `role="alert"` element that is always present, so a new message is announced.
 *
 * Memoised: `register` is stable, so a field draws again only when its own message changes, not
 * each time the form's state does (react-hook-form re-renders the form as it becomes ready, in
 * the task that hydrates it). The form resets with `keepFieldsRef`, which writes the values
 * straight into the inputs and so needs no redraw of the fields.
 */
export const Field = memo(function Field({ field, idPrefix, register, error }: FieldProps) {
  const id = `${idPrefix}-${field.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [field.hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  const required = isRequired(field);
  const rules = useMemo(() => fieldRules(field), [field]);
  const registered = register(field.name, rules);
  const invalid = error ? true : undefined;
  const mark = required ? <span className="req" aria-hidden="true">*</span> : null;

  const hint = field.hint && (
    <p id={hintId} className="hint">
      {field.hint}
    </p>
  );
  const message = (
    <p id={errorId} className="error" role="alert">
      {error}
    </p>
  );

  if (field.kind === "radio" || field.kind === "checkboxGroup") {
    const radio = field.kind === "radio";
    const options = field.options ?? [];
    // A group is one field: validate when focus leaves the group, not when it moves between its boxes.
    const onBlur = (event: FocusEvent<HTMLInputElement>) => {
      const group = event.currentTarget.closest("fieldset");
      if (!group?.contains(event.relatedTarget as Node | null)) void registered.onBlur(event);
    };
    return (
      <fieldset
        id={id}
        css={[fieldCss, groupCss(options.length)]}
        data-width="full"
        role={radio ? "radiogroup" : undefined}
        aria-required={radio && required ? true : undefined}
        aria-invalid={radio ? invalid : undefined}
        aria-describedby={describedBy}
      >
        <legend>
          {field.label}
          {mark}
        </legend>
        {hint}
        <div className="choices">
          {options.map((option) => (
            <label key={option.value} className="choice">
              <input
                type={radio ? "radio" : "checkbox"}
                value={option.value}
                aria-invalid={radio ? undefined : invalid}
                {...registered}
                onBlur={onBlur}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  if (field.kind === "consent") {
    return (
      <div css={[fieldCss, consentCss]} data-width="full">
        <div className="consent">
          <input type="checkbox" id={id} aria-required={required || undefined} aria-invalid={invalid} aria-describedby={describedBy} {...registered} />
          <label htmlFor={id}>
            {field.label}
            {mark}
          </label>
        </div>
        {hint}
        {message}
      </div>
    );
  }

  const common = {
    id,
    "aria-required": required || undefined,
    "aria-invalid": invalid,
    "aria-describedby": describedBy,
    autoComplete: field.autocomplete,
    ...registered,
  };
  return (
    <div css={fieldCss} data-width={field.width ?? "full"}>
      <label htmlFor={id}>
        {field.label}
        {mark}
      </label>
      {field.kind === "select" ? (
        <select {...common}>
          <option value="">{field.placeholder ?? ""}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === "textarea" ? (
        <textarea {...common} rows={field.rows ?? 6} placeholder={field.placeholder} />
      ) : (
        <input {...common} type={field.kind} placeholder={field.placeholder} inputMode={field.kind === "tel" ? "tel" : undefined} />
      )}
      {hint}
      {message}
    </div>
  );
});

/** Input borders: darker than `color.line` so a field's edge keeps 3:1 contrast against white. */
const fieldLine = "#8792a2";

const fieldCss = css`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  > label, > legend {
    display: block;
    margin: 0 0 8px;
    padding: 0;
    font-size: 0.9375rem;
    font-weight: 700;
    line-height: 1.5;
    color: ${color.ink};
  }
  .req { margin-left: 3px; color: ${color.danger}; }
  input:not([type="checkbox"]):not([type="radio"]), select, textarea {
    display: block;
    width: 100%;
    min-height: 48px;
    padding: 11px 14px;
    border: 1px solid ${fieldLine};
    border-radius: ${radius.sm}px;
    background-color: #fff;
    font: inherit;
    font-size: 1rem;
    line-height: 1.5;
    color: ${color.ink};
    transition: border-color 0.15s, box-shadow 0.15s;
    /* A focused field stays clear of the fixed header when the browser scrolls it into view. */
    scroll-margin-top: 96px;
    &::placeholder { color: #8590a3; opacity: 1; }
    &:hover { border-color: ${color.muted}; }
    &:focus { outline: none; border-color: ${color.primary}; box-shadow: 0 0 0 3px rgba(31, 111, 235, 0.22); }
    &[aria-invalid="true"] { border-color: ${color.danger}; }
    &[aria-invalid="true"]:focus { box-shadow: 0 0 0 3px rgba(198, 40, 40, 0.18); }
  }
  textarea { resize: vertical; min-height: 140px; }
  select {
    appearance: none;
    padding-right: 44px;
    background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%235d6a80' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E");
    background-repeat: no-repeat;
    background-position: right 14px center;
    cursor: pointer;
  }
  .hint { margin: 6px 0 0; font-size: 0.875rem; color: ${color.muted}; }
  > legend + .hint { margin: -4px 0 10px; }
  .error {
    margin: 6px 0 0;
    font-size: 0.875rem;
    font-weight: 600;
    line-height: 1.5;
    color: ${color.danger};
    &:empty { margin: 0; }
  }
`;

const groupCss = (count: number) => css`
  .choices {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
    ${mq.md} { grid-template-columns: repeat(${count <= 4 ? count : 3}, minmax(0, 1fr)); }
  }
  .choice {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    padding: 10px 14px;
    border: 1px solid ${fieldLine};
    border-radius: ${radius.sm}px;
    background: #fff;
    font-size: 0.9375rem;
    line-height: 1.4;
    color: ${color.body};
    cursor: pointer;
    transition: border-color 0.15s, background-color 0.15s;
    scroll-margin-top: 96px;
    &:hover { border-color: ${color.primary}; }
    &:has(input:checked) { border-color: ${color.primary}; background: ${color.primarySoft}; color: ${color.ink}; font-weight: 600; }
    &:has(input:focus-visible) { outline: 3px solid ${color.primary}; outline-offset: 2px; }
  }
  .choice input { flex: none; width: 18px; height: 18px; margin: 0; accent-color: ${color.primary}; }
  .choice input:focus-visible { outline: none; }
  &[aria-invalid="true"] .choice, .choice:has(input[aria-invalid="true"]) { border-color: ${color.danger}; }
`;

const consentCss = css`
  .consent {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    label { font-weight: 600; color: ${color.ink}; cursor: pointer; }
    input { flex: none; width: 20px; height: 20px; margin: 3px 0 0; accent-color: ${color.primary}; cursor: pointer; scroll-margin-top: 96px; }
  }
`;
