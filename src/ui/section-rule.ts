import type { CardGridBlock } from "../manifest/site.types";

/**
 * The one rule for where a section's heading stands: at the start only with an intro, which stands
 * beside it from lg (a statement and its explanation, read left to right); centred otherwise, where
 * a title alone at the start would leave the rest of its line empty. `align: start` asks for the
 * first; without an intro the heading is centred all the same (engine/check/rules/rhythm.ts reads it so).
 */
export const startsAt = (align: CardGridBlock["align"] | undefined, intro: string | undefined) => align === "start" && Boolean(intro);

