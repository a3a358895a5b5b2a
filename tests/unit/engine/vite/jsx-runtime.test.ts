import { describe, expect, it } from "vitest";
import { withJsxRuntime } from "../../../../engine/vite/jsx-runtime";

describe("the JSX runtime per module", () => {
  it("gives a module that uses no css prop React's own runtime, on its first line", () => {
    const code = 'import { Link } from "wouter";\nexport const A = () => <a className="x">가</a>;\n';
    expect(withJsxRuntime(code)).toBe(`/** @jsxImportSource react */ ${code}`);
    expect(withJsxRuntime(code).split("\n").length).toBe(code.split("\n").length);
  });

  it("leaves a module that uses the css prop, or names its runtime itself, as it is", () => {
    const styled = "export const A = () => <p css={pCss}>가</p>;\n";
    expect(withJsxRuntime(styled)).toBe(styled);
    const own = "/** @jsxImportSource react */\nexport const A = () => <p>가</p>;\n";
    expect(withJsxRuntime(own)).toBe(own);
  });
});
