/* GENERATED FILE: do not edit by hand.
 * Source: the looks in src/blocks/registry.ts. Regenerate with `npm run gen`; `npm test` fails when this file is stale. */
import type { Align, BlockType, Tone } from "../../../src/blocks/types.ts";

/** Each block type's look: "own" where site.yaml sets it (the block's `tone`, `align`), else what its component draws. */
export const LOOKS: { [T in BlockType]: { tone: Tone | "own"; align: Align | "own" } } = {
  hero: { tone: "own", align: "start" },
  cardGrid: { tone: "own", align: "own" },
  metrics: { tone: "own", align: "own" },
  cta: { tone: "plain", align: "center" },
  split: { tone: "own", align: "start" },
  quote: { tone: "own", align: "start" },
  steps: { tone: "own", align: "own" },
  faq: { tone: "own", align: "own" },
  table: { tone: "own", align: "own" },
  partners: { tone: "plain", align: "own" },
  video: { tone: "muted", align: "start" },
  timeline: { tone: "own", align: "own" },
  roadmap: { tone: "own", align: "own" },
  dashboard: { tone: "own", align: "own" },
  infraMap: { tone: "plain", align: "center" },
  plans: { tone: "own", align: "own" },
  document: { tone: "plain", align: "start" },
  logos: { tone: "own", align: "own" },
  cases: { tone: "own", align: "own" },
  maturity: { tone: "own", align: "own" },
  architecture: { tone: "own", align: "own" },
  pipeline: { tone: "own", align: "own" },
  sceneHero: { tone: "dark", align: "start" },
  form: { tone: "muted", align: "start" },
};
