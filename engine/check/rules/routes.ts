/** Pages and redirects: unique paths clear of the build's own folders, and redirects that do not hide a page. */
import { say } from "../messages.ts";
import { normalisePath, reservedFolderOf } from "../../core/page-addresses.ts";
import { reservedPaths } from "../public-dir.ts";
import { collector } from "../problem.ts";
import type { Problem, RuleContext } from "../types.ts";

export function pathProblems({ site, at, pages, options }: RuleContext): Problem[] {
  const { problems, error } = collector();
  const reserved = reservedPaths(options.publicDir);
  // Page path → the index of the first page with it; lines are looked up only for a problem (see parse.ts).
  const firstPage = new Map<string, number>();
  for (const page of pages) {
    if (page.path === undefined) continue;
    const pos = () => at.value(["pages", page.index, "path"]);
    const folder = reservedFolderOf(page.path, reserved);
    if (folder) error(pos(), say("reservedPath", { kind: "page", path: page.path, folder, reserved }));
    const seen = firstPage.get(page.path);
    if (seen !== undefined) error(pos(), say("duplicatePath", { path: page.path, firstLine: at.value(["pages", seen, "path"]).line }));
    else firstPage.set(page.path, page.index);
  }

  // A redirect's page is written where hosts look for its path as they read it ("/privacy/" is "/privacy"),
  // and nginx answers both forms: two redirects whose paths read the same are one location twice.
  const firstRedirect = new Map<string, number>();
  redirectList(site).forEach((r, i) => {
    const from = fromOf(r);
    if (from === undefined) return;
    const pos = () => at.value(["redirects", i, "from"]);
    const folder = reservedFolderOf(from, reserved);
    const seen = firstRedirect.get(from);
    if (seen === undefined) firstRedirect.set(from, i);
    if (from === "/") error(pos(), say("redirectFromHome", { path: r.from }));
    else if (firstPage.has(from)) error(pos(), say("redirectShadowsPage", { path: r.from, page: from }));
    else if (folder) error(pos(), say("reservedPath", { kind: "redirect", path: r.from, folder, reserved }));
    else if (seen !== undefined) error(pos(), say("duplicateRedirect", { path: r.from, first: site.redirects![seen]!.from, firstLine: at.value(["redirects", seen, "from"]).line }));
  });
  return problems;
}

/** Redirects as written: their `from` read as hosts read it → their `to`. */
export function redirectTargets(site: RuleContext["site"]): Map<unknown, unknown> {
  return new Map(redirectList(site).map((r) => [fromOf(r), r?.to]));
}

function redirectList(site: RuleContext["site"]) {
  return Array.isArray(site?.redirects) ? site.redirects : [];
}

function fromOf(r: { from?: unknown } | undefined): string | undefined {
  return typeof r?.from === "string" ? normalisePath(r.from) : undefined;
}
