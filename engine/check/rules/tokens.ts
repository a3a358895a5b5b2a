/** Every text: no stray control or invisible characters, and only tokens ({year}, {company}…) that exist. */
import { unknownTokens } from "../../../src/manifest/tokens.ts";
import { badCharacter } from "../limits.ts";
import { walk, withField } from "../locate.ts";
import { say } from "../messages.ts";
import { collector } from "../problem.ts";
import type { RuleContext } from "./context.ts";

export function textProblems({ site, at, tokens }: RuleContext) {
  const { problems, error } = collector();
  const names = Object.keys(tokens);
  walk(site, [], (value, path) => {
    if (typeof value !== "string") return;
    // Words for the place only when there is a problem: most of a large manifest's check time went to them.
    const place = () => withField(at.where(path), at.field(path));
    const bad = badCharacter(value);
    if (bad) error(at.within(path, bad.char), say("badCharacter", { where: place(), char: bad.code, kind: bad.kind }));
    for (const token of unknownTokens(value, names)) error(at.value(path), say("unknownToken", { where: place(), token, allowed: names }));
  });
  return problems;
}
