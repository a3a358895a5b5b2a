import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { ShellProvider, type SiteShell } from "../../../../src/site-context";

/** A small site shell: enough for `useText()` tokens and for links to render on the server. */
export const fakeShell: SiteShell = {
  site: {
    name: "테스트정보기술",
    titleSuffix: "테스트",
    baseUrl: "https://example.com",
    foundingYear: 2007,
    address: "서울시 중구 테스트로 1",
    phone: "02-000-0000",
    fax: "02-000-0001",
    email: "hello@example.com",
    hours: "평일 09:00-18:00",
    image: "/og-image.png",
    logo: "/logo.svg",
  },
  header: { links: [{ label: "홈", href: "/" }], drawerLinks: [], cta: { label: "문의하기", href: "/contact" }, menuLabel: "메뉴 열기" },
  footer: { groups: [], copyright: "© {year} {company}" },
  redirects: [],
  sections: [],
  buildYear: 2025,
};

/**
 * Server-renders `node` inside the app's providers; Emotion's inline `<style>` tags are removed,
 * and so are the spans that keep phrases on one line (src/ui/phrases.tsx, tested on their own)
 * unless `phrases` is true: the blocks' tests read the text as written.
 */
export function renderHtml(node: ReactNode, { phrases = false } = {}): string {
  const html = renderToString(
    <Router ssrPath="/">
      <ShellProvider value={fakeShell}>{node}</ShellProvider>
    </Router>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
  if (phrases) return html;
  return html.replace(/<span>((?:[^<]*<span class="nw">[^<]*<\/span>)+[^<]*)<\/span>/g, "$1").replace(/<span class="nw">([^<]*)<\/span>/g, "$1");
}

/** How many times `pattern` occurs in `html`. */
export function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : pattern.flags + "g"))?.length ?? 0;
}
