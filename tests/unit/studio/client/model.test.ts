import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import type { Problem } from "../../../../engine/core/problem.ts";
import { applyToData } from "../../../../studio/client/session.ts";
import { BLOCK_TYPES } from "../../../../studio/core/schema.ts";
import {
  addBlock,
  addPage,
  columnAdded,
  columnRemoved,
  afterBlockRemoved,
  countLabel,
  dataPath,
  deletePage,
  duplicatePage,
  editingInBlock,
  formTarget,
  linksBrokenByDeleting,
  linksTo,
  matches,
  moveBlock,
  openPage,
  pageArrivedAt,
  pageInfoProblems,
  pathKey,
  pathProblem,
  problemCount,
  problemsByPath,
  renamePage,
  selectedBlock,
  selectedPart,
  selectionOf,
  shortcut,
  TEMPLATES,
  under,
  uniquePath,
  type Selection,
  type Step,
} from "../../../../studio/client/model.ts";
import { check } from "../../../../engine/check/index.ts";
import { mediaFiles } from "../../../../studio/server/document.ts";
import { applyChanges, type Change } from "../../../../studio/core/patch.ts";

const site = parse(readFileSync(join(import.meta.dirname, "../../../../site.yaml"), "utf8"));
const indexOf = (path: string) => (site.pages as { path: string }[]).findIndex((p) => p.path === path);

/** A small manifest: three pages, links between them, a redirect. */
const small = () => ({
  site: { name: "회사" },
  header: { links: [{ label: "소개", href: "/about" }] },
  footer: { groups: [{ title: "회사", links: [{ label: "소개", href: "/about#team" }, { label: "처음", href: "/" }] }] },
  redirects: [{ from: "/old", to: "/about" }],
  pages: [
    { path: "/", title: "처음", blocks: [{ type: "hero", title: "안녕", actions: [{ label: "소개", href: "/about" }] }, { type: "cta", title: "문의" }] },
    { path: "/about", title: "회사 소개", blocks: [{ type: "hero", title: "소개", actions: [{ label: "여기", href: "/about#top" }] }] },
    { path: "/contact", title: "문의", blocks: [] },
  ],
});

const problem = (path: Problem["path"], severity: Problem["severity"] = "error"): Problem => ({ severity, code: "missingRoute", line: 1, col: 1, message: "m", hint: "h", path });

/** `data` after a step's changes, as the session shows them. */
const after = (data: any, changes: Change[]) => changes.reduce(applyToData, data);

