/**
 * The check's second stage: from a data path to its node in site.yaml (line and column), and from
 * a data path to words for the person editing ("'/dx' 페이지 2번째 블록(cardGrid)"). Every position
 * it gives carries the path it was asked for, so a problem built from one knows its field.
 */
import { isMap, isPair, isScalar, type Node } from "yaml";
import { fieldWordsFor, peopleWords, placeLength, thingName, where, type PlaceWords } from "../core/places.ts";
import { blockLabel, schemaAt, shortLabel } from "../core/schema-walk.ts";
import { fieldWords, placeWords } from "./messages.ts";
import type { PathSeg, Places, Position, Positions, SchemaNode, Voice } from "./types.ts";

export class Locator implements Places {
  /** Places in the voice's words: the file's keys, or the studio's words (engine/core/places.ts). */
  private words: PlaceWords;

  constructor(
    private positions: Positions,
    readonly data: any,
    private source: string,
    readonly schema: SchemaNode,
    readonly voice: Voice = "file",
  ) {
    this.words = voice === "studio" ? peopleWords(schema) : placeWords;
  }

  /** The positioned document, made on the first question about where something is. */
  private get doc() {
    return this.positions().doc;
  }

  private at(offset: number, path: PathSeg[]): Position {
    return { ...this.positions().offsetToPos(offset), path };
  }

  /** Position of the value at `path`, or of its key when the value is empty. */
  value(path: PathSeg[]): Position {
    const node = this.doc.getIn(path, true) as Node | undefined;
    if (node?.range && !(isScalar(node) && node.value === null)) return this.at(node.range[0], path);
    return this.key(path);
  }

  /** Position of the key that holds `path` (for a list item: the item itself). */
  key(path: PathSeg[]): Position {
    for (let depth = path.length; depth > 0; depth--) {
      const parent = depth === 1 ? this.doc.contents : (this.doc.getIn(path.slice(0, depth - 1), true) as Node | undefined);
      const last = path[depth - 1];
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === last);
        const key = pair?.key as Node | undefined;
        if (key?.range) return this.at(key.range[0], path);
      }
      const node = this.doc.getIn(path.slice(0, depth), true) as Node | undefined;
      if (node?.range) return this.at(node.range[0], path);
    }
    return { line: 1, col: 1, path };
  }

  /** Position of `needle` as written inside the value at `path` (e.g. one placeholder in a template), else of the value. */
  within(path: PathSeg[], needle: string): Position {
    const node = this.doc.getIn(path, true) as Node | undefined;
    const offset = node?.range ? this.source.slice(node.range[0], node.range[1]).indexOf(needle) : -1;
    return offset >= 0 ? this.at(node!.range![0] + offset, path) : this.value(path);
  }

  /** Where a path lies, in words: "'/dx' 페이지 2번째 블록(cardGrid)"; in the studio "/dx 페이지 2번째 블록(카드 목록)". */
  where(path: readonly PathSeg[]): string {
    return where(this.data, path, this.words);
  }

  /** The part of `path` below what `where` names, in words: "'cards' 3번째 › 'title'(카드 제목)"; in the studio "3번째 카드 › 카드 제목". */
  field(path: readonly PathSeg[]): string {
    const rest = path.slice(placeLength(path));
    if (rest.length === 0) return fieldWords.whole;
    if (this.voice === "studio") return fieldWordsFor(this.schema, this.data, path);
    const words = rest.map((seg) => (typeof seg === "number" ? fieldWords.item(seg) : fieldWords.key(seg)));
    if (typeof rest[rest.length - 1] === "string") words[words.length - 1] = this.label(path);
    return words.join(" › ");
  }

  /** The last key of `path` with its schema description: "'title'(카드 제목)"; in the studio the description's words alone. */
  label(path: readonly PathSeg[]): string {
    if (this.voice === "studio") return thingName(this.schema, this.data, path);
    const key = path[path.length - 1];
    const words = shortLabel(schemaAt(this.schema, path, this.data)?.description, "");
    return fieldWords.key(String(key)) + (words ? `(${words})` : "");
  }

  /** A block's kind: "cardGrid", in the studio "카드 목록". */
  kind(type: unknown): string {
    return this.voice === "studio" ? (blockLabel(this.schema, type) ?? "알 수 없는 블록") : String(type);
  }
}

/** "where의 field", or just `where` when the field is the whole value. */
export function withField(where: string, field: string): string {
  return field === fieldWords.whole ? where : fieldWords.withField(where, field);
}

/** ajv's `/pages/0/blocks/1` as a path with numbers for list indexes. */
export function toPath(pointer: string, data: unknown): PathSeg[] {
  const path: PathSeg[] = [];
  let value: any = data;
  for (const raw of pointer.split("/").slice(1)) {
    const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const key: PathSeg = Array.isArray(value) ? Number(seg) : seg;
    path.push(key);
    value = value?.[key];
  }
  return path;
}
