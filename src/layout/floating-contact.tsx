import { css } from "@emotion/react";
import { Link, useLocation } from "wouter";
import { useShell, useText } from "../site-context";
import { color, contactBarHeight, contactTabWidth, mq } from "../theme";
import { Icon } from "../ui/icon";

/**
 * The contact shortcut on every page but the inquiry page itself: a tab on the right edge of wide
 * screens that widens to show 문의하기 on hover or focus, and a full-width bar reading 문의 on narrow ones.
 * The tab stays inside the page's side margin (`sideGutter`), so it never covers content.
 */
export function FloatingContact() {
  const { header } = useShell();
  const t = useText();
  const [location] = useLocation();
  if (location === header.cta.href) return null;
  return (
    // A landmark of its own, so no content sits outside one; the link's name is the text it shows.
    <aside aria-label="빠른 문의">
      <Link href={header.cta.href} css={shortcutCss} data-testid="floating-contact">
        <Icon name="chat" size={22} />
        <span className="wide">{t(header.cta.label)}</span>
        <span className="narrow">문의</span>
      </Link>
    </aside>
  );
}

const shortcutCss = css`
  position: fixed;
  z-index: 40;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  color: #fff;
  background: ${color.primary};
  font-weight: 700;
  text-decoration: none;
  box-shadow: 0 6px 20px rgba(7, 29, 64, 0.25);
  /* Narrow screens: a bar across the bottom. */
  inset: auto 0 0 0;
  height: ${contactBarHeight}px;
  padding-bottom: env(safe-area-inset-bottom);
  .wide { display: none; }
  ${mq.lg} {
    /* Wide screens: a tab on the right edge, centred vertically, that widens on hover or focus. */
    inset: 50% 0 auto auto;
    min-width: ${contactTabWidth}px;
    height: auto;
    transform: translateY(-50%);
    padding: 16px 12px;
    border-radius: 12px 0 0 12px;
    .narrow { display: none; }
    .wide {
      display: inline-block;
      max-width: 0;
      overflow: hidden;
      white-space: nowrap;
      transition: max-width 0.25s ease;
    }
    &:hover .wide, &:focus-visible .wide { max-width: 6em; }
  }
  &:hover { background: ${color.primaryDark}; }
`;
