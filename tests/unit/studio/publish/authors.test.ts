/** Who wrote what of the draft (studio/publish/authors.ts): a publish's authors are the editors whose changes it carries. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DraftAuthors, pathAfter } from "../../../../studio/publish/authors";
import { versionOf } from "../../../../studio/server/document";
import { applyChanges, type Change } from "../../../../studio/core/patch";
import { SITE } from "./repo-fixture";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "authors-"));
  dirs.push(dir);
  return dir;
};

/** Applies `changes` as the studio's endpoint does and tells `authors` who made them. */
function write(authors: DraftAuthors, before: string, changes: Change[], by: string): string {
  const after = applyChanges(before, changes).source;
  authors.record({ before, after, version: versionOf(after), changes, by });
  return after;
}

const TITLE = ["pages", 0, "blocks", 0, "title"];
const BLOCK = (i: number) => ["pages", 0, "blocks", i];

describe("a place after a change to its list", () => {
  it("moves with an insert, a duplicate, a delete or a move above it, and is gone with its item", () => {
    expect(pathAfter(TITLE, { op: "insert", path: BLOCK(0), value: {} })).toEqual(["pages", 0, "blocks", 1, "title"]);
    expect(pathAfter(TITLE, { op: "insert", path: BLOCK(1), value: {} })).toEqual(TITLE);
    expect(pathAfter(TITLE, { op: "duplicate", path: BLOCK(0) })).toEqual(TITLE);
    expect(pathAfter(["pages", 0, "blocks", 2, "title"], { op: "duplicate", path: BLOCK(0) })).toEqual(["pages", 0, "blocks", 3, "title"]);
    expect(pathAfter(["pages", 0, "blocks", 2, "title"], { op: "delete", path: BLOCK(1) })).toEqual(["pages", 0, "blocks", 1, "title"]);
    expect(pathAfter(TITLE, { op: "delete", path: BLOCK(0) })).toBeUndefined();
    expect(pathAfter(TITLE, { op: "move", path: ["pages", 0, "blocks"], from: 0, to: 2 })).toEqual(["pages", 0, "blocks", 2, "title"]);
    expect(pathAfter(["pages", 0, "blocks", 2, "title"], { op: "move", path: ["pages", 0, "blocks"], from: 0, to: 2 })).toEqual(["pages", 0, "blocks", 1, "title"]);
    // Another list, a map's key, a set: nothing moves.
    expect(pathAfter(TITLE, { op: "insert", path: ["pages", 1, "blocks", 0], value: {} })).toEqual(TITLE);
    expect(pathAfter(TITLE, { op: "set", path: ["pages", 0, "blocks", 0, "subtitle"], value: "x" })).toEqual(TITLE);
  });
});

describe("the authors of a publish", () => {
  it("are the people whose changes it carries, in the order they first changed something", () => {
    const authors = new DraftAuthors(dataDir());
    let text = write(authors, SITE, [{ op: "set", path: ["site", "phone"], value: "02-111-1111" }], "lee");
    text = write(authors, text, [{ op: "set", path: TITLE, value: "새" }], "kim");
    text = write(authors, text, [{ op: "set", path: TITLE, value: "새 제목" }], "kim");
    const snapshot = { text, kept: authors.snapshot() };
    // park adds a block above kim's: kim's title is still kim's, one place lower.
    text = write(authors, text, [{ op: "duplicate", path: BLOCK(1) }, { op: "move", path: ["pages", 0, "blocks"], from: 2, to: 0 }], "park");
    expect(authors.authorsOf({ from: SITE, to: text })).toEqual(["lee", "kim", "park"]);
    expect(authors.whoSet(["pages", 0, "blocks", 1, "title"], "새 제목")).toEqual({ by: "kim", at: expect.any(String) });
    // A review's snapshot from before park's block carries lee's and kim's changes only.
    expect(authors.authorsOf({ from: SITE, to: snapshot.text }, snapshot.kept)).toEqual(["lee", "kim"]);
    // Typed over by someone else: the field is theirs; typed back to what was published: no one's.
    text = write(authors, text, [{ op: "set", path: ["site", "phone"], value: "02-222-2222" }], "choi");
    text = write(authors, text, [{ op: "set", path: ["pages", 0, "blocks", 1, "title"], value: "기술로 비즈니스를 혁신합니다" }], "kim");
    expect(authors.authorsOf({ from: SITE, to: text })).toEqual(["park", "choi"]);
    // Kept in the data folder: a restarted server forgets no one.
    const dir = dirs[0]!;
    expect(new DraftAuthors(dir).authorsOf({ from: SITE, to: text })).toEqual(["park", "choi"]);
  });

  it("counts a removal for the person who removed, and forgets what is published", () => {
    const authors = new DraftAuthors(dataDir());
    let text = write(authors, SITE, [{ op: "delete", path: ["pages", 0, "blocks", 0, "subtitle"] }], "kim");
    text = write(authors, text, [{ op: "set", path: ["site", "fax"], value: "02-999-9999" }], "lee");
    expect(authors.authorsOf({ from: SITE, to: text })).toEqual(["kim", "lee"]);
    // kim's removal is published; lee's fax stays in the draft, still lee's.
    const published = applyChanges(SITE, [{ op: "delete", path: ["pages", 0, "blocks", 0, "subtitle"] }]).source;
    authors.settle({ from: published, to: text });
    expect(authors.authorsOf({ from: published, to: text })).toEqual(["lee"]);
    authors.settle({ from: text, to: text });
    expect(authors.authorsOf({ from: published, to: text })).toEqual([]);
  });
});
