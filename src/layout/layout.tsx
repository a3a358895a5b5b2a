import { useEffect, useRef, type ReactNode } from "react";
import { FloatingContact } from "./floating-contact";
import { Footer } from "./footer";
import { Header } from "./header";
import { useNavigationBehaviour } from "./navigation";
import { NoticeProvider } from "../ui/notices";

/** The frame every page shares: header, main content area, footer, contact shortcut and notices. Its CSS is engine/page/frame-css.ts's. */
export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useNavigationBehaviour(main);
  useEffect(() => {
    // Marks the page interactive: tests and benchmarks wait for it instead of guessing.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <NoticeProvider>
      <a href="#main" className="skip-link">
        본문 바로가기
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingContact />
    </NoticeProvider>
  );
}
