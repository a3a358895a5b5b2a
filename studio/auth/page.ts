/**
 * The sign-in page: plain HTML from the server, no script (nothing to load before one can sign in,
 * and a strict Content-Security-Policy). Korean; the fields are labelled 아이디 and 비밀번호.
 */
import { escapeAttribute, escapeText } from "entities";
import { MESSAGES } from "./messages.ts";

export const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  // same-origin, not no-referrer: under no-referrer the browser sends "Origin: null" with the form, which the Origin check refuses.
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
} as const;

export interface SignInPage {
  /** A message above the form: an error (role="alert") or a notice. */
  message?: { text: string; error: boolean };
  /** Where to go after signing in (a path of the studio). */
  next?: string;
  /** The single sign-on button's provider name, when single sign-on is set up. */
  sso?: string;
  /** The name typed before, kept after a failure. */
  name?: string;
}

/** A small page with a title and a message and a link back to the sign-in page: single sign-on's refusals. */
export function messagePage(text: string): string {
  return shell(`<p role="alert" class="error">${escapeText(text)}</p><p><a href="/__studio/login">로그인 화면으로</a></p>`);
}

/**
 * The page that ends a single sign-on: it sets the session and moves on to the studio by a refresh,
 * not a redirect. The browser came from the provider's site, and a SameSite=Strict cookie is not
 * sent on a redirect that a cross-site navigation started; the refresh is a same-site navigation.
 */
export function refreshPage(to: string): string {
  const target = escapeAttribute(to);
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${target}"><a href="${target}">스튜디오로 가기</a>`;
}

export function signInPage({ message, next, sso, name }: SignInPage): string {
  const notice = message ? `<p ${message.error ? 'role="alert" class="error"' : 'role="status"'}>${escapeText(message.text)}</p>` : "";
  const nextField = next ? `<input type="hidden" name="next" value="${escapeAttribute(next)}">` : "";
  const ssoLink = sso
    ? `<p class="or">또는</p><a class="sso" href="/__studio/sso/start${next ? `?next=${encodeURIComponent(next)}` : ""}">${escapeText(MESSAGES.ssoButton(sso))}</a>`
    : "";
  return shell(`${notice}
<form method="post" action="/__studio/login">
  ${nextField}
  <label for="name">아이디</label>
  <input id="name" name="name" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeAttribute(name ?? "")}">
  <label for="password">비밀번호</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">로그인</button>
</form>
${ssoLink}`);
}

function shell(body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${MESSAGES.signInTitle}</title>
<style>
  body { font: 16px/1.6 system-ui, sans-serif; background: #f4f6fa; color: #1b2333; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; padding: 32px; width: min(360px, calc(100vw - 48px)); box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 20px; margin: 0 0 20px; }
  form { display: grid; gap: 6px; }
  label { font-weight: 600; margin-top: 8px; }
  input { font: inherit; padding: 10px 12px; border: 1px solid #b8c0cc; border-radius: 8px; }
  button, .sso { font: inherit; font-weight: 600; margin-top: 16px; padding: 11px; border-radius: 8px; border: 0; background: #1d4ed8; color: #fff; cursor: pointer; text-align: center; text-decoration: none; display: block; }
  .sso { background: #fff; color: #1d4ed8; border: 1px solid #1d4ed8; margin-top: 0; }
  .or { text-align: center; color: #5b6475; margin: 16px 0 8px; }
  .error { color: #b42318; }
  [role="status"] { color: #1f6f43; }
</style>
</head>
<body>
<main>
<h1>${MESSAGES.signInTitle}</h1>
${body}
</main>
</body>
</html>
`;
}
