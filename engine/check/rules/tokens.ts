/** Every text: no stray control or invisible characters, and only tokens ({year}, {company}…) that exist. */
import { unknownTokens } from "../../../src/manifest/tokens.ts";
import { closest } from "../closest.ts";
import { badCharacter } from "../limits.ts";
import { withField } from "../locate.ts";
import { say } from "../messages.ts";
import { collector } from "../problem.ts";
import { forEachValue } from "../../core/values.ts";
import type { Problem, RuleContext } from "../types.ts";

export function textProblems({ site, at, tokens }: RuleContext): Problem[] {
  const { problems, error } = collector();
  const names = Object.keys(tokens);
  forEachValue(site, (value, walked) => {
    if (typeof value !== "string") return;
    const bad = badCharacter(value);
    const unknown = unknownTokens(value, names);
    if (!bad && unknown.length === 0) return;
    // The path and the words for the place only when there is a problem: most values have none.
    const path = [...walked];
    const place = withField(at.where(path), at.field(path));
    if (bad) error(at.within(path, bad.char), say("badCharacter", { where: place, char: bad.code, kind: bad.kind }));
    for (const token of unknown) error(at.within(path, `{${token}}`), say("unknownToken", { where: place, token, suggestion: closest(token, names), allowed: names }));
  });
  return problems;
}
