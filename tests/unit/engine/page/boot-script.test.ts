import { expect, it, vi } from "vitest";

// Counts how often the boot script is compiled (engine/page/boot.ts compiles with rolldown's transformSync).
const compiled = vi.hoisted(() => ({ count: 0 }));
vi.mock("rolldown/utils", async (importOriginal) => {
  const actual = await importOriginal<typeof import("rolldown/utils")>();
  return { ...actual, transformSync: (...args: Parameters<typeof actual.transformSync>) => (compiled.count++, actual.transformSync(...args)) };
});

it("the boot script is compiled when a build asks for it, once, never because a module was imported", async () => {
  const policy = await import("../../../../engine/hosting/policy");
  const { bootScriptSource, bootTag } = await import("../../../../engine/page/boot");
  await import("../../../../engine/hosting");
  expect(compiled.count).toBe(0);

  // The policy takes the hash as a value.
  expect(policy.csp(["'sha256-abc'"])["script-src"]).toEqual(["'self'", "'sha256-abc'"]);
  expect(policy.securityHeaders(["'sha256-abc'"])["Content-Security-Policy"]).toContain("script-src 'self' 'sha256-abc';");
  expect(compiled.count).toBe(0);

  const tag = bootTag("/assets/index.js", []);
  expect(policy.csp([bootScriptSource()])["script-src"]).toHaveLength(2);
  bootTag("/assets/other.js", ["/assets/a.js"]);
  expect(tag).toMatch(/^<script id="boot" data-entry="\/assets\/index.js">\(\(\)=>\{.+\}\)\(\);<\/script>$/);
  expect(compiled.count).toBe(1);
});
