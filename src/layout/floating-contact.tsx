import { Link, useLocation } from "wouter";
import { useShell, useText } from "../site-context";
import { Icon } from "../ui/icon";

/**
 * The contact shortcut on every page but the inquiry page itself: a tab on the right edge of wide
 * screens that widens to show 문의하기 on hover or focus, and a full-width bar reading 문의 on narrow ones.
 * The tab stays inside the page's side margin (`sideGutter`), so it never covers content. Its CSS
 * is the frame's (engine/page/frame-css.ts).
 */
export function FloatingContact() {
  const { header } = useShell();
  const t = useText();
  const [location] = useLocation();
  if (location === header.cta.href) return null;
  return (
    // A landmark of its own, so no content sits outside one; the link's name is the text it shows.
    <aside aria-label="빠른 문의">
      <Link href={header.cta.href} className="contact-shortcut" data-testid="floating-contact">
        <Icon name="chat" size={22} />
        <span className="wide">{t(header.cta.label)}</span>
        <span className="narrow">문의</span>
      </Link>
    </aside>
  );
}
