/**
 * Studio only: the form fields, one component per kind of value, all made from the schema
 * (studio/core/schema.ts). Plain React, no form library: every keystroke goes straight to the
 * session, which shows it at once and writes it to site.yaml when typing pauses; validation is the
 * check itself, run by the server, so there is no second set of rules to keep in step.
 */
import { memo, useState, type DragEvent, type KeyboardEvent, type ReactNode } from "react";
import { Icon, type IconKey } from "../../src/ui/icon.tsx";
import { fillTokens, tokenValues } from "../../src/manifest/tokens.ts";
import type { Change, Path } from "../core/edits.ts";
import { fieldOf, fieldsOf, resolve, shownHelp, skeleton, valueLabel, type FieldSpec, type Schema } from "../core/schema.ts";
import { focusNew } from "./focus.ts";
import { Together, useHolder } from "./together.tsx";
import { linkOptions } from "./links.ts";
import { columnAdded, columnRemoved, pathKey } from "./model.ts";
import { AssetInput } from "./upload.tsx";
import type { FormContext } from "./form-context.ts";
import { josa } from "../../engine/core/particles.ts";
import type { Problem } from "../../engine/core/problem.ts";
import { getIn } from "./session.ts";

export const fieldId = (path: Path) => "f-" + path.join("-").replace(/[^a-zA-Z0-9-]/g, "_");

/** A problem's words: what is wrong, then what to do on a line of its own. */
export function ProblemText({ problem }: { problem: Problem }) {
  const { message, hint } = problem;
  const what = hint && message.endsWith(hint) ? message.slice(0, -hint.length).trimEnd() : message;
  return (
    <>
      {problem.severity === "warning" ? "경고: " : ""}
      {what}
      {what !== message && <span className="hint">{hint}</span>}
    </>
  );
}

/** The problems at exactly `path`, in Korean, tied to the field by its id. */
function Problems({ list, id }: { list: Problem[] | undefined; id: string }) {
  if (!list?.length) return null;
  return (
    <ul className="field-problems" id={id}>
      {list.map((p, i) => (
        <li key={i} className={p.severity}>
          <ProblemText problem={p} />
        </li>
      ))}
    </ul>
  );
}

type FieldProps = { spec: FieldSpec; path: Path; value: unknown; ctx: FormContext };

/**
 * One field of any kind. Drawn again only when its value, its spec or the context changed: the
 * session keeps the identity of every value a keystroke did not touch, so typing in one field
 * redraws that field and its parents, not the whole form (icon pickers are large).
 */
export const Field = memo(AnyField, (a: FieldProps, b: FieldProps) => a.value === b.value && a.ctx === b.ctx && pathKey(a.path) === pathKey(b.path) && a.spec.schema === b.spec.schema && a.spec.label === b.spec.label && a.spec.required === b.spec.required);

