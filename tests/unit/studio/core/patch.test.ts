import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { Document, parseDocument, type YAMLSeq } from "yaml";
import { schema, skeleton, type Schema } from "../../../../studio/core/schema.ts";
import { lineDiff } from "./line-diff.ts";
import { applyChange, applyChanges, PatchError, type Change, type Path } from "../../../../studio/core/patch.ts";

const root = join(import.meta.dirname, "../../../..");
const real = readFileSync(join(root, "site.yaml"), "utf8");
const odd = readFileSync(join(import.meta.dirname, "fixtures/odd-styles.yaml"), "utf8");

const read = (text: string) => {
  const doc = parseDocument(text);
  expect(doc.errors).toEqual([]);
  return doc.toJS() as any;
};

/** The same change made to plain data: what the file must read as afterwards. */
function expected(data: any, change: Change): any {
  const copy = structuredClone(data);
  const parentOf = (path: Path) => path.slice(0, -1).reduce((node: any, seg) => node[seg], copy);
  const last = (path: Path) => path[path.length - 1]!;
  switch (change.op) {
    case "set": {
      let node = copy;
      for (const seg of change.path.slice(0, -1)) node = node[seg] ??= {};
      node[last(change.path)] = change.value;
      break;
    }
    case "delete": {
      const parent = parentOf(change.path);
      if (Array.isArray(parent)) parent.splice(last(change.path) as number, 1);
      else delete parent[last(change.path)];
      break;
    }
    case "insert": {
      const parent = parentOf(change.path);
      if (Array.isArray(parent)) parent.splice(last(change.path) as number, 0, change.value);
      else parent[last(change.path)] = change.value;
      break;
    }
    case "duplicate": {
      const parent = parentOf(change.path);
      const i = last(change.path) as number;
      parent.splice(i + 1, 0, structuredClone(parent[i]));
      break;
    }
    case "move": {
      const list = change.path.reduce((node: any, seg) => node[seg], copy);
      const [item] = list.splice(change.from, 1);
      list.splice(change.to, 0, item);
      break;
    }
  }
  return copy;
}

/** Applies a change, checks the data it gives and that its inverse restores the text byte for byte. */
function check(source: string, change: Change) {
  const applied = applyChange(source, change);
  expect(read(applied.source)).toEqual(expected(read(source), change));
  expect(applyChanges(applied.source, applied.inverse).source).toBe(source);
  return { ...applied, diff: lineDiff(source, applied.source) };
}

