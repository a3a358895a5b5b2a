/**
 * Studio only: a form's option (#/definitions/formOption). Its value is a code written into the
 * mail and the records, which the visitor never sees; the editor works with its label. The label
 * comes first, the value is made from it (a new option starts with the two the same, and while
 * they are the same the value follows the label), and a value that differs is explained in words.
 */
import { josa } from "../../engine/core/particles.ts";
import { fieldsOf } from "../core/schema.ts";
import { Field, type FormContext } from "./fields.tsx";
import type { Path } from "../core/patch.ts";
import { getIn } from "./session.ts";

/** Whether a schema is a form's option. */
export const isOption = (schema: { $def?: string }) => schema.$def === "formOption";

export function OptionFields({ schema, path, value, ctx }: { schema: Record<string, any>; path: Path; value: { value?: unknown; label?: unknown }; ctx: FormContext }) {
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
