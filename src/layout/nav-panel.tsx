import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { flushSync } from "react-dom";
import { Link } from "wouter";
import { useScripted, useText } from "../site-context";
import { Icon } from "../ui/icon";
import type { NavSection } from "./route-tree";

/**
 * One service in the header's row: its link, and a panel listing its sub-pages one per line. The
 * panel opens while the pointer is over the item or focus is in it, and from the chevron button
 * (Enter, Space) or ArrowDown, which also move focus into it; Escape closes it and returns focus
 * to the button. Without script, :hover and :focus-within open it, so every sub-page stays reachable.
 * Its CSS is in engine/page/frame-css.ts.
 */
export function NavPanelItem({ section, current }: { section: NavSection; current: (href: string) => "page" | undefined }) {
  const t = useText();
  const id = useId();
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  /** Closed by Escape or a click, until the pointer and focus have both left the item. */
  const [dismissed, setDismissed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const open = (hover || focus) && !dismissed;
  const label = t(section.label);
  // Without script the chevron does nothing (hover and focus open the panel by CSS): out of the Tab order until the script runs.
  const scripted = useScripted();

  const links = () => [...(list.current?.querySelectorAll("a") ?? [])];
  const enter = () => {
    // Drawn open at once, so the first link can take focus in this same event.
    flushSync(() => setDismissed(false));
    links()[0]?.focus();
  };
  const onPointer = (over: boolean) => (event: PointerEvent) => {
    if (event.pointerType === "touch") return; // a tap follows the link; no hover on touch
    setHover(over);
    if (!over && !focus) setDismissed(false);
  };
  const onBlur = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocus(false);
    if (!hover) setDismissed(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const items = links();
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && open) {
      setDismissed(true);
      toggle.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (at < 0) enter();
      else items[(at + (event.key === "ArrowDown" ? 1 : items.length - 1)) % items.length]?.focus();
    }
  };

  return (
    <li
      className="nav-item"
      data-open={open || undefined}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={() => setFocus(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Link href={section.href} aria-current={current(section.href)}>
        {label}
      </Link>
      <button ref={toggle} type="button" className="nav-toggle" aria-expanded={open} aria-controls={id} aria-label={`${label} 하위 메뉴`} tabIndex={scripted ? undefined : -1} onClick={enter}>
        <Icon name="chevron-down" size={16} />
      </button>
      <div id={id} className="nav-panel">
        <ul ref={list}>
          {section.pages.map((page) => (
            <li key={page.href}>
              <Link href={page.href} aria-current={current(page.href)} onClick={() => setDismissed(true)}>
                {t(page.label)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
