import { use } from "react";
import type { FormBlock } from "../manifest/site.types";
import type { BlockComponent } from "./types";

type FormModule = typeof import("../form/inquiry-form");

let loaded: FormModule | undefined;
let pending: Promise<FormModule> | undefined;

/**
 * Loads the form's code (react-hook-form included) into its own chunk. Pages without a form never
 * fetch it; a page with one awaits this before rendering (loadPage → preloadBlocks), on the server too.
 */
function preload(): Promise<FormModule> {
  pending ??= import("../form/inquiry-form").then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = undefined; // a failed chunk fetch may succeed on the next navigation
      throw error;
    },
  );
  return pending;
}

/** The inquiry form declared in site.yaml; a thin stand-in until its code has loaded. */
export const Form: BlockComponent<FormBlock> = Object.assign(
  function Form({ block }: { block: FormBlock }) {
    // Preloaded before render in every normal path; `use` only suspends if someone skipped that.
    const { InquiryForm } = loaded ?? use(preload());
    return <InquiryForm block={block} />;
  },
  { preload, module: "src/form/inquiry-form.tsx" },
);
