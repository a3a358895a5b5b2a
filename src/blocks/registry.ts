import type { BlockRegistry } from "./types";
import { onDemand } from "./on-demand";

/**
 * Block `type` → the component that draws it, and its look: the background and heading alignment
 * its section shows a neighbour, "own" where site.yaml chooses them (the block's `tone` and `align`),
 * else what the component draws (the check warns of two neighbours that look alike). Adding a
 * block type adds one line here.
 *
 * Every block's code is a chunk of its own: a first visit preloads its page's first block's (and
 * the form's), and fetches each later block's as it comes into view (src/blocks/blocks.tsx), so
 * it pays for what it shows (first-visit budgets: tests/e2e/pages.spec.ts). The first screens
 * (hero, sceneHero) are `plain`: drawn with the page's shared CSS, without Emotion.
 */
/** The look of a block whose background and heading alignment are both site.yaml's to choose. */
const OWN = { tone: "own", align: "own" } as const;

export const registry: BlockRegistry = {
  hero: { draw: onDemand(() => import("./hero").then((m) => m.Hero), "src/blocks/hero.tsx", { plain: true }), look: { tone: "own", align: "start" } },
  cardGrid: { draw: onDemand(() => import("./card-grid").then((m) => m.CardGrid), "src/blocks/card-grid.tsx"), look: OWN },
  metrics: { draw: onDemand(() => import("./metrics").then((m) => m.Metrics), "src/blocks/metrics.tsx"), look: OWN },
  cta: { draw: onDemand(() => import("./cta").then((m) => m.Cta), "src/blocks/cta.tsx"), look: { tone: "plain", align: "center" } },
  split: { draw: onDemand(() => import("./split").then((m) => m.Split), "src/blocks/split.tsx"), look: { tone: "own", align: "start" } },
  quote: { draw: onDemand(() => import("./quote").then((m) => m.Quote), "src/blocks/quote.tsx"), look: { tone: "own", align: "start" } },
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
  sceneHero: { draw: onDemand(() => import("./scene-hero").then((m) => m.SceneHero), "src/blocks/scene-hero.tsx", { plain: true }), look: { tone: "dark", align: "start" } },
  // The inquiry form and react-hook-form: only the contact page's, at start, as its fields take what is typed.
  form: { draw: onDemand(() => import("../form/inquiry-form").then((m) => m.InquiryForm), "src/form/inquiry-form.tsx"), look: { tone: "muted", align: "start" }, atStart: true },
};
