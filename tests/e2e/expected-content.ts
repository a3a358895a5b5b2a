/**
 * What every route must show, written by hand from the product brief, not read from site.yaml, so a
 * page that loses a section, a figure or an FAQ item fails. This file is the repository's record of
 * that brief: test comments that say "the spec" mean what is written here. Where the brief names no
 * figure for a page, its figures are the page's own (issue 44: not the company's totals on every
 * page): /consulting's and /development's are theirs.
 * Checked in the prerendered HTML (tests/dist/content.test.ts), and in the page with and without
 * its script (tests/e2e/pages.spec.ts).
 */
/** What one route must show. */
export interface Expected {
  /** The page's one h1. */
  h1: string;
  /** Section headings (h2) that must be present. */
  headings?: string[];
  /** Texts that must appear on the page: the spec's figures, labels and key words. */
  texts?: string[];
  /** CSS selector → exact number of matching elements. */
  counts?: Record<string, number>;
  /** Labels of links to /contact (the page's call to action). */
  contactLinks?: string[];
  /** Other links that must exist: href → link text (part). */
  links?: Record<string, string>;
  /** The page's signature element (issue 32): a selector of the block that draws it, which must be visible, with and without script. */
  signature?: string;
}

/** Cards of the card grid with block id `id`. */
const cards = (id: string) => `#${id} > div > ul > li`;
/** Points (bullets) of all cards of the card grid with block id `id`. */
const points = (id: string) => `#${id} > div > ul > li > ul:not([aria-label]) > li`;
/** FAQ questions (accordion buttons) in the block with id `faq`. */
const FAQ = "#faq button[aria-expanded]";
/** Steps of the step timeline with block id `id`. */
const steps = (id: string) => `#${id} ol > li`;

const YEARS = new Date().getFullYear() - 2007;

export const PARTNERS = ["Microsoft", "AWS", "Google Cloud", "Oracle", "SAP", "VMware", "Red Hat", "Cisco", "Dell Technologies", "HPE", "Synology"];

