/**
 * The README, docs/ and the code's comments cite only what is in the repository: every link of a
 * guide leads to a file and, with a #fragment, to a heading there; every path a guide names in
 * backticks exists; every .md file a source file names exists. A guide that still names a file
 * after it moved sends the next contributor nowhere.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { UPLOAD_DIR } from "../../../engine/core/uploads";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const SKIP = new Set(["node_modules", ".git", "dist", "bench", "generated"]);

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    SKIP.has(e.name) || e.name.startsWith("dist.") ? [] : e.isDirectory() ? filesUnder(join(dir, e.name), pattern) : pattern.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/**
 * Names the guides give that are not files of the repository: the folder the studio's uploads go
 * to, and the studio server's git branch (DRAFT_BRANCH of studio/publish/repo.ts, whose imports are
 * too heavy for this test).
 */
const NOT_IN_GIT = [`public/${UPLOAD_DIR}`, "studio/draft"];

const guides = [join(root, "README.md"), ...filesUnder(join(root, "docs"), /\.md$/)];
/** A guide's text outside its fenced code blocks, where a `#` is a shell comment, not a heading. */
const prose = (file: string) => readFileSync(file, "utf8").replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");

/** The fragment GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/** The fragments a guide's links may name: its headings' slugs and its explicit anchors. */
function fragments(file: string): Set<string> {
  const text = prose(file);
  return new Set([...[...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)), ...[...text.matchAll(/<a id="([^"]+)">/g)].map((m) => m[1]!)]);
}

describe("slug", () => {
  it("reads a heading as GitHub does", () => {
    expect(slug("Publishing straight to the web root (`--deploy-to`)")).toBe("publishing-straight-to-the-web-root---deploy-to");
    expect(slug("The studio server (`npm run studio`)")).toBe("the-studio-server-npm-run-studio");
    expect(slug("준비: 미리보기 켜기")).toBe("준비-미리보기-켜기");
  });
});

describe.each(guides.map((file) => [relative(root, file), file] as const))("%s", (_name, file) => {
  it("links only to files of the repository, and to headings that exist", () => {
    const broken: string[] = [];
    for (const [, target] of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?|mailto):/.test(target!)) continue;
      const [path, fragment] = target!.split("#") as [string, string | undefined];
      const to = path ? join(dirname(file), path) : file;
      if (!existsSync(to)) broken.push(`${target}: no such file`);
      else if (fragment && !fragments(to).has(fragment)) broken.push(`${target}: no such heading`);
    }
    expect(broken).toEqual([]);
  });

  it("names in backticks only paths that exist", () => {
    const missing = [...prose(file).matchAll(/`((?:src|engine|studio|scripts|tests|deploy|schema|public|docs|\.ci)\/[^`\s]*)`/g)]
      .map((m) => m[1]!)
      .filter((path) => !/[<*…{]/.test(path)) // a pattern (`src/blocks/<name>.tsx`), not a file
      .filter((path) => !NOT_IN_GIT.includes(path.replace(/\/$/, "")))
      .filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});

it("neither the guides nor the code cite a .md file that is not in the repository", () => {
  const known = new Set(filesUnder(root, /\.md$/).map((file) => basename(file)));
  const sources = ["src", "engine", "studio", "scripts", "tests", ".ci"].flatMap((dir) => filesUnder(join(root, dir), /\.(tsx?|mjs|js|sh)$|^run$/));
  const uncited: string[] = [];
  const configs = readdirSync(root).filter((name) => /\.config\.ts$/.test(name)).map((name) => join(root, name));
  for (const file of [...guides, ...sources, ...configs]) {
    // A file's name: a path, a hyphenated or a capitalised name ending in .md; not a property that
    // happens to end so (`${mq.md}`, `breakpoint.md`).
    for (const [name] of readFileSync(file, "utf8").matchAll(/(?<![\w.])(?:[\w-]+\/)*[\w-]+\.md\b/g)) {
      if (!/[/-]|^[A-Z]/.test(name)) continue;
      const exists = name.includes("/") ? existsSync(join(root, name)) || existsSync(join(dirname(file), name)) : known.has(name);
      if (!exists) uncited.push(`${relative(root, file)}: ${name}`);
    }
  }
  expect(uncited).toEqual([]);
});
