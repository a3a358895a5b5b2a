import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import schema from "../../../schema/site.schema.json" with { type: "json" };
import { generateDocs } from "../../../scripts/gen-docs";
import { check } from "../../../engine/check/index";
import { buildMail } from "../../../src/form/mailto";
import { navSections } from "../../../src/layout/route-tree";

const root = join(import.meta.dirname, "../../..");
type Node = Record<string, any>;
const defs = (schema as Node).definitions as Record<string, Node>;
const blockDefs = (defs.block!.oneOf as Node[]).map((b) => defs[b.$ref.split("/").pop()!]!);

describe("docs/blocks.md", () => {
  it("is up to date with the schema (run `npm run docs` when this fails)", async () => {
    expect(readFileSync(join(root, "docs/blocks.md"), "utf8")).toBe(await generateDocs());
  });
});

describe("docs/blocks.md", () => {
  it("lists every icon name the schema allows", () => {
    const docs = readFileSync(join(root, "docs/blocks.md"), "utf8");
    const section = docs.slice(docs.indexOf("## 아이콘"));
    // Every place the schema takes an icon: a card and a zone of the infrastructure map.
    expect(section).toContain("카드 하나의 `icon:`, 구성도의 영역 하나의 `icon:`에 쓸 수 있는 아이콘 이름 목록입니다.");
    for (const name of defs.icon!.enum as string[]) expect(section).toContain(`| \`${name}\` |`);
  });
});

describe("docs/editing-guide.md", () => {
  const guide = readFileSync(join(root, "docs/editing-guide.md"), "utf8");

  it.each(["블록 순서 바꾸기", "표 추가하기", "아이콘 바꾸기", "파트너 로고 지우기", "도메인(사이트 주소) 바꾸기", "하위 페이지 만들기", "카드를 추가해 새 페이지로 연결하기", "그림 넣기"])("has a section: %s", (title) => {
    expect(guide).toContain(`\n## ${title}\n`);
  });

  it("tells the page title (tab, search result) from the hero's title", () => {
    expect(guide).toContain("브라우저 탭과 검색 결과에 보이는 제목입니다");
    expect(guide).toContain("화면 맨 위에 크게 보이는 제목은 `hero` 블록의 `title`입니다");
  });

  it("says a form option's label, not its value, goes into the mail (src/form/mailto.ts)", () => {
    expect(guide).toContain("`label`은 화면에 보이는 글이고, 문의 메일에도 이 글이 그대로 들어갑니다.");
    expect(guide).not.toContain("`value`는 메일에 쓰이는");
  });

  it("has table, reorder and first-screen examples that pass the check when dropped into a page", () => {
    const yamlBlocks = [...guide.matchAll(/```yaml\n(?: {4}blocks:\n)?( {6}- type: (?:table|hero)[^]*?)```/g)].map((m) => m[1]!);
    // The table, the reorder and the first screen's looks.
    expect(yamlBlocks.length).toBe(3);
    const base = readFileSync(join(root, "tests/fixtures/base.yaml"), "utf8");
    for (const blocks of yamlBlocks) {
      const source = base.replace("  - path: /contact\n", `  - path: /guide\n    title: 안내 예시\n    description: 안내서 예시입니다.\n    keywords: [예시]\n    blocks:\n${blocks}  - path: /contact\n`);
      expect(check(source, { publicDir: join(root, "public") }).problems.filter((p) => p.severity === "error")).toEqual([]);
    }
  });
});

describe("docs/editing-guide.md: the inquiry mail and moving blocks", () => {
  const guide = readFileSync(join(root, "docs/editing-guide.md"), "utf8");
  const section = (title: string) => guide.slice(guide.indexOf(`\n## ${title}\n`), guide.indexOf("\n## ", guide.indexOf(`\n## ${title}\n`) + 1));

  it("explains mail.subject with site.yaml's own, and the subject it shows is the one the form writes", () => {
    const mailSection = section("문의 메일 바꾸기 (받는 주소, 제목, 본문)");
    const { site } = check(readFileSync(join(root, "site.yaml"), "utf8"), { publicDir: join(root, "public") });
    const form = site!.pages.flatMap((page) => page.blocks).find((block) => block.type === "form")!;
    expect(mailSection).toContain(`subject: "${form.mail.subject}"`);
    const fields = form.sections.flatMap((part) => part.fields);
    const { subject } = buildMail({ mail: form.mail, fields, values: { company: "한결정밀", name: "김민준", inquiryType: "new" }, submittedAt: "" });
    expect(mailSection).toContain(`위 제목은 \`${subject}\`처럼 됩니다`);
  });

  it("moves a block with the comment above it, so no comment is left over another block", () => {
    const reorder = section("블록 순서 바꾸기");
    expect(reorder).toContain("블록 바로 위의 `#` 주석 줄은 그 블록의 설명이니 블록과 함께 옮깁니다.");
    expect(reorder).not.toMatch(/`- type:` 줄부터 다음 블록의 `- type:` 줄 바로 앞까지/);
  });
});

