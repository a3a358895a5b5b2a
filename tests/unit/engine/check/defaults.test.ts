import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../../engine/check/index";
import schema from "../../../../schema/site.schema.json" with { type: "json" };

const root = join(import.meta.dirname, "../../../..");
type Node = Record<string, any>;
const defs = schema.definitions as Record<string, Node>;

/** Every property with a schema default under `node` (following `$ref`s, but not into other blocks), with its default. */
function defaultsUnder(node: Node | undefined, seen = new Set<string>()): [string, unknown][] {
  if (!node || typeof node !== "object") return [];
  if (node.$ref) {
    const name = String(node.$ref).split("/").pop()!;
    if (seen.has(name) || name === "block") return [];
    seen.add(name);
    return defaultsUnder(defs[name], seen);
  }
  return [
    ...Object.entries((node.properties ?? {}) as Record<string, Node>).flatMap(([key, p]) => [...("default" in p ? [[key, p.default] as [string, unknown]] : []), ...defaultsUnder(p, seen)]),
    ...defaultsUnder(node.items, seen),
  ];
}

describe("schema defaults", () => {
  it("are filled in by the check, so the site the app gets has them", () => {
    const { site } = check(readFileSync(join(root, "tests/fixtures/base.yaml"), "utf8"), { publicDir: join(root, "public") });
    expect(site?.header.menuLabel).toBe(defs.header!.properties.menuLabel.default);
    const hero = site?.pages[0]?.blocks.find((b) => b.type === "hero");
    expect(hero).toMatchObject({ variant: "page", background: "plain", scrollLabel: "아래로 스크롤" });
    const grid = site?.pages.flatMap((p) => p.blocks).find((b) => b.type === "cardGrid");
    expect(grid).toMatchObject({ tone: "plain", columns: { base: 1, sm: 2, md: 2, lg: 3 } });
  });

  // A default written again in a component can drift from the schema's unnoticed: the schema's is the only one.
  it.each(Object.entries(defs).filter(([, d]) => d.properties?.type?.const))("are not repeated in the component of %s", (_, definition) => {
    const type = definition.properties.type.const as string;
    const file = join(root, "src/blocks", `${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`);
    if (!readdirSync(join(root, "src/blocks")).includes(file.split("/").pop()!)) return; // the form lives in src/form
    expectNoDefaultsIn(readFileSync(file, "utf8"), definition);
  });

  // The frame and the page's head read the header's and the page's own fields the same way.
  it.each([
    ["src/layout/header.tsx", "header"],
    ["src/layout/drawer.tsx", "header"],
    ["src/layout/head.ts", "page"],
  ])("are not repeated in %s (%s)", (file, name) => {
    expectNoDefaultsIn(readFileSync(join(root, file), "utf8"), defs[name]!);
  });
});

/** `code` reads each default of `definition` as it is: no `key ?? …`, no `{ key = … }`, no copy of a worded default. */
function expectNoDefaultsIn(code: string, definition: Node) {
  for (const [key, value] of defaultsUnder(definition)) {
    expect(code, `${key} ?? …`).not.toMatch(new RegExp(`\\.${key}\\s*\\?\\?`));
    expect(code, `{ ${key} = … }`).not.toMatch(new RegExp(`[{,]\\s*${key}\\s*=\\s*[^=>]`));
    if (typeof value === "string" && !/^[a-z]+$/.test(value)) expect(code, `"${value}"`).not.toContain(`"${value}"`);
  }
}
