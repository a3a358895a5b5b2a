import { describe, expect, it } from "vitest";
import { phraseRuns } from "../../../src/ui/phrases";
import { Section } from "../../../src/ui/section";
import { renderHtml } from "./render-block";

/** The runs kept on one line, in order. */
const kept = (text: string) => phraseRuns(text).flatMap((run) => (typeof run === "string" ? [] : [run.keep]));

describe("phraseRuns (Korean line breaking by rule)", () => {
  it("keeps a one-syllable word with the next word, chains of them too", () => {
    expect(kept("한 팀이 처음부터 끝까지")).toEqual(["한 팀이"]);
    expect(kept("2007년 첫 고객을 만났습니다")).toEqual(["첫 고객을"]);
    expect(kept("비용은 더 합리적으로")).toEqual(["더 합리적으로"]);
    expect(kept("확인할 수 있는 더 큰 가치")).toEqual(["확인할 수 있는", "더 큰 가치"]);
    expect(kept("“첫 상담에서")).toEqual(["“첫 상담에서"]);
  });

  it("keeps a dependent noun with the word before it: it never starts a line", () => {
    expect(kept("비전: 신뢰할 수 있는 디지털 전환 파트너")).toEqual(["신뢰할 수 있는"]);
    expect(kept("진단 보고서로 끝날 줄 알았는데")).toEqual(["끝날 줄 알았는데"]);
    expect(kept("단계가 끝날 때마다 확인")).toEqual(["끝날 때마다"]);
    expect(kept("운영하는 것이 원칙입니다")).toEqual(["운영하는 것이"]);
    expect(kept("정해 두기 때문에 예산 편성")).toEqual(["두기 때문에"]);
    // Words that only begin like one are left alone.
    expect(kept("기업 데이터 지원 수요 바로 적은 비용")).toEqual([]);
  });

  it("keeps numbers with units, dates, Latin names with their number, phone numbers and ·-terms", () => {
    expect(kept("응답 300 ms 이내")).toEqual(["300 ms"]);
    expect(kept("2024년 3월 15일 개정")).toEqual(["2024년 3월 15일"]);
    expect(kept("Microsoft 365와 ISO 27001")).toEqual(["Microsoft 365와", "ISO 27001"]);
    expect(kept("전화(02-000-0000)나 이메일")).toEqual(["전화(02-000-0000)나"]);
    expect(kept("기간 6–12주, 2024.03.15 시행")).toEqual(["6–12주,", "2024.03.15"]);
    expect(kept("조회·처리 지연 점검")).toEqual(["조회·처리"]);
  });

  it("leaves other text as it is, and gives back exactly the text it was given", () => {
    expect(phraseRuns("고객과 함께 성장하는 파트너")).toEqual(["고객과 함께 성장하는 파트너"]);
    expect(kept("성장해 온")).toEqual([]);
    expect(kept("더, 그리고")).toEqual([]);
    for (const text of ["한 팀이 처음부터 끝까지", " 앞 공백과  두 칸 ", "첫", "", "전화 02-000-0000 · 팩스 02-000-0001"]) {
      expect(phraseRuns(text).map((run) => (typeof run === "string" ? run : run.keep)).join("")).toBe(text);
    }
  });

  it("draws kept runs as .nw spans, in a section's heading", () => {
    const html = renderHtml(
      <Section id="s" kicker="회사 소개" title="한 팀이 만든 결과">
        <p />
      </Section>,
      { phrases: true },
    );
    expect(html).toContain('<h2 id="s-title"><span><span class="nw">한 팀이</span> 만든 결과</span></h2>');
  });
});
