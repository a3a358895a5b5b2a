import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { applyToData, getIn, rebase, transformPath, withExpectations, type Change, type LoggedOp } from "../../../../studio/core/edits.ts";
import { applyEdits } from "../../../../studio/core/patch.ts";
import { parse as parseYaml } from "yaml";

const parse = (source: string): any => parseYaml(source);

/**
 * The merge of changes made on older views of the file (studio/core/edits.ts, applyEdits in
 * studio/core/patch.ts): a change to another field never conflicts, a change to a field that
 * changed since is refused alone, and list places are found again after others' list operations.
 */

const yaml = (fields: Record<string, string>, items: string[]) =>
  `site:${Object.keys(fields).length === 0 ? " {}" : ""}\n${Object.entries(fields)
    .map(([k, v]) => `  ${k}: ${JSON.stringify(v)}\n`)
    .join("")}items:${items.length === 0 ? " []\n" : "\n" + items.map((item) => `  - ${JSON.stringify(item)}\n`).join("")}`;

const FIELDS = ["a", "b", "c", "d"] as const;

describe("field changes that say what they change from", () => {
  test("edits of different fields made on the same old view all land, in any order", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...FIELDS), { minLength: 1 }), fc.array(fc.string({ maxLength: 12 }), { minLength: 4, maxLength: 4 }), (fields, values) => {
        const start = { a: "가", b: "나", c: "다", d: "라" };
        let source = yaml(start, ["x"]);
        // Every editor saw `start`; each sets its own field.
        for (const [i, field] of fields.entries()) {
          const edited = applyEdits(source, [{ op: "set", path: ["site", field], value: values[i], expect: { value: start[field] } }], { seq: 0 });
          expect(edited.conflicts).toEqual([]);
          source = edited.source;
        }
        const { site } = parse(source);
        for (const [i, field] of fields.entries()) expect(site[field]).toBe(values[i]);
        for (const field of FIELDS.filter((f) => !fields.includes(f))) expect(site[field]).toBe(start[field]);
      }),
      { numRuns: 60 },
    );
  });

  test("two edits of one field made on the same view: the second is refused and the first stays (never written over)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ minLength: 1, maxLength: 10 }), (first, second) => {
        fc.pre(first !== "가" && second !== first);
        const source = yaml({ a: "가" }, ["x"]);
        const one = applyEdits(source, [{ op: "set", path: ["site", "a"], value: first, expect: { value: "가" } }], { seq: 0, writerOf: () => ({ by: "lee", at: 1, seq: 1 }) });
        const two = applyEdits(one.source, [{ op: "set", path: ["site", "a"], value: second, expect: { value: "가" } }], { seq: 1, writerOf: () => ({ by: "lee", at: 1, seq: 1 }) });
        expect(two.source).toBe(one.source);
        expect(two.conflicts).toEqual([{ index: 0, path: ["site", "a"], theirs: { value: first }, by: "lee", at: 1 }]);
      }),
      { numRuns: 60 },
    );
  });

  test("any run of conditional edits: each field ends at the last edit accepted for it, and an edit is accepted exactly when it was made on the value there", () => {
    const edit = fc.record({ field: fc.constantFrom(...FIELDS), seen: fc.nat(3), value: fc.string({ maxLength: 6 }) });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 25 }), (edits) => {
        let source = yaml({ a: "0", b: "0", c: "0", d: "0" }, []);
        // Each field's history of values, as accepted: an edit saw one of the last few.
        const history: Record<string, string[]> = { a: ["0"], b: ["0"], c: ["0"], d: ["0"] };
        for (const { field, seen, value } of edits) {
          const values = history[field]!;
          const base = values[Math.max(0, values.length - 1 - seen)]!;
          const current = values.at(-1)!;
          const result = applyEdits(source, [{ op: "set", path: ["site", field], value, expect: { value: base } }], { seq: 0 });
          if (base === current || value === current) expect(result.conflicts).toEqual([]);
          else expect(result.conflicts.length).toBe(1);
          if (result.conflicts.length === 0 && value !== current) values.push(value);
          source = result.source;
        }
        const { site } = parse(source);
        for (const field of FIELDS) expect(site[field]).toBe(history[field]!.at(-1));
      }),
      { numRuns: 80 },
    );
  });

  test("a batch of typing in several fields: only the field that changed meanwhile is refused", () => {
    const source = yaml({ a: "가", b: "나" }, []);
    const elsewhere = source.replace('b: "나"', 'b: "편집기"');
    const { source: after, conflicts } = applyEdits(
      elsewhere,
      [
        { op: "set", path: ["site", "a"], value: "가나", expect: { value: "가" } },
        { op: "set", path: ["site", "b"], value: "나다", expect: { value: "나" } },
      ],
      { seq: 0 },
    );
    expect(parse(after).site).toEqual({ a: "가나", b: "편집기" });
    expect(conflicts).toEqual([{ index: 1, path: ["site", "b"], theirs: { value: "편집기" } }]);
  });

  test("an atomic request (an undo) is refused whole when one of its changes conflicts", () => {
    const source = yaml({ a: "가", b: "나" }, []);
    const result = applyEdits(
      source,
      [
        { op: "set", path: ["site", "a"], value: "X", expect: { value: "가" } },
        { op: "set", path: ["site", "b"], value: "Y", expect: { value: "다른 값" } },
      ],
      { seq: 0, atomic: true },
    );
    expect(result.source).toBe(source);
    expect(result.conflicts.map((c) => c.index)).toEqual([1]);
  });

  test("an undo says what it expects: undoing after someone else changed the field is refused", () => {
    const source = yaml({ a: "가" }, []);
    const done = applyEdits(source, [{ op: "set", path: ["site", "a"], value: "나", expect: { value: "가" } }], { seq: 0 });
    expect(done.inverse[0]!.expect).toEqual({ value: "나" });
    const meanwhile = done.source.replace(/a: "?나"?/, "a: 다");
    expect(meanwhile).not.toBe(done.source);
    expect(applyEdits(meanwhile, done.inverse, { seq: 1, atomic: true }).conflicts.length).toBe(1);
    expect(parse(applyEdits(done.source, done.inverse, { seq: 1, atomic: true }).source).site.a).toBe("가");
  });
});