describe("the selection", () => {
  test("a problem's path opens its block, its page's information, or its shared part", () => {
    expect(selectionOf(["pages", 2, "blocks", 3, "title"])).toEqual({ page: 2, block: 3 });
    expect(selectionOf(["pages", 2, "blocks", 3])).toEqual({ page: 2, block: 3 });
    expect(selectionOf(["pages", 2, "title"])).toEqual({ page: 2, block: "meta" });
    expect(selectionOf(["pages", 2, "blocks"])).toEqual({ page: 2, block: "meta" });
    expect(selectionOf(["pages", 2])).toEqual({ page: 2, block: "meta" });
    for (const part of ["site", "header", "footer", "redirects"] as const) expect(selectionOf([part, "x"])).toEqual({ part });
    // Anything else (the whole file, a key the schema does not know): the first page.
    expect(selectionOf([])).toEqual({ page: 0, block: "meta" });
    expect(selectionOf(["unknown"])).toEqual({ page: 0, block: "meta" });
  });

  test("the open page stays within the pages there are; a shared part opens none", () => {
    const pages = small().pages;
    expect(openPage({ page: 1, block: 0 }, pages)).toBe(1);
    // The last page was removed elsewhere (a text editor): the page now last.
    expect(openPage({ page: 5, block: "meta" }, pages)).toBe(2);
    expect(openPage({ part: "footer" }, pages)).toBe(-1);
    expect(openPage({ page: 0, block: 0 }, [])).toBe(-1);
  });

  test("the selected block and shared part", () => {
    expect(selectedBlock({ page: 1, block: 2 })).toBe(2);
    expect(selectedBlock({ page: 1, block: 0 })).toBe(0);
    expect(selectedBlock({ page: 1, block: "meta" })).toBeNull();
    expect(selectedBlock({ part: "site" })).toBeNull();
    expect(selectedPart({ part: "site" })).toBe("site");
    expect(selectedPart({ page: 0, block: 0 })).toBeNull();
  });

  test("the field being edited counts for the preview only inside the selected block of the open page", () => {
    const editing = ["pages", 1, "blocks", 2, "cards", 0, "title"];
    expect(editingInBlock(editing, { page: 1, block: 2 }, 1)).toBe(editing);
    expect(editingInBlock(editing, { page: 1, block: 3 }, 1)).toEqual([]);
    expect(editingInBlock(editing, { page: 1, block: 2 }, 0)).toEqual([]);
    expect(editingInBlock(editing, { part: "footer" }, -1)).toEqual([]);
    expect(editingInBlock(["footer", "copyright"], { part: "footer" }, -1)).toEqual([]);
  });

  test("a link followed in the preview selects the page it arrived at, unless it is the open one or no page of the studio's", () => {
    const pages = small().pages;
    expect(pageArrivedAt(pages, "/contact", 0)).toEqual({ page: 2, block: "meta" });
    expect(pageArrivedAt(pages, "/", 1)).toEqual({ page: 0, block: "meta" });
    expect(pageArrivedAt(pages, "/about", 1)).toBeUndefined();
    expect(pageArrivedAt(pages, "/old", 0)).toBeUndefined();
    // From a shared part (no page open), any page of the site.
    expect(pageArrivedAt(pages, "/about", -1)).toEqual({ page: 1, block: "meta" });
  });

  test("a field's data-path attribute as a data path: list places are numbers", () => {
    expect(dataPath("pages.0.blocks.12.title")).toEqual(["pages", 0, "blocks", 12, "title"]);
    expect(dataPath("site.phone")).toEqual(["site", "phone"]);
    expect(dataPath(null)).toEqual([]);
    expect(dataPath(undefined)).toEqual([]);
  });

  test("Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, on a Mac with ⌘; other keys are not the studio's", () => {
    const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}) => shortcut({ key: k, ctrlKey: !!mods.ctrl, metaKey: !!mods.meta, shiftKey: !!mods.shift });
    expect(key("z", { ctrl: true })).toBe("undo");
    expect(key("z", { meta: true })).toBe("undo");
    // Caps Lock on, or Shift held: the key reads "Z".
    expect(key("Z", { ctrl: true, shift: true })).toBe("redo");
    expect(key("z", { ctrl: true, shift: true })).toBe("redo");
    expect(key("y", { ctrl: true })).toBe("redo");
    expect(key("Y", { meta: true, shift: true })).toBe("redo");
    expect(key("z")).toBeUndefined();
    expect(key("c", { ctrl: true })).toBeUndefined();
    expect(key("s", { meta: true })).toBeUndefined();
  });
});

