/** What every rule reads: the data (which may not match the schema yet), where things are, and the facts shared by several rules. */
import type { Site } from "../../../src/manifest/site.types.ts";
import { tokenValues, type TokenValues } from "../../../src/manifest/tokens.ts";
import type { Locator, PathSeg } from "../locate.ts";
import type { DocumentOf } from "../parse.ts";
import { SCHEMA } from "../schema-errors.ts";
import { stringsByDefinition, type SchemaNode } from "../schema-walk.ts";

export interface CheckOptions {
  /** Folder that holds the files site.yaml refers to (logo, images, video). */
  publicDir: string;
  /** Calendar year used to fill tokens in links while checking them. */
  year?: number;
  /** yaml's Document of the text, when the caller keeps one (see parse.ts): positions are read from it. */
  document?: DocumentOf;
}

export interface RuleContext {
  site: Site;
  at: Locator;
  schema: SchemaNode;
  options: CheckOptions;
  year: number;
  /** Each page with its index; `path` and `blocks` read defensively. */
  pages: { index: number; path: string | undefined; blocks: Site["pages"][number]["blocks"] }[];
  tokens: TokenValues;
  /** Every string the schema types as `#/definitions/<definition>` (links, files), whatever its key; one walk per check. */
  typed: (definition: string) => { path: PathSeg[]; value: string }[];
}

export function ruleContext(site: Site, at: Locator, options: CheckOptions): RuleContext {
  const year = options.year ?? new Date().getFullYear();
  const pages = (Array.isArray(site?.pages) ? site.pages : []).map((page, i) => ({
    index: i,
    path: typeof page?.path === "string" ? page.path : undefined,
    blocks: Array.isArray(page?.blocks) ? page.blocks : [],
  }));
  const facts = site?.site && typeof site.site === "object" ? site.site : ({} as Site["site"]);
  const tokens = tokenValues({ ...facts, foundingYear: Number(facts.foundingYear) || 0 }, year);
  let strings: ReturnType<typeof stringsByDefinition> | undefined;
  const typed = (definition: string) => (strings ??= stringsByDefinition(SCHEMA, site)).get(definition) ?? [];
  return { site, at, schema: SCHEMA, options, year, pages, tokens, typed };
}
