import type { BlockRegistry } from "./types";
import { CardGrid } from "./card-grid";
import { Cta } from "./cta";
import { Faq } from "./faq";
import { Hero } from "./hero";
import { Metrics } from "./metrics";
import { Steps } from "./steps";
import { Table } from "./table";

/** Block `type` → the component that draws it. Adding a block type adds one line here. */
export const registry: BlockRegistry = {
  hero: Hero,
  cardGrid: CardGrid,
  faq: Faq,
  steps: Steps,
  metrics: Metrics,
  table: Table,
  cta: Cta,
};
