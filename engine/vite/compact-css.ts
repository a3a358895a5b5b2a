/**
 * Emotion's styles are template strings in the code, written one rule a line, indented; Emotion
 * reads them as they are when the page starts, so their layout whitespace and comments are bytes
 * every first visit downloads (about 0.8 KB gzip of the home page's scripts). The build writes
 * each `css` and `keyframes` template without them. The CSS Emotion makes of them is the same:
 * stylis drops that whitespace anyway.
 */
import type { Plugin } from "vite";

/**
 * A CSS template's text without comments, without the line breaks and indentation between rules, and without spaces around `;`, `{` and `}`.
 * A `//` line comment goes too: stylis reads one to the end of its line, so once the line breaks are
 * gone it would swallow every rule after it (the logo wall's tiles were lost so, in the build only).
 */
export function compactCssText(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^[ \t]*\/\/.*$/gm, "")
    .replace(/\s*\n\s*/g, " ")
    .replace(/ ?([;{}]) ?/g, "$1");
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every node of an ESTree tree, depth first. */
function* nodes(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* nodes(child);
  else if (node && typeof node === "object") {
    if (typeof (node as Node).type === "string") yield node as Node;
    for (const value of Object.values(node)) if (value && typeof value === "object") yield* nodes(value);
  }
}

const TAGS = new Set(["css", "keyframes"]);

/** The text parts of every css`…` and keyframes`…` template in `code`, compacted (interpolations untouched). */
export function compactCssTemplates(code: string, ast: unknown): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of nodes(ast)) {
    if (node.type !== "TaggedTemplateExpression") continue;
    const tag = node.tag as Node & { name?: string };
    if (tag.type !== "Identifier" || !TAGS.has(tag.name!)) continue;
    const quasis = (node.quasi as { quasis: (Node & { value: { raw: string } })[] }).quasis;
    quasis.forEach((quasi, i) => {
      const raw = code.slice(quasi.start, quasi.end);
      // Only where the parser's span is exactly the template's text (never its backticks or `${`).
      if (raw !== quasi.value.raw) return;
      // A space may part a part's text from an interpolation ("solid ${color}"): only the template's own ends are trimmed.
      let text = compactCssText(raw);
      if (i === 0) text = text.trimStart();
      if (i === quasis.length - 1) text = text.trimEnd();
      if (text !== raw) edits.push({ start: quasi.start, end: quasi.end, text });
    });
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The build's plugin: the site's own modules (src/), after TypeScript and JSX are compiled away. */
export function compactCss(): Plugin {
  return {
    name: "compact-css",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (!/\/src\/[^?]*\.tsx?$/.test(id) || !/\b(css|keyframes)`/.test(code)) return null;
      return { code: compactCssTemplates(code, this.parse(code)), map: null };
    },
  };
}
