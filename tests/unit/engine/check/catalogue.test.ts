import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../../engine/check/index";
import { messages } from "../../../../engine/check/messages";
import type { MessageCode, Problem } from "../../../../engine/check/types";
import { readSite } from "../../../../engine/check/read";
import { fixturePublicDir } from "../images/temp-public";

const root = join(import.meta.dirname, "../../../..");
const publicDir = join(root, "public");
const read = (file: string) => readFileSync(join(root, file), "utf8");
/** Every problem the test manifests below gave, to check each has its message and its hint. */
const reached: Problem[] = [];
const problemsOf = (source: string, dir = publicDir) => {
  const { problems } = check(source, { publicDir: dir, year: 2026 });
  reached.push(...problems);
  return problems;
};
const codesOf = (source: string) => problemsOf(source).map((p) => p.code);

/** One-line changes to tests/fixtures/form-base.yaml, one per form rule (exact texts: tests/unit/engine/check/form-rules.test.ts). */
const FORM_MISTAKES: [string, string][] = [
  ["{{name}} / {{inquiryType}}", "{{nmae}} / {{inquiryType}}"],
  ["- name: inquiryType", "- name: name"],
  ["- name: inquiryType", "- name: submittedAt"],
  ["{ value: other, label: 기타 }", "{ value: new, label: 기타 }"],
  ["                options:\n                  - { value: new, label: 신규 프로젝트 }\n                  - { value: other, label: 기타 }\n", ""],
  ["required: { message: 이름을 입력해 주세요. }", "minItems: { value: 1, message: 하나 이상 }"],
  ["required: { message: 이름을 입력해 주세요. }", "pattern: { value: '^[0-9', message: 숫자만 }"],
  ['to: "{email}"', 'to: "{phone}"'],
];

/** Catalogue entries no manifest can reach: the fallback for a schema keyword the schema does not use. */
const UNREACHABLE: MessageCode[] = ["invalidValue"];

describe("the message catalogue", () => {
  it("has every entry shown by some test manifest", () => {
    const seen = new Set<MessageCode>();
    const bad = join(root, "tests/fixtures/bad");
    for (const file of readdirSync(bad).filter((f) => f.endsWith(".yaml"))) codesOf(read(`tests/fixtures/bad/${file}`)).forEach((c) => seen.add(c));
    codesOf(read("tests/fixtures/warnings.yaml")).forEach((c) => seen.add(c));
    codesOf(read("tests/fixtures/facts.yaml")).forEach((c) => seen.add(c));
    // Picture rules whose files must not sit in public/ (a 210 KB SVG, an SVG with script) use a public/ made for the test.
    const images = fixturePublicDir();
    for (const file of readdirSync(join(root, "tests/fixtures/images")).filter((f) => f.endsWith(".yaml"))) {
      problemsOf(read(`tests/fixtures/images/${file}`), images).forEach((p) => seen.add(p.code));
    }
    rmSync(images, { recursive: true, force: true });
    const form = read("tests/fixtures/form-base.yaml");
    for (const [from, to] of FORM_MISTAKES) codesOf(form.replace(from, to)).forEach((c) => seen.add(c));
    // The alias bomb and an image with blank alternative text, built in place.
    codesOf(["a: &a [x, x, x, x, x, x, x, x]", ...Array.from({ length: 6 }, (_, i) => `b${i}: &b${i} [${Array(8).fill(i ? `*b${i - 1}` : "*a").join(", ")}]`)].join("\n")).forEach((c) => seen.add(c));
    codesOf(read("tests/fixtures/warnings.yaml").replace("      - type: cardGrid\n", '      - type: partners\n        logos:\n          - { name: " ", logo: /logo.svg }\n      - type: cardGrid\n')).forEach((c) => seen.add(c));
    // The size limits and symlinks under public/ (tests/unit/engine/check/limits-and-paths.test.ts has their texts).
    const base = read("tests/fixtures/base.yaml");
    codesOf(`${base}# ${"x".repeat(11_000_000)}\n`).forEach((c) => seen.add(c));
    codesOf(`${base}long: &long "${"x".repeat(300_000)}"\ncopies: [${Array(40).fill("*long").join(", ")}]\n`).forEach((c) => seen.add(c));
    const linked = mkdtempSync(join(tmpdir(), "catalogue-public-"));
    try {
      cpSync(publicDir, linked, { recursive: true });
      symlinkSync("/etc/passwd", join(linked, "leak.png"));
      symlinkSync("/etc/hostname", join(linked, "other.png"));
      writeFileSync(join(linked, "landing.html"), "<html></html>");
      problemsOf(base.replace("image: /og-image.png", "image: /leak.png"), linked).forEach((p) => seen.add(p.code));
    } finally {
      rmSync(linked, { recursive: true, force: true });
    }

    // A manifest that is not there, or not UTF-8, is reported before any check.
    const eucKr = mkdtempSync(join(tmpdir(), "catalogue-euc-kr-"));
    try {
      writeFileSync(join(eucKr, "site.yaml"), Buffer.from([0x61, 0x3a, 0x20, 0xbf, 0xb9, 0x0a]));
      for (const [dir, file] of [[root, "no-such-site.yaml"], [eucKr, "site.yaml"]] as const) {
        const unreadable = readSite(dir, file).problems;
        reached.push(...unreadable);
        unreadable.forEach((p) => seen.add(p.code));
      }
    } finally {
      rmSync(eucKr, { recursive: true, force: true });
    }

    const expected = (Object.keys(messages) as MessageCode[]).filter((c) => !UNREACHABLE.includes(c)).sort();
    expect([...seen].sort()).toEqual(expected);

    // Each entry says what is wrong and then what to do, as two parts (Astro's catalogue has both too).
    for (const problem of reached) {
      expect(problem.hint.trim(), problem.code).not.toBe("");
      expect(problem.message.endsWith(` ${problem.hint}`), problem.code).toBe(true);
      expect(problem.message.length, problem.code).toBeGreaterThan(problem.hint.length + 5);
    }
  });
});