describe("docs/editing-guide.md: a sub-page and a card that links to it", () => {
  const guide = readFileSync(join(root, "docs/editing-guide.md"), "utf8");
  const section = (title: string) => guide.slice(guide.indexOf(`\n## ${title}\n`), guide.indexOf("\n## ", guide.indexOf(`\n## ${title}\n`) + 1));
  const example = (title: string) => /```yaml\n([^]*?)```/.exec(section(title))![1]!;

  it("pass the check when written into site.yaml as the guide says, and the header's panel gets the page by itself", () => {
    const original = readFileSync(join(root, "site.yaml"), "utf8");
    const page = example("하위 페이지 만들기");
    // The card goes at the end of /consulting's card list, after its last card.
    const card = example("카드를 추가해 새 페이지로 연결하기").replace(/^ *cards:\n *# .*\n/, "");
    const lastCard = "            href: /consulting/ai-strategy\n";
    expect(original.split(lastCard)).toHaveLength(2);
    // The page at the end of the file, which ends with the list of pages.
    expect(original.trimEnd().split("\n").findLast((line) => /^\S/.test(line))).toBe("pages:");
    const source = `${original.replace(lastCard, lastCard + card)}${page}`;
    expect(source).toContain("path: /consulting/security");
    const { site, problems } = check(source, { publicDir: join(root, "public") });
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(navSections(site!).find((s) => s.href === "/consulting")!.pages).toContainEqual({ href: "/consulting/security", label: "보안 컨설팅" });
    const consulting = site!.pages.find((p) => p.path === "/consulting")!;
    expect(JSON.stringify(consulting.blocks)).toContain('"href":"/consulting/security"');
  });

  it("says what the check says of a picture without alt: an error, not a warning (docs/architecture.md too)", () => {
    const fixture = readFileSync(join(root, "tests/fixtures/bad/image-without-alt.yaml"), "utf8");
    const problems = check(fixture, { publicDir: join(root, "public") }).problems;
    expect(problems.map((p) => [p.severity, p.message])).toContainEqual(["error", expect.stringContaining("설명(alt)이 없습니다")]);
    expect(section("그림 넣기")).toContain("설명이 없으면 **오류**입니다(경고가 아닙니다).");
    const architecture = readFileSync(join(root, "docs/architecture.md"), "utf8");
    expect(architecture).toContain("a picture (`image:`) without `alt` is an error, not a warning");
    expect(/^- \*\*Warnings\*\*.*$/m.exec(architecture)![0]).not.toMatch(/image without|alternative text,/);
  });
});

describe("editor help in the schema", () => {
  it.each(blockDefs.map((b) => [b.properties.type.const as string, b] as const))("%s has an example and a snippet that pass the check", (type, def) => {
    expect(def.examples?.length).toBeGreaterThan(0);
    expect(def.defaultSnippets?.[0]?.body).toEqual(def.examples[0]);
    // The example, dropped into a page of a valid manifest, must itself be valid.
    const base = readFileSync(join(root, type === "form" ? "tests/fixtures/form-base.yaml" : "tests/fixtures/base.yaml"), "utf8");
    const manifest = JSON.parse(JSON.stringify((check(base, { publicDir: join(root, "public") }).site)));
    const page = manifest.pages[0];
    const example = { ...def.examples[0] };
    if (typeof example.scrollTo === "string") example.scrollTo = undefined;
    page.blocks.push(JSON.parse(JSON.stringify(example)));
    const { problems } = check(JSON.stringify(manifest), { publicDir: join(root, "public") });
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
  });
});
