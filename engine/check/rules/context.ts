/** The one context every rule takes (its type is in ../types.ts): made once per check, after the schema has filled in its defaults. */
import type { Site } from "../../../src/manifest/site.types.ts";
import { tokenValues } from "../../../src/manifest/tokens.ts";
import { SCHEMA } from "../schema-errors.ts";
import { stringsByDefinition } from "../../core/schema-walk.ts";
import type { CheckOptions, Places, RuleContext, SchemaNode } from "../types.ts";

/** `schema` is for a test to hand in one of its own. */
export function ruleContext(site: Site, at: Places, options: CheckOptions, schema: SchemaNode = SCHEMA): RuleContext {
  const year = options.year ?? new Date().getFullYear();
  const pages = (Array.isArray(site?.pages) ? site.pages : []).map((page, i) => ({
    index: i,
    path: typeof page?.path === "string" ? page.path : undefined,
    blocks: Array.isArray(page?.blocks) ? page.blocks : [],
  }));
  const facts = site?.site && typeof site.site === "object" ? site.site : ({} as Site["site"]);
  const tokens = tokenValues({ ...facts, foundingYear: Number(facts.foundingYear) || 0 }, year);
  let strings: ReturnType<typeof stringsByDefinition> | undefined;
  const typed = (definition: string) => (strings ??= stringsByDefinition(schema, site)).get(definition) ?? [];
  const made = new Map<(context: RuleContext) => unknown, unknown>();
  const shared = <T>(make: (context: RuleContext) => T): T => {
    if (!made.has(make)) made.set(make, make(context));
    return made.get(make) as T;
  };
  const context: RuleContext = { site, at, schema, options, year, pages, tokens, typed, shared };
  return context;
}