describe("list operations made on an older view", () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => `항목${i}`);

  test("a path into a list follows its item through any inserts, deletes and moves", () => {
    const op = fc.oneof(
      fc.record({ op: fc.constant("insert" as const), at: fc.nat(8) }),
      fc.record({ op: fc.constant("delete" as const), at: fc.nat(8) }),
      fc.record({ op: fc.constant("duplicate" as const), at: fc.nat(8) }),
      fc.record({ op: fc.constant("move" as const), at: fc.nat(8), to: fc.nat(8) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 10 }), fc.nat(7), (ops, target) => {
        let list: string[] = items(8);
        let path: (string | number)[] | undefined = ["items", target, "title"];
        let n = 0;
        for (const o of ops) {
          if (!path) break;
          const at = Math.min(o.at, list.length - (o.op === "insert" ? 0 : 1));
          if (at < 0) continue;
          const logged: LoggedOp = { seq: ++n, op: o.op, list: ["items"], at, ...(o.op === "move" ? { to: Math.min(o.to, list.length - 1) } : {}) };
          const change: Change =
            o.op === "move" ? { op: "move", path: ["items"], from: at, to: logged.to! } : o.op === "insert" ? { op: "insert", path: ["items", at], value: `새${n}` } : { op: o.op, path: ["items", at] };
          list = applyToData({ items: list }, change).items;
          path = transformPath(path, logged);
        }
        // The original item is where the path points now, or it was deleted.
        const name = `항목${target}`;
        if (path) expect(list[path[1] as number]).toBe(name);
        else expect(ops.some((o) => o.op === "delete")).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  test("deleting an item someone moved deletes that item, wherever it is now; deleting one that changed is refused", () => {
    const seen = { items: ["가", "나", "다"] };
    const [remove] = withExpectations(seen, [{ op: "delete", path: ["items", 1] }]);
    expect(remove!.expect).toEqual({ value: "나" });
    expect(rebase({ items: ["나", "가", "다"] }, remove!)?.path).toEqual(["items", 0]);
    expect(rebase({ items: ["가", "나!", "다"] }, remove!)).toBeUndefined();
  });

  test("adding never conflicts: after the item it followed, or last when that item is gone", () => {
    const seen = { items: ["가", "나", "다"] };
    const [add] = withExpectations(seen, [{ op: "insert", path: ["items", 2], value: "새" }]);
    expect(rebase({ items: ["맨앞", "가", "나", "다"] }, add!)?.path).toEqual(["items", 3]);
    expect(rebase({ items: ["다"] }, add!)?.path).toEqual(["items", 1]);
    const source = yaml({}, ["맨앞", "가", "나", "다"]);
    expect(parse(applyEdits(source, [add!], { seq: 0 }).source).items).toEqual(["맨앞", "가", "나", "새", "다"]);
  });

  test("typing into the third item lands in it after someone added an item above it", () => {
    const source = yaml({}, ["가", "나", "다"]);
    const added = applyEdits(source, [{ op: "insert", path: ["items", 0], value: "새", expect: { value: ["가", "나", "다"] } }], { seq: 0 });
    expect(added.ops).toEqual([{ seq: 1, op: "insert", list: ["items"], at: 0 }]);
    const typed = applyEdits(added.source, [{ op: "set", path: ["items", 2], value: "다라", expect: { value: "다" } }], { seq: 1, since: added.ops });
    expect(typed.conflicts).toEqual([]);
    expect(parse(typed.source).items).toEqual(["새", "가", "나", "다라"]);
    expect(getIn(parse(typed.source), ["items", 3])).toBe("다라");
  });
});