describe("problems by place", () => {
  const problems = [
    problem(["pages", 1, "title"]),
    problem(["pages", 1, "blocks", 0, "title"]),
    problem(["pages", 1, "blocks", 0, "cta", "href"], "warning"),
    problem(["pages", 1, "blocks", 2, "title"], "warning"),
    problem(["pages", 10, "title"]),
    problem(["footer", "links", 0, "href"]),
    problem(["site", "phone"], "warning"),
  ];

  test("under a place: the place and everything inside it, nothing beside it", () => {
    expect(under(problems, ["pages", 1])).toEqual(problems.slice(0, 4));
    expect(under(problems, ["pages", 1, "blocks", 0])).toEqual(problems.slice(1, 3));
    // Page 10 is not inside page 1.
    expect(under(problems, ["pages", 10])).toEqual([problems[4]]);
    expect(under(problems, ["footer"])).toEqual([problems[5]]);
    expect(under(problems, [])).toEqual(problems);
    expect(under(problems, ["header"])).toEqual([]);
  });

  test("a page's own problems leave out its blocks'", () => {
    expect(pageInfoProblems(problems, 1)).toEqual([problems[0]]);
    expect(pageInfoProblems(problems, 0)).toEqual([]);
  });

  test("each field's problems, by its path", () => {
    const map = problemsByPath([...problems, problem(["pages", 1, "title"], "warning")]);
    expect(map.get(pathKey(["pages", 1, "title"]))?.map((p) => p.severity)).toEqual(["error", "warning"]);
    expect(map.get(pathKey(["site", "phone"]))).toEqual([problems[6]]);
    expect(map.get(pathKey(["pages", 1]))).toBeUndefined();
  });

  test("the top bar counts errors and warnings; a list's mark says errors first, else warnings", () => {
    expect(problemCount([])).toBe("문제 없음");
    expect(problemCount(problems)).toBe("오류 4건 · 경고 3건");
    expect(problemCount(problems.filter((p) => p.severity === "error"))).toBe("오류 4건");
    expect(problemCount(problems.filter((p) => p.severity === "warning"))).toBe("오류 0건 · 경고 3건");
    expect(countLabel(under(problems, ["pages", 1, "blocks", 0]))).toBe("오류 1건");
    expect(countLabel(under(problems, ["pages", 1, "blocks", 2]))).toBe("경고 1건");
    expect(countLabel(under(problems, ["header"]))).toBe("");
  });
});

describe("the form of the selection", () => {
  const problems = [problem(["pages", 0, "title"]), problem(["pages", 0, "blocks", 0, "title"]), problem(["footer", "copyright"])];

  test("a block: its number and kind in words, its fields but its type, its problems", () => {
    const home = small();
    const form = formTarget({ page: 0, block: 0 }, home, problems);
    expect(form.title).toBe("1번째 블록: 페이지 맨 위 큰 제목 영역");
    expect(form.help).toBeUndefined();
    // A kind whose description runs on is named in a few words; the rest is said under the name.
    home.pages[0]!.blocks[0] = { type: "sceneHero", title: "제목" } as any;
    const scene = formTarget({ page: 0, block: 0 }, home, problems);
    expect(scene.title).toBe("1번째 블록: 장면이 있는 첫 화면");
    expect(scene.help).toMatch(/^큰 제목 옆\(휴대폰에서는 아래\)에 회사와 서비스의 관계를/);
    expect(form.path).toEqual(["pages", 0, "blocks", 0]);
    expect(form.skip).toEqual(["type"]);
    expect(form.schema?.properties?.title).toBeDefined();
    expect(form.problems).toEqual([problems[1]]);
  });

  test("a block of a kind the schema does not know has no schema: the form says so", () => {
    const data = small();
    (data.pages[0]!.blocks[0] as { type: string }).type = "heroo";
    const form = formTarget({ page: 0, block: 0 }, data, []);
    expect(form.schema).toBeUndefined();
    expect(form.title).toBe("1번째 블록: heroo");
  });

  test("a page's information: its address shown apart, its blocks in their own pane, its own problems only", () => {
    const form = formTarget({ page: 0, block: "meta" }, small(), problems);
    expect(form.title).toBe("/ 페이지 정보");
    expect(form.path).toEqual(["pages", 0]);
    expect(form.skip).toEqual(["blocks", "path"]);
    expect(form.schema?.properties?.title).toBeDefined();
    expect(form.problems).toEqual([problems[0]]);
  });

  test("a shared part: its Korean name and its schema", () => {
    const form = formTarget({ part: "footer" }, small(), problems);
    expect(form.title).toBe("바닥글");
    expect(form.path).toEqual(["footer"]);
    expect(form.problems).toEqual([problems[2]]);
    // Redirects are a list: the form draws it as one list field.
    expect(formTarget({ part: "redirects" }, small(), []).schema?.type).toBe("array");
  });
});

