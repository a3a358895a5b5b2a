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
import { redirectTargets } from "./routes.ts";

export function linkProblems({ site, at, pages, tokens, typed, shared }: RuleContext): Problem[] {
  const { problems, error } = collector();
  const pageIds = shared(idsOfPages).byPath;
  const redirects = redirectTargets(site);
  // A page path written twice: a page whose path was changed to another's leaves its links without a target.
  const seen = new Set<string>();
  const twice = pages.find((page) => page.path !== undefined && (seen.has(page.path) || (seen.add(page.path), false)));
  let line: number | undefined;
  const duplicate = twice && (() => ({ path: twice.path!, line: (line ??= at.value(["pages", twice.index, "path"]).line) }));
  for (const { path, value } of typed("href")) {
    const currentPage = path[0] === "pages" ? pages[path[1] as number]?.path : undefined;
    const problem = checkLink(fillTokens(value, tokens), currentPage, pageIds, redirects, duplicate);
    if (problem) error(at.value(path), problem({ where: withField(at.where(path), at.field(path)), href: value }));
  }
  return problems;
}

type LinkProblem = (p: { where: string; href: string }) => Said;

/**
 * What is wrong with a link, or undefined when it is fine. Tokens are already filled in;
 * `duplicate` names a page path written twice, which a link to no page likely follows from.
 */
function checkLink(
  href: string,
  currentPage: string | undefined,
  pageIds: Map<string, Set<string>>,
  redirects: Map<unknown, unknown>,
  duplicate?: () => { path: string; line: number },
): LinkProblem | undefined {
  if (/^https?:\/\/[^/\s]+/i.test(href)) return outsideLink(href);
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
    return (p) => say("missingRoute", { ...p, suggestion, duplicate: duplicate?.() });
  }
  if (hash && !pageIds.get(target)!.has(hash)) {
    const suggestion = closest(hash, [...pageIds.get(target)!]);
    return (p) => say("missingHash", { ...p, page: target, hash, suggestion });
  }
  return undefined;
}

/**
 * What is wrong with an address of another site: only https:// (a plain http:// page can be read
 * and changed on the way), and no "name@" before the host, which shows a visitor one site's name
 * and takes them to another ("https://www.bank.co.kr@evil.example").
 */
function outsideLink(href: string): LinkProblem | undefined {
  if (!URL.canParse(href)) return (p) => say("unsafeLink", p);
  const url = new URL(href);
  if (url.protocol === "http:") return (p) => say("httpLink", { ...p, fixed: `https${href.slice(4)}` });
  if (/^https:\/\/[^/?#]*@/i.test(href)) return (p) => say("linkUserinfo", { ...p, host: url.host });
  return undefined;
}
