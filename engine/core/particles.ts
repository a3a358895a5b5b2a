/**
 * Korean particles for the check's messages and the studio's words: the right one of 이/가, 을/를…
 * after a word, read aloud the way a Korean reader says it (es-hangul picks the form; the reading of
 * digits and Latin keys is ours).
 */
import { josa as hangulJosa } from "es-hangul";

/** The particle pairs messages use, as es-hangul spells them. */
const PAIRS = { "이/가": "이/가", "은/는": "은/는", "을/를": "을/를", "과/와": "와/과", "으로/로": "으로/로" } as const;

/** Appends the right form of a Korean particle pair ("이/가", "은/는", "을/를", "과/와", "으로/로") to `word`. */
export function josa(word: string, pair: keyof typeof PAIRS): string {
  return word + hangulJosa.pick(spokenEnding(word), PAIRS[pair]);
}

/**
 * The last syllable of `word` as Koreans read it aloud, in Hangul: es-hangul reads only Hangul, and
 * messages end words in digits ('3') and Latin keys ('title') as often as in Hangul.
 */
function spokenEnding(word: string): string {
  const last = word.replace(/[\s'"`’”)\]}.?!…]+$/u, "").slice(-1);
  if (/[가-힣]/.test(last)) return last;
  // A lone letter of Hangul is read by its name: every consonant's ends closed (ㄷ → 디귿), every vowel's open (ㅏ → 아).
  if (/[ㄱ-ㅎ]/.test(last)) return "각";
  if (/[ㅏ-ㅣ]/.test(last)) return "가";
  // Digits as read in Sino-Korean.
  const digit = "0123456789".indexOf(last);
  if (last && digit >= 0) return "영일이삼사오육칠팔구"[digit]!;
  // Latin words: a rough reading of the ending (title → 타이틀, path → 패스, id → 아이디).
  const tail = word.toLowerCase().replace(/[^a-z]+$/, "");
  if (/(le|l)$/.test(tail)) return "일";
  if (/(m|n|ng)$/.test(tail)) return "은";
  // A final k/p/b/t after a vowel closes the syllable (chat → 챗); after a consonant it is read
  // as its own syllable (contact → 컨택트, desk → 데스크).
  if (/[aeiou](k|ck|c|p|b|t)$/.test(tail)) return "각";
  return "가";
}

