/** Studio only: what every field of a form is drawn with (studio/client/fields.tsx and the fields it holds, such as upload.tsx). */
import type { Targets } from "../../engine/core/links.ts";
import type { Problem } from "../../engine/core/problem.ts";
import type { Session } from "./session.ts";

export interface FormContext {
  session: Session;
  /** The site facts, for the values of {tokens}. */
  site: any;
  /** Problems by JSON of their data path. */
  problems: Map<string, Problem[]>;
  /** Every route and its #ids, for link fields. */
  targets: Targets;
}
