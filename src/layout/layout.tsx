import { css } from "@emotion/react";
import { useEffect, useRef, type ReactNode } from "react";
import { color } from "../theme";
import { FloatingContact } from "./floating-contact";
import { Footer } from "./footer";
import { Header } from "./header";
import { useNavigationBehaviour } from "./navigation";
import { NoticeProvider } from "../ui/notices";

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
