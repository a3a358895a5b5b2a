/* GENERATED FILE: do not edit by hand.
 * Source: schema/site.schema.json. Regenerate with `npm run gen`; `npm test` fails when this file is stale. */

/**
 * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
 */
export type Label = string;
/**
 * 블록: type으로 종류를 정합니다
 */
export type Block =
  | HeroBlock
  | SceneHeroBlock
  | CardGridBlock
  | FaqBlock
  | StepsBlock
  | MetricsBlock
  | DashboardBlock
  | InfraMapBlock
  | TableBlock
  | CtaBlock
  | PartnersBlock
  | VideoBlock
  | TimelineBlock
  | RoadmapBlock
  | PlansBlock
  | DocumentBlock
  | FormBlock
  | SplitBlock
  | MaturityBlock
  | ArchitectureBlock
  | PipelineBlock
  | LogosBlock
  | QuoteBlock
  | CasesBlock;
/**
 * 블록 ID: 영문 소문자, 숫자, 하이픈. #링크의 목적지가 됩니다
 */
export type BlockId = string;
/**
 * 아이콘 이름
 */
export type IconName =
  | "consulting"
  | "code"
  | "ai"
  | "server"
  | "cloud"
  | "support"
  | "shield"
  | "chart"
  | "network"
  | "database"
  | "storage"
  | "backup"
  | "team"
  | "target"
  | "check"
  | "layers"
  | "settings"
  | "clock"
  | "document"
  | "rocket"
  | "chat"
  | "search"
  | "lock"
  | "handshake";
/**
 * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
 */
export type Summary = string;
/**
 * 본문 글자(문단), 5,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
 */
export type Text = string;

/**
 * 홈페이지 전체 설정 파일(site.yaml)
 */
export interface Site {
  site: SiteInfo;
  header: Header;
  footer: Footer;
  /**
   * 다른 주소로 보내는 주소 목록
   */
  redirects?: Redirect[];
  /**
   * 페이지 목록
   *
   * @minItems 1
   */
  pages: Page[];
}
/**
 * 회사와 사이트 기본 정보. 글 안에서 {company}, {email} 같은 치환어로 씁니다
 */
export interface SiteInfo {
  /**
   * 회사 이름 ({company})
   */
  name: string;
  /**
   * 브라우저 제목 뒤에 붙는 사이트 이름
   */
  titleSuffix: string;
  /**
   * 사이트 대표 주소: https://와 호스트 이름(영문 소문자, 숫자, 점, 하이픈), 필요하면 :포트. 경로, ?, #, @, 끝의 /는 쓰지 않습니다 (예: https://www.example.com)
   */
  baseUrl: string;
  /**
   * 설립 연도 ({years} 계산에 씀)
   */
  foundingYear: number;
  /**
   * 회사 주소 ({address})
   */
  address: string;
  /**
   * 대표 전화번호 ({phone})
   */
  phone: string;
  /**
   * 팩스 번호 ({fax})
   */
  fax: string;
  /**
   * 문의 이메일 ({email})
   */
  email: string;
  /**
   * 업무 시간 ({hours})
   */
  hours: string;
  /**
   * 바닥글에 싣는 사업자 정보: 대표자, 사업자등록번호, 온라인으로 판매한다면 통신판매업 신고번호. 한 줄에 '구분: 내용'으로 보입니다
   */
  legal?: LegalLine[];
  /**
   * 기본 공유 이미지 (1200×630). 페이지에 image가 없으면 이것을 씁니다
   */
  image?: string;
  /**
   * 회사 로고 이미지
   */
  logo: string;
  facts?: SiteFacts;
}
export interface LegalLine {
  /**
   * 구분 (예: 사업자등록번호)
   */
  label: string;
  /**
   * 내용 (예: 000-00-00000)
   */
  value: string;
}
/**
 * 여러 페이지에 쓰는 수치(가용성, 응답 시간, 고객 수 등). '이름: { value: 값, label: 뜻 }'으로 한 번 쓰고, 글 안에서 {이름} 치환어로 씁니다. 한 수치는 한 가지 뜻(label)으로만 씁니다
 */
export interface SiteFacts {
  [k: string]: SiteFact;
}
/**
 * 수치 하나: 값과 그 값이 뜻하는 것
 */
export interface SiteFact {
  /**
   * 값 (예: 99.9%). 글 안의 {이름} 자리에 이 값이 들어갑니다
   */
  value: string;
  /**
   * 이 수치가 뜻하는 것 (예: 시스템 가용성). 이 수치를 보여 주는 카드의 제목은 모두 이 글자와 같아야 합니다
   */
  label: string;
}
/**
 * 머리글(상단 메뉴)
 */
