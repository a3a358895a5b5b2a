import type { SiteInfo } from "./site.types.ts";

/** Built-in token names that may appear as `{name}` in any text of site.yaml; `site.facts` adds its own. */
export const TOKEN_NAMES = ["years", "year", "company", "email", "phone", "fax", "address", "hours"] as const;
export type TokenName = (typeof TOKEN_NAMES)[number];
/** Token name → text: the built-in tokens, then the site's facts. */
export type TokenValues = Record<TokenName, string> & Record<string, string>;

// Single braces only: `{{name}}` is a form-mail placeholder (src/form/template.ts), not a token.
const TOKEN = /(?<!\{)\{([a-zA-Z]+)\}(?!\})/g;

/** The token values for a site in a given calendar year (`year` is the visitor's, not the build's). */
export function tokenValues(site: SiteInfo, year: number): TokenValues {
  const values: TokenValues = {
    years: String(year - site.foundingYear),
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

/** `site.facts`, read defensively: the check also runs on manifests that do not match the schema. */
export function factsOf(site: Pick<SiteInfo, "facts">): Record<string, string> {
  const facts = site.facts;
  if (!facts || typeof facts !== "object" || Array.isArray(facts)) return {};
  return Object.fromEntries(Object.entries(facts).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** Replaces every known `{token}` in `text`; unknown ones stay as written (the check reports them). */
export function fillTokens(text: string, values: TokenValues): string {
  return text.replace(TOKEN, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/** The `{names}` in `text` that are not tokens; `known` defaults to the built-in names (pass the site's to include its facts). */
export function unknownTokens(text: string, known: readonly string[] = TOKEN_NAMES): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]!).filter((name) => !known.includes(name));
}
