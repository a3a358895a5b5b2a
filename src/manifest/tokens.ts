import type { SiteInfo } from "./site.types.ts";

/**
 * Built-in token names that may appear as `{name}` in any text of site.yaml; `site.facts` adds its own.
 * `years` counts whole years since the founding (19 in 2026 for 2007), `nthYear` names the year the
 * company is in (2026 is its 20th: "{nthYear}년째").
 */
export const TOKEN_NAMES = ["years", "nthYear", "year", "company", "email", "phone", "fax", "address", "hours"] as const;
export type TokenName = (typeof TOKEN_NAMES)[number];
/** Token name → text: the built-in tokens, then the site's facts. */
export type TokenValues = Record<TokenName, string> & Record<string, string>;

// Single braces only: `{{name}}` is a form-mail placeholder (src/form/template.ts), not a token.
const TOKEN = /(?<!\{)\{([a-zA-Z]+)\}(?!\})/g;

/** The site as the browser's shell carries it: the facts are written into the pages at build time (engine/vite/manifest-plugin.ts). */
export type ShellSiteInfo = Omit<SiteInfo, "facts"> & { facts?: never };

/** The token values for a site in a given calendar year (`year` is the visitor's, not the build's). */
export function tokenValues(site: SiteInfo | ShellSiteInfo, year: number): TokenValues {
  const values: TokenValues = {
    years: String(year - site.foundingYear),
    nthYear: String(year - site.foundingYear + 1),
    year: String(year),
    company: site.name,
    email: site.email,
    phone: site.phone,
    fax: site.fax,
    address: site.address,
    hours: site.hours,
  };
  // A fact named like a built-in token is an error the check reports; the built-in one wins meanwhile.
  for (const [name, value] of Object.entries(factsOf(site))) if (!Object.hasOwn(values, name)) values[name] = value;
  return values;
}

/**
 * `site.facts` as name → value (site.yaml writes each as `{ value, label }`). Read defensively: the
 * check also runs on manifests that do not match the schema.
 */
export function factsOf(site: { facts?: unknown }): Record<string, string> {
  const facts = site.facts;
  if (!facts || typeof facts !== "object" || Array.isArray(facts)) return {};
  const values: Record<string, string> = {};
  for (const [name, fact] of Object.entries(facts)) if (typeof fact?.value === "string") values[name] = fact.value;
  return values;
}

/** Replaces every known `{token}` in `text`; unknown ones stay as written (the check reports them). */
export function fillTokens(text: string, values: TokenValues): string {
  return text.replace(TOKEN, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/** The `{names}` in `text` that are not tokens; `known` defaults to the built-in names (pass the site's to include its facts). */
export function unknownTokens(text: string, known: readonly string[] = TOKEN_NAMES): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]!).filter((name) => !known.includes(name));
}
