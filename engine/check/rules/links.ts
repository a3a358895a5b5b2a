/**
 * Links: every value the schema types as a link (`#/definitions/href`), whatever its key, leads
 * somewhere: a page or a redirect of this site, a block id on that page, or a safe outside address.
 */
import { fillTokens } from "../../../src/manifest/tokens.ts";
import { isEmail } from "../../../src/form/rules.ts";
import { linkHash, linkPath } from "../../core/links.ts";
import { closest } from "../closest.ts";
import { withField } from "../locate.ts";
import { say } from "../messages.ts";
import { collector } from "../problem.ts";
import type { Problem, RuleContext, Said } from "../types.ts";
import { idsOfPages } from "./ids.ts";
import { redirectTargets } from "./paths.ts";

export function linkProblems({ site, at, pages, tokens, typed, shared }: RuleContext): Problem[] {
  const { problems, error } = collector();
  const pageIds = shared(idsOfPages).byPath;
  const redirects = redirectTargets(site);
  for (const { path, value } of typed("href")) {
    const currentPage = path[0] === "pages" ? pages[path[1] as number]?.path : undefined;
    const problem = checkLink(fillTokens(value, tokens), currentPage, pageIds, redirects);
    if (problem) error(at.value(path), problem({ where: withField(at.where(path), at.field(path)), href: value }));
  }
  return problems;
}

type LinkProblem = (p: { where: string; href: string }) => Said;

/** What is wrong with a link, or undefined when it is fine. Tokens are already filled in. */
function checkLink(href: string, currentPage: string | undefined, pageIds: Map<string, Set<string>>, redirects: Map<unknown, unknown>): LinkProblem | undefined {
  if (/^https?:\/\/[^/\s]+/i.test(href)) return URL.canParse(href) ? undefined : (p) => say("unsafeLink", p);
  if (/^(mailto:\S+|tel:\+?[0-9\-() ]+)$/i.test(href)) return undefined;
  if (isEmail(href.trim())) return (p) => say("mailtoMissing", p);
  if (!href.startsWith("/") && !href.startsWith("#")) {
    // "helpdesk" for "#helpdesk": a block id of this page, written without its "#".
    const id = closest(href, [...(pageIds.get(currentPage ?? "") ?? [])]);
    return id ? (p) => say("sectionLinkWithoutHash", { ...p, id }) : (p) => say("unsafeLink", p);
  }
  if (href.startsWith("//")) return (p) => say("unsafeLink", p);

  const hash = linkHash(href);
  const path = (linkPath(href) || currentPage) ?? "/";
  const redirected = redirects.get(path);
  const target = pageIds.has(path) ? path : typeof redirected === "string" ? linkPath(redirected) || "/" : undefined;
  if (target === undefined || !pageIds.has(target)) {
    const suggestion = closest(path, [...pageIds.keys()]);
    return (p) => say("missingRoute", { ...p, suggestion });
  }
  if (hash && !pageIds.get(target)!.has(hash)) {
    const suggestion = closest(hash, [...pageIds.get(target)!]);
    return (p) => say("missingHash", { ...p, page: target, hash, suggestion });
  }
  return undefined;
}
