import { css, Global } from "@emotion/react";
import { useEffect, useRef, type ReactNode } from "react";
import { color, mq } from "../theme";
import { FloatingContact, BAR_HEIGHT } from "./floating-contact";
import { Footer } from "./footer";
import { Header } from "./header";
import { useNavigationBehaviour } from "./navigation";
import { NoticeProvider } from "./notices";

/** The frame every page shares: header, main content area, footer, contact shortcut and notices. */
export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useNavigationBehaviour(main);
  useEffect(() => {
    // Marks the page interactive: tests and benchmarks wait for it instead of guessing.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <NoticeProvider>
      <Global styles={globalCss} />
      <a href="#main" css={skipCss}>
        본문 바로가기
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1} css={mainCss}>
        {children}
      </main>
      <Footer />
      <FloatingContact />
    </NoticeProvider>
  );
}

const globalCss = css`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    font-size: 1rem;
    line-height: 1.7;
    color: ${color.body};
    background: #fff;
    /* Korean breaks between words, not inside them. */
    word-break: keep-all;
    overflow-wrap: break-word;
    -webkit-font-smoothing: antialiased;
    padding-bottom: ${BAR_HEIGHT}px;
    ${mq.md} { padding-bottom: 0; }
  }
  img, svg, video { max-width: 100%; }
  img, video { height: auto; }
  h1, h2, h3 { word-break: keep-all; }
  a { color: ${color.primary}; }
  :focus-visible { outline: 3px solid ${color.primary}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
const mainCss = css`
  display: block;
  min-height: 60vh;
  &:focus { outline: none; }
`;
const skipCss = css`
  position: absolute;
  top: -100px;
  left: 12px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: 8px;
  background: ${color.navy};
  color: #fff;
  font-weight: 700;
  &:focus { top: 12px; }
`;
