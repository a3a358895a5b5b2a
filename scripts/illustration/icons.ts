/**
 * Flat line icons, 40 × 40 around (0, 0), mapped onto the faces of tiles and screens. One stroke
 * weight for all of them, so a gear on a tile matches a gear on a board.
 */
import { ink, n } from "./iso.ts";

export type IconName =
  | "gear" | "chart" | "check" | "shield" | "lock" | "user" | "users" | "doc" | "code" | "spark"
  | "chat" | "cart" | "truck" | "coin" | "box" | "clock" | "mail" | "db" | "cloud" | "flag"
  | "search" | "headset" | "grid" | "calendar" | "key" | "play";

/** A regular star-like outline alternating between two radii (the gear's teeth). */
function teeth(count: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < count * 4; i++) {
    const r = i % 4 < 2 ? outer : inner;
    const a = ((i - 0.5) / (count * 4)) * Math.PI * 2;
    pts.push(`${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}`);
  }
  return `M${pts.join("L")}Z`;
}

const PATHS: Record<IconName, string> = {
  gear: `<path d="${teeth(8, 17, 12.5)}"/><circle r="5.5"/>`,
  chart: `<path d="M-16 16H16M-10 16V2M-2 16V-8M6 16V-2M14 16V-14" stroke-width="4"/>`,
  check: `<path d="M-14 1l9 9 19-20" stroke-width="5"/>`,
  shield: `<path d="M0-17l14 5v9c0 9-6 16-14 20-8-4-14-11-14-20v-9z"/><path d="M-6 0l4 4 8-8"/>`,
  lock: `<rect x="-12" y="-3" width="24" height="19" rx="3"/><path d="M-7-3v-6a7 7 0 0 1 14 0v6M0 4v5"/>`,
  user: `<circle cy="-8" r="7"/><path d="M-13 16a13 13 0 0 1 26 0"/>`,
  users: `<circle cx="-7" cy="-7" r="6"/><circle cx="9" cy="-5" r="5"/><path d="M-18 14a11 11 0 0 1 22 0M6 14a9 9 0 0 1 13-8"/>`,
  doc: `<path d="M-11-16h14l8 8v24h-22z"/><path d="M3-16v8h8M-6 0h12M-6 7h12"/>`,
  code: `<path d="M-8-10l-10 10 10 10M8-10l10 10-10 10M3-14l-6 28"/>`,
  spark: `<path d="M0-17c2 10 7 15 17 17-10 2-15 7-17 17-2-10-7-15-17-17 10-2 15-7 17-17z"/>`,
  chat: `<path d="M-16-12h32v20h-18l-8 7v-7h-6z"/><path d="M-8-2h16"/>`,
  cart: `<path d="M-18-12h6l5 18h17l5-13h-25"/><circle cx="-5" cy="12" r="2.5"/><circle cx="9" cy="12" r="2.5"/>`,
  truck: `<path d="M-18-9h20v17h-20zM2-3h9l6 6v5h-15"/><circle cx="-10" cy="10" r="3"/><circle cx="10" cy="10" r="3"/>`,
  coin: `<circle r="15"/><path d="M-8-7l4 14 4-10 4 10 4-14M-10 0h20"/>`,
  box: `<path d="M0-16l15 8v16l-15 8-15-8v-16zM-15-8l15 8 15-8M0 0v16"/>`,
  clock: `<circle r="16"/><path d="M0-9v9l7 5"/>`,
  mail: `<rect x="-17" y="-12" width="34" height="24" rx="2"/><path d="M-17-10l17 12 17-12"/>`,
  db: `<ellipse cy="-10" rx="13" ry="5"/><path d="M-13-10v20c0 3 6 5 13 5s13-2 13-5v-20M-13 0c0 3 6 5 13 5s13-2 13-5"/>`,
  cloud: `<path d="M-12 10a9 9 0 0 1 0-18 12 12 0 0 1 22-2 8 8 0 0 1 4 20z"/>`,
  flag: `<path d="M-11 17v-34M-11-15h22l-5 7 5 7h-22"/>`,
  search: `<circle cx="-4" cy="-4" r="11"/><path d="M4 4l11 11" stroke-width="4"/>`,
  headset: `<path d="M-14 4v-4a14 14 0 0 1 28 0v4"/><rect x="-17" y="2" width="7" height="11" rx="2"/><rect x="10" y="2" width="7" height="11" rx="2"/><path d="M13 13c0 4-5 5-10 5"/>`,
  grid: `<rect x="-15" y="-15" width="12" height="12" rx="2"/><rect x="3" y="-15" width="12" height="12" rx="2"/><rect x="-15" y="3" width="12" height="12" rx="2"/><rect x="3" y="3" width="12" height="12" rx="2"/>`,
  calendar: `<rect x="-15" y="-12" width="30" height="27" rx="3"/><path d="M-15-3h30M-8-16v7M8-16v7M-7 5h4M3 5h4"/>`,
  key: `<circle cx="-8" r="7"/><path d="M-1 0h18M11 0v6M16 0v5"/>`,
  play: `<circle r="16"/><path d="M-5-8l13 8-13 8z"/>`,
};

/** An icon at (cx, cy) in the current (face) coordinates, `size` wide. */
export function icon(name: IconName, cx: number, cy: number, size = 40, colour: string = ink.navy): string {
  const k = size / 40;
  const scale = k === 1 ? "" : ` scale(${n(k)})`;
  return `<g transform="translate(${n(cx)} ${n(cy)})${scale}" fill="none" stroke="${colour}" stroke-width="3">${PATHS[name]}</g>`;
}