/** A datalist, drawn again only when its values change. */
export const Options = memo(
  function Options({ id, values }: { id: string; values: string[] }) {
    return (
      <datalist id={id}>
        {values.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
    );
  },
  (a, b) => a.id === b.id && a.values.join("\n") === b.values.join("\n"),
);

function AnyField({ spec, path, value, ctx }: FieldProps) {
  switch (spec.kind) {
    case "object":
      return <ObjectField spec={spec} path={path} value={value} ctx={ctx} />;
    case "choice":
      return <ChoiceField spec={spec} path={path} value={value} ctx={ctx} />;
    case "list":
      return <ListField spec={spec} path={path} value={value} ctx={ctx} />;
    default:
      return <ScalarField spec={spec} path={path} value={value} ctx={ctx} />;
  }
}

function Label({ spec, id }: { spec: FieldSpec; id: string }) {
  return (
    <label htmlFor={id}>
      {spec.label}
      {spec.required && (
        <span className="required" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

/** A value in one control: text, long text, link, file, icon, choice of values, number, yes/no. */
function ScalarField({ spec, path, value, ctx }: { spec: FieldSpec; path: Path; value: unknown; ctx: FormContext }) {
  const id = fieldId(path);
  const problems = ctx.problems.get(pathKey(path));
  const described = [spec.help ? `${id}-help` : "", problems ? `${id}-problems` : ""].filter(Boolean).join(" ") || undefined;
  // Someone who came first is typing here: read-only until they leave it (studio/client/together.tsx).
  const holder = useHolder(path);
  const common = {
    id,
    "aria-describedby": described,
    "aria-invalid": problems?.some((p) => p.severity === "error") || undefined,
    "aria-required": spec.required || undefined,
    ...(holder ? { readOnly: true, "aria-readonly": true, "data-held-by": holder.name } : {}),
  };
  // An emptied optional field is taken out of site.yaml, not left as an empty text. A held field takes nothing (a select or a switch has no read-only).
  const put = (next: unknown) => void (holder || (spec.typed?.(next), ctx.session.type(path, next === "" && !spec.required ? undefined : next)));
  // An emptied optional field is taken out of site.yaml, not left as an empty text.

  const text = value === undefined || value === null ? "" : String(value);
  const placeholder = spec.default !== undefined ? `기본값: ${valueLabel(spec, spec.default)}` : undefined;
  let control: ReactNode;
  switch (spec.kind) {
    case "const":
      control = <input {...common} value={text} readOnly />;
      break;
    case "enum":
      control = (
        <select {...common} value={text} onChange={(e) => put(e.target.value === "" ? undefined : typeof spec.enum?.[0] === "number" ? Number(e.target.value) : e.target.value)}>
          {(!spec.required || text === "") && <option value="">{placeholder ? `(${placeholder})` : "(선택 안 함)"}</option>}
          {spec.enum?.map((option) => (
            <option key={String(option)} value={String(option)}>
              {valueLabel(spec, option)}
            </option>
          ))}
        </select>
      );
      break;
    case "number":
      control = <input {...common} type="number" value={text} placeholder={placeholder} min={spec.schema.minimum} max={spec.schema.maximum} onChange={(e) => put(e.target.value === "" ? undefined : Number(e.target.value))} />;
      break;
    case "boolean":
      // A switch: on or off, never the word "true" typed in.
      control = (
        <span className="switch">
          <input {...common} type="checkbox" role="switch" checked={value === true} onChange={(e) => put(e.target.checked)} />
          <span aria-hidden="true">{value === true ? "예" : "아니요"}</span>
        </span>
      );
      break;
    case "longText":
      control = <textarea {...common} rows={Math.min(8, Math.max(3, Math.ceil(text.length / 38)))} value={text} placeholder={placeholder} onChange={(e) => put(e.target.value)} />;
      break;
    case "link":
      control = (
        <>
          <input {...common} value={text} list={`${id}-links`} placeholder={placeholder} onChange={(e) => put(e.target.value)} />
          <Options id={`${id}-links`} values={linkOptions(ctx.targets, text)} />
        </>
      );
      break;
    case "asset":
      control = <AssetInput common={common} text={text} put={put} ctx={ctx} label={spec.label} path={path} />;
      break;
    case "icon":
      return <IconField spec={spec} path={path} value={text} put={put} problems={problems} />;
    default:
      control = <input {...common} value={text} placeholder={placeholder} onChange={(e) => put(e.target.value)} />;
  }
  return (
    <div className={`field field-${spec.kind}`} data-path={path.join(".")}>
      <Label spec={spec} id={id} />
      {control}
      {spec.help && (
        <p className="help" id={`${id}-help`}>
          {shownHelp(spec)}
        </p>
      )}
      <TokenPreview text={text} ctx={ctx} />
      <Together path={path} session={ctx.session} holder={holder} />
      <Problems list={problems} id={`${id}-problems`} />
    </div>
  );
}

/** A text with `{tokens}`, shown as the visitor reads it. */
function TokenPreview({ text, ctx }: { text: string; ctx: FormContext }) {
  if (!/\{[a-z]+\}/i.test(text) || !ctx.site) return null;
  let shown: string;
  try {
    shown = fillTokens(text, tokenValues(ctx.site, new Date().getFullYear()));
  } catch {
    return null;
  }
  return <p className="tokens">보이는 글: {shown}</p>;
}

/** The icon set as a group of radio buttons, each with its picture. */
function IconField({ spec, path, value, put, problems }: { spec: FieldSpec; path: Path; value: string; put: (v: unknown) => void; problems: Problem[] | undefined }) {
  const id = fieldId(path);
  return (
    <fieldset className="field field-icon" data-path={path.join(".")} aria-describedby={problems ? `${id}-problems` : undefined}>
      <legend>
        {spec.label}
        {spec.required && <span className="required"> *</span>}
      </legend>
      <div className="icons">
        {!spec.required && (
          <label className={value === "" ? "on" : ""}>
            <input type="radio" name={id} checked={value === ""} onChange={() => put(undefined)} />
            <span>없음</span>
          </label>
        )}
        {spec.enum?.map((name) => (
          <label key={String(name)} className={value === name ? "on" : ""} title={String(name)}>
            <input type="radio" name={id} value={String(name)} checked={value === name} onChange={() => put(name)} />
            <Icon name={name as IconKey} size={20} />
            <span>{String(name)}</span>
          </label>
        ))}
      </div>
      <Problems list={problems} id={`${id}-problems`} />
    </fieldset>
  );
}

/** An object: its fields in a group; an optional one that is absent can be added. */
function ObjectField({ spec, path, value, ctx }: { spec: FieldSpec; path: Path; value: unknown; ctx: FormContext }) {
  const problems = ctx.problems.get(pathKey(path));
  const id = fieldId(path);
  if (value === undefined || value === null) {
    return (
      <div className="field field-absent" data-path={path.join(".")}>
        <span>{spec.label}</span>
        <button type="button" onClick={() => void ctx.session.change([{ op: "set", path, value: skeleton(spec.schema, spec.key) }])}>
          {spec.label} 추가
        </button>
        <Problems list={problems} id={`${id}-problems`} />
      </div>
    );
  }
  return (
    <fieldset className="field field-object" data-path={path.join(".")}>
      <legend>{spec.label}</legend>
      {spec.help && <p className="help">{spec.help}</p>}
      <Problems list={problems} id={`${id}-problems`} />
      {isOption(spec.schema) ? <OptionFields schema={spec.schema} path={path} value={value} ctx={ctx} /> : <FieldList schema={spec.schema} path={path} value={value} ctx={ctx} />}
      {!spec.required && (
        <button type="button" className="quiet" onClick={() => void ctx.session.change([{ op: "delete", path }])}>
          {spec.label} 빼기
        </button>
      )}
    </fieldset>
  );
}

/** The fields of an object schema for the object at `path`. */
export function FieldList({ schema, path, value, ctx, skip = [] }: { schema: Schema; path: Path; value: any; ctx: FormContext; skip?: string[] }) {
  const fields = fieldsOf(schema).filter((f) => !skip.includes(f.key));
  return <Fields key={pathKey(path)} fields={fields} path={path} value={value} ctx={ctx} />;
}

/**
 * The fields, the optional ones that were empty when the form opened folded under 더 보기. Decided
 * once per object shown, so a field being filled in does not jump away from under the cursor. An
 * item of a list folds only what none of its kind in the list fills in: a new card shows the
 * fields the cards beside it show (its 카드 설명 was under 더 보기).
 */
function Fields({ fields, path, value, ctx }: { fields: FieldSpec[]; path: Path; value: any; ctx: FormContext }) {
  const [folded] = useState(() => {
    const list = typeof path[path.length - 1] === "number" ? getIn(ctx.session.data, path.slice(0, -1)) : undefined;
    const kin: any[] = Array.isArray(list) ? list.filter((item) => item?.type === value?.type) : [value];
    return new Set(fields.filter((f) => !f.required && kin.every((item) => item?.[f.key] === undefined)).map((f) => f.key));
  });
  const field = (f: FieldSpec) => <Field key={f.key} spec={f} path={[...path, f.key]} value={value?.[f.key]} ctx={ctx} />;
  const more = fields.filter((f) => folded.has(f.key));
  return (
    <>
      {fields.filter((f) => !folded.has(f.key)).map(field)}
      {more.length > 0 && (
        <details className="more">
          <summary>더 보기 ({more.map((f) => f.label).join(", ")})</summary>
          {more.map(field)}
        </details>
      )}
    </>
  );
}

/** An object that holds exactly one of its properties: pick which, then fill it in. */
function ChoiceField({ spec, path, value, ctx }: { spec: FieldSpec; path: Path; value: unknown; ctx: FormContext }) {
  const options = fieldsOf(spec.schema);
  const current = options.find((o) => value && typeof value === "object" && o.key in value) ?? options[0]!;
  const id = fieldId(path);
  const swap = (key: string) => {
    const next = options.find((o) => o.key === key)!;
    void ctx.session.change([{ op: "set", path, value: { [key]: skeleton(next.schema, key) } }]);
  };
  return (
    <fieldset className="field field-choice" data-path={path.join(".")}>
      <legend>{spec.label}</legend>
      <label htmlFor={`${id}-kind`}>종류</label>
      <select id={`${id}-kind`} value={current.key} onChange={(e) => swap(e.target.value)}>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
      <Problems list={ctx.problems.get(pathKey(path))} id={`${id}-problems`} />
      <Field spec={current} path={[...path, current.key]} value={(value as any)?.[current.key]} ctx={ctx} />
    </fieldset>
  );
}

/** A list: add, remove, duplicate, and reorder by drag or by keyboard (Alt+↑/↓ on an item's handle). */
function ListField({ spec, path, value, ctx }: { spec: FieldSpec; path: Path; value: unknown; ctx: FormContext }) {
  const items = Array.isArray(value) ? value : [];
  const id = fieldId(path);
  const itemSchema = spec.schema.items as Schema;
  const itemKind = fieldOf("", itemSchema, true).kind;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    void ctx.session.change([{ op: "move", path, from, to }]).then(() => document.getElementById(`${id}-item-${to}`)?.focus());
  };
  const names = listNames(spec, path);
  // A table's new row has a cell under each column.
  const columns = names.item === "행" ? getIn(ctx.session.data, [...path.slice(0, -1), "columns"]) : undefined;
  const fresh = Array.isArray(columns) && columns.length > 0 ? columns.map(() => "새 칸") : skeleton(itemSchema);
  // The new item (or copy) is shown at once: it comes into view and takes the keyboard, its first field if it has one.
  const shownItem = (i: number) => () => document.getElementById(`${id}-item-${i}`)?.closest("li")?.querySelector(".field") ?? document.getElementById(`${id}-item-${i}`);
  const add = () => {
    void ctx.session.change(columnAdded(ctx.session.data, path) ?? [{ op: "insert", path: [...path, items.length], value: fresh }]);
    focusNew(shownItem(items.length));
  };
  // A table's cell goes with its column, as 칸 추가 adds one: a row is never left short of the columns.
  const removal = (i: number, item: unknown): [Change[], string] => {
    const column = columnRemoved(ctx.session.data, [...path, i]);
    return column ? [column.changes, itemName(`${i + 1}번째 열`, column.title)] : [[{ op: "delete", path: [...path, i] }], itemName(`${i + 1}번째 ${names.item}`, item)];
  };
  const onKey = (i: number) => (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
    e.preventDefault();
    move(i, e.key === "ArrowUp" ? i - 1 : i + 1);
  };
  const problems = ctx.problems.get(pathKey(path));
  return (
    <fieldset className="field field-list" data-path={path.join(".")}>
      <legend>
        {spec.label}
        {spec.required && <span className="required"> *</span>} <span className="count">{items.length}개</span>
      </legend>
      {spec.help && <p className="help">{spec.help}</p>}
      <Problems list={problems} id={`${id}-problems`} />
      <ol className="items">
        {items.map((item, i) => {
          const itemSpec = { ...fieldOf(String(i + 1), itemSchema, true), label: `${i + 1}번째 ${names.item}`, help: undefined };
          const simple = itemKind !== "object" && itemKind !== "list" && itemKind !== "choice";
          return (
            <li
              key={i}
              className={simple ? "item simple" : "item"}
              onDragOver={(e: DragEvent) => dragFrom !== null && e.preventDefault()}
              onDrop={(e: DragEvent) => {
                e.preventDefault();
                if (dragFrom !== null) move(dragFrom, i);
                setDragFrom(null);
              }}
            >
              <div className="item-bar">
                <button
                  type="button"
                  id={`${id}-item-${i}`}
                  className="handle"
                  draggable
                  onDragStart={() => setDragFrom(i)}
                  onKeyDown={onKey(i)}
                  aria-label={`${i + 1}번째 ${names.item}: 끌어서 옮기거나 Alt+위/아래 화살표로 옮기기`}
                >
                  <span aria-hidden="true">⠿ </span>
                  {i + 1}번째
                </button>
                <span className="summary">{summary(item)}</span>
                <button type="button" onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={`${i + 1}번째 ${names.item} 위로`}>
                  ↑
                </button>
                <button type="button" onClick={() => move(i, i + 1)} disabled={i === items.length - 1} aria-label={`${i + 1}번째 ${names.item} 아래로`}>
                  ↓
                </button>
                <button type="button" onClick={() => (void ctx.session.change([{ op: "duplicate", path: [...path, i] }]), focusNew(shownItem(i + 1)))} aria-label={`${i + 1}번째 ${names.item} 복제`}>
                  복제
                </button>
                <button type="button" onClick={() => void ctx.session.remove(...removal(i, item))} aria-label={`${i + 1}번째 ${names.item} 삭제`}>
                  삭제
                </button>
              </div>
              <Field spec={itemSpec} path={[...path, i]} value={item} ctx={ctx} />
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={add}>
        + {names.item} 추가
      </button>
    </fieldset>
  );
}

/** What a list's items are called: a table's rows and a row's cells by those words, any other list by its label. */
function listNames(spec: FieldSpec, path: Path): { item: string } {
  if (spec.key === "rows" && (spec.schema.items as Schema)?.type === "array") return { item: "행" };
  if (path[path.length - 2] === "rows" && typeof path[path.length - 1] === "number") return { item: "칸" };
  return { item: spec.label };
}

/** Whether a schema is a form's option. */
const isOption = (schema: { $def?: string }) => schema.$def === "formOption";

/**
 * A form's option (#/definitions/formOption). Its value is a code written into the
 * mail and the records, which the visitor never sees; the editor works with its label. The label
 * comes first, the value is made from it (a new option starts with the two the same, and while
 * they are the same the value follows the label), and a value that differs is explained in words.
 */
function OptionFields({ schema, path, value, ctx }: { schema: Record<string, any>; path: Path; value: { value?: unknown; label?: unknown }; ctx: FormContext }) {
  const fields = fieldsOf(schema);
  const labelSpec = fields.find((f) => f.key === "label")!;
  const valueSpec = fields.find((f) => f.key === "value")!;
  // Read when typed, not when drawn: the value may have been edited since this field was last drawn.
  const follow = (next: unknown) => {
    const now = getIn(ctx.session.data, path) as typeof value | undefined;
    if (now?.value === now?.label && typeof next === "string" && next !== "") ctx.session.type([...path, "value"], next);
  };
  const same = value.value === value.label;
  return (
    <>
      <Field spec={{ ...labelSpec, typed: follow }} path={[...path, "label"]} value={value.label} ctx={ctx} />
      <Field spec={{ ...valueSpec, help: undefined }} path={[...path, "value"]} value={value.value} ctx={ctx} />
      <p className="help option-help">
        {same
          ? "선택지 값은 보내는 메일과 문의 기록에 적히는 글자입니다. 지금은 이름표와 같아, 이름표를 고치면 함께 바뀝니다."
          : `선택지 값 ${josa(`'${String(value.value ?? "")}'`, "은/는")} 보내는 메일과 문의 기록에 적히는 글자이고, 방문자에게는 ${josa(`'${String(value.label ?? "")}'`, "이/가")} 보입니다. 이미 받은 문의와 맞추려면 그대로 두세요.`}
      </p>
    </>
  );
}

/** An item as the deletion's notice names it: its place and a few of its words ("2번째 카드 ‘클라우드 전환’"). */
export function itemName(place: string, item: unknown): string {
  const words = summary(item);
  return words ? `${place} ‘${words}’` : place;
}

/** A few words that tell one item from another in a list. */
export function summary(item: unknown): string {
  if (item === null || item === undefined) return "";
  if (typeof item !== "object") return String(item).slice(0, 40);
  const record = item as Record<string, unknown>;
  for (const key of ["title", "label", "q", "name", "caption", "value", "path", "from", "p"]) {
    if (typeof record[key] === "string") return (record[key] as string).slice(0, 40);
  }
  return Array.isArray(item) ? item.map(summary).join(", ").slice(0, 40) : "";
}

export { resolve };
