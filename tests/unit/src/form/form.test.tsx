import { beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../../../src/blocks/registry";
import type { FormBlock } from "../../../../src/manifest/site.types";
import { count, renderHtml } from "../blocks/render-block";
import { contactForm } from "./contact-form";

/** The form block as pages draw it: a stand-in that renders the form once its own chunk has loaded. */
const Form = registry.form.draw;

let raw: FormBlock;
/** The /contact form block as site.yaml has it (tokens unfilled, as the page receives it). */
const block = (): FormBlock => structuredClone(raw);

describe("the form block on the server", () => {
  beforeAll(async () => {
    raw = contactForm().raw;
    await Form.preload!();
  }, 60_000);

  it("waits for its own code, then renders the form with native validation off", async () => {
    const html = renderHtml(<Form block={block()} />);
    expect(html).toMatch(/<form[^>]* noValidate=""/);
    expect(html).toMatch(/<form[^>]* data-state="idle"/);
    expect(count(html, /<input type="radio" name="inquiryType"/)).toBe(4);
    expect(count(html, /<input type="checkbox" name="services"/)).toBe(6);
  });

  it("draws what site.yaml says: a changed label, option or note shows with no code change", async () => {
    const changed = block();
    const fields = changed.sections.flatMap((s) => s.fields);
    fields.find((f) => f.name === "company")!.label = "소속 기관";
    fields.find((f) => f.name === "timeline")!.options!.push({ value: "next-year", label: "내년 이후" });
    changed.submit.label = "상담 신청";
    const html = renderHtml(<Form block={changed} />);
    expect(html).toContain('<label for="inquiry-company">소속 기관<span class="req" aria-hidden="true">*</span></label>');
    expect(html).toContain('<option value="next-year">내년 이후</option>');
    expect(html).toContain(">상담 신청</button>");
  });

  it("groups choices in fieldsets with legends, and marks required fields", async () => {
    const html = renderHtml(<Form block={block()} />);
    expect(html).toMatch(/<fieldset id="inquiry-inquiryType"[^>]* role="radiogroup" aria-required="true"[^>]*><legend>문의 유형/);
    expect(html).toMatch(/<fieldset id="inquiry-services"[^>]* aria-describedby="inquiry-services-hint"[^>]*><legend>관심 서비스/);
    expect(html).toContain('<input id="inquiry-name" aria-required="true" autoComplete="name" type="text"');
    expect(html).toContain('<input id="inquiry-phone" autoComplete="tel" type="tel"'); // optional: no aria-required
    expect(count(html, /role="alert"/)).toBe(10); // one message slot per field, empty until a rule fails
  });

  it("keeps the privacy details in the HTML, hidden behind a toggle", async () => {
    const html = renderHtml(<Form block={block()} />);
    expect(html).toMatch(/<button type="button" id="inquiry-section-3-details-toggle" aria-expanded="false" aria-controls="inquiry-section-3-details-panel"[^>]*>/);
    expect(html).toMatch(/<div id="inquiry-section-3-details-panel" class="panel[^"]*" hidden="">/);
    expect(html).toContain("<dt>보유·이용 기간</dt>");
  });

  it("titles its sections h2, or h3 under a title of its own, and names each section by its heading", async () => {
    const untitled = renderHtml(<Form block={block()} />);
    expect(count(untitled, /<h2 id="inquiry-section-\d-title">/)).toBe(3);
    expect(untitled).not.toMatch(/<h3 id="inquiry-section/);
    const titled = renderHtml(<Form block={{ ...block(), title: "프로젝트 문의" }} />);
    expect(titled).toContain('<h2 id="inquiry-title" class="form-title">프로젝트 문의</h2>');
    expect(count(titled, /<h3 id="inquiry-section-\d-title">/)).toBe(3);
    expect(count(titled, /<section[^>]* aria-labelledby="inquiry-section-\d-title"/)).toBe(3);
  });

  it("fills {tokens} in the direct-contact links", async () => {
    const html = renderHtml(<Form block={block()} />);
    expect(html).toContain('<a href="tel:02-000-0000">');
    expect(html).toContain('<a href="mailto:hello@example.com">');
    expect(html).toContain("<dd>평일 09:00-18:00</dd>");
  });
});
