import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Form } from "../../../src/blocks/form";
import * as inquiryForm from "../../../src/form/inquiry-form";

/*
 * The form block is a thin stand-in for the form's own chunk; what the form draws is tested with
 * the form (tests/unit/form/form.test.tsx). Here: that the stand-in loads the right chunk, once.
 */
describe("Form", () => {
  it("names, for the build to preload, the module it loads on demand, and that file exists", () => {
    expect(Form.module).toBe("src/form/inquiry-form.tsx");
    expect(existsSync(join(import.meta.dirname, "../../..", Form.module!))).toBe(true);
  });

  it("loads that module, and only once however many forms ask", async () => {
    const first = Form.preload!();
    expect(Form.preload!()).toBe(first);
    const loaded = (await first) as typeof inquiryForm;
    expect(loaded.InquiryForm).toBe(inquiryForm.InquiryForm);
  }, 60_000);
});
