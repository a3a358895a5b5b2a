/**
 * The check's last stage, run once there are no errors: content that works but hurts search
 * results, sharing or accessibility, reported as warnings.
 */
import { fillTokens, tokenValues } from "../../src/manifest/tokens.ts";
import { say } from "./messages.ts";
import { collector } from "./problem.ts";
import { wrappedInCurlyQuotes } from "./slips.ts";
import type { PathSeg, Problem, RuleContext, Said } from "./types.ts";
import { blockLabel } from "../core/schema-walk.ts";
import { forEachValue } from "../core/values.ts";

/** Lengths, in characters, that show in full in Korean search results. */
export const TITLE_LENGTH = { min: 10, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 40, max: 160 } as const;
/**
 * A figure of a figures band: a number with an optional short unit ("99.9%", "50+", "1,000+",
 * "15분", "2007"). "24/7", "3-2-1" or a sentence read as text, and a buyer reads them as padding.
 */
const FIGURE = /^[~+<>≈]?\d[\d,]*(\.\d+)?([~–]\d[\d,]*(\.\d+)?)?[^\s\d]{0,3}$/u;
/** Keys of an image-bearing item → the key of its text alternative. */
const ALT_KEYS: Record<string, string> = { logo: "name", poster: "label" };

export function contentWarnings({ site, at, schema }: RuleContext): Problem[] {
  const { problems, warn: push } = collector();
  const warn = (path: PathSeg[], said: Said) => push(at.value(path), said);
  const seenTitles = new Map<string, string>();
  const seenDescriptions = new Map<string, string>();

  site.pages.forEach((page, i) => {
    const where = at.where(["pages", i]);
    const title = `${page.title} | ${site.site.titleSuffix}`;
    if (title.length < TITLE_LENGTH.min || title.length > TITLE_LENGTH.max) warn(["pages", i, "title"], say("titleLength", { where, length: title.length, ...TITLE_LENGTH }));
    const dLength = page.description.length;
    if (dLength < DESCRIPTION_LENGTH.min || dLength > DESCRIPTION_LENGTH.max) warn(["pages", i, "description"], say("descriptionLength", { where, length: dLength, ...DESCRIPTION_LENGTH }));
    const sameTitle = seenTitles.get(page.title);
    if (sameTitle) warn(["pages", i, "title"], say("duplicateTitle", { where, other: sameTitle }));
    else seenTitles.set(page.title, page.path);
    const sameDescription = seenDescriptions.get(page.description);
    if (sameDescription) warn(["pages", i, "description"], say("duplicateDescription", { where, other: sameDescription }));
    else seenDescriptions.set(page.description, page.path);
    if (!page.image && !site.site.image) warn(["pages", i, "path"], say("missingShareImage", { where }));

    const tokens = tokenValues(site.site, new Date().getFullYear());
    page.blocks.forEach((block, j) => {
      if (block.type !== "metrics") return;
      block.items.forEach((item, k) => {
        const value = fillTokens(item.value, tokens);
        if (!FIGURE.test(value)) warn(["pages", i, "blocks", j, "items", k, "value"], say("figureNotNumber", { where: at.where(["pages", i, "blocks", j]), value }));
      });
    });

    // The home page's scene hero (sceneHero) is a hero with a drawing: it holds the page's h1 too.
    const heroes = page.blocks.flatMap((b, j) => (b.type === "hero" || b.type === "sceneHero" ? [j] : []));
    // A message names the block the editor used, in the type they wrote and the schema's words for it.
    const named = (j: number) => {
      const type = page.blocks[j]!.type;
      return { where, type, label: blockLabel(schema, type) ?? type, index: j + 1 };
    };
    if (heroes.length === 0) warn(["pages", i, "path"], say("headingOrder", { where, problem: "none" }));
    else if (heroes.length > 1) warn(["pages", i, "blocks", heroes[1]!], say("headingOrder", { ...named(heroes[1]!), problem: "many" }));
    else if (heroes[0] !== 0) warn(["pages", i, "blocks", heroes[0]!], say("headingOrder", { ...named(heroes[0]!), problem: "notFirst" }));
  });

  forEachValue(site, (value, walked) => {
    // Curly quotes around a whole text were meant as YAML quotes, but show on the page (mostly in a heading).
    if (typeof value === "string") {
      if (wrappedInCurlyQuotes(value)) warn([...walked], say("curlyQuotesInText", { where: at.where(walked), field: at.field(walked) }));
    } else if (walked[0] === "pages" && value && typeof value === "object" && !Array.isArray(value)) {
      const item = value as Record<string, unknown>;
      for (const [imageKey, altKey] of Object.entries(ALT_KEYS)) {
        if (typeof item[imageKey] === "string" && (typeof item[altKey] !== "string" || !String(item[altKey]).trim())) {
          warn([...walked, imageKey], say("missingAlt", { where: at.where(walked), key: altKey, label: at.label([...walked, altKey]) }));
        }
      }
    }
  });
  return problems;
}
