import { describe, expect, test } from "vitest";
import { BLOCK_TYPES, blockSchema, fieldOf, fieldsOf, resolve, schemaAt, shownHelp, skeleton, valueLabel, type FieldSpec, type Schema } from "../../../../studio/core/schema.ts";
import { uploadName } from "../../../../studio/client/upload.tsx";
import schema from "../../../../schema/site.schema.json" with { type: "json" };

/** Every field of a schema and of the objects and lists inside it, with its path. */
function walk(node: Schema, path: string[] = [], seen = new Set<Schema>()): { path: string; field: FieldSpec }[] {
  const s = resolve(node);
  if (seen.has(s)) return [];
  seen.add(s);
  return fieldsOf(s).flatMap((field) => {
    const here = [{ path: [...path, field.key].join("."), field }];
    const inner = field.kind === "list" ? resolve(field.schema.items) : field.schema;
    const nested = inner.properties ? walk(inner, [...path, field.key], seen) : [];
    return [...here, ...nested];
  });
}

describe("schema to form", () => {
  test("the catalogue holds every block type of the schema, each with a skeleton of its type from defaultSnippets", () => {
    const types = (schema.definitions.block.oneOf as { $ref: string }[]).map((ref) => resolve(ref).properties.type.const);
    expect(BLOCK_TYPES.map((b) => b.type)).toEqual(types);
    for (const block of BLOCK_TYPES) {
      expect(block.skeleton.type).toBe(block.type);
      expect(block.skeleton).toEqual(resolve(block.schema).defaultSnippets[0].body);
      for (const key of block.schema.required) expect(block.skeleton, `${block.type}.${key}`).toHaveProperty(key);
    }
  });

  test.each(BLOCK_TYPES.map((b) => [b.type, b] as const))("%s: every field has a kind, a Korean label, its required mark, default and values", (_, block) => {
    const fields = walk(block.schema);
    expect(fields.length).toBeGreaterThan(2);
    for (const { path, field } of fields) {
      const own = field.schema;
      expect(field.kind, path).toMatch(/^(text|longText|link|asset|icon|enum|number|boolean|url|const|object|choice|list)$/);
      // The label is the Korean description's first clause (or the key, when the description names values).
      expect(field.label === field.key || /[가-힣]/.test(field.label), `${path}: ${field.label}`).toBe(true);
      expect(field.default).toEqual(own.default);
      expect(field.enum).toEqual(own.enum);
    }
    const top = fieldsOf(block.schema);
    expect(top.filter((f) => f.required).map((f) => f.key).sort()).toEqual([...block.schema.required].sort());
    expect(top.find((f) => f.key === "type")?.kind).toBe("const");
  });

  test("each kind of value gets its control", () => {
    const kind = (type: string, path: string) => walk(BLOCK_TYPES.find((b) => b.type === type)!.schema).find((f) => f.path === path)?.field;
    expect(kind("hero", "title")).toMatchObject({ kind: "text", label: "큰 제목", required: true });
    expect(kind("hero", "subtitle")?.kind).toBe("longText");
    expect(kind("hero", "variant")).toMatchObject({ kind: "enum", enum: ["main", "page"], default: "page", required: false });
    expect(kind("hero", "actions")?.kind).toBe("list");
    expect(kind("hero", "actions.href")?.kind).toBe("link");
    expect(kind("cardGrid", "cards.icon")?.kind).toBe("icon");
    expect(kind("cardGrid", "columns")?.kind).toBe("object");
    expect(kind("cardGrid", "columns.lg")).toMatchObject({ kind: "number", default: 3 });
    expect(kind("video", "poster")?.kind).toBe("asset");
    expect(kind("faq", "items.a")?.kind).toBe("longText");
    expect(kind("faq", "columns")).toMatchObject({ kind: "enum", enum: [1, 2], default: 1 });
    // A document's body item is one of a paragraph, a list or a table.
    expect(fieldOf("", kind("document", "sections.body")!.schema.items, true).kind).toBe("choice");
    expect(kind("document", "sections.body.p")?.kind).toBe("longText");
    // From the schema's definitions, not the keys: a quote is a paragraph, a form's mail \`to\` an
    // e-mail text (not a link), an option's value a one-line code.
    expect(kind("quote", "quote")?.kind).toBe("longText");
    expect(kind("form", "mail.to")?.kind).not.toBe("link");
    expect(kind("form", "sections.fields.options.value")?.kind).toBe("text");
  });

  test("the schema at a data path follows a block by its type", () => {
    const data = { pages: [{ blocks: [{ type: "faq", items: [{ q: "?", a: "!" }] }] }] };
    expect(schemaAt(["pages", 0, "blocks", 0], data)?.title).toBe("FaqBlock");
    expect(schemaAt(["pages", 0, "blocks", 0, "items", 0, "q"], data)?.description).toBe("질문");
  });

  test("a new list item is filled in from the schema", () => {
    const faq = BLOCK_TYPES.find((b) => b.type === "faq")!.schema;
    expect(skeleton(faq.properties.items.items)).toEqual({ q: "새 질문", a: "새 답" });
    expect(skeleton({ $ref: "#/definitions/link" })).toEqual({ label: "새 링크 글자", href: "/" });
  });

  test("an uploaded file's name is made one the server accepts", () => {
    expect(uploadName("Studio Test Upload.PNG")).toBe("studio-test-upload.png");
    expect(uploadName("../../etc/passwd.png")).toBe("etc-passwd.png");
    expect(uploadName("사무실 사진.jpg")).toMatch(/^image-\d+\.jpg$/);
  });
});

