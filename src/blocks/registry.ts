import type { BlockRegistry } from "./types";
import { onDemand } from "./on-demand";
import { CardGrid } from "./card-grid";
import { Cta } from "./cta";
import { Hero } from "./hero";
import { Metrics } from "./metrics";
import { Quote } from "./quote";
import { Split } from "./split";

/**
 * Block `type` → the component that draws it. Adding a block type adds one line here.
 *
 * The blocks nearly every page draws are part of the app's code. Every other block is loaded on
 * demand, its code a chunk of its own that only the pages using it preload and fetch, so a page
 * pays only for the blocks it has (first-visit budgets: tests/e2e/budgets.spec.ts). A block in
 * its own chunk costs the pages that use it about twice what it costs inside the app's chunk,
 * which compresses better: a block most pages draw belongs in the app (split and quote are on
 * 15 and 7 of the 23 pages, both on /).
 */
export const registry: BlockRegistry = {
  hero: Hero,
  cardGrid: CardGrid,
  metrics: Metrics,
  cta: Cta,
  split: Split,
  quote: Quote,
  steps: onDemand(() => import("./steps").then((m) => m.Steps), "src/blocks/steps.tsx"),
  faq: onDemand(() => import("./faq").then((m) => m.Faq), "src/blocks/faq.tsx"),
  table: onDemand(() => import("./table").then((m) => m.Table), "src/blocks/table.tsx"),
  partners: onDemand(() => import("./partners").then((m) => m.Partners), "src/blocks/partners.tsx"),
  video: onDemand(() => import("./video").then((m) => m.Video), "src/blocks/video.tsx"),
  timeline: onDemand(() => import("./timeline").then((m) => m.Timeline), "src/blocks/timeline.tsx"),
  roadmap: onDemand(() => import("./roadmap").then((m) => m.Roadmap), "src/blocks/roadmap.tsx"),
  dashboard: onDemand(() => import("./dashboard").then((m) => m.Dashboard), "src/blocks/dashboard.tsx"),
  infraMap: onDemand(() => import("./infra-map").then((m) => m.InfraMap), "src/blocks/infra-map.tsx"),
  plans: onDemand(() => import("./plans").then((m) => m.Plans), "src/blocks/plans.tsx"),
  document: onDemand(() => import("./document").then((m) => m.Document), "src/blocks/document.tsx"),
  logos: onDemand(() => import("./logos").then((m) => m.Logos), "src/blocks/logos.tsx"),
  cases: onDemand(() => import("./cases").then((m) => m.Cases), "src/blocks/cases.tsx"),
  // Signature diagrams, one page each (issue 32): only their page loads their code.
  maturity: onDemand(() => import("./maturity").then((m) => m.Maturity), "src/blocks/maturity.tsx"),
  architecture: onDemand(() => import("./architecture").then((m) => m.Architecture), "src/blocks/architecture.tsx"),
  pipeline: onDemand(() => import("./pipeline").then((m) => m.Pipeline), "src/blocks/pipeline.tsx"),
  sceneHero: onDemand(() => import("./scene-hero").then((m) => m.SceneHero), "src/blocks/scene-hero.tsx"),
  // The inquiry form and react-hook-form: only the contact page's.
  form: onDemand(() => import("../form/inquiry-form").then((m) => m.InquiryForm), "src/form/inquiry-form.tsx"),
};
