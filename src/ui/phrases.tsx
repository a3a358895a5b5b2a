import { useCallback, type ReactNode } from "react";
import { useText } from "../site-context";

/**
 * Korean line breaking, done by rule when text is drawn (never by editing site.yaml). The page
 * breaks Korean between words (`word-break: keep-all`); these runs of words, and these single
 * words, must not break inside:
 * - a one-syllable word and the word after it ("한 팀이", "첫 고객을", "더 합리적으로"): a
 *   one-syllable word never ends a line;
 * - a dependent noun and the word before it ("신뢰할 수", "확인한 것은", "끝날 때마다"): Korean
 *   typesetting never starts a line with 수, 것, 줄, 데, 바, 뿐, 때…, which lean on the word they follow;
 * - a predicate in two words: a verb and its auxiliary ("성장해 온", "보여 줍니다", "정해 두기",
 *   "멈추지 않고", "가야 할", "붙잡고 있던"), and a noun with 있는 or 없는 ("근거 있는");
 * - a text's last word, when it has one or two syllables, and the word before it ("…기술 선택.",
 *   "목표보다 0.26%p 높음"), in a text of three words or more: a line of one short word ends a
 *   paragraph badly. text-wrap: pretty avoids it too, where a browser has it and the line has room
 *   (engine/page/page-css.ts); two words (a label, a button) are left as they are;
 * - a number and its unit or the next date part ("300 ms", "2024년 3월 15일");
 * - a Latin name and the number after it ("Microsoft 365", "ISO 27001");
 * - a word with digits joined by a hyphen, dot, slash, colon or dash: telephone numbers, dates,
 *   ranges ("02-000-0000", "2024.03.15", "6–12주");
 * - words joined by "·", which read as one term ("조회·처리"): a line may break after the dot, and
 *   in a narrow table cell it did.
 * Each kept run is a `<span class="nw">` (white-space: nowrap, engine/page/page-css.ts), so the text,
 * what is copied and what find-in-page matches stay exactly as written, and the prerendered HTML
 * and the hydrated page are the same.
 */

/** A Hangul syllable alone, after any opening quote or bracket. */
const ONE_SYLLABLE = /^[("'“‘「『《〈[]*[가-힣]$/u;
/**
 * A dependent noun (의존 명사), alone or with a particle or ending: it cannot start a line, so the
 * space before it does not break. Whole words only ("수요", "데이터" are other words), and
 * 바 and 적 alone or as 적이, since "바로" and "적은" are words of their own. Short: it is in the
 * home page's script, which is at its budget.
 */
const DEPENDENT_NOUN = /^(?:(?:수|것|줄|데|뿐|때|대로|때문)(?:[이가은는을를도에의과와만]|으?로|마다|까지|에[는서]|입니다)?|바|적이)[,.!?)”’]*$/u;
/**
 * Two words read as one predicate, tested on "word next": a verb's -아/-어 form and its auxiliary
 * 오다, 가다, 보다, 주다, 드리다, 두다, 놓다, 버리다, 내다 ("성장해 온", "보여 줍니다", "걷어 내는"), in
 * the forms that begin no other word ("가장", "보안", "주요", "내부", "온프레미스" stay apart);
 * -지 않다·못하다; -야 하다; -고 있다; a noun with 있는 or 없는 ("근거 있는").
 */
const PREDICATE = /(?:[아어여워해봐줘둬려겨쳐켜혀펴라러뤄꿔눠져써내] (?:[오가보주두내](?:[고며는던기게]|도록?|세요|[어었시실신십셔]\S*)|[오보주두내]지|[드버][리린릴려렸립]\S*|[온올간갈본볼둔둘낸낼]|[와봐줘둬왔갔봤줬뒀냈놓]\S*|[옵갑봅줍둡냅]니다)|지 (?:않|못)\S*|야 [하한할합해했]\S*|고 있\S*| [있없]는)[,.!?)”’]*$/u;
/** The last word of a text that should not stand alone on its line: one or two syllables. */
const SHORT_END = /^[가-힣]{1,2}[,.!?)”’]*$/u;
/** A number alone, or one ending a word of date parts ("2024년", "3월"). */
const NUMBER = /^[~+≈]?\d+(,\d{3})*(\.\d+)?$/u;
const DATE_PART = /^\d+(년|월|일)$/u;
const LATIN_END = /[A-Za-z]$/;
const DIGIT_START = /^\d/;
/** Digits joined inside one word (02-000-0000, 2024.03.15, 6–12, 24/7, 09:00), or terms joined by "·". */
const JOINED = /\d[-–‐./:]\d|\S·\S/u;

/** Whether the space between two words must not break. */
function glued(word: string, next: string): boolean {
  if (ONE_SYLLABLE.test(word) || DEPENDENT_NOUN.test(next) || PREDICATE.test(`${word} ${next}`)) return true;
  if (NUMBER.test(word)) return true;
  if (DATE_PART.test(word) && DATE_PART.test(next)) return true;
  return LATIN_END.test(word) && DIGIT_START.test(next);
}

/** A piece of text: as is, or kept on one line. */
export type Run = string | { keep: string };

/** The text cut into runs: loose text, which breaks at its spaces, and runs kept on one line. */
export function phraseRuns(text: string): Run[] {
  const words = text.split(" ");
  const runs: Run[] = [];
  for (let i = 0; i < words.length; ) {
    let j = i;
    while (j + 1 < words.length && words[j] && words[j + 1] && (glued(words[j]!, words[j + 1]!) || (j + 2 === words.length && j > 0 && SHORT_END.test(words[j + 1]!)))) j++;
    const group = words.slice(i, j + 1).join(" ");
    const space = i > 0 ? " " : "";
    const last = runs.at(-1);
    if (j > i || JOINED.test(group)) {
      if (typeof last === "string") runs[runs.length - 1] = last + space;
      else if (space) runs.push(space);
      runs.push({ keep: group });
    } else if (typeof last === "string") runs[runs.length - 1] = last + space + group;
    else runs.push(space + group);
    i = j + 1;
  }
  return runs;
}

/**
 * The text as React children: a plain string when nothing needs keeping, else one `<span>` that
 * holds its runs. One element, because in a flex box (a check list's item, a button with an icon)
 * each loose run and kept run would become an item of its own, laid out side by side.
 */
export function keepPhrases(text: string): ReactNode {
  const runs = phraseRuns(text);
  if (runs.length === 1 && typeof runs[0] === "string") return runs[0];
  return (
    <span>
      {runs.map((run, i) =>
        typeof run === "string" ? (
          run
        ) : (
          <span key={i} className="nw">
            {run.keep}
          </span>
        ),
      )}
    </span>
  );
}

/** Like useText, for text drawn as children: tokens filled, then its phrases kept (keepPhrases). */
export function usePhrase(): (text: string) => ReactNode {
  const t = useText();
  return useCallback((text: string) => keepPhrases(t(text)), [t]);
}
