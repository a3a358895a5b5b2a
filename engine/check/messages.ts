/**
 * The one catalogue of messages that `npm run check`, the build and the dev overlay print, and the
 * studio shows at its fields. Each message says what is wrong, where (page path, block, field) and
 * what to do, in plain Korean: for the person who edits site.yaml, with its keys and how to write
 * them; and, where that differs, for the person at the studio's forms, who never sees a key or a
 * line of YAML (an entry's `studio` words; the places are said by the check's Locator in either
 * voice). Tests assert the exact text, so change wording here only.
 */
import { josa } from "../core/particles.ts";
import type { MessageCode, Said } from "./types.ts";

/** Names of value kinds as the editor sees them in YAML. */
export const KIND_NAMES: Record<string, string> = {
  string: "글자",
  number: "숫자",
  integer: "정수",
  boolean: "true 또는 false",
  array: "목록(- 로 시작하는 줄들)",
  object: "항목 묶음(이름: 값 줄들)",
  null: "빈 값",
};

/** What to do when a value is of the wrong kind, by the kind wanted. */
const KIND_FIXES: Record<string, string> = {
  string: "값을 따옴표(\")로 감싸 글자로 쓰세요.",
  number: "따옴표 없이 숫자만 쓰세요.",
  integer: "따옴표와 소수점 없이 숫자만 쓰세요.",
  boolean: "true 또는 false를 쓰세요.",
  array: "값을 하나씩 '- '로 시작하는 줄에 나누어 쓰세요.",
  object: "'이름: 값' 줄들로 나누어 쓰세요.",
};

/** The same kinds as the studio's forms show them. */
const KIND_WORDS: Record<string, string> = {
  string: "글",
  number: "숫자",
  integer: "정수",
  boolean: "켬/끔",
  array: "목록",
  object: "항목 묶음",
  null: "빈 값",
};

/** "…에는 글자가 와야 하는데 숫자가 있습니다." in `names`' words for the kinds. */
const kindClash = (names: Record<string, string>, expected: string, actual: string) =>
  `${josa(names[expected] ?? expected, "이/가")} 와야 하는데 ${actual === "null" ? "비어 있습니다" : `${josa(names[actual] ?? actual, "이/가")} 있습니다`}.`;

/** The kind of a parsed YAML value, in the words of KIND_NAMES. */
export function kindOf(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return typeof value;
}

const list = (items: readonly unknown[]) => items.map((i) => String(i)).join(", ");
/** Longest value a message quotes whole: longer ones (a pasted page in one field) are cut, so a message stays a line. */
export const QUOTE_LIMIT = 200;
/** A value quoted in a message: "'/dx'". */
const q = (s: unknown) => {
  const text = String(s);
  return `'${text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - (/[\uD800-\uDBFF]/.test(text[QUOTE_LIMIT - 1]!) ? 1 : 0))}…` : text}'`;
};
/** The parameters of a message that needs none. */
type NoParams = Record<string, never>;
/** Bytes as people read them, the one way every message gives a size: "812KB", "4.3MB". */
const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)}KB` : `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")}MB`);

/** A count with thousands separators, as Korean text writes it: "1,000". */
const count = (n: number) => n.toLocaleString("en-US");
/** Pixels as people read a camera's resolution: "400백만 화소" would be odd, so "4억 화소" and "5,000만 화소". */
const megapixels = (pixels: number) => (pixels >= 1e8 ? `${Number((pixels / 1e8).toFixed(1))}억 화소` : `${count(Math.round(pixels / 1e4))}만 화소`);

/**
 * A catalogue entry, as Astro's error catalogue has them: what is wrong, and what to do about it;
 * `studio`, either said at the studio's forms, where it differs (no key, no YAML).
 */
export interface Entry {
  message: string;
  hint: string;
  studio?: { message?: string; hint?: string };
}
const e = (message: string, hint: string, studio?: Entry["studio"]): Entry => ({ message, hint, studio });

/** What to do about a block that is not one of the studio's kinds: made anew, in the studio's words. */
const NEW_BLOCK = "이 블록을 지우고 알맞은 종류의 새 블록을 추가하세요.";

/** What to do about an SVG that engine/svg/safety.ts refuses (the check, and the studio's upload). */
export const SVG_FIX = "그림 도구에서 스크립트와 외부 연결 없이 일반 SVG로 다시 내보내세요.";
/** A value quoted in an SVG reason: one line, at most 40 characters. */
const snippet = (value: string) => {
  const line = value.replace(/\s+/g, " ");
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
};
const onLine = (line: number) => `${line}번째 줄에`;

/**
 * Why engine/svg/safety.ts refuses an SVG: one clause, with the line of the file where it is, for
 * the check's messages above and the studio's answer to an upload.
 */
export const svgReasons = {
  notUtf8: () => "글자 인코딩이 UTF-8이 아닙니다",
  encoding: (line: number, encoding: string) => `${onLine(line)} UTF-8이 아닌 글자 인코딩(${snippet(encoding)})이 선언되어 있습니다`,
  syntax: (line: number) => `${line}번째 줄의 XML 문법이 맞지 않습니다`,
  notSvg: (line: number) => `${line}번째 줄의 맨 바깥 요소가 SVG(xmlns="http://www.w3.org/2000/svg"인 <svg>)가 아닙니다`,
  doctype: (line: number) => `${onLine(line)} 문서 형식 선언(<!DOCTYPE>)이 있습니다`,
  instruction: (line: number, target: string) => `${onLine(line)} 처리 명령(<?${snippet(target)}?>)이 있습니다`,
  script: (line: number, name: string) => `${onLine(line)} 스크립트 요소(<${name}>)가 있습니다`,
  foreignObject: (line: number, name: string) => `${onLine(line)} HTML을 담는 요소(<${name}>)가 있습니다`,
  foreignElement: (line: number, name: string) => `${onLine(line)} SVG가 아닌 요소(<${name}>)가 있습니다`,
  element: (line: number, name: string) => `${onLine(line)} 그림에 쓰지 않는 요소(<${name}>)가 있습니다`,
  handler: (line: number, name: string) => `${onLine(line)} 이벤트 속성(${name})이 있습니다`,
  attribute: (line: number, name: string) => `${onLine(line)} 그림에 쓰지 않는 속성(${name})이 있습니다`,
  link: (line: number, name: string, target: string) => `${onLine(line)} 파일 밖으로 가는 연결(${name}="${snippet(target)}")이 있습니다`,
  cssUrl: (line: number, target: string) => `${onLine(line)} 바깥 파일을 불러오는 CSS(url(${snippet(target)}))가 있습니다`,
  cssImport: (line: number) => `${onLine(line)} 바깥 파일을 불러오는 CSS(@import)가 있습니다`,
  cssLoader: (line: number, name: string) => `${onLine(line)} 바깥 파일을 불러올 수 있는 CSS(${name}())가 있습니다`,
  cssEscape: (line: number) => `${onLine(line)} CSS 이스케이프 문자(\\)가 있습니다`,
} as const;

/** A section's background and heading alignment in words (the schema's `tone` and `align`, as the studio shows them). */
const TONE_WORDS = { plain: "흰색", muted: "연한 회색", dark: "짙은 남색", light: "첫 화면의 밝은 바탕" } as const;
const ALIGN_WORDS = { center: "가운데", start: "왼쪽" } as const;

