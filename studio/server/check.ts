/**
 * Studio only: the one door to the check. Everything the studio shows about problems comes from
 * here; each problem carries the data path of its node, so the studio can show it at its field.
 */
import { check } from "../../engine/check/index.ts";
import type { Problem } from "../../engine/core/problem.ts";
import { MAX_ALIAS_COUNT } from "../../engine/check/parse.ts";
import { parsed } from "../core/patch.ts";

export interface CheckResult {
  problems: Problem[];
  /** The data as written (present even when it has problems, unless the YAML itself cannot be read). */
  data?: unknown;
  /** Page path → the line of each of its blocks, for the preview's block marks (a manifest without errors). */
  blockLines?: Record<string, number[]>;
}

/** Checks the text of site.yaml exactly as `npm run check` does; `publicDir` holds the files it links to. */
export function checkSource(source: string, publicDir: string): CheckResult {
  // The positions come from the patcher's Document of this text, which the next change edits: yaml
  // reads each text the studio writes once (it read it twice, here and for the patcher).
  // In the studio's words: no key of site.yaml and no advice about its YAML on the forms.
  const { problems, data, blockLines } = check(source, { publicDir, document: parsed, voice: "studio" });
  // With its defaults, as the site will have it: the preview draws this data, and its blocks read the defaults.
  if (data !== undefined) return { problems, data, blockLines };
  // YAML the check refuses to read (a duplicate key, say) may still be data the forms can show;
  // one it refuses for its aliases (the check's limit, thrown by toJS) is not.
  const doc = parsed(source);
  if (doc.errors.length > 0) return { problems };
  try {
    return { problems, data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch {
    return { problems };
  }
}
