/** Every text of sign-in and accounts that a person reads: the sign-in page, the account pane's answers, `npm run studio -- user`. */
import { josa } from "../../engine/core/particles.ts";
import { ROLE_NAMES, type Role } from "../core/roles.ts";

export const MESSAGES = {
  // The sign-in page. One message for a wrong name and a wrong password: which was wrong is not said.
  signInTitle: "사이트 스튜디오 로그인",
  wrongCredentials: "아이디 또는 비밀번호가 맞지 않습니다. 다시 입력해 주세요.",
  slowed: (seconds: number) => `아이디 또는 비밀번호가 맞지 않습니다. 여러 번 틀려서 다음 로그인은 ${seconds}초 뒤에 확인합니다.`,
  throttled: (seconds: number) =>
    `로그인 시도가 너무 많아 잠시 막았습니다. ${seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`} 뒤에 다시 해 주세요.`,
  signInTooLarge: "보낸 내용이 너무 깁니다. 아이디와 비밀번호를 확인하고 다시 입력해 주세요.",
  signedOut: "로그아웃했습니다.",
  signedOutEverywhere: "모든 기기에서 로그아웃했습니다.",
  sessionExpired: "로그인이 만료되었습니다. 다시 로그인해 주세요.",
  ssoButton: (label: string) => `${josa(label, "으로/로")} 로그인`,
  ssoRefused: (email: string) => `${email} 계정은 이 스튜디오를 쓸 수 있는 목록에 없습니다. 관리자에게 요청해 주세요.`,
  ssoUnverified: "회사 계정의 이메일 주소가 확인되지 않아 로그인할 수 없습니다. 관리자에게 문의해 주세요.",
  ssoFailed: "회사 계정으로 로그인하지 못했습니다. 처음부터 다시 해 주세요.",
  ssoOutside: "이 스튜디오가 받는 회사 계정이 아닙니다. 회사에서 받은 계정으로 로그인해 주세요.",
  ssoTaken: (email: string) => `${email} 주소는 이미 다른 회사 계정에 연결되어 있어 로그인할 수 없습니다. 관리자에게 문의해 주세요.`,
  // Answers of the server to a request it refuses.
  needSignIn: "로그인이 필요합니다.",
  forbidden: "이 작업을 할 권한이 없습니다. 관리자에게 문의해 주세요.",
  otherOrigin: "다른 사이트에서 보낸 요청이라 받지 않았습니다.",
  tooLarge: "요청이 너무 큽니다.",
  // Accounts, in the account pane and on the command line.
  badName: "아이디는 영문 소문자, 숫자, 점(.), 밑줄(_), 하이픈(-), @로 64자까지 쓸 수 있고 영문이나 숫자로 시작해야 합니다.",
  badRole: "역할은 editor(편집자), publisher(발행자), admin(관리자) 중 하나여야 합니다.",
  shortPassword: (min: number) => `비밀번호는 ${min}자 이상이어야 합니다.`,
  longPassword: (max: number) => `비밀번호는 ${max}자를 넘을 수 없습니다.`,
  nameTaken: (name: string) => `${name} 계정이 이미 있습니다.`,
  noAccount: (name: string) => `${name} 계정이 없습니다.`,
  lastAdmin: "관리자가 한 명도 남지 않게 되므로 할 수 없습니다. 다른 관리자를 먼저 만들어 주세요.",
  added: (name: string, role: Role) => `${name} 계정을 ${ROLE_NAMES[role]}(${role})로 만들었습니다.`,
  changed: (name: string) => `${name} 계정을 바꿨습니다.`,
  removed: (name: string) => `${name} 계정을 지웠습니다.`,
  noAccounts: "계정이 없습니다. npm run studio -- user add 아이디 --role admin 으로 만들어 주세요.",
  passwordPrompt: "비밀번호: ",
  noPassword: "표준 입력으로 비밀번호를 주세요. 예: printf '%s\\n' \"$PASSWORD\" | npm run studio -- user add 아이디 --role editor",
  usage:
    "사용법: npm run studio -- user add 아이디 --role editor|publisher|admin   (비밀번호는 표준 입력으로)\n" +
    "        npm run studio -- user set 아이디 [--role 역할] [--password]      (--role이 없거나 --password면 새 비밀번호를 표준 입력으로)\n" +
    "        npm run studio -- user remove 아이디\n" +
    "        npm run studio -- user list",
} as const;
