import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { useShell, useText } from "../site-context";
import { button } from "../ui/button";
import { Icon } from "../ui/icon";
import { container } from "../ui/container";
import { Drawer, useDrawer } from "./drawer";
import { NavPanelItem } from "./nav-panel";

/** The header gains its shadow once the page has scrolled more than this many px. */
export const SHADOW_THRESHOLD = 10;
const DRAWER_ID = "site-drawer";

/** The shared header (its CSS: engine/page/frame-css.ts): logo, a row of links with sub-page panels on wide screens, a slide-in drawer on small ones. */
export function Header() {
  const { site, header, sections } = useShell();
  const t = useText();
  const [location] = useLocation();
  const scrolled = useScrolledPast(SHADOW_THRESHOLD);
  const drawer = useDrawer();
  const current = (href: string) => (location === href || location.startsWith(`${href}/`) ? ("page" as const) : undefined);

  return (
    <header className="site-header" data-scrolled={scrolled}>
      <div className={`${container} header-row`}>
        <Link href="/" className="header-logo" aria-label={`${site.name} 홈`}>
          <img src={site.logo} alt="" width={160} height={36} />
        </Link>
        <nav aria-label="주 메뉴" className="header-nav">
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
        <Link href={header.cta.href} className={`${button.primary} header-cta`} aria-current={current(header.cta.href)}>
          {t(header.cta.label)}
        </Link>
        {/* Without script the button still opens the drawer, as a popover (drawer.tsx). */}
        <button
          type="button"
          className="menu-button"
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
