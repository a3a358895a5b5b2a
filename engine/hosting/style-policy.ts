/** The per-page <meta> Content-Security-Policy that allows exactly a page's own inline styles, by hash. */
import { createHash } from "node:crypto";

/** A CSP hash source for `text` (UTF-8, SHA-256). */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Emotion adds rules at run time through the CSSOM (insertRule) into <style> elements it
 * creates empty; CSP governs the element, not the CSSOM, so the hash of "" is all they need.
 */
export const EMPTY_STYLE_HASH = hashSource("");

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/** An attribute value as the browser reads it (CSP hashes the decoded value). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is text up to their end tag, never markup (HTML's raw text and RCDATA elements). */
const TEXT_ELEMENTS = new Set(["script", "style", "textarea", "title"]);

/**
 * The inline styles of a page as a browser parses them: the text of each <style> element and the
 * value of each style attribute of a tag. Text, comments, attribute values and the content of
 * <script>, <title> and <textarea> are never read as markup, so page text that looks like a style
 * attribute (a description with `' style='…'` inside its content="…") is not one.
 */
export function inlineStyles(html: string): { elements: string[]; attributes: string[] } {
  const elements: string[] = [];
  const attributes: string[] = [];
  const startTag = /<([a-z][^\s/>]*)/iy;
  const attribute = /[\s/]*([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
  let at = 0;
  while ((at = html.indexOf("<", at)) !== -1) {
    startTag.lastIndex = at;
    const tag = startTag.exec(html);
    if (!tag) {
      // A comment, doctype or end tag: skip past its end; a lone "<" is text.
      const end = html.startsWith("<!--", at) ? html.indexOf("-->", at + 4) + 3 : /^<[!/?]/.test(html.slice(at, at + 2)) ? html.indexOf(">", at) + 1 : at + 1;
      if (end <= at) break;
      at = end;
      continue;
    }
    at = startTag.lastIndex;
    for (;;) {
      attribute.lastIndex = at;
      const match = attribute.exec(html);
      if (!match) break;
      at = attribute.lastIndex;
      if (match[1]!.toLowerCase() === "style") attributes.push(decodeAttribute(match[2] ?? match[3] ?? match[4] ?? ""));
    }
    at = html.indexOf(">", at) + 1;
    if (at === 0) break;
    const name = tag[1]!.toLowerCase();
    if (!TEXT_ELEMENTS.has(name)) continue;
    const close = new RegExp(`</${name}[\\s/>]`, "ig");
    close.lastIndex = at;
    const end = close.exec(html)?.index ?? html.length;
    if (name === "style") elements.push(html.slice(at, end));
    at = end;
  }
  return { elements, attributes };
}

/**
 * The style-src of one page: its <style> elements and style="" attributes by hash, and the empty
 * element Emotion starts from. No 'unsafe-inline': with a hash present browsers ignore it anyway.
 */
export function pageStyleSources(html: string): string[] {
  const { elements, attributes } = inlineStyles(html);
  const unique = (texts: string[]) => [...new Set(texts.map(hashSource))];
  return ["'self'", EMPTY_STYLE_HASH, ...unique(elements), ...(attributes.length ? ["'unsafe-hashes'", ...unique(attributes)] : [])];
}

/**
 * `html` with a <meta> Content-Security-Policy that allows exactly its own inline styles. It goes
 * right after <meta charset>, before any <style>, because a meta policy covers only what follows it.
 */
export function withStylePolicy(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="style-src ${pageStyleSources(html).join(" ")}">`;
  const charset = /<meta charset[^>]*>/i.exec(html) ?? /<head\b[^>]*>/i.exec(html);
  if (!charset) throw new Error("withStylePolicy: the page has no <head>");
  const at = charset.index + charset[0].length;
  const indent = /[ \t]*$/.exec(html.slice(0, charset.index))![0];
  return `${html.slice(0, at)}\n${indent}${meta}${html.slice(at)}`;
}
