/** Form blocks: field names, options, rules, and the mail templates that refer to fields by name. */
import type { FormBlock } from "../../../src/manifest/site.types.ts";
import { fillTokens, type TokenValues } from "../../../src/manifest/tokens.ts";
import { isEmail, RULE_KINDS, type RuleName } from "../../../src/form/rules.ts";
import { placeholders, SUBMITTED_AT } from "../../../src/form/template.ts";
import { closest } from "../closest.ts";
import { placeWords, say } from "../messages.ts";
import { collector } from "../problem.ts";
import type { PathSeg, Places, Problem, RuleContext } from "../types.ts";

export function formProblems({ at, pages, tokens }: RuleContext): Problem[] {
  return pages.flatMap((page) =>
    page.blocks.flatMap((block, j) => (block?.type === "form" ? oneForm(block, ["pages", page.index, "blocks", j], at, tokens) : [])),
  );
}

function oneForm(form: FormBlock, blockPath: PathSeg[], at: Places, tokens: TokenValues) {
  const { problems, error } = collector();
  const where = at.where(blockPath);
  const listAt = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

  // Where each name and option value is first written; lines are looked up only for a problem (see parse.ts).
  const names = new Map<string, PathSeg[]>();
  listAt(form.sections).forEach((section, s) =>
    listAt(section?.fields).forEach((field, f) => {
      if (typeof field?.name !== "string") return;
      const fieldPath = [...blockPath, "sections", s, "fields", f];
      const namePath = [...fieldPath, "name"];
      const first = names.get(field.name);
      if (first !== undefined) error(at.value(namePath), say("duplicateFieldName", { where, name: field.name, firstLine: at.value(first).line }));
      else names.set(field.name, namePath);
      if (field.name === SUBMITTED_AT) error(at.value(namePath), say("reservedFieldName", { where, name: field.name }));

      const needsOptions = field.kind === "select" || field.kind === "radio" || field.kind === "checkboxGroup";
      if (needsOptions && field.options === undefined) error(at.key([...fieldPath, "kind"]), say("missingOptions", { where, name: field.name, kind: field.kind }));
      const values = new Map<string, PathSeg[]>();
      listAt(field.options).forEach((option, o) => {
        if (typeof option?.value !== "string") return;
        const valuePath = [...fieldPath, "options", o, "value"];
        const seen = values.get(option.value);
        if (seen !== undefined) error(at.value(valuePath), say("duplicateOptionValue", { where, name: field.name, value: option.value, firstLine: at.value(seen).line }));
        else values.set(option.value, valuePath);
      });

      for (const [rule, kinds] of Object.entries(RULE_KINDS) as [RuleName, readonly string[]][]) {
        if (field.rules?.[rule] && typeof field.kind === "string" && !kinds.includes(field.kind)) {
          error(at.key([...fieldPath, "rules", rule]), say("ruleNotForKind", { where, name: field.name, rule, kind: field.kind, kinds }));
        }
      }
      const pattern = field.rules?.pattern?.value;
      if (typeof pattern === "string") {
        try {
          new RegExp(pattern, "u");
        } catch {
          error(at.value([...fieldPath, "rules", "pattern", "value"]), say("badPattern", { where, name: field.name, pattern }));
        }
      }
    }),
  );

  const mail = form.mail;
  if (!mail || typeof mail !== "object") return problems;
  const mailPath = [...blockPath, "mail"];
  if (typeof mail.to === "string" && !isEmail(fillTokens(mail.to, tokens).trim())) {
    error(at.value([...mailPath, "to"]), say("badMailTarget", { where, value: mail.to }));
  }
  const allowed = [...new Set([...names.keys(), SUBMITTED_AT])];
  const checkTemplate = (path: PathSeg[], template: unknown, place: string) => {
    if (typeof template !== "string") return;
    for (const p of placeholders(template)) {
      if (allowed.includes(p.name)) continue;
      error(at.within(path, p.raw), say("unknownTemplateField", { where, place, placeholder: p.raw, suggestion: closest(p.name, allowed), allowed }));
    }
  };
  checkTemplate([...mailPath, "subject"], mail.subject, placeWords.mailSubject);
  listAt(mail.sections).forEach((section, s) =>
    listAt(section?.lines).forEach((line, l) => checkTemplate([...mailPath, "sections", s, "lines", l], line, placeWords.mailLine(section.title, l))),
  );
  return problems;
}
