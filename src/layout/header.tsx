import { css } from "@emotion/react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { useShell, useText } from "../site-context";
import { color, headerHeight, mq, shadow } from "../theme";
import { button } from "../ui/button";
import { Icon } from "../ui/icon";
import { container } from "../ui/section";
import { Drawer, useDrawer } from "./drawer";
import { NavPanelItem } from "./nav-panel";

/** The header gains its shadow once the page has scrolled more than this many px. */
export const SHADOW_THRESHOLD = 10;
const DRAWER_ID = "site-drawer";

/** The shared header: logo, a row of links with sub-page panels on wide screens, a slide-in drawer on small ones. */
export function Header() {
  const { site, header, sections } = useShell();
  const t = useText();
  const [location] = useLocation();
  const scrolled = useScrolledPast(SHADOW_THRESHOLD);
  const drawer = useDrawer();
  const current = (href: string) => (location === href || location.startsWith(`${href}/`) ? ("page" as const) : undefined);

  return (
    <header css={[headerCss, scrolled && scrolledCss]} data-scrolled={scrolled}>
      <div css={[container, rowCss]}>
        <Link href="/" css={logoCss} aria-label={`${site.name} 홈`}>
          <img src={site.logo} alt="" width={160} height={36} />
        </Link>
        <nav aria-label="주 메뉴" css={navCss}>
          <ul>
            {header.links.map((link) => {
              const section = sections.find((s) => s.href === link.href);
              return section ? (
                <NavPanelItem key={link.href} section={section} current={current} />
              ) : (
                <li key={link.href}>
                  <Link href={link.href} aria-current={current(link.href)}>
                    {t(link.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Link href={header.cta.href} css={[button.primary, ctaCss]} aria-current={current(header.cta.href)}>
          {t(header.cta.label)}
        </Link>
        {/* Without script the button still opens the drawer, as a popover (drawer.tsx). */}
        <button
          type="button"
          css={menuButtonCss}
          aria-label={t(header.menuLabel)}
          aria-expanded={drawer.expanded}
          aria-controls={DRAWER_ID}
          popoverTarget={DRAWER_ID}
          onClick={drawer.show}
        >
          <Icon name="menu" size={26} />
        </button>
      </div>
      <Drawer id={DRAWER_ID} control={drawer} isCurrent={current} />
    </header>
  );
}

/** Whether the window has scrolled more than `threshold` px. */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

/** Opaque: text scrolling under it never shows through. */
const headerCss = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${headerHeight.base}px;
  background: #fff;
  border-bottom: 1px solid ${color.line};
  transition: box-shadow 0.2s;
  ${mq.lg} { height: ${headerHeight.lg}px; }
`;
const scrolledCss = css`
  box-shadow: ${shadow.raised};
`;
const rowCss = css`
  display: flex;
  align-items: center;
  height: 100%;
  gap: 24px;
`;
const logoCss = css`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 44px;
  img { display: block; width: 140px; height: auto; aspect-ratio: 160 / 36; }
  ${mq.lg} { img { width: 160px; } }
`;
const navCss = css`
  display: none;
  align-self: stretch;
  margin-left: auto;
  ${mq.lg} { display: block; }
  > ul { display: flex; gap: 4px; height: 100%; margin: 0; padding: 0; list-style: none; }
  > ul > li { display: flex; align-items: center; }
  > ul > li > a {
    display: block;
    padding: 10px 12px;
    border-radius: 8px;
    font-weight: 600;
    color: ${color.ink};
    text-decoration: none;
    white-space: nowrap;
  }
  > ul > li > a:hover { color: ${color.primaryDark}; background: ${color.soft}; } /* 4.5:1 on the soft tone */
  > ul > li > a[aria-current="page"] { color: ${color.primaryDark}; box-shadow: inset 0 -2px 0 ${color.primary}; border-radius: 0; }
`;
const ctaCss = css`
  display: none;
  flex: none;
  min-height: 44px;
  padding: 8px 20px;
  ${mq.lg} { display: inline-flex; }
`;
const menuButtonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-left: auto;
  margin-right: -8px;
  border: 0;
  border-radius: 8px;
  background: none;
  color: ${color.ink};
  cursor: pointer;
  ${mq.lg} { display: none; }
`;
