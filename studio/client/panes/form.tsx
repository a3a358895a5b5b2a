/** Studio only: the third pane, the form of what is selected (a shared part, a page's information, a block), with its problems. */
import type { Path } from "../../core/edits.ts";
import { fieldId, FieldList, ProblemText } from "../fields.tsx";
import type { FormContext } from "../form-context.ts";
import { dataPath, formTarget, pathKey, type Selection } from "../model.ts";
import type { Problem } from "../../../engine/core/problem.ts";
import { getIn } from "../session.ts";
import { schema } from "../../core/schema.ts";

export function FormPane({ selection, data, ctx, problems, rename, edit }: { selection: Selection; data: any; ctx: FormContext; problems: Problem[]; rename: () => void; edit: (path: Path) => void }) {
  const { title, help, path, schema: nodeSchema, skip, problems: here } = formTarget(selection, data, problems);
  const value = getIn(data, path);
  return (
    <section className="pane form" aria-labelledby="form-title" onFocus={(e) => edit(dataPath(e.target.closest("[data-path]")?.getAttribute("data-path")))}>
      <h2 id="form-title">{title}</h2>
      {help && <p className="help form-help">{help}</p>}
      {here.length > 0 && (
        <div className="form-problems" role="alert">
          <p>이곳의 문제 {here.length}건</p>
          <ul>
            {here.map((p, i) => (
              <li key={i} className={p.severity}>
                <ProblemText problem={p} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {value === undefined ? (
        <p className="help">아직 없습니다.</p>
      ) : nodeSchema?.type === "array" ? (
        // A top-level list (redirects) is one list field of the whole document.
        <FieldList schema={{ type: "object", properties: { [path[0] as string]: schema.properties[path[0] as string] } }} path={[]} value={data} ctx={ctx} />
      ) : nodeSchema ? (
        <>
          {skip.includes("path") && <PathField path={[...path, "path"]} value={value.path} rename={rename} ctx={ctx} />}
          <FieldList schema={nodeSchema} path={path} value={value} ctx={ctx} skip={skip} />
        </>
      ) : (
        <p className="help">알 수 없는 블록 종류입니다. 위 메시지를 따라 블록 종류를 고치거나, 이 블록을 지워 주세요.</p>
      )}
    </section>
  );
}


/** A page's address, shown but changed only through 주소 바꾸기: typed here, each keystroke would be a new address (the first "/" the home page's). */
function PathField({ path, value, rename, ctx }: { path: Path; value: string; rename: () => void; ctx: FormContext }) {
  const id = fieldId(path);
  const problems = ctx.problems.get(pathKey(path));
  return (
    <div className="field field-path" data-path={path.join(".")}>
      <label htmlFor={id}>페이지 주소</label>
      <div className="row">
        <input id={id} value={value ?? ""} readOnly aria-describedby={`${id}-help`} />
        <button type="button" onClick={rename} aria-label="이 페이지의 주소 바꾸기">
          주소 바꾸기
        </button>
      </div>
      <p className="help" id={`${id}-help`}>
        주소는 &lsquo;주소 바꾸기&rsquo;에서 바꿉니다. 이 페이지를 가리키는 링크도 함께 바뀌고, 옛 주소로 오는 방문자는 새 주소로 보낼 수 있습니다.
      </p>
      {problems?.map((p, i) => (
        <p key={i} className="field-problems">
          <ProblemText problem={p} />
        </p>
      ))}
    </div>
  );
}