/** The keys of a block's look, as site.yaml writes them and as the studio's forms name them. */
// heroTone: a hero's `tone`, whose values are its own.
const LOOK_KEYS = { tone: "'tone'(배경: plain, muted, dark)", heroTone: "'tone'(배경: dark, light)", align: "'align'(제목 정렬: center, start)" } as const;
const LOOK_WORDS = { tone: "배경", heroTone: "배경", align: "제목 정렬" } as const;
type SameLookOwn = { previous: readonly (keyof typeof LOOK_KEYS)[]; current: readonly (keyof typeof LOOK_KEYS)[] };

/**
 * What to do about two neighbours that look alike, naming only what each block lets site.yaml
 * change: a cta's background is its component's, so it is never told to change its `tone`.
 */
function lookFix(words: Record<keyof typeof LOOK_KEYS, string>, p: { previous: string; current: string; own: SameLookOwn }): string {
  // Each of these names ends in a syllable that takes 을 ('tone' 톤, 'align' 얼라인, 배경, 정렬).
  const keys = (own: SameLookOwn["previous"]) => `${own.map((key) => words[key]).join("이나 ")}을`;
  const { previous, current } = p.own;
  if (previous.length === 0 && current.length === 0) return "두 블록 모두 배경과 제목 정렬이 정해진 블록이니, 다른 블록을 사이에 두거나 한 블록을 다른 자리로 옮기세요.";
  const changes =
    previous.join() === current.join()
      ? [`두 블록 중 하나의 ${keys(current)}`]
      : [previous.length > 0 && `앞 블록(${p.previous})의 ${keys(previous)}`, current.length > 0 && `이 블록(${p.current})의 ${keys(current)}`].filter(Boolean);
  return `${changes.join(" 바꾸거나 ")} 바꾸거나, 다른 블록을 사이에 두세요.`;
}

/**
 * Every message, by permanent code. `where` is a place such as "'/dx' 페이지 2번째 블록(cardGrid)";
 * `field` is a field such as "'title'(큰 제목)".
 */
