/**
 * `npm run docs`: writes docs/blocks.md, the block reference for people who edit site.yaml, from
 * schema/site.schema.json (types, Korean descriptions, required fields, defaults, examples, and
 * the names an icon may take).
 * `--check` exits 1 when the committed file is stale; a unit test runs the same comparison.
 */
import { fileURLToPath } from "node:url";
import { readFile } from "node:fs/promises";
import { stringify } from "yaml";
import { writeOrCheck } from "./generated-file";
import { isMainModule } from "./main-module.mjs";

type Node = Record<string, any>;
const root = fileURLToPath(new URL("..", import.meta.url));
export const docsFile = `${root}docs/blocks.md`;

/** The reference text the schema gives now. */
export async function generateDocs(): Promise<string> {
  const schema = JSON.parse(await readFile(`${root}schema/site.schema.json`, "utf8")) as Node;
  const defs = schema.definitions as Record<string, Node>;
  const deref = (node: Node): Node => (node.$ref ? { ...defs[node.$ref.split("/").pop()!], ...without(node, "$ref") } : node);
  const blocks = (defs.block!.oneOf as Node[]).map((b) => defs[b.$ref.split("/").pop()!]!);

  const lines = [
    "<!-- GENERATED FILE: do not edit by hand. Source: schema/site.schema.json; regenerate with `npm run docs`. -->",
    "",
    "# 블록 안내",
    "",
    "페이지는 `blocks:` 아래에 블록을 위에서 아래 순서로 나열해 만듭니다. 블록마다 `type:`으로 종류를 정하고, 아래 표의 항목을 씁니다.",
    "`id:`를 주면 그 블록이 `#id` 링크의 목적지가 됩니다. 모든 글에는 `{company}`, `{email}`, `{phone}`, `{years}`, `{year}` 같은 치환어를 쓸 수 있습니다.",
    "",
    "| 종류 | 설명 |",
    "| --- | --- |",
    ...blocks.map((b) => `| [\`${b.properties.type.const}\`](#${b.properties.type.const.toLowerCase()}) | ${b.description} |`),
    "",
  ];
  for (const block of blocks) {
    const type = block.properties.type.const as string;
    lines.push(`## ${type}`, "", `${block.description}.`, "", "| 항목 | 필수 | 기본값 | 설명 |", "| --- | --- | --- | --- |");
    for (const [key, raw] of Object.entries(block.properties as Record<string, Node>)) {
      if (key === "type") continue;
      const node = deref(raw);
      const required = (block.required as string[]).includes(key) ? "예" : "";
      const fallback = node.default !== undefined ? `\`${JSON.stringify(node.default)}\`` : "";
      lines.push(`| \`${key}\` | ${required} | ${fallback} | ${describe(node, deref)} |`);
    }
    const example = block.examples?.[0];
    if (example) lines.push("", "예:", "", "```yaml", stringify([example], { lineWidth: 0 }).trimEnd(), "```");
    lines.push("");
  }
  lines.push(...iconSection(defs));
  return lines.join("\n");
}

/** The names an `icon:` may take, and where one goes, from the schema's `icon` definition. */
function iconSection(defs: Record<string, Node>): string[] {
  const icon = defs.icon!;
  const places = Object.values(defs).flatMap((def) =>
    Object.entries((def.properties ?? {}) as Record<string, Node>)
      .filter(([, prop]) => prop.$ref === "#/definitions/icon")
      .map(([key]) => `${def.description}의 \`${key}:\``),
  );
  return [
    "## 아이콘",
    "",
    `${places.join(", ")}에 쓸 수 있는 ${icon.description} 목록입니다. 목록에 없는 이름을 쓰면 \`npm run check\`가 알려 줍니다.`,
    "",
    "| 이름 | 이름 | 이름 | 이름 |",
    "| --- | --- | --- | --- |",
    ...chunk((icon.enum as string[]).map((name) => `\`${name}\``), 4).map((row) => `| ${row.join(" | ")} |`),
    "",
  ];
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}

/** One table cell: the description, the allowed values, and what a list holds. */
function describe(node: Node, deref: (n: Node) => Node): string {
  const parts = [String(node.description ?? "").replace(/\|/g, "\\|")];
  if (node.maxLength) parts.push(`(${node.maxLength.toLocaleString("en-US")}자까지)`);
  if (node.enum) parts.push(`(${node.enum.map((v: unknown) => `\`${v}\``).join(", ")} 중 하나)`);
  if (node.type === "array" && node.items) {
    const item = deref(node.items);
    if (item.properties) parts.push(`목록의 각 항목: ${Object.keys(item.properties).map((k) => `\`${k}\``).join(", ")}`);
  } else if (node.properties) {
    parts.push(`항목: ${Object.keys(node.properties).map((k) => `\`${k}\``).join(", ")}`);
  }
  return parts.filter(Boolean).join(" ");
}

function without(node: Node, key: string): Node {
  const { [key]: _, ...rest } = node;
  return rest;
}

if (isMainModule(import.meta.url)) await writeOrCheck(docsFile, await generateDocs(), "npm run docs");
