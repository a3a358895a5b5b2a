import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyChanges } from "../../../../studio/core/patch";
import { changesTo, dataOf, mergeTexts } from "../../../../studio/publish/merge";

const SITE = readFileSync(new URL("../../../../site.yaml", import.meta.url), "utf8");

/** The text with one exact piece of it replaced (the piece must be there once). */
function edit(text: string, from: string, to: string): string {
  expect(text.split(from).length, from).toBe(2);
  return text.replace(from, to);
}

/** The lines of `b` that differ from `a`, as [old, new] pairs (same line count). */
function changedLines(a: string, b: string) {
  const x = a.split("\n");
  const y = b.split("\n");
  expect(y.length).toBe(x.length);
  return x.flatMap((line, i) => (line === y[i] ? [] : [[line, y[i]]]));
}

describe("merging two sets of changes to site.yaml", () => {
  it("keeps both sides' changes to different fields, and every other byte", () => {
    const ours = edit(SITE, "  phone: 02-000-0000", "  phone: 02-123-4567");
    const theirs = edit(SITE, "    projects: { value: 50+, label: 수행 프로젝트 }             # 컨설팅·구축·운영 누적", "    projects: { value: 60+, label: 수행 프로젝트 }             # 컨설팅·구축·운영 누적");
    const merged = mergeTexts(SITE, ours, theirs);
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(changedLines(SITE, merged.text)).toEqual([
      ["  phone: 02-000-0000", "  phone: 02-123-4567"],
      ["    projects: { value: 50+, label: 수행 프로젝트 }             # 컨설팅·구축·운영 누적", "    projects: { value: 60+, label: 수행 프로젝트 }             # 컨설팅·구축·운영 누적"],
    ]);
  });

  it("merges a field of one card with a card added to the same list", () => {
    const ours = edit(SITE, "        - { label: ERP 컨설팅, href: /consulting/erp }", "        - { label: ERP 전략 컨설팅, href: /consulting/erp }");
    const theirs = edit(SITE, "        - { label: AI 전략 컨설팅, href: /consulting/ai-strategy }", "        - { label: AI 전략 컨설팅, href: /consulting/ai-strategy }\n        - { label: 보안 컨설팅, href: /consulting }");
    const merged = mergeTexts(SITE, ours, theirs);
    expect(merged.ok && merged.text).toBe(edit(theirs, "        - { label: ERP 컨설팅, href: /consulting/erp }", "        - { label: ERP 전략 컨설팅, href: /consulting/erp }"));
  });

  it("a field both sides changed differently is a conflict with both values, settled by a pick", () => {
    const ours = edit(SITE, "  phone: 02-000-0000", "  phone: 02-111-1111");
    const theirs = edit(SITE, "  phone: 02-000-0000", "  phone: 02-222-2222");
    const merged = mergeTexts(SITE, ours, theirs);
    expect(merged).toEqual({ ok: false, conflicts: [{ key: '["site","phone"]', path: ["site", "phone"], in: "ours", base: "02-000-0000", ours: "02-111-1111", theirs: "02-222-2222" }] });
    expect(mergeTexts(SITE, ours, theirs, { '["site","phone"]': "ours" })).toEqual({ ok: true, text: ours });
    expect(mergeTexts(SITE, ours, theirs, { '["site","phone"]': "theirs" })).toEqual({ ok: true, text: theirs });
  });

  it("the same change on both sides is no conflict", () => {
    const both = edit(SITE, "  phone: 02-000-0000", "  phone: 02-111-1111");
    expect(mergeTexts(SITE, both, both)).toEqual({ ok: true, text: both });
  });

  it("an item removed on one side and edited on the other is a conflict", () => {
    const ours = edit(SITE, "        - { label: ERP 컨설팅, href: /consulting/erp }\n", "");
    const theirs = edit(SITE, "        - { label: ERP 컨설팅, href: /consulting/erp }", "        - { label: ERP 자문, href: /consulting/erp }");
    const merged = mergeTexts(SITE, ours, theirs);
    expect(merged.ok).toBe(false);
    if (merged.ok) return;
    expect(merged.conflicts.map((c) => [c.path, c.in, c.ours, c.theirs])).toEqual([[["footer", "groups", 0, "links", 1], "theirs", undefined, { label: "ERP 자문", href: "/consulting/erp" }]]);
  });

  it("a block added by the draft and a field changed by the remote on the same page merge", () => {
    const data = dataOf(SITE) as any;
    const page = data.pages.findIndex((p: any) => p.blocks.length > 2);
    const block = { type: "cta", title: "새 안내", button: { label: "문의", href: "/contact" } };
    const ours = applyChanges(SITE, [{ op: "insert", path: ["pages", page, "blocks", 1], value: block }]).source;
    const theirs = applyChanges(SITE, [{ op: "set", path: ["pages", page, "title"], value: "바뀐 제목" }]).source;
    const merged = mergeTexts(SITE, ours, theirs);
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    const result = dataOf(merged.text) as any;
    expect(result.pages[page].title).toBe("바뀐 제목");
    expect(result.pages[page].blocks[1]).toEqual(block);
    expect(result.pages[page].blocks.length).toBe(data.pages[page].blocks.length + 1);
  });
});

describe("changesTo", () => {
  it("turns one version into another through the patcher, touching only what differs", () => {
    const after = edit(edit(SITE, "  fax: 02-000-0001\n", ""), "  hours: 평일 09:00-18:00", "  hours: 평일 09:00-19:00");
    const changes = changesTo(dataOf(SITE), dataOf(after));
    expect(changes).toEqual([
      { op: "delete", path: ["site", "fax"] },
      { op: "set", path: ["site", "hours"], value: "평일 09:00-19:00" },
    ]);
    expect(applyChanges(SITE, changes).source).toBe(after);
  });

  it("adds a key after the key before it", () => {
    const before = "a:\n  x: 1\n  z: 3\n";
    const changes = changesTo(dataOf(before), { a: { x: 1, y: 2, z: 3 } });
    expect(applyChanges(before, changes).source).toBe("a:\n  x: 1\n  y: 2\n  z: 3\n");
  });
});