describe("pages", () => {
  test("the search finds a page by every word, in its address or title, in any case", () => {
    const page = { path: "/it-service", title: "IT 서비스 운영" };
    expect(matches(page, "")).toBe(true);
    expect(matches(page, "it")).toBe(true);
    expect(matches(page, "SERVICE")).toBe(true);
    expect(matches(page, "서비스 운영")).toBe(true);
    expect(matches(page, "서비스 개발")).toBe(false);
    expect(matches({ path: "/x" }, "x")).toBe(true);
    expect(matches(undefined, "x")).toBe(false);
  });

  test("an address the site cannot serve, or that a page or a redirect already has, is refused in words", () => {
    const data = small();
    expect(pathProblem("/new-page", data)).toBe("");
    expect(pathProblem("/services/new-2", data)).toBe("");
    for (const bad of ["new", "", "/New", "/new_page", "/new-", "/-new", "/new//x", "/new/", "/새", "/a b"]) expect(pathProblem(bad, data), bad).toBe("주소는 /로 시작하고 영문 소문자, 숫자, 하이픈으로 씁니다 (예: /services/new).");
    expect(pathProblem(`/${"a".repeat(200)}`, data)).toBe("주소가 너무 깁니다. 200자까지 씁니다.");
    expect(pathProblem("/about", data)).toBe("/about 주소는 이미 다른 페이지('회사 소개')가 쓰고 있습니다. 다른 주소를 골라 주세요.");
    // The home page's address is one the site serves: taken here, free in a manifest without one.
    expect(pathProblem("/", data)).toBe("/ 주소는 이미 다른 페이지('처음')가 쓰고 있습니다. 다른 주소를 골라 주세요.");
    expect(pathProblem("/", { pages: [] })).toBe("");
    // The page being renamed may keep its own address.
    expect(pathProblem("/about", data, { except: 1 })).toBe("");
    expect(pathProblem("/about", data, { except: 0 })).not.toBe("");
    expect(pathProblem("/old", data)).toBe("/old 주소는 '주소 이동'에서 옛 주소로 쓰이고 있어 페이지 주소로 쓸 수 없습니다. 다른 주소를 고르거나 그 주소 이동을 먼저 지워 주세요.");
    // A redirect written with a trailing slash is the same address to a host.
    expect(pathProblem("/was", { pages: [], redirects: [{ from: "/was/", to: "/" }] })).not.toBe("");
    expect(pathProblem("/assets/new", data)).toBe("/assets/new 주소는 사이트가 자체 파일을 두는 폴더(/assets)와 겹쳐 쓸 수 없습니다. 다른 주소를 골라 주세요.");
    // A folder of public/ is the site's too: the studio knows it from its files.
    expect(pathProblem("/uploads", data)).toBe("");
    expect(pathProblem("/uploads", data, { files: ["/uploads/team.jpg"] })).toBe("/uploads 주소는 사이트가 자체 파일을 두는 폴더(/uploads)와 겹쳐 쓸 수 없습니다. 다른 주소를 골라 주세요.");
  });

  test("an address is refused by the studio exactly when the check would refuse it", () => {
    // base.yaml: pages /, /services, /contact and a redirect from /old; public/ as the site's.
    const base = readFileSync(join(import.meta.dirname, "../../../fixtures/base.yaml"), "utf8");
    const publicDir = join(import.meta.dirname, "../../../../public");
    const files = mediaFiles(publicDir);
    const data = parse(base);
    const candidates = ["/new-page", "/a/b-c/d1", "/", "/services", "/old", "/New", "/new/", "/x_y", "/assets", "/media/x", "/partners-2", `/${"a".repeat(199)}`, `/${"a".repeat(200)}`];
    for (const path of candidates) {
      const source = applyChanges(base, [{ op: "insert", path: ["pages", data.pages.length], value: { path, title: "새 페이지 제목입니다", description: "새 페이지를 소개하는 설명을 검색 결과에 맞는 길이로 한두 문장 씁니다. 이 정도면 충분합니다.", blocks: [{ type: "hero", title: "제목" }] } }]).source;
      // The check refuses the page's path, or (/old) the redirect that the page would hide.
      const refused = check(source, { publicDir, year: 2026 }).problems.some((p) => p.severity === "error" && ((p.path[0] === "pages" && p.path[1] === data.pages.length && p.path[2] === "path") || p.path[0] === "redirects"));
      expect(pathProblem(path, data, { files }) !== "", path).toBe(refused);
    }
  });

  test("a copy's address is the first free one after the original's", () => {
    const pages = [{ path: "/" }, { path: "/about" }, { path: "/about-2" }, { path: "/home-2" }];
    expect(uniquePath(pages, "/about")).toBe("/about-3");
    expect(uniquePath(pages, "/contact")).toBe("/contact-2");
    expect(uniquePath(pages, "/")).toBe("/home-3");
  });

  test("the links to a page: its address and its #ids, in any part of the manifest, not a longer address", () => {
    const data = small();
    data.pages.push({ path: "/about-us", title: "x", blocks: [{ type: "cta", title: "y", action: { label: "z", href: "/about-us" } }] } as any);
    expect(linksTo(data, "/about")).toEqual([
      { at: ["header", "links", 0, "href"], href: "/about" },
      { at: ["footer", "groups", 0, "links", 0, "href"], href: "/about#team" },
      { at: ["redirects", 0, "to"], href: "/about" },
      { at: ["pages", 0, "blocks", 0, "actions", 0, "href"], href: "/about" },
      { at: ["pages", 1, "blocks", 0, "actions", 0, "href"], href: "/about#top" },
    ]);
    expect(linksTo(data, "/contact")).toEqual([]);
  });

  test("on the real site.yaml: every link to /privacy, by its written text", () => {
    const privacy = linksTo(site, "/privacy");
    expect(privacy.length).toBeGreaterThanOrEqual(2);
    for (const { at, href } of privacy) expect(at.reduce((node: any, seg) => node[seg], site)).toBe(href);
  });

  test("deleting a page breaks the links from elsewhere only: its links to itself go with it", () => {
    expect(linksBrokenByDeleting(small(), 1).map((l) => l.href)).toEqual(["/about", "/about#team", "/about", "/about"]);
    expect(linksBrokenByDeleting(small(), 2)).toEqual([]);
    expect(linksBrokenByDeleting(small(), 7)).toEqual([]);
  });

  test("a new page from a template has the template's blocks, and its first block is selected", () => {
    const data = small();
    const step = addPage(data, "/services/new", 1) as Step;
    expect(step.selection).toEqual({ page: 3, block: 0 });
    const added = after(data, step.changes).pages[3];
    expect(added.path).toBe("/services/new");
    expect(added.blocks).toEqual(TEMPLATES[1]!.blocks);
    // Each new page has blocks of its own, not the template's.
    expect(added.blocks[0]).not.toBe(TEMPLATES[1]!.blocks[0]);
    expect(addPage(data, "/about", 0)).toEqual({ error: pathProblem("/about", data) });
    expect(addPage(data, "about", 0)).toEqual({ error: pathProblem("about", data) });
  });

  test("a new page lands beside its siblings: after the last page of its folder, or its parent; else last (it went after /privacy)", () => {
    const pages = (site.pages as { path: string }[]).map((p) => p.path);
    const at = (path: string) => (addPage(site, path, 0) as Step).selection;
    expect(at("/ai/new")).toEqual({ page: pages.lastIndexOf(pages.filter((p) => p.startsWith("/ai/")).at(-1)!) + 1, block: 0 });
    expect(pages[(at("/ai/new") as { page: number }).page - 1]).toMatch(/^\/ai\//);
    expect(at("/about/team")).toEqual({ page: indexOf("/about") + 1, block: 0 });
    expect(at("/careers")).toEqual({ page: pages.length, block: 0 });
    expect(at("/new-folder/page")).toEqual({ page: pages.length, block: 0 });
  });

  test("a new page from each template is neutral and sound: the check finds nothing in it, and no business's sample copy", () => {
    const source = readFileSync(join(import.meta.dirname, "../../../../site.yaml"), "utf8");
    const before = check(source, { publicDir: join(import.meta.dirname, "../../../../public") }).problems.length;
    TEMPLATES.forEach((template, t) => {
      const step = addPage(site, "/ai/new", t) as Step;
      const changed = applyChanges(source, step.changes).source;
      const { problems } = check(changed, { publicDir: join(import.meta.dirname, "../../../../public") });
      expect(problems.filter((p) => p.path[1] === (step.selection as { page: number }).page).map((p) => p.message), template.name).toEqual([]);
      expect(problems.length).toBe(before);
      const text = JSON.stringify(template.blocks);
      for (const sample of BLOCK_TYPES.map((b) => (b.skeleton as { title?: string }).title).filter(Boolean)) expect(text).not.toContain(sample);
    });
  });

  test("칸 추가 in a full row of a table, or a new column title, is a new column: a title and a cell in every row", () => {
    const data = { pages: [{ blocks: [{ type: "table", tables: [{ columns: ["가", "나"], rows: [["1", "2"], ["3"], ["5", "6"]] }] }] }] };
    const table = ["pages", 0, "blocks", 0, "tables", 0];
    const column: Change[] = [
      { op: "insert", path: [...table, "columns", 2], value: "새 열" },
      { op: "insert", path: [...table, "rows", 0, 2], value: "새 칸" },
      { op: "insert", path: [...table, "rows", 1, 1], value: "새 칸" },
      { op: "insert", path: [...table, "rows", 2, 2], value: "새 칸" },
    ];
    expect(columnAdded(data, [...table, "rows", 0])).toEqual(column);
    expect(columnAdded(data, [...table, "columns"])).toEqual(column);
    // A row short of the columns takes the one cell that evens it; any other list adds its item.
    expect(columnAdded(data, [...table, "rows", 1])).toBeUndefined();
    expect(columnAdded(data, [...table, "rows"])).toBeUndefined();
    expect(columnAdded(small(), ["header", "links"])).toBeUndefined();
  });

  test("a table's cell is deleted with its column: the title and the cell at that place in every row", () => {
    const data = { pages: [{ blocks: [{ type: "table", tables: [{ columns: ["가", "나", "다"], rows: [["1", "2", "3"], ["4"], ["5", "6", "7", "8"]] }] }] }] };
    const table = ["pages", 0, "blocks", 0, "tables", 0];
    const second: { changes: Change[]; title: string } = {
      changes: [
        { op: "delete", path: [...table, "columns", 1] },
        { op: "delete", path: [...table, "rows", 0, 1] },
        { op: "delete", path: [...table, "rows", 2, 1] },
      ],
      title: "나",
    };
    expect(columnRemoved(data, [...table, "rows", 0, 1])).toEqual(second);
    expect(columnRemoved(data, [...table, "columns", 1])).toEqual(second);
    // What is left matches: every row as long as the columns (the short row stays as short as it was).
    const left = after(data, second.changes).pages[0].blocks[0].tables[0];
    expect(left).toEqual({ columns: ["가", "다"], rows: [["1", "3"], ["4"], ["5", "7", "8"]] });
    // A cell past the columns goes alone, as does an item of any other list.
    expect(columnRemoved(data, [...table, "rows", 2, 3])).toBeUndefined();
    expect(columnRemoved(data, [...table, "rows", 1])).toBeUndefined();
    expect(columnRemoved(small(), ["header", "links", 0])).toBeUndefined();
  });

  test("a copied page follows the original at a free address, and is selected", () => {
    const data = small();
    const step = duplicatePage(data.pages, 1);
    expect(step.selection).toEqual({ page: 2, block: "meta" });
    const pages = after(data, step.changes).pages;
    expect(pages.map((p: { path: string }) => p.path)).toEqual(["/", "/about", "/about-2", "/contact"]);
    expect(pages[2].blocks).toEqual(pages[1].blocks);
    expect(duplicatePage(data.pages, 0).changes[1]).toEqual({ op: "set", path: ["pages", 1, "path"], value: "/home-2" });
  });

  test("a deleted page leaves the page before it selected (the first page: the new first)", () => {
    const data = small();
    expect(deletePage(2)).toEqual({ changes: [{ op: "delete", path: ["pages", 2] }], selection: { page: 1, block: "meta" } });
    expect(deletePage(0).selection).toEqual({ page: 0, block: "meta" });
    expect(after(data, deletePage(1).changes).pages.map((p: { path: string }) => p.path)).toEqual(["/", "/contact"]);
  });

  test("a renamed page takes its links with it, and keeps its old address as a redirect, in one step", () => {
    const data = small();
    const incoming = linksTo(data, "/about");
    const step = renamePage(data, 1, "/company", { incoming, updateLinks: true, keepOld: true });
    expect(step && "changes" in step && step.name).toBe("/about 페이지 주소를 /company로 바꾸기");
    const renamed = after(data, (step as { changes: Change[] }).changes);
    expect(renamed.pages[1].path).toBe("/company");
    expect(renamed.header.links[0].href).toBe("/company");
    // A link to one of its #ids keeps the #id.
    expect(renamed.footer.groups[0].links[0].href).toBe("/company#team");
    expect(renamed.pages[1].blocks[0].actions[0].href).toBe("/company#top");
    expect(renamed.redirects).toEqual([{ from: "/old", to: "/company" }, { from: "/about", to: "/company" }]);
    expect(linksTo(renamed, "/about")).toEqual([]);
  });

  test("a rename may leave the links and add no redirect; the same address does nothing; a taken or bad one is refused", () => {
    const data = small();
    const incoming = linksTo(data, "/about");
    const plain = renamePage(data, 1, "/company", { incoming, updateLinks: false, keepOld: false });
    expect(plain && "changes" in plain && plain.changes).toEqual([{ op: "set", path: ["pages", 1, "path"], value: "/company" }]);
    expect(renamePage(data, 1, "/about", { incoming, updateLinks: true, keepOld: true })).toBeUndefined();
    expect(renamePage(data, 1, "/contact", { incoming, updateLinks: true, keepOld: true })).toEqual({ error: pathProblem("/contact", data, { except: 1 }) });
    expect(renamePage(data, 1, "/Company", { incoming, updateLinks: true, keepOld: true })).toEqual({ error: pathProblem("/Company", data, { except: 1 }) });
  });
});

describe("blocks", () => {
  test("a new block goes after the selected one (or last), and is selected", () => {
    const step = addBlock(0, 2, 0, "faq");
    expect(step.at).toBe(1);
    expect(step.selection).toEqual({ page: 0, block: 1 });
    expect(step.changes).toEqual([{ op: "insert", path: ["pages", 0, "blocks", 1], value: BLOCK_TYPES.find((b) => b.type === "faq")!.skeleton }]);
    expect(addBlock(0, 2, null, "faq").at).toBe(2);
    const data = small();
    expect(after(data, addBlock(0, 2, 1, "cta").changes).pages[0].blocks.map((b: { type: string }) => b.type)).toEqual(["hero", "cta", "cta"]);
  });

  test("a moved block stays selected at its new place; a move off the list does nothing", () => {
    const data = small();
    const step = moveBlock(0, 2, 0, 1)!;
    expect(step.selection).toEqual({ page: 0, block: 1 });
    expect(after(data, step.changes).pages[0].blocks.map((b: { type: string }) => b.type)).toEqual(["cta", "hero"]);
    expect(moveBlock(0, 2, 0, -1)).toBeUndefined();
    expect(moveBlock(0, 2, 1, 2)).toBeUndefined();
  });

  test("a removed block leaves its page's information selected", () => {
    expect(afterBlockRemoved(3)).toEqual<Selection>({ page: 3, block: "meta" });
  });
});

describe("on the real site.yaml", () => {
  test("every page's address is its own and well formed: renaming a page to its own address is no change", () => {
    for (const [i, page] of (site.pages as { path: string }[]).entries()) {
      expect(pathProblem(page.path, site, { except: i }), page.path).toBe("");
      expect(renamePage(site, i, page.path, { incoming: [], updateLinks: true, keepOld: true })).toBeUndefined();
    }
  });

  test("/about's copy is /about-2, and the search finds it by its title", () => {
    const about = indexOf("/about");
    expect(duplicatePage(site.pages, about).changes[1]).toEqual({ op: "set", path: ["pages", about + 1, "path"], value: "/about-2" });
    expect(site.pages.filter((p: any) => matches(p, site.pages[about].title)).map((p: any) => p.path)).toContain("/about");
  });
});