describe("the patcher on the real site.yaml", () => {
  test("a hero title: exactly its one line changes, and undo gives back the same bytes", () => {
    const { diff } = check(real, { op: "set", path: ["pages", 0, "blocks", 0, "title"], value: "새로운 제목" });
    expect(diff).toEqual({ line: diff.line, removed: ["        title: 기술로 비즈니스를 혁신합니다"], added: ["        title: 새로운 제목"] });
  });

  test("a quoted scalar keeps its quotes; a value that needs quotes gets them", () => {
    const quoted = check(real, { op: "set", path: ["pages", 0, "blocks", 0, "subtitle"], value: "{years}년째 함께합니다." }).diff;
    expect(quoted.added).toEqual(['        subtitle: "{years}년째 함께합니다."']);
    // A string that would read as a number is quoted; a real number is not.
    expect(check(real, { op: "set", path: ["site", "phone"], value: "2007" }).diff.added).toEqual(['  phone: "2007"']);
    expect(check(real, { op: "set", path: ["site", "foundingYear"], value: 2008 }).diff.added).toEqual(["  foundingYear: 2008"]);
    // Inside a flow map a comma needs quotes; the rest of the line stays as written.
    expect(check(real, { op: "set", path: ["header", "links", 0, "label"], value: "컨설팅, 전략" }).diff.added).toEqual(['    - { label: "컨설팅, 전략", href: /consulting }']);
  });

  test("a value is quoted only when it needs it: not the quotes it needed on the way (\"2\" while typing \"2026년\") nor the old value's", () => {
    let source = real;
    const path = ["pages", 0, "blocks", 0, "title"];
    for (const value of ["2", "20", "2026", "2026년", "2026년 설립"]) source = applyChange(source, { op: "set", path, value }).source;
    expect(lineDiff(real, source).added).toEqual(["        title: 2026년 설립"]);
    expect(applyChange('a: "따옴표"\n', { op: "set", path: ["a"], value: "새 글" }).source).toBe("a: 새 글\n");
    // A value that still needs quotes keeps the old value's kind of quote.
    expect(applyChange("a: '2007'\n", { op: "set", path: ["a"], value: "2008" }).source).toBe("a: '2008'\n");
    // The home page's subtitle is quoted for its leading {years}; with the token moved, the quotes go.
    const subtitle = check(real, { op: "set", path: ["pages", 0, "blocks", 0, "subtitle"], value: "{years}년 동안 한 팀이 맡습니다." }).diff.added;
    expect(subtitle).toEqual(['        subtitle: "{years}년 동안 한 팀이 맡습니다."']);
    expect(check(real, { op: "set", path: ["pages", 0, "blocks", 0, "subtitle"], value: "한 팀이 {years}년 동안 맡습니다." }).diff.added).toEqual(["        subtitle: 한 팀이 {years}년 동안 맡습니다."]);
  });

  test("a multi-line text becomes a literal block in the lines of that field only", () => {
    const { diff } = check(real, { op: "set", path: ["pages", 0, "blocks", 0, "title"], value: "두 줄\n제목" });
    expect(diff.removed).toEqual(["        title: 기술로 비즈니스를 혁신합니다"]);
    expect(diff.added).toEqual(["        title: |-", "          두 줄", "          제목"]);
  });

  test("an optional field is added where it is asked for, and removed with its line only", () => {
    const added = check(real, { op: "set", path: ["pages", 0, "blocks", 0, "id"], value: "top", index: 1 }).diff;
    expect(added).toMatchObject({ removed: [], added: ["        id: top"] });
    expect(real.split("\n")[added.line - 2]).toBe("      - type: sceneHero");
    const removed = check(real, { op: "delete", path: ["pages", 0, "blocks", 0, "kicker"] }).diff;
    // The home hero's kicker line as the file has it today (its wording is content, not the test's concern).
    const kickerLine = real.split("\n").find((line) => /^ {8}kicker: /.test(line));
    expect(removed).toMatchObject({ removed: [kickerLine], added: [] });
  });

  test("a missing parent object is created with the field", () => {
    const { diff } = check(real, { op: "set", path: ["pages", 0, "blocks", 2, "columns", "lg"], value: 4 });
    expect(diff).toMatchObject({ removed: [], added: ["        columns:", "          lg: 4"] });
  });

  test("a block is deleted with the comment that describes it, and undo puts both back", () => {
    const { diff } = check(real, { op: "delete", path: ["pages", 0, "blocks", 1] });
    expect(diff.removed[0]).toMatch(/^ {6}# 파트너 로고 띠/);
    expect(diff.removed[1]).toBe("      - type: partners");
    expect(diff.added).toEqual([]);
  });

  test("a new block is written in block style with the blank line the list uses", () => {
    const { diff } = check(real, { op: "insert", path: ["pages", 0, "blocks", 1], value: { type: "faq", items: [{ q: "질문?", a: "답" }] } });
    expect(diff.removed).toEqual([]);
    expect(diff.added).toEqual(["      - type: faq", "        items:", "          - q: 질문?", "            a: 답", ""]);
  });

  test("a new link among inline links is written inline", () => {
    const { diff } = check(real, { op: "insert", path: ["header", "links", 6], value: { label: "채용", href: "/careers" } });
    expect(diff).toMatchObject({ removed: [], added: ["    - { label: 채용, href: /careers }"] });
  });

  test("items of an inline list: insert, delete, replace keep the list inline", () => {
    const first = "    keywords: [IT서비스, IT컨설팅, 시스템개발, AI통합구축, ICT인프라, ITO, 디지털 전환, IT 아웃소싱]";
    expect(check(real, { op: "insert", path: ["pages", 0, "keywords", 1], value: "보안" }).diff).toMatchObject({ removed: [first], added: [first.replace("IT서비스, ", "IT서비스, 보안, ")] });
    expect(check(real, { op: "delete", path: ["pages", 0, "keywords", 0] }).diff).toMatchObject({ removed: [first], added: [first.replace("IT서비스, ", "")] });
    expect(check(real, { op: "set", path: ["pages", 0, "keywords"], value: ["가", "나"] }).diff).toMatchObject({ removed: [first], added: ["    keywords: [가, 나]"] });
  });

  test("duplicate copies the item as written, without the comment above it", () => {
    const { diff } = check(real, { op: "duplicate", path: ["pages", 0, "blocks", 1] });
    expect(diff.removed).toEqual([]);
    expect(diff.added[0]).toBe("      - type: partners");
    expect(diff.added.some((line) => line.includes("#"))).toBe(false);
  });

  test("moving blocks and pages keeps each one's text and comments, and the blank lines stay put", () => {
    const { source } = check(real, { op: "move", path: ["pages", 0, "blocks"], from: 0, to: 2 });
    expect(source.length).toBe(real.length);
    expect(source.split("\n").sort()).toEqual(real.split("\n").sort());
    const pages = check(real, { op: "move", path: ["pages"], from: 1, to: 0 }).source;
    expect(pages.split("\n").sort()).toEqual(real.split("\n").sort());
    expect(pages.indexOf("  - path: /dx")).toBeLessThan(pages.indexOf("  - path: /\n"));
  });

  test("a text field of each block type, changed and undone, gives back the same bytes", { timeout: 120_000 }, () => {
    const data = read(real);
    const seen = new Set<string>();
    data.pages.forEach((page: any, p: number) =>
      page.blocks.forEach((block: any, b: number) => {
        if (seen.has(block.type)) return;
        const key = Object.keys(block).find((k) => k !== "type" && typeof block[k] === "string");
        if (!key) return;
        seen.add(block.type);
        const { diff } = check(real, { op: "set", path: ["pages", p, "blocks", b, key], value: `${block[key]}!` });
        expect(diff.removed.length).toBe(diff.added.length);
      }),
    );
    expect(seen.size).toBeGreaterThan(10);
  });

  test("a list of changes is undone by its inverse, in one step", () => {
    const changes: Change[] = [
      { op: "set", path: ["pages", 1, "title"], value: "바뀐 제목" },
      { op: "duplicate", path: ["pages", 1] },
      { op: "set", path: ["pages", 2, "path"], value: "/dx-copy" },
      { op: "move", path: ["pages"], from: 2, to: 0 },
    ];
    const applied = applyChanges(real, changes);
    expect(read(applied.source).pages[0].path).toBe("/dx-copy");
    expect(applyChanges(applied.source, applied.inverse).source).toBe(real);
  });
});

describe("the patcher on a file full of comments and odd styles", () => {
  const cases: Change[] = [
    { op: "set", path: ["site", "name"], value: "It's new" },
    { op: "set", path: ["site", "titleSuffix"], value: 'say "hi"' },
    { op: "set", path: ["site", "foundingYear"], value: 1999 },
    { op: "set", path: ["site", "hours"], value: "one line now" },
    { op: "set", path: ["site", "address"], value: "first\nsecond" },
    { op: "set", path: ["site", "email"], value: "a@b.example" },
    { op: "set", path: ["header", "links", 1, "label"], value: "C" },
    { op: "set", path: ["header", "cta", "href"], value: "/other" },
    { op: "set", path: ["list", 1], value: "zwei" },
    { op: "set", path: ["nested", 0, 1], value: "deeper" },
    { op: "set", path: ["nested", 1, "other"], value: "y" },
    { op: "set", path: ["none"], value: "now set" },
    { op: "set", path: ["tail"], value: "changed" },
    { op: "set", path: ["site", "phone"], value: "02-000-0000", index: 2 },
    { op: "set", path: ["nested", 1, "third"], value: 3 },
    { op: "delete", path: ["site", "hours"] },
    { op: "delete", path: ["site", "name"] },
    { op: "delete", path: ["list", 0] },
    { op: "delete", path: ["list", 3] },
    { op: "delete", path: ["header", "links", 0] },
    { op: "delete", path: ["header", "cta", "label"] },
    { op: "delete", path: ["nested", 1, "other"] },
    { op: "delete", path: ["tail"] },
    { op: "insert", path: ["list", 0], value: "zero" },
    { op: "insert", path: ["list", 4], value: "five" },
    { op: "insert", path: ["header", "links", 2], value: { label: "D", href: "/d" } },
    { op: "insert", path: ["empty", 0], value: "first" },
    { op: "insert", path: ["nested", 2], value: { key: "new", other: "z" } },
    { op: "duplicate", path: ["list", 2] },
    { op: "duplicate", path: ["nested", 1] },
    { op: "duplicate", path: ["header", "links", 0] },
    { op: "move", path: ["list"], from: 0, to: 3 },
    { op: "move", path: ["list"], from: 3, to: 1 },
    { op: "move", path: ["header", "links"], from: 1, to: 0 },
    { op: "move", path: ["nested"], from: 1, to: 0 },
  ];
  test.each(cases.map((c) => [JSON.stringify(c), c] as const))("%s", (_, change) => {
    const { source, diff } = check(odd, change);
    // Outside the lines that changed, everything (comments, blank lines, the missing final newline) is as it was.
    expect(source.startsWith(odd.split("\n").slice(0, diff.line - 1).join("\n"))).toBe(true);
    expect(source.endsWith("# last line has no newline")).toBe(change.op !== "delete" || change.path[0] !== "tail");
  });

  test("an edit of a folded text changes the lines of that field and nothing else", () => {
    const { diff } = check(odd, { op: "set", path: ["site", "hours"], value: "one line now" });
    expect(diff.removed).toEqual(["  hours: >", "    folded text", "    over two lines"]);
    expect(diff.added).toEqual(["  hours: one line now"]);
  });

  test("the comments around an edited value stay", () => {
    const { diff } = check(odd, { op: "set", path: ["site", "foundingYear"], value: 1999 });
    expect(diff).toMatchObject({ removed: ["  foundingYear: 2007      # a number"], added: ["  foundingYear: 1999      # a number"] });
  });
});

describe("the patcher refuses what it cannot do safely", () => {
  test("a file with a syntax error", () => {
    expect(() => applyChange("a: [1, 2\nb: 3\n", { op: "set", path: ["b"], value: 4 })).toThrow(PatchError);
  });
  test("a list item that is not there (moved or deleted since): refused in words, without a data path", () => {
    const moved = /^고치려던 항목이 그 사이 옮겨지거나 지워져 이 변경은 적용하지 않았습니다\./;
    expect(() => applyChange(real, { op: "set", path: ["pages", 999, "title"], value: "x" })).toThrow(moved);
    expect(() => applyChange(real, { op: "move", path: ["pages"], from: 0, to: 999 })).toThrow(moved);
    expect(() => applyChange(real, { op: "delete", path: ["pages", 16, "keywords", 60] })).toThrow(moved);
    expect(() => applyChange(real, { op: "duplicate", path: ["pages", 0, "blocks", 60] })).toThrow(moved);
  });
  test("a key that is already there", () => {
    expect(() => applyChange(real, { op: "insert", path: ["site", "name"], value: "x" })).toThrow(PatchError);
  });
});

describe("every list kind of the schema, with 0, 1 and 2 items: add, duplicate, delete, move", () => {
  /** Every list in the schema (its place, for the test's name, and its items' schema). */
  const lists: { at: string; items: Schema }[] = [];
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== "object") return;
    const s = node as Schema;
    if (s.type === "array" && s.items) lists.push({ at, items: s.items as Schema });
    for (const [key, value] of Object.entries(s)) walk(value, `${at}/${key}`);
  };
  walk(schema, "");
  /** A list of `n` items written under two keys (so it is indented as in site.yaml), block or inline. */
  const file = (item: unknown, n: number, flow: boolean) => {
    const items = Array.from({ length: n }, () => structuredClone(item));
    const doc = new Document({ outer: { inner: { list: items } } });
    if (flow || n === 0) (doc.getIn(["outer", "inner", "list"], true) as YAMLSeq).flow = true;
    return `# above\nouter:\n  inner:\n${doc.toString({ indent: 2, indentSeq: true }).split("\n").slice(2).join("\n")}tail: 1\n`;
  };
  const path = ["outer", "inner", "list"];
  const cases = lists.flatMap(({ at, items }) =>
    [0, 1, 2].flatMap((n) => [false, true].filter((flow) => !flow || n > 0).map((flow) => ({ name: `${at} ${n} ${flow ? "inline" : "block"}`, item: skeleton(items), n, flow }))),
  );
  test("the schema has the lists the studio edits", () => expect(lists.length).toBeGreaterThan(30));
  test.each(cases.map((c) => [c.name, c] as const))("%s", (_, { item, n, flow }) => {
    const source = file(item, n, flow);
    expect(read(source).outer.inner.list).toHaveLength(n);
    check(source, { op: "insert", path: [...path, n], value: item });
    check(source, { op: "insert", path: [...path, 0], value: item });
    for (let i = 0; i < n; i++) {
      check(source, { op: "duplicate", path: [...path, i] });
      check(source, { op: "delete", path: [...path, i] });
    }
    if (n === 2) check(source, { op: "move", path, from: 0, to: 1 });
  });
});
