import { css } from "@emotion/react";
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { flushSync } from "react-dom";
import { Link } from "wouter";
import { useText } from "../site-context";
import { color, radius, shadow } from "../theme";
import { Icon } from "../ui/icon";
import type { NavSection } from "./route-tree";

/**
 * One service in the header's row: its link, and a panel listing its sub-pages one per line. The
 * panel opens while the pointer is over the item or focus is in it, and from the chevron button
 * (Enter, Space) or ArrowDown, which also move focus into it; Escape closes it and returns focus
 * to the button. Without script, :hover and :focus-within open it, so every sub-page stays reachable.
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
      css={itemCss}
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
      <button ref={toggle} type="button" css={toggleCss} aria-expanded={open} aria-controls={id} aria-label={`${label} 하위 메뉴`} onClick={enter}>
        <Icon name="chevron-down" size={16} />
      </button>
      <div id={id} css={panelCss}>
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

const itemCss = css`
  position: relative;
  display: flex;
  align-items: center;
  height: 100%;
  &[data-open] > button svg { transform: rotate(180deg); }
  /* Without script, the pointer or focus in the item opens it. */
  @media (scripting: none) {
    &:hover > div, &:focus-within > div { visibility: visible; opacity: 1; transform: none; }
  }
  &[data-open] > div { visibility: visible; opacity: 1; transform: none; transition: opacity 0.15s, transform 0.15s; }
`;
const toggleCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 44px;
  margin-left: -10px;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${color.muted};
  cursor: pointer;
  svg { transition: transform 0.2s; }
  &:hover { color: ${color.primary}; }
`;
/** Hidden by visibility, so its links leave the tab order; the pause before hiding forgives a pointer that slips off. */
const panelCss = css`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 1;
  min-width: 240px;
  padding: 8px;
  border: 1px solid ${color.line};
  border-radius: 0 0 ${radius.md}px ${radius.md}px;
  background: #fff;
  box-shadow: ${shadow.raised};
  visibility: hidden;
  opacity: 0;
  transform: translateY(-4px);
  transition: opacity 0.15s, transform 0.15s, visibility 0s 0.15s;
  ul { display: block; margin: 0; padding: 0; list-style: none; }
  a {
    display: block;
    padding: 10px 14px;
    border-radius: 8px;
    font-weight: 600;
    font-size: 0.9375rem;
    white-space: nowrap;
    color: ${color.ink};
    text-decoration: none;
  }
  a:hover, a:focus-visible { color: ${color.primary}; background: ${color.soft}; }
  a[aria-current="page"] { color: ${color.primary}; }
`;
