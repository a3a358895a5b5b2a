import { css } from "@emotion/react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { LinkItem } from "../manifest/site.types";
import { useText } from "../site-context";
import { color } from "../theme";
import { button } from "../ui/button";
import { Icon } from "../ui/icon";
import { scriptOnly } from "../ui/script-only";

export interface DrawerProps {
  id: string;
  /** The id of the link that opens it without script; its close links lead back there. */
  noScriptOpenerId: string;
  open: boolean;
  onClose: () => void;
  links: LinkItem[];
  cta: LinkItem;
  isCurrent: (href: string) => "page" | undefined;
}

/**
 * The mobile menu: a modal panel that slides in from the right. It closes on its close button, the
 * backdrop, any link and Escape, keeps Tab inside while open, and locks the page behind it. Without
 * script it still opens and closes, by links to and away from its id.
 */
export function Drawer({ id, noScriptOpenerId, open, onClose, links, cta, isCurrent }: DrawerProps) {
  const t = useText();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const root = panel.current;
    root?.querySelector<HTMLElement>("button, a")?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      if (event.key === "Tab" && root) trapTab(event, root);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  return (
    <div css={wrapCss} hidden={!open}>
      <div css={backdropCss} onClick={onClose} data-testid="drawer-backdrop" aria-hidden="true" />
      <noscript>
        {/* Without script, a link away from the #id target closes it: back to the menu link in the
            fixed header, so the page does not scroll and focus returns where it came from. */}
        <a href={`#${noScriptOpenerId}`} css={backdropCss} aria-hidden="true" tabIndex={-1} />
      </noscript>
      <div ref={panel} id={id} role="dialog" aria-modal="true" aria-label="메뉴" css={panelCss}>
        <button type="button" css={[closeCss, scriptOnly]} aria-label="메뉴 닫기" onClick={onClose}>
          <Icon name="close" size={26} />
        </button>
        <noscript>
          <a href={`#${noScriptOpenerId}`} css={closeCss} aria-label="메뉴 닫기">
            <Icon name="close" size={26} />
          </a>
        </noscript>
        <nav aria-label="모바일 메뉴">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={isCurrent(link.href)} onClick={onClose}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link href={cta.href} css={[button.primary, fullCss]} onClick={onClose}>
          {t(cta.label)}
        </Link>
      </div>
    </div>
  );
}

/** Keeps focus cycling among the focusable elements of `root`. */
function trapTab(event: KeyboardEvent, root: HTMLElement) {
  const items = [...root.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

const wrapCss = css`
  position: fixed;
  inset: 0;
  z-index: 60;
  &[hidden] { display: none; }
  /* Without script, the header's menu link opens it by making the panel the page's :target. */
  @media (scripting: none) { &[hidden]:has(> :target) { display: block; } }
`;
const backdropCss = css`
  position: absolute;
  inset: 0;
  background: rgba(7, 29, 64, 0.5);
`;
const slideIn = css`
  @keyframes drawer-in { from { transform: translateX(100%); } to { transform: none; } }
  animation: drawer-in 0.22s ease-out;
`;
const panelCss = css`
  position: absolute;
  inset: 0 0 0 auto;
  display: flex;
  flex-direction: column;
  width: min(86vw, 360px);
  padding: 72px 20px 24px;
  background: #fff;
  box-shadow: -8px 0 24px rgba(7, 29, 64, 0.2);
  overflow-y: auto;
  ${slideIn};
  ul { margin: 0 0 24px; padding: 0; list-style: none; }
  nav a {
    display: block;
    padding: 14px 8px;
    border-bottom: 1px solid ${color.line};
    font-size: 1.0625rem;
    font-weight: 600;
    color: ${color.ink};
    text-decoration: none;
  }
  nav a[aria-current="page"] { color: ${color.primary}; }
`;
const closeCss = css`
  position: absolute;
  top: 8px;
  right: 12px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  background: none;
  color: ${color.ink};
  cursor: pointer;
`;
const fullCss = css`
  width: 100%;
`;
