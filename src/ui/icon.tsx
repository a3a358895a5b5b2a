import type { IconName } from "../manifest/site.types";

/** Stroke paths on a 24×24 grid, drawn for this site. */
const PATHS: Record<IconName | "menu" | "close" | "mail" | "phone" | "arrow-right" | "arrow-down" | "chevron-down", string> = {
  consulting: "M4 19V9m5 10V5m5 14v-7m5 7V8M3 19h18",
  code: "M8 8l-4 4 4 4m8-8l4 4-4 4M14 5l-4 14",
  ai: "M9 4h6v3h3v3h2v4h-2v3h-3v3H9v-3H6v-3H4v-4h2V7h3zM10 10h4v4h-4z",
  server: "M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01",
  cloud: "M7 18h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 9.5 4.25 4.25 0 0 0 7 18z",
  support: "M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1zM17 18c0 2-2 3-5 3",
  shield: "M12 3l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V6zM9 12l2 2 4-4",
  chart: "M4 20V4m0 16h16M8 16v-4m4 4V8m4 8v-6",
  network: "M12 3v6m0 0l-6 6m6-6l6 6M4 15h4v5H4zm12 0h4v5h-4zM10 3h4v4h-4z",
  database: "M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3zm0 0v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3",
  storage: "M3 6h18v5H3zm0 7h18v5H3zM7 8.5h.01M7 15.5h.01M11 8.5h6M11 15.5h6",
  backup: "M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2",
  team: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-6 9a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6m2 9a6 6 0 0 0-3-5.2",
  target: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
  check: "M5 12.5l4.5 4.5L19 7",
  layers: "M12 3l9 5-9 5-9-5zm-9 9l9 5 9-5M3 16l9 5 9-5",
  settings: "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2.2-1.3L14.4 3h-4l-.4 2.4a7.5 7.5 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7.5 7.5 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3z",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4l3 2",
  document: "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6",
  rocket: "M14 4c3-1 6-1 6-1s0 3-1 6l-7 7-4-4zM8 12l-3 1-2 3 4 1m3 3l1 4 3-2 1-3M15 9h.01",
  chat: "M4 5h16v11H9l-5 4z M8 9h8M8 12h5",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2l5 5",
  lock: "M6 11h12v10H6zm2 0V8a4 4 0 0 1 8 0v3m-4 4v2",
  handshake: "M3 11l4-4 5 2 5-2 4 4-8 8zM7 7l5 5m0-3l4 4",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  mail: "M3 6h18v12H3zm0 0l9 7 9-7",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  "arrow-right": "M5 12h14m-6-6l6 6-6 6",
  "arrow-down": "M12 5v14m-6-6l6 6 6-6",
  "chevron-down": "M6 9l6 6 6-6",
};

export type IconKey = keyof typeof PATHS;

/** A decorative icon; give its meaning in nearby text, not here. `size` is in px. */
export function Icon({ name, size = 24, className }: { name: IconKey; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
