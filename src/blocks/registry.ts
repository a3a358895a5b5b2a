import type { BlockRegistry } from "./types";
import { CardGrid } from "./card-grid";
import { Cta } from "./cta";
import { Document } from "./document";
import { Faq } from "./faq";
import { Form } from "./form";
import { Hero } from "./hero";
import { Metrics } from "./metrics";
import { Partners } from "./partners";
import { Plans } from "./plans";
import { Steps } from "./steps";
import { Table } from "./table";
import { Timeline } from "./timeline";
import { Video } from "./video";
import { Split } from "./split";
import { Logos } from "./logos";
import { Quote } from "./quote";
import { Cases } from "./cases";

/** Block `type` → the component that draws it. Adding a block type adds one line here. */
export const registry: BlockRegistry = {
  hero: Hero,
  cardGrid: CardGrid,
  faq: Faq,
  steps: Steps,
  metrics: Metrics,
  table: Table,
  cta: Cta,
  partners: Partners,
  video: Video,
  timeline: Timeline,
  plans: Plans,
  document: Document,
  form: Form,
  split: Split,
  logos: Logos,
  quote: Quote,
  cases: Cases,
};
