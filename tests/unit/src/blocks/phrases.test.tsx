import { describe, expect, it } from "vitest";
import { phraseRuns } from "../../../../src/ui/phrases";
import { Section } from "../../../../src/ui/section";
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
    expect(kept("단계가 끝날 때마다 확인합니다")).toEqual(["끝날 때마다"]);
    expect(kept("운영하는 것이 원칙입니다")).toEqual(["운영하는 것이"]);
    expect(kept("두기 때문에 예산을 편성합니다")).toEqual(["두기 때문에"]);
    // Words that only begin like one are left alone.
    expect(kept("기업 데이터 지원 수요 바로 적은 비용으로")).toEqual([]);
  });

  // Real phrases of the site's copy and of the design review (issue 44), each kept whole, one pattern at a time.
  it.each([
    ["-아/어 오다", "고객과 함께 성장해 온 20년", "성장해 온"],
    ["-아/어 오다", "현장을 다뤄 온 엔지니어", "다뤄 온"],
    ["-아/어 오다", "운영을 이어 오며 쌓은 기준", "이어 오며"],
    ["-아/어 오다", "현황을 정리해 오시면 충분합니다", "정리해 오시면"],
    ["-아/어 오다", "그렇게 일해 왔고, 지금도", "일해 왔고,"],
    ["-아/어 가다", "다음 단계로 이어 갑니다. 매 분기", "이어 갑니다."],
    ["-아/어 가다", "클라우드로 옮겨 가는 순서", "옮겨 가는"],
    ["-아/어 보다", "지금 확인해 보세요 바로", "확인해 보세요"],
    ["-아/어 보다", "다시 열어 보시거나, 복사해", "열어 보시거나,"],
    ["-아/어 주다", "무엇이 바뀌는지 보여 줍니다. 다음", "보여 줍니다."],
    ["-아/어 주다", "이름을 입력해 주세요. 다음", "입력해 주세요."],
    ["-아/어 주다", "흐름을 보여 주도록 구성", "보여 주도록"],
    ["-아/어 드리다", "우선순위를 정리해 드립니다. 이어서", "정리해 드립니다."],
    ["-아/어 드리다", "맞는 구성을 골라 드릴 수 있습니다", "골라 드릴 수 있습니다"],
    ["-아/어 두다", "기준을 정해 두기 때문에 예산", "정해 두기 때문에"],
    ["-아/어 두다", "본문에 적어 두었습니다. 메일", "적어 두었습니다."],
    ["-아/어 두다", "한곳에 넣어 둡니다. 그리고", "넣어 둡니다."],
    ["-아/어 놓다", "모두 정리해 놓은 문서", "정리해 놓은"],
    ["-아/어 버리다", "긴 내용을 잘라 버릴 수 있습니다", "잘라 버릴 수 있습니다"],
    ["-아/어 내다", "불필요한 단계를 걷어 내는 일", "걷어 내는"],
    ["-아/어 내다", "핵심만 추려 냅니다. 그다음", "추려 냅니다."],
    ["-지 않다", "운영을 멈추지 않고 전환합니다", "멈추지 않고"],
    ["-지 않다", "데이터를 밖으로 내보내지 않고 처리", "내보내지 않고"],
    ["-지 못하다", "기존 도구로는 답하지 못한 질문", "답하지 못한"],
    ["-야 하다", "어디까지 가야 할지 정합니다", "가야 할지"],
    ["-야 하다", "먼저 바꿔야 하는 업무", "바꿔야 하는"],
    ["-야 하다", "매년 점검해야 합니다. 그래서", "점검해야 합니다."],
    ["-고 있다", "오래 붙잡고 있던 과제", "붙잡고 있던"],
    ["-고 있다", "지금 검토하고 있습니다 함께", "검토하고 있습니다"],
    ["명사 + 있는", "판단에 근거 있는 답을", "근거 있는"],
    ["명사 + 없는", "중단 없는 전환 계획", "중단 없는"],
  ])("keeps a predicate in two words whole (%s): %s", (_, text, phrase) => {
    expect(kept(text).filter((run) => run.includes(phrase))).toHaveLength(1);
  });

  it.each([
    // Nouns and other words that only begin like an auxiliary verb.
    ["통해 내부 시스템을 연결", "통해 내부"],
    ["아래 내용을 확인", "아래 내용을"],
    ["아래 주소로 연락", "아래 주소로"],
    ["데이터 보호 체계를 점검", "데이터 보호"],
    ["데이터 보안 점검 체계", "데이터 보안"],
    ["데이터 준비도 진단", "데이터 준비도"],
    ["서버 가용성 진단", "서버 가용성"],
    ["여러 가지 원칙", "여러 가지"],
    ["비교해 가장 맞는 안을", "비교해 가장"],
    ["조합해 오래 운영", "조합해 오래"],
    // Particles ending like -아/-어: 가, 와, 과.
    ["서비스와 온프레미스 구성", "서비스와 온프레미스"],
    ["서버와 가상화 환경", "서버와 가상화"],
    ["목표 수준과 가야 할 방향", "수준과 가야"],
    ["데이터베이스가 가운데 있습니다", "데이터베이스가 가운데"],
    // After a word that is not a verb's -아/-어 form, or after a sentence.
    ["함께 보여 드립니다", "함께 보여"],
    ["구성입니다. 본사 이전", "구성입니다. 본사"],
    ["목적을 위해 해결 방안", "위해 해결"],
    ["지금 할 일", "지금 할"],
  ])("leaves words that only look like a predicate apart: %s (not %s)", (text, apart) => {
    expect(kept(text).filter((run) => run.includes(apart))).toEqual([]);
  });

  it("keeps a text's last word of one or two syllables with the word before it", () => {
    expect(kept("업무와 예산에 맞춘 구성과 기술 선택")).toEqual(["기술 선택"]);
    expect(kept("비용과 일정을 정하고, 그다음 운영 방식.")).toEqual(["운영 방식."]);
    expect(kept("자동 수집 장치(쿠키)의 설치·운영과 거부")).toEqual(["설치·운영과 거부"]);
    expect(kept("부정 이용 방지 (접속 기록)")).toEqual(["(접속 기록)"]);
    expect(kept("목표보다 0.26%p 높음")).toEqual(["0.26%p 높음"]);
    // Three syllables may stand alone; only the last word counts; two words are left as they are.
    expect(kept("사업 분야")).toEqual([]);
    expect(kept("고객과 함께 성장하며 오래 남는 파트너")).toEqual([]);
    expect(kept("선택 기준을 정리하고 일정을 함께 정합니다")).toEqual([]);
  });

  it("keeps numbers with units, dates, Latin names with their number, phone numbers and ·-terms", () => {
    expect(kept("응답 300 ms 이내로")).toEqual(["300 ms"]);
    expect(kept("2024년 3월 15일 개정본")).toEqual(["2024년 3월 15일"]);
    expect(kept("Microsoft 365와 ISO 27001")).toEqual(["Microsoft 365와", "ISO 27001"]);
    expect(kept("전화(02-000-0000)나 이메일")).toEqual(["전화(02-000-0000)나"]);
    expect(kept("기간 6–12주, 2024.03.15 시행본")).toEqual(["6–12주,", "2024.03.15"]);
    expect(kept("조회·처리 지연과 오류율")).toEqual(["조회·처리"]);
  });

  it("leaves other text as it is, and gives back exactly the text it was given", () => {
    expect(phraseRuns("고객과 함께 성장하는 파트너")).toEqual(["고객과 함께 성장하는 파트너"]);
    expect(kept("더, 그리고")).toEqual([]);
    for (const text of ["한 팀이 처음부터 끝까지", " 앞 공백과  두 칸 ", "첫", "", "전화 02-000-0000 · 팩스 02-000-0001"]) {
      expect(phraseRuns(text).map((run) => (typeof run === "string" ? run : run.keep)).join("")).toBe(text);
    }
  });

  it("draws kept runs as .nw spans, in a section's heading", () => {
    const html = renderHtml(
      <Section id="s" kicker="회사 소개" title="한 팀이 만든 결과물">
        <p />
      </Section>,
      { phrases: true },
    );
    expect(html).toContain('<h2 id="s-title"><span><span class="nw">한 팀이</span> 만든 결과물</span></h2>');
  });
});
