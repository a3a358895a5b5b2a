import { useEffect, useRef, useSyncExternalStore, type RefObject } from "react";

/** The events that mark a navigation: wouter fires pushState/replaceState; the browser the others. */
const EVENTS = ["pushState", "replaceState", "popstate", "hashchange"] as const;

let navigations = 0;
const bump = () => void navigations++;
if (typeof window !== "undefined") {
  for (const event of EVENTS) window.addEventListener(event, bump);
}

function subscribe(onChange: () => void): () => void {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

/** Whether the visitor asked for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The spec's navigation behaviour. On every change of path, hash or history entry: with a hash,
 * scroll smoothly to that element (instantly under reduced motion), or to the top when it is
 * missing; without one, jump to the top. Then move focus to `<main>`, when the page has focus. The
 * first load is not a navigation: the browser places it, and focus stays where the visitor starts.
 */
export function useNavigationBehaviour(main: RefObject<HTMLElement | null>): void {
  const count = useSyncExternalStore(subscribe, () => navigations, () => 0);
  const first = useRef(true);

  useEffect(() => {
    // Restoring the old offset would fight the scroll below.
    history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const hash = decodeURIComponent(location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    } else {
      if (hash) console.info(`스크롤할 위치(#${hash})를 찾지 못해 맨 위로 이동합니다.`);
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
    // Only a page the visitor is in takes focus: one in a frame whose parent has it (the studio's
    // preview, moved by the studio) would pull the keyboard out of the field being typed in.
    if (document.hasFocus()) main.current?.focus({ preventScroll: true });
  }, [count, main]);
}
