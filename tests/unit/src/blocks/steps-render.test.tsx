import { describe, expect, it } from "vitest";
import { Steps } from "../../../../src/blocks/steps";
import type { StepsBlock } from "../../../../src/manifest/site.types";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";
import { count, renderHtml } from "./render-block";

const items: StepsBlock["items"] = [
  { title: "상담", duration: "1주" },
  { title: "{company} 분석", desc: "현황을 진단합니다." },
  { title: "구축" },
];

/** The markup with React's text separators (`<!-- -->`) removed, as a browser's text reads. */
const render = (block: StepsBlock) => renderHtml(<Steps block={block} />).replaceAll("<!-- -->", "");

const steps = (more: Loose<StepsBlock> = {}): StepsBlock => withDefaults<StepsBlock>("stepsBlock", { type: "steps", id: "process", title: "진행 절차", items, ...more });

/** Each step's `<li …>` markup, in order. */
const stepsOf = (html: string) => html.split(/(?=<li )/).slice(1);

describe("Steps, drawn", () => {
  it("is one ordered list, each step an h3 that says its number to screen readers, tokens filled", () => {
    const html = render(steps());
    expect(count(html, /<ol/)).toBe(1);
    expect(stepsOf(html)).toHaveLength(3);
    expect(html).toMatch(/<h3><span[^>]*>2단계: <\/span>테스트정보기술 분석<\/h3>/);
  });

  it("shows the visible number as 01, 02, … hidden from screen readers, which read the h3's", () => {
    const numbers = [...render(steps()).matchAll(/<span aria-hidden="true"[^>]*>(\d\d)<\/span>/g)].map((m) => m[1]);
    expect(numbers).toEqual(["01", "02", "03"]);
  });

  it("shows duration and description only where given", () => {
    const [first, second, third] = stepsOf(render(steps()));
    expect(first).toContain('<p class="duration">1주</p>');
    expect(first).not.toContain('class="desc"');
    expect(second).toContain('<p class="desc">현황을 진단합니다.</p>');
    expect(third).not.toContain("<p");
  });

  it("marks no step without a current one", () => {
    const html = render(steps());
    expect(html).not.toMatch(/data-state|aria-current/);
  });

  it("marks the current step for screen readers and names each step's state, the done ones with a check", () => {
    const [done, current, todo] = stepsOf(render(steps({ current: 2 })));
    expect(done).toMatch(/^<li[^>]* data-state="done"/);
    expect(done).toContain(" (완료)</span></h3>");
    expect(done).toMatch(/<span aria-hidden="true"[^>]*><svg/);
    expect(current).toMatch(/^<li[^>]* data-state="current" aria-current="step"/);
    expect(current).toContain(" (진행 중)</span></h3>");
    expect(todo).toMatch(/^<li[^>]* data-state="todo"/);
    expect(todo).toContain(" (예정)</span></h3>");
    expect(count(done! + todo!, /aria-current/)).toBe(0);
  });
});