export const messages = {
  yamlSyntax: (p: { detail: Entry }) => e(`YAML 문법 오류: ${p.detail.message}`, p.detail.hint),
  yamlTooBig: (p: { limit: number }) =>
    e(`별칭(*이름)이 너무 많이 펼쳐집니다(최대 ${p.limit}개).`, "앵커(&)와 별칭(*)을 지우고 내용을 직접 쓰세요."),
  required: (p: { where: string; field: string; key: string }) =>
    e(`${p.where}에 ${josa(p.field, "이/가")} 없습니다.`, `'${p.key}:' 줄을 추가하세요.`, { hint: "값을 채우세요." }),
  unknownProperty: (p: { where: string; key: string; suggestion?: string; allowed: readonly string[] }) =>
    e(
      `${p.where}의 ${josa(q(p.key), "은/는")} 알 수 없는 항목입니다.`,
      (p.suggestion ? `${q(p.suggestion)}의 오타인가요? ` : "") + `쓸 수 있는 항목: ${list(p.allowed)}.`,
      {
        message: `${p.where}에 편집 화면에 없는 항목 ${josa(q(p.key), "이/가")} 있습니다.`,
        hint: "site.yaml을 직접 고친 사람에게 이 항목을 지우거나 고쳐 달라고 하세요.",
      },
    ),
  /** `meant`: the allowed key that `key`, typed on the Korean keyboard, reads as on an English one. */
  hangulKey: (p: { where: string; key: string; meant: string }) =>
    e(
      `${p.where}의 ${josa(q(p.key), "은/는")} 알 수 없는 항목입니다.`,
      `${josa(q(p.meant), "을/를")} 한/영 전환 없이 치셨나요? 영문 자판으로 바꿔 ${josa(q(`${p.meant}:`), "으로/로")} 쓰세요.`,
      {
        message: `${p.where}에 편집 화면에 없는 항목 ${josa(q(p.key), "이/가")} 있습니다.`,
        hint: "site.yaml을 직접 고친 사람에게 이 항목을 지우거나 고쳐 달라고 하세요.",
      },
    ),
  wrongKind: (p: { where: string; field: string; expected: string; actual: string }) =>
    e(`${p.where}의 ${p.field}에는 ${kindClash(KIND_NAMES, p.expected, p.actual)}`, p.actual === "null" ? "값을 쓰세요." : (KIND_FIXES[p.expected] ?? "값의 종류를 고치세요."), {
      message: `${p.where}의 ${p.field}에는 ${kindClash(KIND_WORDS, p.expected, p.actual)}`,
      hint: p.actual === "null" ? "값을 쓰세요." : "이 칸을 다시 입력하거나 고르세요.",
    }),
  notOneOf: (p: { where: string; field: string; value: unknown; allowed: readonly unknown[] }) =>
    e(`${p.where}의 ${p.field} 값 ${josa(q(p.value), "은/는")} 쓸 수 없습니다.`, `다음 중 하나를 쓰세요: ${list(p.allowed)}.`, { hint: "목록에서 하나를 고르세요." }),
  unknownBlockType: (p: { where: string; value: unknown; suggestion?: string; allowed: readonly string[] }) =>
    e(
      `${p.where}의 블록 종류(type) ${josa(q(p.value), "은/는")} 없는 종류입니다.`,
      (p.suggestion ? `${q(p.suggestion)}의 오타인가요? ` : "") + `쓸 수 있는 종류: ${list(p.allowed)}.`,
      { message: `${p.where}의 블록 종류 ${josa(q(p.value), "은/는")} 없는 종류입니다.`, hint: NEW_BLOCK },
    ),
  hangulBlockType: (p: { where: string; value: unknown; meant: string }) =>
    e(
      `${p.where}의 블록 종류(type) ${josa(q(p.value), "은/는")} 없는 종류입니다.`,
      `${josa(q(p.meant), "을/를")} 한/영 전환 없이 치셨나요? 영문 자판으로 바꿔 ${josa(q(`type: ${p.meant}`), "으로/로")} 쓰세요.`,
      { message: `${p.where}의 블록 종류 ${josa(q(p.value), "은/는")} 없는 종류입니다.`, hint: NEW_BLOCK },
    ),
  missingBlockType: (p: { where: string; allowed: readonly string[] }) =>
    e(`${p.where}에 블록 종류(type)가 없습니다.`, `'type:' 줄에 다음 중 하나를 쓰세요: ${list(p.allowed)}.`, { message: `${p.where}에 블록 종류가 없습니다.`, hint: NEW_BLOCK }),
  noBlocks: (p: { where: string }) =>
    e(`${p.where}에 블록이 하나도 없습니다.`, "'blocks:' 아래에 블록(예: - type: hero)을 하나 이상 넣으세요.", { hint: "새 블록을 하나 이상 추가하세요." }),
  tooFewItems: (p: { where: string; field: string; min: number }) =>
    e(`${p.where}의 ${p.field}에는 항목이 ${p.min}개 이상 있어야 합니다.`, "'- '로 시작하는 줄로 항목을 더 넣으세요.", { hint: "항목을 더 추가하세요." }),
  tooManyItems: (p: { where: string; field: string; max: number }) =>
    e(`${p.where}의 ${p.field}에는 항목을 ${p.max}개까지만 쓸 수 있습니다.`, "남는 항목을 지우세요."),
  /** `allowed` are the keys' labels in the voice's words ("'p'(문단)", in the studio "문단"). */
  exactlyOne: (p: { where: string; allowed: readonly string[] }) =>
    e(`${p.where}에는 ${list(p.allowed)} 중 하나만 쓸 수 있습니다.`, "하나만 남기거나, 빠졌다면 하나를 넣으세요.", { hint: "하나만 남기거나, 비어 있다면 하나를 채우세요." }),
  /** The fallback for a schema rule no other entry says; `detail` is ajv's own (English) words, for the terminal only. */
  invalidValue: (p: { where: string; field: string; detail: string }) =>
    e(`${p.where}의 ${josa(p.field, "이/가")} 규칙에 맞지 않습니다 (${p.detail}).`, "같은 종류의 다른 블록을 참고해 고치세요.", {
      message: `${p.where}의 ${josa(p.field, "이/가")} 쓸 수 있는 값이 아닙니다.`,
      hint: "이 칸을 다시 입력하거나 고르세요.",
    }),
  emptyText: (p: { where: string; field: string }) => e(`${p.where}의 ${josa(p.field, "이/가")} 비어 있습니다.`, "내용을 쓰세요."),
  textTooLong: (p: { where: string; field: string; length: number; max: number }) =>
    e(`${p.where}의 ${josa(p.field, "이/가")} ${count(p.length)}자로 너무 깁니다.`, `${count(p.max)}자 이내로 줄이세요.`),
  badFormat: (p: { where: string; field: string; value: unknown; hint: string }) =>
    e(`${p.where}의 ${p.field} 값 ${josa(q(p.value), "은/는")} 형식이 맞지 않습니다.`, p.hint),
  outOfRange: (p: { where: string; field: string; min?: number; max?: number }) =>
    e(
      `${p.where}의 ${josa(p.field, "은/는")} ${p.min ?? ""}${p.min !== undefined ? " 이상" : ""}${p.min !== undefined && p.max !== undefined ? " " : ""}${p.max !== undefined ? `${p.max} 이하` : ""}의 수여야 합니다.`,
      "범위 안의 수로 고치세요.",
    ),
  rowLength: (p: { where: string; row: number; cells: number; columns: number }) =>
    e(
      `${p.where}의 ${p.row}번째 행은 칸이 ${p.cells}개인데 열 제목은 ${p.columns}개입니다.`,
      `칸 수를 열 수에 맞추세요. 글에 쉼표(,)가 있으면 그 칸을 따옴표(")로 감싸세요.`,
      { hint: "칸을 더하거나 지워 칸 수를 열 수에 맞추세요." },
    ),
  duplicatePath: (p: { path: string; firstLine: number }) =>
    e(`페이지 주소 ${josa(q(p.path), "이/가")} ${p.firstLine}번째 줄에서 이미 쓰였습니다.`, "페이지마다 주소를 다르게 하세요.", {
      message: `페이지 주소 ${josa(q(p.path), "은/는")} 다른 페이지가 이미 쓰고 있습니다.`,
    }),
  redirectShadowsPage: (p: { path: string; page: string }) =>
    e(
      `이동(redirects) 주소 ${josa(q(p.path), "은/는")} ` +
        (p.page === p.path ? "이미 있는 페이지 주소입니다." : `끝의 /나 겹친 /를 빼면 이미 있는 페이지 주소 ${josa(q(p.page), "과/와")} 같습니다.`),
      "페이지나 이동 중 하나를 지우세요.",
    ),
  duplicateRedirect: (p: { path: string; first: string; firstLine: number }) =>
    e(
      `이동(redirects) 주소 ${josa(q(p.path), "은/는")} ` +
        (p.first === p.path ? `${p.firstLine}번째 줄에서 이미 쓰였습니다.` : `끝의 /나 겹친 /를 빼면 ${p.firstLine}번째 줄의 ${josa(q(p.first), "과/와")} 같은 주소입니다.`),
      "같은 옛 주소의 이동은 하나만 남기세요.",
    ),
  unsafeLink: (p: { where: string; href: string }) =>
    e(`${p.where}의 링크 ${josa(q(p.href), "은/는")} 쓸 수 없는 주소입니다.`, "내부 주소(/로 시작), https://, mailto:, tel: 만 쓸 수 있습니다."),
  httpLink: (p: { where: string; href: string; fixed: string }) =>
    e(
      `${p.where}의 링크 ${josa(q(p.href), "은/는")} 암호화되지 않는 http:// 주소라 쓸 수 없습니다.`,
      `https:// 주소를 쓰세요: ${q(p.fixed)}. 그 사이트에 https:// 주소가 없으면 링크를 빼세요.`,
    ),
  linkUserinfo: (p: { where: string; href: string; host: string }) =>
    e(
      `${p.where}의 링크 ${q(p.href)}에는 @ 앞에 이름이 붙어 있어, 방문자에게는 그 이름이 주소처럼 보이지만 실제로는 ${josa(q(p.host), "으로/로")} 갑니다.`,
      "@와 그 앞부분을 지우고, 가려는 사이트의 주소를 https://부터 쓰세요.",
    ),
  /** `duplicate`: a page path written twice (its later line), which this missing page likely follows from. */
  missingRoute: (p: { where: string; href: string; suggestion?: string; duplicate?: { path: string; line: number } }) =>
    p.duplicate
      ? e(
          `${p.where}의 링크 ${josa(q(p.href), "이/가")} 가리키는 페이지가 없습니다.`,
          `먼저 ${p.duplicate.line}번째 줄의 겹친 페이지 주소 ${josa(q(p.duplicate.path), "을/를")} 고치세요. 그 페이지의 원래 주소가 ${q(p.href)}였다면 이 링크의 문제도 함께 풀립니다.`,
          { hint: `먼저 겹친 페이지 주소 ${josa(q(p.duplicate.path), "을/를")} 고치세요. 그 페이지의 원래 주소가 ${q(p.href)}였다면 이 링크의 문제도 함께 풀립니다.` },
        )
      : e(
          `${p.where}의 링크 ${josa(q(p.href), "이/가")} 가리키는 페이지가 없습니다.`,
          p.suggestion ? `${josa(q(p.suggestion), "을/를")} 뜻했나요?` : "pages에 있는 페이지 주소를 쓰세요.",
          { hint: p.suggestion ? `${josa(q(p.suggestion), "을/를")} 뜻했나요?` : "있는 페이지의 주소를 쓰거나 목록에서 고르세요." },
        ),
  missingHash: (p: { where: string; href: string; page: string; hash: string; suggestion?: string }) =>
    e(
      `${p.where}의 링크 ${josa(q(p.href), "이/가")} 가리키는 '#${p.hash}' 위치가 '${p.page}' 페이지에 없습니다.`,
      p.suggestion ? `${josa(q(`#${p.suggestion}`), "을/를")} 뜻했나요?` : `그 페이지의 블록에 ${josa(`'id: ${p.hash}'`, "을/를")} 넣거나 링크를 고치세요.`,
      { hint: p.suggestion ? `${josa(q(`#${p.suggestion}`), "을/를")} 뜻했나요?` : `그 페이지의 한 블록에 ID ${josa(q(p.hash), "을/를")} 주거나 링크를 고치세요.` },
    ),
  missingScrollTarget: (p: { where: string; id: string }) =>
    e(`${p.where}의 스크롤 표시가 가리키는 블록 ${josa(q(p.id), "이/가")} 이 페이지에 없습니다.`, `블록에 ${josa(`'id: ${p.id}'`, "을/를")} 넣거나 scrollTo를 고치세요.`, {
      hint: `이 페이지의 한 블록에 ID ${josa(q(p.id), "을/를")} 주거나 스크롤 표시가 가리킬 블록을 고치세요.`,
    }),
  missingAsset: (p: { where: string; file: string }) =>
    e(`${p.where}의 파일 ${josa(q(p.file), "이/가")} 없습니다.`, `public${p.file} 파일을 넣거나 경로를 고치세요.`, { hint: "파일을 올리거나 있는 파일을 고르세요." }),
  duplicateId: (p: { where: string; id: string; firstLine: number }) =>
    e(`${p.where}의 ID ${josa(q(p.id), "이/가")} 같은 페이지의 ${p.firstLine}번째 줄에서 이미 쓰였습니다.`, "페이지 안에서 ID는 모두 달라야 합니다.", {
      message: `${p.where}의 ID ${josa(q(p.id), "은/는")} 같은 페이지의 다른 블록이 이미 쓰고 있습니다.`,
    }),
  unknownToken: (p: { where: string; token: string; suggestion?: string; allowed: readonly string[] }) =>
    e(
      `${p.where}의 ${josa(`{${p.token}}`, "은/는")} 모르는 치환어입니다.`,
      (p.suggestion ? `{${p.suggestion}}의 오타인가요? ` : "") + `쓸 수 있는 치환어: ${p.allowed.map((t) => `{${t}}`).join(", ")}.`,
    ),
  // Form blocks: `where` names the block, `name` the field.
  duplicateFieldName: (p: { where: string; name: string; firstLine: number }) =>
    e(`${p.where}의 입력 항목 이름 ${josa(q(p.name), "이/가")} ${p.firstLine}번째 줄에서 이미 쓰였습니다.`, "한 양식 안에서 항목 이름(name)은 모두 달라야 합니다.", {
      message: `${p.where}의 입력 항목 이름 ${josa(q(p.name), "은/는")} 이 양식의 다른 항목이 이미 쓰고 있습니다.`,
      hint: "한 양식 안에서 항목 이름은 모두 달라야 합니다.",
    }),
  reservedFieldName: (p: { where: string; name: string }) =>
    e(`${p.where}의 입력 항목 이름 ${josa(q(p.name), "은/는")} 메일 틀에서 문의 일시를 뜻하므로 쓸 수 없습니다.`, "다른 이름을 쓰세요."),
  missingOptions: (p: { where: string; name: string; kind: string }) =>
    e(`${p.where}의 ${q(p.name)} 항목(${p.kind})에 선택지가 없습니다.`, "'options:' 아래에 - { value: ..., label: ... } 줄을 하나 이상 넣으세요.", {
      message: `${p.where}의 ${q(p.name)} 항목에 선택지가 없습니다.`,
      hint: "선택지를 하나 이상 추가하세요.",
    }),
  duplicateOptionValue: (p: { where: string; name: string; value: string; firstLine: number }) =>
    e(
      `${p.where}의 ${q(p.name)} 항목에서 선택지 값 ${josa(q(p.value), "이/가")} ${p.firstLine}번째 줄에서 이미 쓰였습니다.`,
      "한 항목 안에서 선택지 값(value)은 모두 달라야 합니다.",
      {
        message: `${p.where}의 ${q(p.name)} 항목에서 선택지 값 ${josa(q(p.value), "은/는")} 다른 선택지가 이미 쓰고 있습니다.`,
        hint: "한 항목 안에서 선택지 값은 모두 달라야 합니다.",
      },
    ),
  badPattern: (p: { where: string; name: string; pattern: string }) =>
    e(`${p.where}의 ${q(p.name)} 항목 형식 규칙(pattern) ${josa(q(p.pattern), "은/는")} 올바른 정규식이 아닙니다.`, "괄호와 역슬래시(\\)를 확인하세요."),
  ruleNotForKind: (p: { where: string; name: string; rule: string; kind: string; kinds: readonly string[] }) =>
    e(`${p.where}의 ${q(p.name)} 항목(${p.kind})에는 ${josa(q(p.rule), "을/를")} 쓸 수 없습니다.`, `이 규칙은 ${list(p.kinds)} 항목에만 씁니다.`),
  badMailTarget: (p: { where: string; value: string }) =>
    e(`${p.where}의 메일 받는 주소(to) ${josa(q(p.value), "은/는")} 이메일 주소가 아닙니다.`, "{email} 또는 name@example.com처럼 쓰세요."),
  unknownTemplateField: (p: { where: string; place: string; placeholder: string; suggestion?: string; allowed: readonly string[] }) =>
    e(
      `${p.where}의 ${p.place}에 쓴 ${p.placeholder}에 해당하는 입력 항목이 없습니다.`,
      (p.suggestion ? `{{${p.suggestion}}}의 오타인가요? ` : "") + `쓸 수 있는 이름: ${list(p.allowed)}.`,
    ),
  // Slips of a Korean keyboard or a word processor, each named for what it is.
  fullWidthColon: (_: NoParams) =>
    e("YAML 문법 오류: 전각 콜론(：)을 썼습니다.", "한글 입력 상태에서 들어간 ：를 영문 콜론(:)으로 바꾸고, 뒤에 한 칸을 띄우세요."),
  curlyQuotes: (_: NoParams) =>
    e("YAML 문법 오류: 둥근 따옴표(“ ” ‘ ’)는 값을 감싸는 따옴표로 쓰이지 않습니다.", `워드프로세서나 메신저에서 바뀐 따옴표를 곧은 따옴표(" 또는 ')로 바꾸세요.`),
  noSpaceAfterColon: (p: { key: string }) =>
    e(`YAML 문법 오류: ${q(`${p.key}:`)} 뒤에 띄어쓰기가 없습니다.`, `콜론(:) 다음에 한 칸을 띄워 ${q(`${p.key}: `)}처럼 쓰세요.`),
  missingColon: (p: { key: string }) =>
    e(`YAML 문법 오류: ${q(p.key)} 뒤에 콜론(:)이 빠졌습니다.`, `이름 바로 뒤에 콜론을 쓰고 한 칸을 띄워 ${q(`${p.key}: `)}처럼 쓰세요.`),
  missingDash: (_: NoParams) => e("YAML 문법 오류: 이 줄 앞의 '- '가 빠졌습니다.", "새 목록 항목이면 위 항목처럼 '- '로 시작하세요."),
  /** `through`: the last line of a run shifted with this one (a whole block), when there is more than this line. */
  underIndented: (p: { by: number; through?: number }) =>
    e(
      `YAML 문법 오류: 이 줄이 같은 묶음의 위 항목보다 ${p.by}칸 덜 들여쓰여 있습니다.`,
      p.through ? `이 줄부터 ${p.through}번째 줄까지 ${p.by}칸 더 들여쓰세요.` : `${p.by}칸 더 들여쓰세요.`,
    ),
  /** `through`: as underIndented's. */
  overIndented: (p: { by: number; through?: number }) =>
    e(
      `YAML 문법 오류: 이 줄이 같은 묶음의 위 항목보다 ${p.by}칸 더 들여쓰여 있습니다.`,
      p.through ? `이 줄부터 ${p.through}번째 줄까지 ${p.by}칸 덜 들여쓰세요.` : `${p.by}칸 덜 들여쓰세요.`,
    ),
  duplicateKey: (p: { key: string; firstLine: number }) =>
    e(`YAML 문법 오류: ${josa(q(p.key), "이/가")} 같은 묶음의 ${p.firstLine}번째 줄에 이미 있습니다.`, "둘 중 하나를 지우세요."),
  // Limits: a file this big, this deep or with these characters is a slip or an attack, never content.
  manifestUnreadable: (p: { file: string; reason: "missing" | "folder" | "denied" | "other" }) =>
    e(
      `${josa(q(p.file), "을/를")} 읽을 수 없습니다: ${{ missing: "그런 파일이 없습니다", folder: "파일이 아니라 폴더입니다", denied: "읽을 권한이 없습니다", other: "파일을 여는 중에 문제가 생겼습니다" }[p.reason]}.`,
      "파일 이름과 위치를 확인하세요. 상대 경로는 프로젝트 폴더에서 셉니다 (예: npm run check -- site.yaml).",
    ),
  notUtf8: (p: { byte: string }) =>
    e(
      `이 자리에 UTF-8로 읽을 수 없는 바이트(${p.byte})가 있습니다.`,
      "EUC-KR 같은 다른 인코딩으로 저장된 글이 섞였습니다. 편집기에서 파일을 UTF-8로 저장한 뒤 이 자리의 글을 다시 입력하세요.",
    ),
  fileTooBig: (p: { size: number; limit: number }) =>
    e(`파일이 너무 큽니다(${fileSize(p.size)}, 최대 ${fileSize(p.limit)}).`, "잘못 붙여 넣은 긴 글이 있는지 확인하세요. 이미지와 영상은 public 폴더에 파일로 넣으세요."),
  expandedTooBig: (p: { limit: number }) =>
    e(`별칭(*이름)을 펼친 내용이 ${fileSize(p.limit)}를 넘습니다.`, "긴 글을 여러 번 가리키는 별칭(*)을 지우고 내용을 직접 쓰세요."),
  tooDeep: (p: { limit: number }) =>
    e(`항목이 ${p.limit}단계보다 깊게 겹쳐 있습니다.`, "괄호([ {)가 닫히지 않았거나 들여쓰기가 계속 깊어지지 않았는지 확인하세요."),
  badCharacter: (p: { where: string; char: string; kind: "control" | "surrogate" }) =>
    e(
      `${p.where}에 ${p.kind === "control" ? `보이지 않는 제어 문자(${p.char})가` : `깨진 글자(짝이 없는 서로게이트 ${p.char})가`} 있습니다.`,
      "다른 프로그램에서 붙여 넣을 때 섞여 든 글자이니, 그 자리의 글을 지우고 다시 입력하세요.",
    ),
  // Files under public/ and the paths that lead to them.
  assetBadEscape: (p: { where: string; file: string }) =>
    e(`${p.where}의 파일 경로 ${q(p.file)}에 잘못 쓴 %가 있습니다.`, "%는 %20처럼 16진수 두 자리와 함께만 씁니다. 파일 이름에서 %를 빼세요."),
  assetOtherSite: (p: { where: string; file: string; fixed: string }) =>
    e(`${p.where}의 파일 경로 ${josa(q(p.file), "은/는")} //로 시작해, 브라우저가 다른 사이트의 주소로 읽습니다.`, `/를 하나만 써서 ${q(p.fixed)}처럼 쓰세요.`),
  assetFolder: (p: { where: string; file: string }) =>
    e(`${p.where}의 파일 경로 ${josa(q(p.file), "은/는")} /로 끝나 파일이 아니라 폴더를 가리킵니다.`, "끝의 /를 지우고 파일 이름까지 쓰세요 (예: /media/poster.jpg)."),
  assetOutsidePublic: (p: { where: string; file: string }) =>
    e(`${p.where}의 파일 경로 ${josa(q(p.file), "은/는")} public 폴더 밖을 가리킵니다.`, "'..'를 빼고 public 폴더 안의 파일을 /로 시작해 쓰세요 (예: /logo.svg)."),
  assetSymlink: (p: { where: string; file: string }) =>
    e(`${p.where}의 파일 ${josa(q(p.file), "은/는")} 다른 곳을 가리키는 바로 가기(심볼릭 링크)라 쓸 수 없습니다.`, "실제 파일을 public 폴더에 복사해 넣으세요."),
  publicSymlink: (_: NoParams) =>
    e("public 폴더 안의 바로 가기(심볼릭 링크)입니다.", "가리키는 곳의 파일이 그대로 사이트에 공개되니, 지우고 실제 파일을 넣으세요."),
  publicFileKind: (p: { ext: string; allowed: readonly string[] }) =>
    e(
      `public 폴더의 이 파일은 사이트에 싣는 형식${p.ext ? `(.${p.ext})` : "(확장자 없음)"}이 아닙니다. 페이지, 스크립트, XML 같은 파일은 검사 없이 공개되면 방문자 화면에서 실행될 수 있어, 빌드는 정해진 형식만 싣습니다.`,
      `지우거나, 사이트에 실을 파일이면 다음 형식으로 바꾸세요: ${p.allowed.map((ext) => `.${ext}`).join(", ")}.`,
    ),
  reservedPath: (p: { kind: "page" | "redirect"; path: string; folder: string; reserved: readonly string[] }) =>
    e(
      `${p.kind === "page" ? "페이지" : "이동(redirects)"} 주소 ${josa(q(p.path), "은/는")} 사이트가 자체 파일을 두는 폴더 ${josa(q(p.folder), "과/와")} 겹쳐 쓸 수 없습니다.`,
      `다른 주소를 쓰세요. 쓸 수 없는 주소: ${list(p.reserved)}.`,
    ),
  redirectFromHome: (p: { path: string }) =>
    e(`이동(redirects) 주소 ${josa(q(p.path), "은/는")} 첫 화면(/)이라 쓸 수 없습니다.`, "옮겨 간 옛 주소를 /old-page처럼 쓰세요."),
  // Addresses whose right form is certain.
  httpsOnly: (p: { where: string; field: string; value: string }) =>
    e(
      `${p.where}의 ${p.field} 값 ${josa(q(p.value), "은/는")} 쓸 수 없습니다.`,
      "검색 결과와 공유에 쓰이는 주소라 https://로 시작하는 전체 주소만 씁니다 (예: https://www.example.com).",
    ),
  baseUrlTrailingSlash: (p: { value: string; fixed: string }) =>
    e(`회사 정보(site)의 'baseUrl'(사이트 대표 주소) ${q(p.value)} 끝의 /를 지우세요:`, `${q(p.fixed)}.`),
  baseUrlPart: (p: { where: string; field: string; value: string; part: "userinfo" | "path" | "query" | "fragment"; text: string; fixed: string }) =>
    e(
      `${p.where}의 ${p.field} ${q(p.value)}에 ${{ userinfo: "사용자 정보(@ 앞부분)", path: "경로", query: "물음표(?) 뒤의 조건", fragment: "샵(#) 뒤의 위치" }[p.part]} ${josa(q(p.text), "이/가")} 붙어 있습니다.`,
      `대표 주소는 https://와 호스트 이름만 씁니다: ${q(p.fixed)}.`,
    ),
  baseUrlHost: (p: { where: string; field: string; value: string; host: string; char?: string }) =>
    e(
      `${p.where}의 ${p.field} ${q(p.value)}의 호스트 이름 ` +
        (p.char !== undefined ? `${q(p.host)}에 쓸 수 없는 글자 ${josa(q(p.char), "이/가")} 있습니다.` : `${josa(q(p.host), "은/는")} 형식이 맞지 않습니다.`),
      "호스트 이름에는 영문 소문자, 숫자, 점(.), 하이픈(-)만 쓰고, 포트는 :8443처럼 1~65535의 수로 붙입니다 (예: https://www.example.com).",
    ),
  mailtoMissing: (p: { where: string; href: string }) =>
    e(`${p.where}의 링크 ${josa(q(p.href), "은/는")} 이메일 주소입니다.`, `앞에 mailto:를 붙여 ${josa(q(`mailto:${p.href}`), "으로/로")} 쓰세요.`),
  sectionLinkWithoutHash: (p: { where: string; href: string; id: string }) =>
    e(`${p.where}의 링크 ${josa(q(p.href), "은/는")} 쓸 수 없는 주소입니다.`, `이 페이지의 블록으로 가는 링크라면 ${josa(q(`#${p.id}`), "을/를")} 뜻했나요?`),
  // Warnings: the site works, but search results, sharing or accessibility suffer.
  titleLength: (p: { where: string; length: number; min: number; max: number }) =>
    e(`${p.where}의 브라우저 제목이 사이트 이름까지 ${p.length}자입니다.`, `검색 결과에 잘 보이도록 ${p.min}~${p.max}자로 맞추세요.`),
  descriptionLength: (p: { where: string; length: number; min: number; max: number }) =>
    e(`${p.where}의 설명(description)이 ${p.length}자입니다.`, `검색 결과에 잘 보이도록 ${p.min}~${p.max}자로 맞추세요.`, { message: `${p.where}의 설명이 ${p.length}자입니다.` }),
  duplicateTitle: (p: { where: string; other: string }) =>
    e(`${p.where}의 제목이 '${p.other}' 페이지와 같습니다.`, "검색 결과에서 구별되도록 페이지마다 다르게 쓰세요."),
  duplicateDescription: (p: { where: string; other: string }) =>
    e(`${p.where}의 설명이 '${p.other}' 페이지와 같습니다.`, "페이지 내용에 맞게 따로 쓰세요."),
  missingShareImage: (p: { where: string }) =>
    e(`${p.where}에 공유 이미지가 없습니다.`, "'image:'를 넣거나 site의 기본 'image:'를 정하세요 (1200×630 권장).", {
      hint: "공유 이미지를 고르거나, 회사 정보의 기본 공유 이미지를 정하세요 (1200×630 권장).",
    }),
  missingAlt: (p: { where: string; key: string; label: string }) =>
    e(`${p.where}의 이미지에 대체 텍스트가 없습니다.`, `'${p.key}'에 이미지를 설명하는 글을 쓰세요.`, { hint: `${p.label}에 이미지를 설명하는 글을 쓰세요.` }),
  figureNotNumber: (p: { where: string; value: string }) =>
    e(
      `${p.where}의 수치 ${josa(q(p.value), "은/는")} 숫자와 단위로 된 값이 아닙니다.`,
      "수치 띠에는 '99.9%', '50+', '15분'처럼 숫자와 단위만 쓰고, '24/7' 같은 표기나 문장은 제목(title)이나 설명(desc)으로 옮기세요.",
      { hint: "수치 띠에는 '99.9%', '50+', '15분'처럼 숫자와 단위만 쓰고, '24/7' 같은 표기나 문장은 제목이나 설명으로 옮기세요." },
    ),
  /** `own`: the keys of its look each block lets site.yaml set (the rest its component fixes); `previous`, `current`: the two blocks' kinds. */
  sameLookAsPrevious: (p: { where: string; tone: keyof typeof TONE_WORDS; align: keyof typeof ALIGN_WORDS; previous: string; current: string; own: SameLookOwn }) =>
    e(
      `${p.where}의 배경(${TONE_WORDS[p.tone]})과 제목 정렬(${ALIGN_WORDS[p.align]})이 바로 앞 블록(${p.previous})과 같아 두 구역이 하나로 이어져 보입니다.`,
      lookFix(LOOK_KEYS, p),
      { hint: lookFix(LOOK_WORDS, p) },
    ),
  secondFiguresBand: (p: { where: string; first: number }) =>
    e(
      `${p.where}은 이 페이지의 두 번째 수치 띠입니다 (첫 번째는 ${p.first}번째 블록).`,
      "수치 띠는 페이지에 하나만 두세요: 꼭 필요한 수치를 한 블록에 모으고, 나머지는 카드(cardGrid)나 본문으로 옮기세요.",
      { hint: "수치 띠는 페이지에 하나만 두세요: 꼭 필요한 수치를 한 블록에 모으고, 나머지는 카드 목록이나 본문으로 옮기세요." },
    ),
  curlyQuotesInText: (p: { where: string; field: string }) =>
    e(`${p.where}의 ${josa(p.field, "이/가")} 둥근 따옴표(“ ” 또는 ‘ ’)로 감싸여 있어 따옴표까지 화면에 그대로 나옵니다.`, "일부러 쓴 것이 아니라면 따옴표를 지우세요."),
  // The first-screen block concerned is named as the editor wrote it (`type`) and in the schema's words for it (`label`): "sceneHero(장면이 있는 첫 화면)".
  headingOrder: (p: { where: string; problem: "none" } | { where: string; problem: "many" | "notFirst"; type: string; label: string; index: number }) =>
    p.problem === "none"
      ? e(`${p.where}에 큰 제목(hero 블록)이 없습니다.`, "페이지마다 맨 위에 hero 블록을 하나 두세요.", {
          message: `${p.where}에 큰 제목이 있는 첫 화면 블록이 없습니다.`,
          hint: "페이지 맨 위에 첫 화면 블록을 하나 두세요.",
        })
      : p.problem === "many"
        ? e(`${p.where}의 ${p.index}번째 블록 ${josa(`${p.type}(${p.label})`, "은/는")} 이 페이지의 두 번째 첫 화면 블록입니다.`, "페이지의 큰 제목(h1)은 하나여야 하니 hero와 sceneHero를 통틀어 하나만 남기세요.", {
            message: `${p.where}의 ${p.index}번째 블록(${p.label})은 이 페이지의 두 번째 첫 화면 블록입니다.`,
            hint: "페이지의 큰 제목은 하나여야 하니 첫 화면 블록을 하나만 남기세요.",
          })
        : e(`${p.where}의 ${p.type}(${p.label}) 블록이 맨 위에 있지 않습니다.`, `제목 순서가 맞도록 ${p.type} 블록을 blocks의 첫 번째로 옮기세요.`, {
            message: `${p.where}의 첫 화면 블록(${p.label})이 맨 위에 있지 않습니다.`,
            hint: "제목 순서가 맞도록 이 블록을 페이지의 첫 번째로 옮기세요.",
          }),
  // Pictures (engine/images/picture-rules.ts): `src` is the file as written in site.yaml.
  imageWithoutAlt: (p: { where: string; src: string }) =>
    e(`${p.where}의 그림 ${q(p.src)}에 설명(alt)이 없습니다.`, "그림이 전하는 내용을 'alt:'에 쓰거나, 내용이 없는 꾸밈용 그림이면 'decorative: true'를 쓰세요.", {
      message: `${p.where}의 그림 ${q(p.src)}에 그림 설명이 없습니다.`,
      hint: "그림이 전하는 내용을 그림 설명에 쓰거나, 내용이 없는 꾸밈용 그림이면 꾸밈용 그림을 켜세요.",
    }),
  imageAltAndDecorative: (p: { where: string; src: string }) =>
    e(`${p.where}의 그림 ${q(p.src)}에 설명(alt)과 'decorative: true'가 함께 있습니다.`, "내용을 전하는 그림이면 decorative 줄을, 꾸밈용이면 alt 줄을 지우세요.", {
      message: `${p.where}의 그림 ${q(p.src)}에 그림 설명이 있는데 꾸밈용 그림이 켜져 있습니다.`,
      hint: "내용을 전하는 그림이면 꾸밈용 그림을 끄고, 꾸밈용이면 그림 설명을 지우세요.",
    }),
  imageFormat: (p: { where: string; src: string }) =>
    e(`${p.where}의 그림 ${josa(q(p.src), "은/는")} 쓸 수 없는 형식이거나 읽을 수 없는 파일입니다.`, "JPEG, PNG, WebP, AVIF, SVG 파일을 쓰세요."),
  imageBroken: (p: { where: string; src: string }) =>
    e(`${p.where}의 그림 파일 ${josa(q(p.src), "이/가")} 중간에 잘렸거나 손상되어 읽을 수 없습니다.`, "원본 그림을 그림 도구에서 다시 저장하거나, 옮기다 끊긴 파일이면 다시 복사해 넣으세요."),
  imageTooSmall: (p: { where: string; src: string; width: number; slotWidth: number }) =>
    e(
      `${p.where}의 그림 ${q(p.src)}의 가로가 ${p.width}px로 작습니다.`,
      `이 자리는 화면에서 가로 ${p.slotWidth}px까지 보이므로, 고해상도 화면에서도 선명하도록 가로 ${p.slotWidth * 2}px 이상인 파일을 쓰세요.`,
    ),
  imageSoft: (p: { where: string; src: string; width: number; slotWidth: number }) =>
    e(
      `${p.where}의 그림 ${q(p.src)}의 가로가 ${p.width}px로, 고해상도 화면에서는 조금 흐리게 보입니다.`,
      `이 자리는 가로 ${p.slotWidth}px까지 보이니, 가로 ${p.slotWidth * 2}px 이상인 파일이 있으면 바꿔 주세요.`,
    ),
  imageTooLarge: (p: { where: string; src: string; bytes: number; limit: number; svg: boolean; slotWidth: number }) =>
    e(
      `${p.where}의 그림 ${q(p.src)}의 파일 크기가 ${fileSize(p.bytes)}로 한도 ${fileSize(p.limit)}를 넘습니다.`,
      p.svg ? "그림 도구의 최적화 기능으로 쓰지 않는 요소와 긴 소수점을 줄여 다시 내보내세요." : `가로 ${p.slotWidth * 2}px 정도로 줄이거나 품질 80% 정도의 JPEG으로 다시 저장하세요.`,
    ),
  imageTooManyPixels: (p: { where: string; src: string; width: number; height: number; limit: number; slotWidth: number }) =>
    e(
      `${p.where}의 그림 ${q(p.src)}의 크기가 ${p.width}×${p.height}px(${megapixels(p.width * p.height)})로 한도 ${megapixels(p.limit)}를 넘습니다.`,
      `이 자리에는 가로 ${p.slotWidth * 2}px이면 충분하니 그 크기로 줄여 다시 저장하세요.`,
    ),
  unsafeSvg: (p: { where: string; src: string; reason: string }) =>
    e(`${p.where}의 SVG 파일 ${josa(q(p.src), "은/는")} 방문자 화면에서 실행되거나 바깥 파일을 불러올 수 있어 쓸 수 없습니다: ${p.reason}.`, SVG_FIX),
  unsafePublicSvg: (p: { reason: string }) =>
    e(`public 폴더의 이 SVG 파일은 사이트에 그대로 공개되는데, 방문자 화면에서 실행되거나 바깥 파일을 불러올 수 있습니다: ${p.reason}.`, `쓰지 않는 파일이면 지우세요. ${SVG_FIX}`),
  // Facts (engine/check/rules/facts.ts).
  factNameTaken: (p: { name: string }) =>
    e(`회사 정보(site)의 수치(facts) 이름 ${josa(q(p.name), "은/는")} 이미 있는 치환어 {${p.name}}와 겹칩니다.`, "다른 이름을 쓰세요."),
  factMeaning: (p: { where: string; name: string; value: string; label: string; meaning: string }) =>
    e(
      `${p.where}의 수치 {${p.name}}(${p.value})는 site.facts에서 ${josa(q(p.meaning), "을/를")} 뜻하는데, 여기서는 ${josa(q(p.label), "으로/로")} 쓰였습니다. 한 수치는 한 가지 뜻으로만 씁니다.`,
      `같은 뜻이면 제목을 ${josa(q(p.meaning), "으로/로")} 고치고, 다른 뜻이면 그 뜻의 수치를 site.facts에 따로 두고 그 이름을 쓰세요.`,
      {
        message: `${p.where}의 수치 {${p.name}}(${p.value})는 회사 정보의 수치에서 ${josa(q(p.meaning), "을/를")} 뜻하는데, 여기서는 ${josa(q(p.label), "으로/로")} 쓰였습니다. 한 수치는 한 가지 뜻으로만 씁니다.`,
        hint: `같은 뜻이면 제목을 ${josa(q(p.meaning), "으로/로")} 고치고, 다른 뜻이면 그 뜻의 수치를 회사 정보의 수치에 따로 두고 그 이름을 쓰세요.`,
      },
    ),
  factValueTaken: (p: { where: string; name: string; value: string; label: string; meaning: string }) =>
    e(
      `${p.where}의 ${q(p.label)} 수치 ${josa(q(p.value), "은/는")} site.facts의 {${p.name}} 값과 같은데, 그 값은 ${josa(q(p.meaning), "을/를")} 뜻합니다. 한 값이 두 가지 뜻으로 읽힙니다.`,
      `같은 뜻이면 값 자리에 {${p.name}} 치환어를 쓰고 제목을 ${josa(q(p.meaning), "으로/로")} 맞추세요. 다른 뜻이면 실제 수치를 확인해 다른 값을 쓰세요.`,
      { message: `${p.where}의 ${q(p.label)} 수치 ${josa(q(p.value), "은/는")} 회사 정보의 수치 {${p.name}} 값과 같은데, 그 값은 ${josa(q(p.meaning), "을/를")} 뜻합니다. 한 값이 두 가지 뜻으로 읽힙니다.` },
    ),
  factLabelTaken: (p: { name: string; label: string; other: string }) =>
    e(
      `site.facts의 두 수치 {${p.other}}, {${p.name}}의 뜻(label)이 똑같이 ${q(p.label)}입니다. 한 뜻에는 수치 하나만 둡니다.`,
      "같은 수치라면 하나를 지우고 남은 이름을 쓰세요. 다른 수치라면 무엇이 다른지 label에 적으세요.",
      {
        message: `회사 정보의 두 수치 {${p.other}}, {${p.name}}의 뜻이 똑같이 ${q(p.label)}입니다. 한 뜻에는 수치 하나만 둡니다.`,
        hint: "같은 수치라면 하나를 지우고 남은 이름을 쓰세요. 다른 수치라면 무엇이 다른지 뜻에 적으세요.",
      },
    ),
  factConflict: (p: { where: string; label: string; value: string; other: string; firstLine: number }) =>
    e(
      `${p.where}의 '${p.label}' 수치 ${josa(q(p.value), "이/가")} ${p.firstLine}번째 줄의 ${q(p.other)}와 다릅니다.`,
      "같은 수치는 site의 facts에 한 번만 쓰고 {이름} 치환어로 가져다 쓰세요.",
      {
        message: `${p.where}의 '${p.label}' 수치 ${josa(q(p.value), "이/가")} 다른 곳에 쓴 ${josa(q(p.other), "과/와")} 다릅니다.`,
        hint: "같은 수치는 회사 정보의 수치에 한 번만 쓰고 {이름} 치환어로 가져다 쓰세요.",
      },
    ),
} as const;

// Every entry's code is a MessageCode of the problem's type (engine/core/problem.ts), which imports nothing.
declare module "../core/problem.ts" {
  interface Catalogue extends Record<keyof typeof messages, unknown> {}
}

type Params<C extends MessageCode> = Parameters<(typeof messages)[C]>[0];

/** The message `code` with `params` filled in, and as the studio says it where that differs. */
export function say<C extends MessageCode>(code: C, params: Params<C>): Said {
  const entry = (messages[code] as (p: Params<C>) => Entry)(params);
  const said: Said = { code, message: `${entry.message} ${entry.hint}`, hint: entry.hint };
  if (!entry.studio) return said;
  const { message = entry.message, hint = entry.hint } = entry.studio;
  return { ...said, studio: { message: `${message} ${hint}`, hint } };
}

/** Words for a place in site.yaml, used inside messages as their `where`. */
export const placeWords = {
  page: (path: string | undefined, index: number) => (path !== undefined ? `'${path}' 페이지` : `${index + 1}번째 페이지`),
  block: (path: string | undefined, index: number, block: number, type: string | undefined) =>
    `${placeWords.page(path, index)} ${block + 1}번째 블록${type !== undefined ? `(${type})` : ""}`,
  redirect: (index: number) => `${placeWords.redirects} ${index + 1}번째 항목`,
  redirects: "이동(redirects)",
  site: "회사 정보(site)",
  header: "머리글(header)",
  footer: "바닥글(footer)",
  file: "site.yaml",
  mailSubject: "메일 제목",
  mailLine: (section: string, line: number) => `메일 본문 '${section}' 구역 ${line + 1}번째 줄`,
} as const;

/** Words for a field below a place: "'cards' 3번째 › 'title'(카드 제목)". */
export const fieldWords = {
  whole: "값",
  item: (index: number) => `${index + 1}번째`,
  key: (key: string) => `'${key}'`,
  withField: (where: string, field: string) => `${where}의 ${field}`,
} as const;

/** yaml's error codes, in plain Korean; yaml's own English text is the fallback. */
export const YAML_DETAILS: Record<string, Entry> = {
  BAD_INDENT: e("들여쓰기가 맞지 않습니다.", "같은 단계의 항목은 같은 칸에서 시작하도록 스페이스 수를 맞추세요."),
  TAB_AS_INDENT: e("들여쓰기에 탭 문자를 썼습니다.", "탭 대신 스페이스 2칸을 쓰세요."),
  DUPLICATE_KEY: e("같은 이름의 항목이 한 묶음 안에 두 번 있습니다.", "하나를 지우세요."),
  MISSING_CHAR: e("따옴표나 괄호가 닫히지 않았습니다.", "여는 따옴표(\")·괄호([, {)마다 닫는 짝이 있는지 확인하세요."),
  MISSING_DASH: e("목록 항목 앞에 '- '가 없거나 들여쓰기가 맞지 않습니다.", "위아래 항목과 같은 칸에서 시작하도록 스페이스 수를 맞추세요."),
  OVER_INDENTED: e("이 줄이 윗줄보다 깊게 들여쓰여 있습니다.", "같은 묶음의 항목은 같은 칸에서 시작하도록 스페이스 수를 맞추세요."),
  MULTILINE_IMPLICIT_KEY: e("이름(키)이 여러 줄에 걸쳐 있습니다.", "콜론(:)이 빠졌는지, 들여쓰기가 맞는지 확인하세요."),
  BLOCK_AS_IMPLICIT_KEY: e("한 줄에 콜론(:)이 두 번 있거나 들여쓰기가 맞지 않습니다.", "값에 콜론이 들어가면 값을 따옴표(\")로 감싸세요."),
  UNEXPECTED_TOKEN: e("이 자리에 올 수 없는 글자가 있습니다.", "들여쓰기와 '- ', ':' 위치를 확인하세요."),
  BAD_SCALAR_START: e("값이 쓸 수 없는 글자로 시작합니다.", "값을 따옴표(\")로 감싸세요."),
  BAD_DIRECTIVE: e("알 수 없는 지시어(%)가 있습니다.", "지우세요."),
  MULTIPLE_DOCS: e("문서 구분선(---)이 여러 번 있습니다.", "하나만 남기세요."),
  BAD_ALIAS: e("별칭(*이름)이 가리키는 앵커(&이름)가 없습니다.", "별칭(*이름)을 지우고 내용을 직접 쓰거나, 같은 이름의 앵커(&이름)를 먼저 쓰세요."),
};

/** What to write instead of a value that breaks its format, by format or schema definition. */
export const FORMAT_HINTS = {
  email: "name@example.com 같은 이메일 주소를 쓰세요.",
  uri: "https://www.example.com 같은 전체 주소를 쓰세요.",
  blockId: "ID는 영문 소문자로 시작하고 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다.",
  asset: "public 폴더 안 파일 경로를 /로 시작해 쓰세요 (예: /logo.svg).",
  /** Any other field, by the first clause of its schema description. */
  field: (label: string) => `${label}의 형식을 확인하세요.`.replace(/^의 /, ""),
} as const;

/** The last line of `npm run check`, and the build's word for a page it was asked for that is not there. */
export const summaryWords = {
  failed: (file: string, errors: number, warnings: number, strict: boolean) =>
    `${file}: ${[errors && `오류 ${errors}개`, warnings && `경고 ${warnings}개`].filter(Boolean).join(", ")}를 고친 뒤 다시 확인하세요.${strict && warnings ? " (--strict: 경고도 오류로 봅니다)" : ""}`,
  passed: (file: string, pages: number, warnings: number) => `${file}: 오류 없음 (페이지 ${pages}개${warnings ? `, 경고 ${warnings}개` : ""})`,
  noSuchPage: (path: string) => `site.yaml에 '${path}' 페이지가 없습니다.`,
  /** Before a warning's message, so it reads apart from the errors. */
  warning: "경고: ",
} as const;
