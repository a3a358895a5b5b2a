/**
 * engine/check/generated/looks.ts: each block type's look (background, heading alignment) as its
 * entry in src/blocks/registry.ts gives it, for the check's rhythm rule. The check never imports
 * the registry itself: that loads React and every always-drawn block, which cost `npm run check`
 * a tenth of a second of CPU and, loaded in development mode before the build's production
 * prerender, broke the build ("dispatcher.getOwner is not a function").
 */
export const looksFile = new URL("../engine/check/generated/looks.ts", import.meta.url);

/** The text of looks.ts as the registry gives it now. */
export async function generateLooks(): Promise<string> {
  // Here only: importing this module (npm run gen imports every generator) loads no React.
  const { registry } = await import("../src/blocks/registry.ts");
  const lines = Object.entries(registry).map(([type, { look }]) => `  ${type}: { tone: ${JSON.stringify(look.tone)}, align: ${JSON.stringify(look.align)} },`);
  return `/* GENERATED FILE: do not edit by hand.
 * Source: the looks in src/blocks/registry.ts. Regenerate with \`npm run gen\`; \`npm test\` fails when this file is stale. */
import type { Align, BlockType, Tone } from "../../../src/blocks/types.ts";

/** Each block type's look: "own" where site.yaml sets it (the block's \`tone\`, \`align\`), else what its component draws. */
export const LOOKS: { [T in BlockType]: { tone: Tone | "own"; align: Align | "own" } } = {
${lines.join("\n")}
};
`;
}
