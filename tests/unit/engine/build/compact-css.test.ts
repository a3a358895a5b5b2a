import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";
import { compactCssTemplates, compactCssText } from "../../../../engine/vite/compact-css";

describe("compactCssText", () => {
  it("drops comments, line breaks, indentation and the spaces around ; { and }", () => {
    expect(compactCssText("\n  display: grid;\n  /* why */\n  li {\n    gap: 8px;\n  }\n")).toBe(" display: grid;li{gap: 8px;}");
  });

  it("drops a // line comment, which would swallow the rules after it once the line breaks are gone", () => {
    expect(compactCssText("\n  gap: 12px;\n  // more columns on wide screens\n  li { gap: 8px; }\n")).toBe(" gap: 12px;li{gap: 8px;}");
    // Only a comment on a line of its own: "//" inside a value is not one.
    expect(compactCssText("\n  background: url(//example.com/a.png);\n")).toBe(" background: url(//example.com/a.png);");
  });

  it("keeps the spaces inside a value and a selector, and one where a line break was", () => {
    expect(compactCssText("\n  border: 1px solid red;\n  a:hover .icon, a .icon { margin: 0 auto; }\n")).toBe(" border: 1px solid red;a:hover .icon, a .icon{margin: 0 auto;}");
  });
});

describe("compactCssTemplates", () => {
  const code = [
    "const a = css`\n  color: red;\n  ${mq.md} { gap: ${gap}px; }\n  border: 1px solid ${line};\n`;",
    "const b = keyframes`\n  to { opacity: 0; }\n`;",
    "const c = html`\n  <p>\n  </p>\n`;",
    "const d = `\n  plain ${css`\n    top: 0;\n  `}\n`;",
  ].join("\n");
  const out = compactCssTemplates(code, parseAst(code));

  it("compacts the text of css and keyframes templates and leaves their interpolations as they are", () => {
    expect(out).toContain("const a = css`color: red;${mq.md}{gap: ${gap}px;}border: 1px solid ${line};`;");
    expect(out).toContain("const b = keyframes`to{opacity: 0;}`;");
  });

  it("leaves every other template alone, even one around a css template", () => {
    expect(out).toContain("const c = html`\n  <p>\n  </p>\n`;");
    expect(out).toContain("const d = `\n  plain ${css`top: 0;`}\n`;");
  });
});