export interface Header {
  /**
   * 메뉴 링크
   *
   * @minItems 1
   */
  links: LinkItem[];
  /**
   * 모바일 메뉴에만 더 보이는 링크: 넓은 화면의 상단 줄은 메뉴 링크만 보이고, 모바일 메뉴는 메뉴 링크 다음에 이 링크들을 보입니다
   */
  drawerLinks: LinkItem[];
  cta: LinkItem;
  /**
   * 모바일 메뉴 버튼 이름
   */
  menuLabel: string;
}
/**
 * 링크
 */
export interface LinkItem {
  /**
   * 링크 글자
   */
  label: string;
  /**
   * 링크 주소
   */
  href: string;
}
/**
 * 바닥글
 */
export interface Footer {
  /**
   * 링크 묶음
   */
  groups: FooterGroup[];
  /**
   * 로고 아래 소개 문장
   */
  tagline?: string;
  /**
   * 저작권 문구 ({year}로 올해를 씀)
   */
  copyright: string;
}
export interface FooterGroup {
  /**
   * 묶음 제목
   */
  title: string;
  /**
   * 링크
   *
   * @minItems 1
   */
  links: LinkItem[];
}
/**
 * 주소 이동
 */
export interface Redirect {
  /**
   * 옛 주소
   */
  from: string;
  /**
   * 새 주소
   */
  to: string;
}
/**
 * 페이지 하나
 */