describe("valueLabel: an allowed value in the editor's words, from the field's description", () => {
  const field = (definition: string, key: string) => fieldsOf((schema.definitions as Record<string, Schema>)[definition]!).find((f) => f.key === key)!;
  test("every value of every choice in the schema has Korean words, besides numbers", () => {
    const hero = fieldsOf(blockSchema("hero")!).find((f) => f.key === "variant")!;
    expect(hero.label).toBe("모양");
    expect(hero.enum!.map((v) => valueLabel(hero, v))).toEqual(["홈처럼 큰 화면", "일반 페이지"]);
    expect(field("formField", "kind").enum!.map((v) => valueLabel(field("formField", "kind"), v))).toContain("여러 개 고르기");
    const untranslated: string[] = [];
    for (const type of BLOCK_TYPES)
      for (const f of fieldsOf(type.schema)) for (const v of f.kind === "enum" ? f.enum! : []) if (typeof v === "string" && !/[가-힣]/.test(valueLabel(f, v))) untranslated.push(`${type.type}.${f.key}: ${v}`);
    for (const f of [field("page", "type"), field("formField", "kind")]) for (const v of f.enum!) if (!/[가-힣]/.test(valueLabel(f, v))) untranslated.push(`${f.key}: ${String(v)}`);
    expect(untranslated).toEqual([]);
  });

  test("a choice's help under the field says its values in words, not their codes", () => {
    const side = fieldsOf(blockSchema("split")!).find((f) => f.key === "side")!;
    expect(side.help).toBe("그림이 놓일 쪽: left(왼쪽), right(오른쪽)");
    expect(shownHelp(side)).toBe("그림이 놓일 쪽: 왼쪽, 오른쪽");
    const codes: string[] = [];
    for (const type of BLOCK_TYPES)
      for (const f of fieldsOf(type.schema))
        for (const v of f.kind === "enum" ? f.enum! : [])
          if (typeof v === "string" && new RegExp(`(^|[\\s,:(])${v}([\\s(:,.]|$)`).test(shownHelp(f) ?? "")) codes.push(`${type.type}.${f.key}: ${v} in “${shownHelp(f)}”`);
    expect(codes).toEqual([]);
  });

  test("a section's looks (tone, align, width) are offered in words, with the block's own default", () => {
    const looks = ["tone", "align", "width"].map((key) => fieldsOf(blockSchema("cardGrid")!).find((f) => f.key === key)!);
    expect(looks.map((f) => f.label)).toEqual(["배경", "제목 정렬", "내용 폭"]);
    expect(looks.map((f) => f.enum!.map((v) => valueLabel(f, v)))).toEqual([["흰색", "연한 회색", "짙은 남색"], ["가운데", "왼쪽"], ["보통", "좁게: 글이 많은 구역"]]);
    expect(looks.map((f) => f.default)).toEqual(["plain", "center", "normal"]);
    expect(fieldsOf(blockSchema("metrics")!).find((f) => f.key === "tone")!.default).toBe("dark");
  });
});
