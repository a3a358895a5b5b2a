import type { BlockRegistry } from "./types";
import { onDemand } from "./on-demand";
import { CardGrid } from "./card-grid";
import { Cta } from "./cta";
import { Hero } from "./hero";
import { Metrics } from "./metrics";
import { Quote } from "./quote";
import { Split } from "./split";

/**
 * Block `type` → the component that draws it, and its look: the background and heading alignment
 * its section shows a neighbour, "own" where site.yaml chooses them (the block's `tone` and `align`),
 * else what the component draws (the check warns of two neighbours that look alike). Adding a
 * block type adds one line here.
 *
 * The blocks nearly every page draws are part of the app's code. Every other block is loaded on
 * demand, its code a chunk of its own that only the pages using it preload and fetch, so a page
 * pays only for the blocks it has (first-visit budgets: tests/e2e/budgets.spec.ts). A block in
 * its own chunk costs the pages that use it about twice what it costs inside the app's chunk,
 * which compresses better: a block most pages draw belongs in the app (split and quote are on
 * 15 and 7 of the 23 pages, both on /).
 */
/** The look of a block whose background and heading alignment are both site.yaml's to choose. */
const OWN = { tone: "own", align: "own" } as const;

export const registry: BlockRegistry = {
  hero: { draw: Hero, look: { tone: "own", align: "start" } },
  cardGrid: { draw: CardGrid, look: OWN },
  metrics: { draw: Metrics, look: OWN },
  cta: { draw: Cta, look: { tone: "plain", align: "center" } },
  split: { draw: Split, look: { tone: "own", align: "start" } },
  quote: { draw: Quote, look: { tone: "own", align: "start" } },
  steps: { draw: onDemand(() => import("./steps").then((m) => m.Steps), "src/blocks/steps.tsx"), look: OWN },
  faq: { draw: onDemand(() => import("./faq").then((m) => m.Faq), "src/blocks/faq.tsx"), look: OWN },
  table: { draw: onDemand(() => import("./table").then((m) => m.Table), "src/blocks/table.tsx"), look: OWN },
  partners: { draw: onDemand(() => import("./partners").then((m) => m.Partners), "src/blocks/partners.tsx"), look: { tone: "plain", align: "own" } },
  video: { draw: onDemand(() => import("./video").then((m) => m.Video), "src/blocks/video.tsx"), look: { tone: "muted", align: "start" } },
  timeline: { draw: onDemand(() => import("./timeline").then((m) => m.Timeline), "src/blocks/timeline.tsx"), look: OWN },
  roadmap: { draw: onDemand(() => import("./roadmap").then((m) => m.Roadmap), "src/blocks/roadmap.tsx"), look: OWN },
  dashboard: { draw: onDemand(() => import("./dashboard").then((m) => m.Dashboard), "src/blocks/dashboard.tsx"), look: OWN },
  infraMap: { draw: onDemand(() => import("./infra-map").then((m) => m.InfraMap), "src/blocks/infra-map.tsx"), look: { tone: "plain", align: "center" } },
  plans: { draw: onDemand(() => import("./plans").then((m) => m.Plans), "src/blocks/plans.tsx"), look: OWN },
  document: { draw: onDemand(() => import("./document").then((m) => m.Document), "src/blocks/document.tsx"), look: { tone: "plain", align: "start" } },
  logos: { draw: onDemand(() => import("./logos").then((m) => m.Logos), "src/blocks/logos.tsx"), look: OWN },
  cases: { draw: onDemand(() => import("./cases").then((m) => m.Cases), "src/blocks/cases.tsx"), look: OWN },
  // Signature diagrams, one page each (issue 32): only their page loads their code.
  maturity: { draw: onDemand(() => import("./maturity").then((m) => m.Maturity), "src/blocks/maturity.tsx"), look: OWN },
  architecture: { draw: onDemand(() => import("./architecture").then((m) => m.Architecture), "src/blocks/architecture.tsx"), look: OWN },
  pipeline: { draw: onDemand(() => import("./pipeline").then((m) => m.Pipeline), "src/blocks/pipeline.tsx"), look: OWN },
  sceneHero: { draw: onDemand(() => import("./scene-hero").then((m) => m.SceneHero), "src/blocks/scene-hero.tsx"), look: { tone: "dark", align: "start" } },
  // The inquiry form and react-hook-form: only the contact page's.
  form: { draw: onDemand(() => import("../form/inquiry-form").then((m) => m.InquiryForm), "src/form/inquiry-form.tsx"), look: { tone: "muted", align: "start" } },
};