export interface Page {
  /**
   * 페이지 주소 (예: /consulting)
   */
  path: string;
  /**
   * 브라우저 제목
   */
  title: string;
  /**
   * 검색 결과와 공유에 보이는 설명
   */
  description: string;
  /**
   * 검색 키워드
   *
   * @minItems 1
   */
  keywords: Label[];
  /**
   * 대표 주소 (비우면 baseUrl + path)
   */
  url?: string;
  /**
   * 공유 이미지 (비우면 기본 이미지)
   */
  image?: string;
  /**
   * 공유 유형: website(일반 페이지) 또는 article(글)
   */
  type: "website" | "article";
  /**
   * 페이지를 이루는 블록 (위에서 아래 순서)
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * 페이지 맨 위 큰 제목 영역
 */
export interface HeroBlock {
  /**
   * 블록 종류
   */
  type: "hero";
  id?: BlockId;
  /**
   * 모양: main(홈처럼 큰 화면) 또는 page(일반 페이지). 높이는 main 640/740/840px, page 400/500px
   */
  variant: "main" | "page";
  /**
   * 배경: plain(단색), animated(움직이는 배경)
   */
  background: "plain" | "animated";
  /**
   * 배치: split(글 왼쪽, 그림 오른쪽), reverse(그림 왼쪽, 글 오른쪽), stage(글은 가운데, 그 아래 넓은 제품 화면이 첫 화면 끝에 걸쳐 보임)
   */
  layout: "split" | "reverse" | "stage";
  /**
   * 바탕: dark(남색), light(밝은 바탕)
   */
  tone: "dark" | "light";
  /**
   * 강조색 (브랜드 안의 서비스별 색): blue(파랑), indigo(남보라), violet(보라), teal(청록), cyan(하늘색), green(초록)
   */
  accent: "blue" | "indigo" | "violet" | "teal" | "cyan" | "green";
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 큰 제목
   */
  title: string;
  /**
   * 제목 아래 설명
   */
  subtitle?: string;
  /**
   * 버튼 (최대 2개)
   *
   * @maxItems 2
   */
  actions?: LinkItem[];
  /**
   * 블록 ID: 영문 소문자, 숫자, 하이픈. #링크의 목적지가 됩니다
   */
  scrollTo?: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  scrollLabel: string;
  image?: Image;
  /**
   * 휴대폰 화면에서도 그림을 보일지. 그림이 첫 화면의 높이만큼 값을 할 때만 켭니다 (기본: 넓은 화면에서만)
   */
  phoneImage: boolean;
}
/**
 * 제목 옆에 보일 그림이나 도해 (배치는 layout, 휴대폰 화면에서는 phoneImage를 켤 때만 보입니다)
 */
export interface Image {
  /**
   * 그림 파일: public/ 안의 JPEG, PNG, WebP, AVIF, SVG 파일 경로(/로 시작)
   */
  src: string;
  /**
   * 그림 설명(대체 텍스트): 화면을 볼 수 없는 방문자에게 읽어 주는 글
   */
  alt?: string;
  /**
   * 꾸밈용 그림이면 true: 화면 낭독기가 건너뜁니다
   */
  decorative?: true;
}
/**
 * 장면이 있는 첫 화면: 큰 제목 옆(휴대폰에서는 아래)에 회사와 서비스의 관계를 그림 파일 없이 그립니다. 가운데에 회사, 둘레에 서비스가 있고 각 서비스는 그 페이지로 가는 링크입니다
 */
export interface SceneHeroBlock {
  /**
   * 블록 종류
   */
  type: "sceneHero";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 큰 제목
   */
  title: string;
  /**
   * 제목 아래 설명
   */
  subtitle?: string;
  /**
   * 버튼 (최대 2개)
   *
   * @maxItems 2
   */
  actions?: LinkItem[];
  /**
   * 블록 ID: 영문 소문자, 숫자, 하이픈. #링크의 목적지가 됩니다
   */
  scrollTo?: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  scrollLabel: string;
  hub: SceneHub;
  /**
   * 가운데를 둘러싼 서비스 (3~6개, 위에서부터 시계 방향)
   *
   * @minItems 3
   * @maxItems 6
   */
  nodes: SceneNode[];
}
/**
 * 장면 가운데 (회사 또는 한 팀)
 */
export interface SceneHub {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  title: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
}
export interface SceneNode {
  icon: IconName;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
  /**
   * 누르면 갈 주소
   */
  href: string;
}
/**
 * 카드 목록
 */
export interface CardGridBlock {
  /**
   * 블록 종류
   */
  type: "cardGrid";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 구역 설명
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  columns: Columns;
  /**
   * 카드
   */
  cards: Card[];
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  empty: string;
}
/**
 * 화면 폭별 열 수: base(모바일) / sm / md / lg
 */
export interface Columns {
  /**
   * 모바일 열 수
   */
  base: number;
  /**
   * 640px 이상 열 수
   */
  sm: number;
  /**
   * 768px 이상 열 수
   */
  md: number;
  /**
   * 1024px 이상 열 수
   */
  lg: number;
}
/**
 * 카드 하나
 */
export interface Card {
  icon?: IconName;
  /**
   * 카드 제목
   */
  title: string;
  /**
   * 카드 설명
   */
  desc?: string;
  /**
   * 핵심 항목 (앞의 3개만 보입니다)
   */
  points?: Summary[];
  /**
   * 기술·키워드 태그
   */
  tags?: Label[];
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  value?: string;
  /**
   * 카드를 누르면 갈 주소
   */
  href?: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  linkLabel: string;
}
/**
 * 자주 묻는 질문 (열고 닫는 목록)
 */
export interface FaqBlock {
  /**
   * 블록 종류
   */
  type: "faq";
  id?: BlockId;
  /**
   * 구역 제목
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 열 수 (1 또는 2)
   */
  columns: 1 | 2;
  /**
   * 질문과 답
   *
   * @minItems 1
   */
  items: FaqItem[];
}
export interface FaqItem {
  /**
   * 질문
   */
  q: string;
  /**
   * 답
   */
  a: string;
}
/**
 * 단계 (넓은 화면은 가로, 좁은 화면은 세로)
 */
export interface StepsBlock {
  /**
   * 블록 종류
   */
  type: "steps";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 현재 단계 번호(1부터). 앞 단계는 완료로 표시. 비우면 표시 안 함
   */
  current?: number;
  /**
   * 단계
   *
   * @minItems 1
   */
  items: Step[];
}
export interface Step {
  /**
   * 단계 이름
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  duration?: string;
}
/**
 * 숫자로 보여주는 실적
 */
export interface MetricsBlock {
  /**
   * 블록 종류
   */
  type: "metrics";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 수치
   *
   * @minItems 1
   */
  items: Metric[];
  /**
   * 수치 아래 강점 목록
   */
  highlights?: Summary[];
}
export interface Metric {
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  value: string;
  /**
   * 수치 이름
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
}
/**
 * 운영 현황판: 서비스 수준 지표의 목표와 실적, 한 달 요청이 어디서 처리됐는지를 운영 보고 화면처럼 그립니다. 실적 수치가 예시라면 screen에 '(예시)'를 적으세요
 */
export interface DashboardBlock {
  /**
   * 블록 종류
   */
  type: "dashboard";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  screen: string;
  /**
   * 서비스 수준 지표 (4개까지): 목표와 실적. 값은 숫자와 단위(%, 분, 시간)로 쓰고, 목표와 실적은 같은 단위로 씁니다. 목표에는 {uptime} 같은 치환어를 쓸 수 있습니다
   *
   * @minItems 1
   * @maxItems 4
   */
  indicators: DashboardIndicator[];
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  legend: string;
  flow?: DashboardFlow;
}
export interface DashboardIndicator {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  title: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  target: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  actual: string;
  /**
   * 좋은 쪽: higher(높을수록 좋음, 가동률처럼) 또는 lower(낮을수록 좋음, 응답 시간처럼)
   */
  better: "higher" | "lower";
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  note?: string;
}
/**
 * 한 달 동안 접수된 요청이 어디서 처리됐는지: 처리 결과별 건수. 접수 건수는 그 합입니다
 */
export interface DashboardFlow {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  title: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intake: string;
  /**
   * 처리 결과 (5개까지, 많은 것부터)
   *
   * @minItems 1
   * @maxItems 5
   */
  outcomes: DashboardOutcome[];
}
export interface DashboardOutcome {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 건수
   */
  count: number;
}
/**
 * 인프라 구성도: 가운데 중심 영역(본사 전산실 등)과 그 둘레의 영역(지점, 클라우드, 재해복구 센터 등)을 연결 방식과 함께 그립니다. 넓은 화면은 왼쪽·오른쪽·아래에, 휴대폰은 중심 아래에 차례로 놓입니다
 */
export interface InfraMapBlock {
  /**
   * 블록 종류
   */
  type: "infraMap";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  hub: InfraZone;
  /**
   * 중심에 연결되는 영역 (3개까지: 왼쪽, 오른쪽, 아래 순서)
   *
   * @minItems 1
   * @maxItems 3
   */
  sites: InfraZone1[];
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  linkLabel: string;
}
/**
 * 가운데 중심 영역
 */
export interface InfraZone {
  /**
   * 영역 이름
   */
  title: string;
  icon: IconName;
  /**
   * 영역 안의 장비와 서비스
   *
   * @minItems 1
   * @maxItems 6
   */
  items: Label[];
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  link?: string;
}
/**
 * 구성도의 영역 하나
 */
export interface InfraZone1 {
  /**
   * 영역 이름
   */
  title: string;
  icon: IconName;
  /**
   * 영역 안의 장비와 서비스
   *
   * @minItems 1
   * @maxItems 6
   */
  items: Label[];
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  link?: string;
}
/**
 * 표 (여러 개를 나란히 둘 수 있음)
 */
export interface TableBlock {
  /**
   * 블록 종류
   */
  type: "table";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 표
   *
   * @minItems 1
   */
  tables: Table[];
}
/**
 * 표
 */
export interface Table {
  /**
   * 표 제목
   */
  caption: string;
  /**
   * 열 제목
   *
   * @minItems 1
   */
  columns: Label[];
  /**
   * 행 (각 행은 열 수만큼의 칸)
   *
   * @minItems 1
   */
  rows: Text[][];
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  note?: string;
}
/**
 * 행동 유도 (문의하기 등)
 */
export interface CtaBlock {
  /**
   * 블록 종류
   */
  type: "cta";
  id?: BlockId;
  /**
   * 제목
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
  action: LinkItem;
  secondary?: LinkItem;
}
/**
 * 파트너 로고 띠 (marquee: 흐르는 띠, grid: 고정 격자)
 */
export interface PartnersBlock {
  /**
   * 블록 종류
   */
  type: "partners";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 모양: marquee(흐르는 띠) 또는 grid(격자)
   */
  variant: "marquee" | "grid";
  /**
   * 흐르는 띠가 한 바퀴 도는 시간(초)
   */
  seconds: number;
  /**
   * 로고
   *
   * @minItems 1
   */
  logos: PartnerLogo[];
}
export interface PartnerLogo {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  name: string;
  /**
   * 로고 이미지 (160×48)
   */
  logo: string;
}
/**
 * 설명과 함께 보이는 데모 영상 (화면에 절반 이상 보이면 재생)
 */
export interface VideoBlock {
  /**
   * 블록 종류
   */
  type: "video";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 영상 파일 (mp4)
   */
  src: string;
  /**
   * 영상 대표 이미지
   */
  poster: string;
  /**
   * 영상 가로 크기(px)
   */
  width: number;
  /**
   * 영상 세로 크기(px)
   */
  height: number;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 폭 640px 이하 화면(휴대폰)에서 대신 보일 세로 영상. 글자가 작아지지 않도록 세로 화면에 맞춰 만든 영상
   */
  portrait?: {
    /**
     * 세로 영상 파일 (mp4)
     */
    src: string;
    /**
     * 세로 영상의 대표 이미지 (재생 전에 보임)
     */
    image: string;
    /**
     * 세로 영상 가로 크기(px)
     */
    width: number;
    /**
     * 세로 영상 세로 크기(px)
     */
    height: number;
  };
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  fallback: string;
  /**
   * 영상 옆 강조 항목
   */
  points?: Summary[];
  /**
   * 버튼 (최대 2개)
   *
   * @maxItems 2
   */
  actions?: LinkItem[];
}
/**
 * 연혁: 연도 축 위에 사업 영역이 쌓여 온 모습을 그리고, 그 아래에 연도별 항목을 보여 줍니다
 */
export interface TimelineBlock {
  /**
   * 블록 종류
   */
  type: "timeline";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색). 이 블록의 도표는 밝은 바탕에 맞춰 그려서 짙은 남색 배경은 고를 수 없습니다. 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 연혁 항목 (오래된 것부터)
   *
   * @minItems 1
   */
  items: TimelineEntry[];
}
export interface TimelineEntry {
  /**
   * 연도
   */
  year: number;
  /**
   * 제목
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  line?: string;
}
/**
 * 로드맵: 단계마다 걸리는 주(週)를 막대로 그린 일정표. 단계 기간을 더한 첫 주기의 합계를 함께 보여 주고, 그 뒤에 되풀이하는 단계를 둘 수 있습니다
 */
export interface RoadmapBlock {
  /**
   * 블록 종류
   */
  type: "roadmap";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색). 이 블록의 도표는 밝은 바탕에 맞춰 그려서 짙은 남색 배경은 고를 수 없습니다. 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  totalLabel: string;
  /**
   * 차례로 이어지는 단계 (6개까지). 막대는 앞 단계가 가장 빨리 끝난 때부터 그려지고, 짧게 걸릴 때와 길게 걸릴 때의 차이는 빗금으로 보입니다
   *
   * @minItems 1
   * @maxItems 6
   */
  phases: RoadmapPhase[];
  repeat?: RoadmapRepeat;
}
export interface RoadmapPhase {
  /**
   * 단계 이름
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
  /**
   * 가장 짧게 걸릴 때의 기간(주)
   */
  minWeeks: number;
  /**
   * 가장 길게 걸릴 때의 기간(주). 비우거나 minWeeks보다 작으면 minWeeks와 같습니다
   */
  maxWeeks?: number;
}
/**
 * 첫 주기가 끝난 뒤 같은 길이의 주기로 되풀이하는 단계 (선택)
 */
export interface RoadmapRepeat {
  /**
   * 되풀이하는 단계 이름
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
}
/**
 * 요금제·등급 비교 카드 (추천 표시 가능)
 */
export interface PlansBlock {
  /**
   * 블록 종류
   */
  type: "plans";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  highlightLabel: string;
  /**
   * 요금제·등급
   *
   * @minItems 1
   */
  plans: Plan[];
}
export interface Plan {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  name: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  capacity?: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  price?: string;
  /**
   * 특징 목록
   *
   * @minItems 1
   */
  features: Label[];
  /**
   * 추천으로 강조
   */
  highlight: boolean;
  action?: LinkItem;
}
/**
 * 긴 문서 (개인정보처리방침 등): 목차와 번호 붙은 절
 */
export interface DocumentBlock {
  /**
   * 블록 종류
   */
  type: "document";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 문서 정보 (시행일, 버전 등)
   */
  meta?: DocumentMeta[];
  /**
   * 목차 제목
   */
  tocTitle: string;
  /**
   * 절
   *
   * @minItems 1
   */
  sections: DocumentSection[];
}
export interface DocumentMeta {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  value: string;
}
export interface DocumentSection {
  id: BlockId;
  /**
   * 절 제목
   */
  title: string;
  /**
   * 내용
   *
   * @minItems 1
   */
  body: DocumentContent[];
}
/**
 * 문단(p), 목록(list), 표(table) 중 하나
 */
export interface DocumentContent {
  /**
   * 본문 글자(문단), 5,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  p?: string;
  /**
   * 목록
   *
   * @minItems 1
   */
  list?: Text[];
  table?: Table;
}
/**
 * 문의 양식: 입력 항목과 검사 규칙, 보내기 버튼, 알림, 메일 내용
 */
export interface FormBlock {
  /**
   * 블록 종류
   */
  type: "form";
  id?: BlockId;
  /**
   * 양식 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  requiredNote?: string;
  /**
   * 본문 글자(문단), 5,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  noScript?: string;
  /**
   * 입력 구역 (예: 기본 정보, 프로젝트 정보, 개인정보 동의)
   *
   * @minItems 1
   */
  sections: FormSection[];
  submit: FormSubmit;
  success: FormNotice;
  failure: FormNotice;
  mail: FormMail;
  aside?: FormAside;
}
/**
 * 입력 구역: 제목과 입력 항목
 */
export interface FormSection {
  /**
   * 구역 제목
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
  /**
   * 입력 항목 (위에서 아래 순서)
   *
   * @minItems 1
   */
  fields: FormField[];
  details?: FormDetails;
}
/**
 * 입력 항목 하나
 */
export interface FormField {
  /**
   * 항목 이름: 영문으로 시작하는 영문·숫자. 메일 틀에서 {{이름}}으로 씁니다
   */
  name: string;
  /**
   * 입력 방식: text(한 줄 글), email(이메일 주소), tel(전화번호), select(목록에서 하나 고르기), radio(보기 중 하나 고르기), checkboxGroup(여러 개 고르기), textarea(여러 줄 글), consent(동의 체크)
   */
  kind: "text" | "email" | "tel" | "select" | "radio" | "checkboxGroup" | "textarea" | "consent";
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  placeholder?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  hint?: string;
  /**
   * 브라우저 자동 완성 종류 (예: name, organization, email, tel)
   */
  autocomplete?: string;
  /**
   * 넓은 화면에서의 너비: full(한 줄) 또는 half(반 줄)
   */
  width: "full" | "half";
  /**
   * 여러 줄 입력(textarea)의 줄 수
   */
  rows: number;
  /**
   * 선택지 (select, radio, checkboxGroup)
   *
   * @minItems 1
   */
  options?: FormOption[];
  rules?: FormRules;
}
/**
 * 선택지 하나
 */
export interface FormOption {
  /**
   * 선택지 값: 보내는 메일과 기록에 적히는 값 (항목 안에서 서로 달라야 함). 보통 화면에 보이는 글자와 같게 씁니다
   */
  value: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
}
/**
 * 입력 검사 규칙: 규칙마다 틀렸을 때 보일 안내(message)를 씁니다
 */
export interface FormRules {
  required?: FormRuleMessage;
  minLength?: FormRuleCount;
  maxLength?: FormRuleCount1;
  pattern?: FormRulePattern;
  email?: FormRuleMessage1;
  minItems?: FormRuleCount2;
}
/**
 * 꼭 입력(선택, 동의)해야 함
 */
export interface FormRuleMessage {
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  message: string;
}
/**
 * 최소 글자 수 (앞뒤 공백 제외, 비어 있어도 틀림)
 */
export interface FormRuleCount {
  /**
   * 기준 수
   */
  value: number;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  message: string;
}
/**
 * 최대 글자 수
 */
export interface FormRuleCount1 {
  /**
   * 기준 수
   */
  value: number;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  message: string;
}
/**
 * 입력 형식 (정규식, 비어 있으면 검사하지 않음)
 */
export interface FormRulePattern {
  /**
   * 정규식 (예: ^[0-9+\-() ]*$)
   */
  value: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  message: string;
}
/**
 * 이메일 주소 형식 (비어 있으면 검사하지 않음)
 */
export interface FormRuleMessage1 {
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  message: string;
}
/**
 * 최소 선택 개수 (checkboxGroup)
 */
export interface FormRuleCount2 {
  /**
   * 기준 수
   */
  value: number;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  message: string;
}
/**
 * 펼쳐 보는 자세한 안내 (예: 개인정보 수집·이용 내용)
 */
export interface FormDetails {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 안내 항목 (항목 이름과 내용)
   *
   * @minItems 1
   */
  items: FormDetailsItem[];
  link?: LinkItem;
}
export interface FormDetailsItem {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  term: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc: string;
}
/**
 * 보내기 버튼 글자
 */
export interface FormSubmit {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  sending: string;
}
/**
 * 알림 (success: 메일 앱을 연 뒤, failure: 보내기에 실패했을 때. 잠시 보였다가 사라짐)
 */
export interface FormNotice {
  /**
   * 알림 제목
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
}
/**
 * 방문자의 메일 앱에 미리 채울 메일. 틀 안에서 {{항목 이름}}은 입력값, {{항목 이름|빈 값일 때 글}}은 비었을 때의 글, {{submittedAt}}은 문의 일시가 됩니다
 */
export interface FormMail {
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  to: string;
  /**
   * 메일 제목 틀 (예: [프로젝트 문의] {{company}})
   */
  subject: string;
  /**
   * 메일 본문 구역: [제목] 줄 아래에 줄들이 이어지고, 구역 사이는 빈 줄
   *
   * @minItems 1
   */
  sections: FormMailSection[];
  /**
   * 메일 앱에 넘길 주소의 최대 길이 (인코딩한 뒤의 글자 수, 한글 한 글자는 9자). 넘으면 복사 안내를 보임
   */
  maxLength: number;
  /**
   * 여러 선택값 사이에 넣을 글자
   */
  join: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  agreed: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  declined: string;
  tooLong: FormTooLong;
  noMailApp: FormNoMailApp;
}
export interface FormMailSection {
  /**
   * 구역 제목 (메일에는 [제목]으로 씀)
   */
  title: string;
  /**
   * 본문 줄 틀 (예: 이름: {{name}})
   *
   * @minItems 1
   */
  lines: Summary[];
}
/**
 * 내용이 길어 메일 앱 주소(약 2,000자)에 다 담기지 않을 때의 안내와 버튼
 */
export interface FormTooLong {
  /**
   * 안내 제목
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  copy: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  copied: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  copyFailed: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  openMail: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  pasteHint: string;
}
/**
 * 메일 앱에 문의를 넘기고 2초쯤 지나도 방문자가 페이지에 그대로 있을 때(메일 앱이 열리지 않았을 때) 양식 아래에 보이는 안내. 받는 주소, 문의 내용 전체 복사 버튼(글자는 tooLong의 copy, copied, copyFailed를 씀), 메일 앱 다시 열기 버튼이 함께 보입니다
 */
export interface FormNoMailApp {
  /**
   * 안내 제목
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  address: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  retry: string;
}
/**
 * 양식 옆 직접 연락 안내 (전화, 이메일, 응답 시간)
 */
export interface FormAside {
  /**
   * 제목
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
  /**
   * 연락처 (tel:, mailto: 링크)
   *
   * @minItems 1
   */
  contacts: FormContact[];
  /**
   * 응답 시간, 상담 시간 같은 안내
   */
  notes?: FormAsideNote[];
}
export interface FormContact {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  value: string;
  /**
   * 링크 (예: tel:{phone}, mailto:{email})
   */
  href: string;
}
export interface FormAsideNote {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  value: string;
}
/**
 * 글과 그림을 좌우로 나란히 놓는 구역 (휴대폰에서는 위아래로 쌓입니다)
 */
export interface SplitBlock {
  /**
   * 블록 종류
   */
  type: "split";
  id?: BlockId;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 그림이 놓일 쪽: left(왼쪽), right(오른쪽)
   */
  side: "left" | "right";
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title: string;
  /**
   * 본문 글자(문단), 5,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  body?: string;
  /**
   * 본문 아래 점검 목록 (최대 6개)
   *
   * @maxItems 6
   */
  points?: Summary[];
  /**
   * 버튼 (최대 2개)
   *
   * @maxItems 2
   */
  actions?: LinkItem[];
  image: Image1;
}
/**
 * 글 옆에 보일 그림이나 도해
 */
export interface Image1 {
  /**
   * 그림 파일: public/ 안의 JPEG, PNG, WebP, AVIF, SVG 파일 경로(/로 시작)
   */
  src: string;
  /**
   * 그림 설명(대체 텍스트): 화면을 볼 수 없는 방문자에게 읽어 주는 글
   */
  alt?: string;
  /**
   * 꾸밈용 그림이면 true: 화면 낭독기가 건너뜁니다
   */
  decorative?: true;
}
/**
 * 성숙도 진단 그리드: 영역마다 현재 수준과 목표 수준을 단계 위에 막대로 그립니다
 */
export interface MaturityBlock {
  /**
   * 블록 종류
   */
  type: "maturity";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 성숙도 단계 이름 (낮은 단계부터, 3~6개). 그리드의 열이 됩니다
   *
   * @minItems 3
   * @maxItems 6
   */
  levels: Label[];
  /**
   * 진단 영역 (한 줄에 하나)
   *
   * @minItems 1
   */
  areas: MaturityArea[];
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  currentLabel: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  targetLabel: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  caption?: string;
}
export interface MaturityArea {
  /**
   * 영역 이름
   */
  name: string;
  /**
   * 현재 수준 (1부터 단계 수까지)
   */
  current: number;
  /**
   * 목표 수준 (현재 수준 이상, 단계 수까지)
   */
  target: number;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  note?: string;
}
/**
 * 계층 구조도: 사용자가 쓰는 화면부터 인프라까지 계층을 쌓고, 모든 계층에 걸친 공통 영역을 옆에 그립니다
 */
export interface ArchitectureBlock {
  /**
   * 블록 종류
   */
  type: "architecture";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 계층 (위에서 아래로: 사용자에 가까운 계층부터 인프라까지, 2~6개)
   *
   * @minItems 2
   * @maxItems 6
   */
  layers: ArchitectureLayer[];
  /**
   * 모든 계층에 걸친 공통 영역 (보안, 모니터링, 배포 자동화 등, 4개까지)
   *
   * @maxItems 4
   */
  rails?: Label[];
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  railsLabel: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  caption?: string;
}
export interface ArchitectureLayer {
  /**
   * 계층 이름
   */
  name: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
  icon?: IconName;
  /**
   * 계층을 이루는 구성 요소 (1~8개)
   *
   * @minItems 1
   * @maxItems 8
   */
  items: Label[];
}
/**
 * 처리 흐름도: 자료가 단계를 거쳐 결과가 되는 길을 묶음(준비, 질문할 때 등)별로 그리고, 아래에 질문과 답 예시를 보여 줍니다
 */
export interface PipelineBlock {
  /**
   * 블록 종류
   */
  type: "pipeline";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 단계 묶음 (순서대로, 1~3개). 넓은 화면에서는 나란히, 휴대폰에서는 위아래로 이어집니다
   *
   * @minItems 1
   * @maxItems 3
   */
  phases: PipelinePhase[];
  example?: PipelineExample;
}
export interface PipelinePhase {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 묶음 안의 단계 (1~4개)
   *
   * @minItems 1
   * @maxItems 4
   */
  stages: PipelineStage[];
}
export interface PipelineStage {
  icon: IconName;
  /**
   * 단계 이름
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  desc?: string;
}
/**
 * 흐름의 결과 예시: 질문 하나와 그 답, 답의 근거 문서
 */
export interface PipelineExample {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  question: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  answer: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  sourcesLabel: string;
  /**
   * 답의 근거 문서 이름
   *
   * @minItems 1
   */
  sources: Label[];
}
/**
 * 고객사나 인증서 로고를 고정 격자로 보여 주는 구역
 */
export interface LogosBlock {
  /**
   * 블록 종류
   */
  type: "logos";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 로고 목록
   *
   * @minItems 2
   * @maxItems 24
   */
  items: LogoItem[];
  /**
   * 로고 아래 한 줄 설명
   */
  caption?: string;
}
/**
 * 로고 하나
 */
export interface LogoItem {
  image: Image2;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label?: string;
}
/**
 * 로고 그림: alt에 회사나 인증 이름을 씁니다
 */
export interface Image2 {
  /**
   * 그림 파일: public/ 안의 JPEG, PNG, WebP, AVIF, SVG 파일 경로(/로 시작)
   */
  src: string;
  /**
   * 그림 설명(대체 텍스트): 화면을 볼 수 없는 방문자에게 읽어 주는 글
   */
  alt?: string;
  /**
   * 꾸밈용 그림이면 true: 화면 낭독기가 건너뜁니다
   */
  decorative?: true;
}
/**
 * 고객의 말(추천사): 인용문과 이름, 직함, 회사
 */
export interface QuoteBlock {
  /**
   * 블록 종류
   */
  type: "quote";
  id?: BlockId;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 본문 글자(문단), 5,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  quote: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  name: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  role?: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  company?: string;
  logo?: Image3;
}
/**
 * 회사 로고
 */
export interface Image3 {
  /**
   * 그림 파일: public/ 안의 JPEG, PNG, WebP, AVIF, SVG 파일 경로(/로 시작)
   */
  src: string;
  /**
   * 그림 설명(대체 텍스트): 화면을 볼 수 없는 방문자에게 읽어 주는 글
   */
  alt?: string;
  /**
   * 꾸밈용 그림이면 true: 화면 낭독기가 건너뜁니다
   */
  decorative?: true;
}
/**
 * 고객 사례 카드: 업종, 과제, 한 일, 성과 수치
 */
export interface CasesBlock {
  /**
   * 블록 종류
   */
  type: "cases";
  id?: BlockId;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  kicker?: string;
  /**
   * 구역 제목
   */
  title?: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  intro?: string;
  /**
   * 배경: plain(흰색), muted(연한 회색), dark(짙은 남색). 이웃한 구역과 배경이나 제목 정렬이 달라야 합니다
   */
  tone: "plain" | "muted" | "dark";
  /**
   * 제목 정렬: center(가운데), start(왼쪽)
   */
  align: "center" | "start";
  /**
   * 내용 폭: normal(보통), narrow(좁게: 글이 많은 구역)
   */
  width: "normal" | "narrow";
  /**
   * 사례 목록 (최대 6개)
   *
   * @minItems 1
   * @maxItems 6
   */
  items: CaseItem[];
}
/**
 * 사례 하나
 */
export interface CaseItem {
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  industry: string;
  /**
   * 사례 제목
   */
  title: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  challenge: string;
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  solution: string;
  /**
   * 성과 수치 (1~3개)
   *
   * @minItems 1
   * @maxItems 3
   */
  results: CaseResult[];
  logo?: Image4;
  /**
   * 자세히 보기 링크 주소
   */
  href?: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  linkLabel: string;
}
/**
 * 성과 수치 하나
 */
export interface CaseResult {
  /**
   * 설명 글자(한두 문장), 1,000자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  value: string;
  /**
   * 짧은 글자(이름, 버튼과 링크 글자, 태그, 키워드), 100자까지. {years}, {year}, {company}, {email}, {phone} 같은 치환어를 쓸 수 있습니다
   */
  label: string;
}
/**
 * 고객사 로고
 */
export interface Image4 {
  /**
   * 그림 파일: public/ 안의 JPEG, PNG, WebP, AVIF, SVG 파일 경로(/로 시작)
   */
  src: string;
  /**
   * 그림 설명(대체 텍스트): 화면을 볼 수 없는 방문자에게 읽어 주는 글
   */
  alt?: string;
  /**
   * 꾸밈용 그림이면 true: 화면 낭독기가 건너뜁니다
   */
  decorative?: true;
}
