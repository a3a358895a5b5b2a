import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

// Every Document yaml makes in this file, counted.
const made = vi.hoisted(() => ({ documents: 0 }));
vi.mock("yaml", async (importOriginal) => {
  const yaml = await importOriginal<typeof import("yaml")>();
  return {
    ...yaml,
    parseDocument: (...args: Parameters<typeof yaml.parseDocument>) => {
      made.documents++;
      return yaml.parseDocument(...args);
    },
  };
});

const { checkSource } = await import("../../../studio/server/check");
const { parsed } = await import("../../../studio/server/patch");
const { check } = await import("../../../engine/check/index");

const root = join(import.meta.dirname, "../../..");
const publicDir = join(root, "public");
const site = readFileSync(join(root, "site.yaml"), "utf8");

describe("the studio's check adapter", () => {
  it("reads each text with yaml once: the check's positions come from the patcher's Document of it", () => {
    // A text the patcher has not read yet (a title changed), as after a change is written.
    const source = site.replace("title: 기술로 비즈니스를 혁신합니다", "title: 기술로 비즈니스를 새롭게 합니다");
    made.documents = 0;
    const { blockLines, problems } = checkSource(source, publicDir);
    // The next change to this text edits the same Document.
    parsed(source);
    expect(made.documents).toBe(1);
    // The same lines and problems as a check that reads the positions itself.
    const own = check(source, { publicDir });
    expect(blockLines).toEqual(own.blockLines);
    expect(problems).toEqual(own.problems);
    expect(blockLines?.["/"]?.[0]).toBe(source.split("\n").indexOf("      - type: sceneHero") + 1);
  });

  it("gives the problems at the same places from the patcher's Document", () => {
    const source = site.replace("href: /consulting }", "href: /consultin }");
    const own = check(source, { publicDir }).problems;
    expect(own.map((p) => p.code)).toContain("missingRoute");
    expect(checkSource(source, publicDir).problems).toEqual(own);
  });
});
