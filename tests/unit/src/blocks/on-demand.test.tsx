import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { onDemandModules, preloadBlocks } from "../../../../src/blocks/blocks";
import { onDemand } from "../../../../src/blocks/on-demand";
import { registry } from "../../../../src/blocks/registry";
import type { BlockComponent } from "../../../../src/blocks/types";
import type { Block } from "../../../../src/manifest/site.types";
import { renderHtml } from "./render-block";
import { withDefaults } from "../../engine/check/with-defaults";

const root = join(import.meta.dirname, "../../../..");
const entries = Object.entries(registry).map(([type, entry]) => [type, entry.draw]) as [Block["type"], BlockComponent<Block>][];

/*
 * Blocks whose code loads on demand: what each registry entry names for the build to preload must
 * be the module it loads, and a page's list of those modules must follow its blocks. What each
 * block draws is tested with the block.
 */
describe("blocks loaded on demand", () => {
  it.each(entries)("%s names, for the build to preload, the module it loads, which exports the component it draws with", async (_type, component) => {
    expect(component.module).toMatch(/^src\/.+\.tsx$/);
    expect(existsSync(join(root, component.module))).toBe(true);
    const loaded = await component.preload();
    const exports = Object.values((await import(join(root, component.module))) as Record<string, unknown>);
    expect(exports).toContain(loaded);
  }, 60_000);

  it("a first visit preloads the code of its page's first block and of a form, each once, and a sub-page's navigation on sub-pages only", () => {
    const blocks = [{ type: "hero" }, { type: "cases" }, { type: "cta" }, { type: "form" }, { type: "hero" }] as Block[];
    expect(onDemandModules(blocks, "/contact").sort()).toEqual(["src/blocks/hero.tsx", "src/form/inquiry-form.tsx"]);
    expect(onDemandModules([{ type: "sceneHero" }, { type: "cardGrid" }] as Block[], "/")).toEqual(["src/blocks/scene-hero.tsx"]);
    expect(onDemandModules([{ type: "hero" }] as Block[], "/consulting/erp")).toEqual(["src/blocks/hero.tsx", "src/layout/sub-page-nav.tsx"]);
  });

  it("a page's blocks, once preloaded, render at once on the server (no suspending)", async () => {
    const block = withDefaults<Block>("logosBlock", { type: "logos", items: [{ image: { src: "/a.svg", alt: "문의 후 하루 만에 답을 받았습니다." } }] });
    await preloadBlocks([block], "/");
    const Logos = registry.logos.draw as BlockComponent<Block>;
    expect(renderHtml(<Logos block={block} />)).toContain("문의 후 하루 만에 답을 받았습니다.");
  }, 60_000);
});

describe("onDemand", () => {
  const Stub = ({ block }: { block: { text: string } }) => <p>{block.text}</p>;

  it("loads the module once however many blocks ask, and draws with what it loaded", async () => {
    let loads = 0;
    const Lazy = onDemand(async () => (loads++, Stub), "src/stub.tsx");
    const first = Lazy.preload();
    expect(Lazy.preload()).toBe(first);
    await first;
    expect(loads).toBe(1);
    expect(renderHtml(<Lazy block={{ text: "불러온 블록" }} />)).toContain("<p>불러온 블록</p>");
  });

  it("draws inside the site's style cache, unless plain: a first screen's code brings no Emotion", async () => {
    const Styled = ({ block }: { block: { text: string } }) => <p css={{ color: "red" }}>{block.text}</p>;
    const [Lazy, Plain] = [onDemand(async () => Styled, "src/stub.tsx"), onDemand(async () => Styled, "src/stub.tsx", { plain: true })];
    await Promise.all([Lazy.preload(), Plain.preload()]);
    // The site's cache names its classes c-… (src/ui/styled.tsx); without it Emotion's default names them css-….
    expect(renderHtml(<Lazy block={{ text: "블록" }} />)).toMatch(/<p class="c-[\w-]+">블록<\/p>/);
    expect(renderHtml(<Plain block={{ text: "블록" }} />)).toMatch(/<p class="css-[\w-]+">블록<\/p>/);
  });

  it("tries again after a failed load: a chunk that failed to arrive may arrive on the next page", async () => {
    let loads = 0;
    const Lazy = onDemand(async () => {
      if (loads++ === 0) throw new Error("offline");
      return Stub;
    }, "src/stub.tsx");
    await expect(Lazy.preload()).rejects.toThrow("offline");
    await expect(Lazy.preload()).resolves.toBe(Stub);
    expect(loads).toBe(2);
  });
});