/** The spec, route by route. */
export const EXPECTED: Record<string, Expected> = {
  "/": {
    h1: "기술로 비즈니스를 혁신합니다",
    headings: ["통합 IT 서비스", "검증된 실적", "기술 역량"],
    texts: [`${YEARS}년`, "디지털 전환", "인프라 구축", "운영 서비스", "0.5초", "1,000+", "50+", "30+", "95%", "99.9%"],
    counts: { "#partners img": 22, [cards("services")]: 3, [cards("capabilities")]: 6, [`${cards("capabilities")} [aria-label="기술"]`]: 6, "#chatbot-demo video": 1 },
    contactLinks: ["컨설팅 신청", "AI 챗봇 도입 상담"],
    signature: "main > section:first-of-type .scene",
    links: { "/dx": "디지털 전환", "/ict": "인프라 구축", "/it-service": "운영 서비스", "/ai": "AI" },
  },
  "/contact": { h1: "프로젝트 문의" },
  "/dx": {
    h1: "디지털 전환",
    texts: ["50+", "95%", "30+", "2007", "6~12주"],
    counts: { [FAQ]: 4, [cards("areas")]: 3, [cards("approach")]: 3 },
    signature: "#cadence",
    contactLinks: ["DX 상담 신청"],
    links: { "/consulting": "IT컨설팅", "/development": "시스템개발", "/ai": "AI통합구축" },
  },
  "/consulting": {
    h1: "IT 전략",
    headings: ["컨설팅 분야", "자주 묻는 질문"],
    texts: ["인프라 컨설팅", "ERP 컨설팅", "AI 전략 컨설팅", "5~8주", "95%", "70%"],
    counts: { [FAQ]: 6, [cards("services")]: 3, [steps("approach")]: 4 },
    contactLinks: ["컨설팅 문의하기"],
    signature: "#maturity",
    links: { "/consulting/infrastructure": "자세히 보기", "/consulting/erp": "자세히 보기", "/consulting/ai-strategy": "자세히 보기" },
  },
  "/development": {
    h1: "시스템",
    headings: ["개발 분야", "기술 스택", "자주 묻는 질문"],
    texts: ["엔터프라이즈 시스템", "멀티 클라우드 네이티브", "시스템 통합", "40%", "2주", "2~4주"],
    counts: { [FAQ]: 6, [cards("services")]: 3 },
    contactLinks: ["개발 프로젝트 문의"],
    signature: "#architecture",
    links: { "/development/enterprise": "자세히 보기", "/development/cloud": "자세히 보기", "/development/integration": "자세히 보기" },
  },
  "/ai": {
    h1: "AI",
    headings: ["기술 스택", "자주 묻는 질문"],
    texts: ["AI 챗봇 플랫폼", "AI 업무 자동화", "AI 모델 개발", "0.5초", "1,000+", "80%"],
    counts: { [FAQ]: 6, [cards("services")]: 3 },
    contactLinks: ["AI 도입 상담"],
    signature: "#pipeline",
    links: { "/ai/chatbot-platform": "자세히 보기", "/ai/automation": "자세히 보기", "/ai/model-development": "자세히 보기" },
  },
  "/ict": {
    h1: "인프라",
    headings: ["인프라 서비스", "자주 묻는 질문"],
    texts: ["서버 구축", "NAS 스토리지", "백업·재해복구", "클라우드·라이선스", "99.9%", "99.95%", "24/7"],
    counts: { [FAQ]: 6, [cards("services")]: 4, [cards("tech-stack")]: 4 },
    signature: "#topology",
    contactLinks: ["인프라 구축 상담"],
    links: { "/ict/serverbuild": "자세히 보기", "/ict/storage": "자세히 보기", "/ict/backupdr": "자세히 보기", "/ict/cloudms": "자세히 보기" },
  },
  "/it-service": {
    h1: "IT 운영",
    headings: ["애플리케이션 운영(AMS)", "헬프데스크", "기술 지원", "운영 대상 시스템", "운영 프로세스", "자주 묻는 질문"],
    texts: ["서버", "데이터베이스", "클라우드", "네트워크·보안", "애플리케이션", "백업·DR", "99.7%", "15분", "92%", "4시간", "20+", "2~4주"],
    counts: { [FAQ]: 6, "section#helpdesk": 1, "section#support": 1, [cards("systems")]: 6, [steps("process")]: 4 },
    signature: "#sla",
    contactLinks: ["ITO서비스 문의"],
  },
  "/consulting/infrastructure": {
    h1: "인프라",
    headings: ["컨설팅 범위", "진행 절차"],
    texts: ["현황 진단", "목표 아키텍처", "로드맵"],
    counts: { [cards("services")]: 4, [steps("process")]: 4 },
    contactLinks: ["인프라 컨설팅 문의"],
  },
  "/consulting/erp": {
    h1: "ERP",
    headings: ["ERP 컨설팅 서비스", "진행 절차"],
    texts: ["프로세스 진단", "솔루션 선정", "2012년", "95%"],
    counts: { [cards("services")]: 4, [steps("process")]: 5 },
    contactLinks: ["ERP 컨설팅 문의"],
  },
  "/consulting/ai-strategy": {
    h1: "AI",
    headings: ["AI 전략 컨설팅 범위", "진행 절차"],
    texts: ["AI 적용 과제 발굴", "PoC", "80%"],
    counts: { [cards("services")]: 4, [steps("process")]: 4 },
    contactLinks: ["AI 전략 상담"],
  },
  "/development/enterprise": {
    h1: "시스템",
    headings: ["개발 분야", "개발 절차"],
    texts: ["레거시 현대화", "40%", "2~3주"],
    counts: { [cards("services")]: 4, [steps("process")]: 5 },
    contactLinks: ["개발 상담 신청"],
  },
  "/development/cloud": {
    h1: "클라우드",
    headings: ["개발 분야", "개발 절차"],
    texts: ["쿠버네티스", "CI/CD", "5배", "30%"],
    counts: { [cards("services")]: 4, [steps("process")]: 4 },
    contactLinks: ["클라우드 개발 상담"],
  },
  "/development/integration": {
    h1: "하나의 흐름",
    headings: ["통합 분야", "연계 방식 비교", "통합 절차"],
    texts: ["API", "데이터 통합", "통합 인증(SSO)", "75%"],
    counts: { [cards("services")]: 4, [steps("process")]: 4 },
    contactLinks: ["시스템 통합 상담"],
  },
  "/ai/chatbot-platform": {
    h1: "AI 챗봇",
    headings: ["주요 기능", "도입 절차"],
    texts: ["0.5초", "1,000+", "24/7", "권한"],
    counts: { [cards("features")]: 4, [steps("process")]: 5 },
    contactLinks: ["챗봇 도입 상담"],
  },
  "/ai/automation": {
    h1: "반복 업무",
    headings: ["자동화 분야", "도입 절차"],
    texts: ["80%", "문서"],
    counts: { [cards("services")]: 4, [steps("process")]: 5 },
    contactLinks: ["자동화 상담 신청"],
  },
  "/ai/model-development": {
    h1: "AI 모델",
    headings: ["맞춤형 모델 솔루션", "개발 프로세스", "기대 효과"],
    texts: ["AI Model Development", "80%"],
    counts: { [cards("challenges")]: 4, [cards("solutions")]: 4, [steps("process")]: 5, "#impact ul > li": 4 },
    contactLinks: ["전문가 상담 신청"],
  },
  "/ict/serverbuild": {
    h1: "서버",
    headings: ["서버 구축 서비스", "서버 구축 절차"],
    texts: [
      "서버 설계", "서버 구축", "서버 이전", "문서화",
      "분석", "설계", "구축", "검증", "안정화",
      "Windows Server", "Active Directory", "File Server", "IIS",
      "Linux Server", "웹 서버", "Apache", "Nginx", "데이터베이스", "MySQL", "PostgreSQL", "컨테이너", "Docker", "K8s",
      "99.9%", "24시간", "100%",
    ],
    counts: { [cards("services")]: 4, [points("services")]: 12, [steps("process")]: 5, "#server-types table": 2 },
    contactLinks: ["서버 구축 상담"],
  },
  "/ict/storage": {
    h1: "NAS",
    headings: ["NAS 스토리지 서비스", "RAID 구성 가이드"],
    texts: [
      "엔트리", "2~4", "10~20명", "64TB",
      "미드레인지", "8~12", "스냅샷", "가상화", "192TB", "추천",
      "엔터프라이즈", "24 베이 이상", "HA", "올플래시", "PB",
      "성능 중심", "RAID 0", "RAID 10", "SSD 캐시", "안정성 중심", "RAID 1", "RAID 5", "RAID 6",
      "99.95%", "3-2-1", "24/7",
    ],
    counts: { [cards("services")]: 4, "#tiers > div > ul > li": 3, "#raid table": 2 },
    contactLinks: ["NAS 상담 신청"],
  },
  "/ict/backupdr": {
    h1: "백업",
    headings: ["3-2-1 백업 원칙"],
    texts: [
      "3개의 사본", "2가지 저장 매체", "1개는 외부 보관",
      "RPO", "실시간", "0분", "준실시간", "15분", "1~4시간", "24시간",
      "RTO", "즉시", "5분", "신속", "30분", "2~8시간", "24~72시간",
      "99.9%", "RPO/RTO", "24/7",
    ],
    counts: { [cards("services")]: 4, [cards("principle")]: 3, "#objectives table": 2 },
    contactLinks: ["백업·DR 상담"],
  },
  "/ict/cloudms": {
    h1: "Microsoft",
    texts: [
      "Microsoft CSP", "Microsoft 365", "Azure 인프라", "라이선스 관리", "비용 최적화",
      "Business Basic", "Business Standard", "Enterprise E3", "견적 문의",
      "유연한 라이선스", "월 단위 조정", "즉시 반영", "연간 약정", "혼합 구성",
      "통합 지원", "24/7 기술 지원", "통합 청구서", "무중단 이전",
      "30%", "1일",
    ],
    counts: { [cards("services")]: 4, "#plans > div > ul > li": 3, "#benefits table": 2 },
    contactLinks: ["견적 요청"],
  },
  "/about": {
    h1: "파트너",
    headings: ["비전과 미션", "핵심 가치"],
    texts: [
      "2007", "50+", "30+", "24/7",
      "신뢰할 수 있는 디지털 전환 파트너", "통합 IT 서비스로 실질적인 성과를 만듭니다",
      "Excellence", "Integration", "Trust",
      "2012", "ERP 벤더 파트너십", "2018", "클라우드 파트너", "2023", "AI 사업부", "2024",
    ],
    counts: { [cards("values")]: 3, "#history ol > li": 5, "#partners img": 6 },
    signature: "#history",
    contactLinks: ["프로젝트 문의"],
  },
  "/privacy": {
    h1: "개인정보처리방침",
    texts: [
      "2025-08-26", "v1.0", "개인정보 보호법",
      "이름", "회사명", "이메일", "연락처", "문의 내용",
      "1년", "5년", "문의를 접수할 수 없습니다", "14세", "법정대리인", "7일", "30일", "제정",
    ],
    counts: {
      "#policy section[id]": 13,
      ...Object.fromEntries(
        ["scope", "items", "purpose", "retention", "third-party", "outsourcing", "overseas", "rights", "cookies", "security", "children", "officer", "changes"]
          .map((id) => [`#policy section#${id}`, 1]),
      ),
      "#outsourcing table": 1,
      "#changes table": 1,
    },
    contactLinks: ["문의하기"],
  },
};

/** The visible text of an HTML document: tags, comments, scripts and styles removed, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

