import type { SiteInfo } from "./site.types.ts";

/** Token names that may appear as `{name}` in any text of site.yaml. */
export const TOKEN_NAMES = ["years", "year", "company", "email", "phone", "fax", "address", "hours"] as const;
export type TokenName = (typeof TOKEN_NAMES)[number];
export type TokenValues = Record<TokenName, string>;

// Single braces only: `{{name}}` is a form-mail placeholder (src/form/template.ts), not a token.
const TOKEN = /(?<!\{)\{([a-zA-Z]+)\}(?!\})/g;

/** The token values for a site in a given calendar year (`year` is the visitor's, not the build's). */
export function tokenValues(site: SiteInfo, year: number): TokenValues {
  return {
    years: String(year - site.foundingYear),
    year: String(year),
    company: site.name,
    email: site.email,
    phone: site.phone,
    fax: site.fax,
    address: site.address,
    hours: site.hours,
  };
}

/** Replaces every known `{token}` in `text`; unknown ones stay as written (the check reports them). */
export function fillTokens(text: string, values: TokenValues): string {
  return text.replace(TOKEN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as TokenName] : whole,
  );
}

/** The `{names}` in `text` that are not tokens. */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)]
    .map((m) => m[1]!)
    .filter((name) => !(TOKEN_NAMES as readonly string[]).includes(name));
}
