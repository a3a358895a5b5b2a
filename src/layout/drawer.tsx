import { useEffect, useRef, useState, type MouseEvent, type RefObject } from "react";
import { Link } from "wouter";
import { useShell, useText } from "../site-context";
import { button } from "../ui/button";
import { Icon } from "../ui/icon";

/** What the header's menu button and the drawer share. */
export interface DrawerControl {
  ref: RefObject<HTMLDialogElement | null>;
  /** For aria-expanded; undefined until the script runs, when the browser reports the popover's state itself. */
  expanded: boolean | undefined;
  show: (event: MouseEvent) => void;
  close: () => void;
}

/**
 * Whether the drawer is open as a popover. A browser without popovers (Safari before 17, Firefox
 * before 125) throws on the :popover-open selector, which emptied the whole page as it started.
 */
const popoverOpen = (dialog: HTMLDialogElement) => "showPopover" in dialog && dialog.matches(":popover-open");

/**
 * The drawer is a <dialog> that is also a popover. Without script the menu button opens it as a
 * popover (popovertarget): the browser closes it on Escape, on a click outside it and by the
 * close button. With script it opens as a modal dialog instead: the page behind is inert, so Tab
 * stays inside, Escape closes it and focus returns to the button, all done by the browser.
 */
export function useDrawer(): DrawerControl {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    const dialog = ref.current!;
    const sync = () => setOpen(dialog.open || popoverOpen(dialog));
    sync();
    dialog.addEventListener("close", sync);
    dialog.addEventListener("toggle", sync);
    return () => {
      dialog.removeEventListener("close", sync);
      dialog.removeEventListener("toggle", sync);
    };
  }, []);
  const close = () => {
    const dialog = ref.current;
    if (dialog?.open) dialog.close();
    else if (dialog && popoverOpen(dialog)) dialog.hidePopover();
  };
  const show = (event: MouseEvent) => {
    const dialog = ref.current;
    if (!dialog) return;
    event.preventDefault(); // no popover: with script, the modal dialog
    if (popoverOpen(dialog)) dialog.hidePopover();
    dialog.showModal();
    setOpen(true);
  };
  return { ref, expanded: open, show, close };
}

export interface DrawerProps {
  id: string;
  control: DrawerControl;
  isCurrent: (href: string) => "page" | undefined;
}

/**
 * The mobile menu, sliding in from the right: the header's links and then its drawer-only links
 * (pages beyond the row the spec fixes, such as /dx), each service expanding to its sub-pages
 * (<details>, which needs no script), the inquiry button, and the phone and e-mail.
 * It closes on its close button, a click outside it, any link and Escape. Its CSS is in engine/page/frame-css.ts.
 */
export function Drawer({ id, control, isCurrent }: DrawerProps) {
  const { site, header, sections } = useShell();
  const t = useText();
  const { ref, close } = control;
  // A click on the dialog's own box outside its panel is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (event.target === event.currentTarget && event.clientX < box.left) close();
  };

  return (
    <dialog ref={ref} id={id} popover="auto" aria-label="메뉴" className="drawer" onClick={onClick}>
      <button type="button" className="drawer-close" aria-label="메뉴 닫기" popoverTarget={id} popoverTargetAction="hide" onClick={(e) => (e.preventDefault(), close())}>
        <Icon name="close" size={26} />
      </button>
      <nav aria-label="모바일 메뉴">
        <ul>
          {[...header.links, ...header.drawerLinks].map((link) => {
            const section = sections.find((s) => s.href === link.href);
            const label = t(link.label);
            return (
              <li key={link.href}>
                <Link href={link.href} aria-current={isCurrent(link.href)} onClick={close}>
                  {label}
                </Link>
                {section && (
                  <details open={Boolean(isCurrent(link.href))}>
                    {/* Focused by hand: Safari does not focus what is clicked, so Tab went on from where focus was. */}
                    <summary onClick={(event) => event.currentTarget.focus()}>
                      <span>{label} 하위 메뉴</span>
                      <Icon name="chevron-down" size={22} />
                    </summary>
                    <ul>
                      {section.pages.map((page) => (
                        <li key={page.href}>
                          <Link href={page.href} aria-current={isCurrent(page.href)} onClick={close}>
                            {t(page.label)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <Link href={header.cta.href} className={`${button.primary} drawer-cta`} onClick={close}>
        {t(header.cta.label)}
      </Link>
      <p className="drawer-contact">
        <a href={`tel:${site.phone}`} onClick={close}>
          <Icon name="phone" size={18} />
          {site.phone}
        </a>
        <a href={`mailto:${site.email}`} onClick={close}>
          <Icon name="mail" size={18} />
          {site.email}
        </a>
      </p>
    </dialog>
  );
}
