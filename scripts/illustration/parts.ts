/**
 * The pieces scenes are assembled from: equipment (racks, servers, storage), screens and boards
 * with flat interfaces on them, tiles carrying an icon, clouds and people. Each is drawn from the
 * primitives in iso.ts, so every scene shares the same perspective, shading and stroke.
 */
import { icon, type IconName } from "./icons.ts";
import { box, cylinder, ellipseRadii, ink, leftFace, n, onFace, type P3, proj, reach, rightFace, shadow, type Tone, tone, topFace } from "./iso.ts";

/**
 * An icon lying on a horizontal surface, centred on the w × d area at (x, y, z). It is turned 45°
 * first, so on screen it stands upright (squashed like the floor) instead of skewed along an edge.
 */
export function decal(x: number, y: number, z: number, w: number, d: number, name: IconName, size: number, colour: string): string {
  const cx = n(w / 2);
  const cy = n(d / 2);
  return onFace(topFace(x, y, z), `<g transform="rotate(-45 ${cx} ${cy})">${icon(name, w / 2, d / 2, size, colour)}</g>`);
}

/** A flat tile (a module, a service, a step) with an icon on its top. */
export function tile(x: number, y: number, z: number, size: number, t: Tone, name: IconName, h = 16): string {
  const colour = t === tone.white ? ink.blue : ink.white;
  return box(x, y, z, size, size, h, t) + decal(x, y, z + h, size, size, name, size * 0.5, colour);
}

/** A server rack: a tall navy cabinet with server units and status lights on its front. */
export function rack(x: number, y: number, z = 0, h = 170, w = 56, d = 56): string {
  // One path per colour (units, then lights as round-capped dots) keeps a room of racks small.
  let units = "";
  const lights = ["", ""];
  for (let v = 12; v + 14 <= h - 8; v += 20) {
    units += `M6 ${v}h${w - 12}v14h-${w - 12}z`;
    lights[(v - 12) % 40 === 0 ? 0 : 1] += `M${w - 13} ${v + 7}h0`;
  }
  units = `<path d="${units}" fill="#26498a" stroke="none"/><path d="${lights[0]}" stroke="${ink.sky}" stroke-width="5"/><path d="${lights[1]}" stroke="${ink.blue}" stroke-width="5"/>`;
  let vents = "";
  for (let v = 16; v < h - 10; v += 12) vents += `M8 ${v}H${d - 8}`;
  return (
    box(x, y, z, w, d, h, tone.navy) +
    onFace(leftFace(x, y + d, z + h), units) +
    onFace(rightFace(x + w, y + d, z + h), `<path d="${vents}" stroke="#26498a" stroke-width="2" fill="none"/>`)
  );
}

/** A rack-mount server or appliance lying flat (w × d × h), drive bays on its front. */
export function server(x: number, y: number, z: number, w = 90, d = 70, h = 22, t: Tone = tone.white): string {
  let bays = "";
  const bay = (w - 30) / 4;
  for (let i = 0; i < 4; i++) bays += `<rect x="${n(6 + i * bay)}" y="5" width="${n(bay - 4)}" height="${h - 10}" rx="1.5" fill="${ink.pale}" stroke="${ink.sky}" stroke-width="1.5"/>`;
  bays += `<circle cx="${w - 12}" cy="${h / 2}" r="3" fill="${ink.blue}" stroke="none"/>`;
  return box(x, y, z, w, d, h, t) + onFace(leftFace(x, y + d, z + h), bays);
}

/** A NAS array: an upright enclosure with vertical drive sleds. */
export function nas(x: number, y: number, z = 0, w = 64, d = 70, h = 84): string {
  let sleds = "";
  const slot = (w - 12) / 4;
  for (let i = 0; i < 4; i++) {
    const sx = 6 + i * slot;
    sleds += `<rect x="${n(sx)}" y="16" width="${n(slot - 4)}" height="${h - 24}" rx="2" fill="${ink.pale}" stroke="${ink.sky}" stroke-width="1.5"/>`;
    sleds += `<circle cx="${n(sx + (slot - 4) / 2)}" cy="${h - 16}" r="2.4" fill="${ink.blue}" stroke="none"/>`;
  }
  sleds += `<path d="M6 9H${w / 2}" stroke="${ink.blue}" stroke-width="3"/>`;
  return box(x, y, z, w, d, h, tone.white) + onFace(leftFace(x, y + d, z + h), sleds);
}

/** A desk top with a front panel. */
export function desk(x: number, y: number, w: number, d: number, h = 54): string {
  return box(x, y, 0, w, d, h, tone.white);
}

/** Flat interface drawings for screens and boards, w × h in face units. */
export const ui = {
  /** Bars with a trend line above them. */
  chart(w: number, h: number, colour: string = ink.blue): string {
    const bars = [0.45, 0.6, 0.5, 0.75, 0.9];
    const bw = (w - 24) / bars.length;
    let out = "";
    bars.forEach((b, i) => {
      const bh = (h - 28) * b;
      out += `<rect x="${n(12 + i * bw + 3)}" y="${n(h - 10 - bh)}" width="${n(bw - 8)}" height="${n(bh)}" rx="2" fill="${i === bars.length - 1 ? colour : ink.sky}" stroke="none"/>`;
    });
    return out;
  },
  /** Source code: indented lines of two colours. */
  code(w: number, h: number): string {
    const rows = [[0, 0.5], [1, 0.6], [2, 0.4], [2, 0.55], [1, 0.3], [0, 0.2], [0, 0.45]] as const;
    let out = "";
    rows.forEach(([indent, len], i) => {
      const y = 14 + i * ((h - 22) / (rows.length - 1));
      if (y > h - 6) return;
      out += `<path d="M${12 + indent * 12} ${n(y)}h${n((w - 40) * len)}" stroke="${i % 3 === 1 ? ink.sky : ink.white}" stroke-width="5"/>`;
    });
    return out;
  },
  /** A monitoring dashboard: two figures and a line graph. */
  dash(w: number, h: number): string {
    const half = (w - 30) / 2;
    let line = "";
    const pts = [0.7, 0.5, 0.62, 0.35, 0.45, 0.2];
    pts.forEach((p, i) => (line += `${i ? "L" : "M"}${n(12 + (i * (w - 24)) / (pts.length - 1))} ${n(h * 0.45 + (h * 0.45 - 10) * p)}`));
    return (
      `<rect x="10" y="10" width="${n(half)}" height="${n(h * 0.3)}" rx="3" fill="${ink.pale}" stroke="none"/>` +
      `<rect x="${n(20 + half)}" y="10" width="${n(half)}" height="${n(h * 0.3)}" rx="3" fill="${ink.pale}" stroke="none"/>` +
      `<path d="M18 ${n(10 + h * 0.15)}h${n(half * 0.5)}M${n(28 + half)} ${n(10 + h * 0.15)}h${n(half * 0.35)}" stroke="${ink.blue}" stroke-width="5"/>` +
      `<path d="${line}" fill="none" stroke="${ink.blue}" stroke-width="3"/>`
    );
  },
  /** A checklist: rows with a tick or an empty circle. */
  list(w: number, h: number, done = 2): string {
    let out = "";
    const rows = Math.max(2, Math.floor((h - 10) / 22));
    for (let i = 0; i < rows; i++) {
      const y = 16 + i * 22;
      const ok = i < done;
      out += `<circle cx="18" cy="${y}" r="6" fill="${ok ? ink.blue : ink.white}" stroke="${ok ? ink.blue : ink.sky}" stroke-width="2"/>`;
      out += `<path d="M32 ${y}h${n((w - 48) * (i % 2 ? 0.6 : 0.85))}" stroke="${ok ? ink.sky : ink.line}" stroke-width="5"/>`;
    }
    return out;
  },
  /** A conversation: bubbles left and right. */
  chat(w: number, h: number): string {
    const rows = [
      [10, 0.6, ink.pale],
      [w - 10 - (w - 20) * 0.55, 0.55, ink.blue],
      [10, 0.7, ink.pale],
    ] as const;
    let out = "";
    rows.forEach(([x, len, fill], i) => {
      const y = 10 + i * ((h - 14) / 3);
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n((w - 20) * len)}" height="${n((h - 14) / 3 - 8)}" rx="6" fill="${fill}" stroke="none"/>`;
    });
    return out;
  },
  /** A roadmap: a timeline with milestones and cards above and below it. */
  roadmap(w: number, h: number): string {
    const mid = h / 2;
    let out = `<path d="M14 ${n(mid)}H${w - 14}" stroke="${ink.sky}" stroke-width="4"/>`;
    const steps = 4;
    for (let i = 0; i < steps; i++) {
      const x = 24 + (i * (w - 48)) / (steps - 1);
      const up = i % 2 === 0;
      const cardY = up ? 12 : mid + 16;
      out += `<rect x="${n(x - 26)}" y="${n(cardY)}" width="52" height="${n(mid - 30)}" rx="4" fill="${i < 2 ? ink.pale : ink.soft}" stroke="${ink.sky}" stroke-width="1.5"/>`;
      out += `<path d="M${n(x - 16)} ${n(cardY + 12)}h32M${n(x - 16)} ${n(cardY + 22)}h20" stroke="${i < 2 ? ink.blue : ink.sky}" stroke-width="4"/>`;
      out += `<circle cx="${n(x)}" cy="${n(mid)}" r="7" fill="${i < 2 ? ink.blue : ink.white}" stroke="${ink.blue}" stroke-width="3"/>`;
    }
    return out;
  },
  /** A ticket board: three columns of cards (to do, doing, done). */
  kanban(w: number, h: number): string {
    const col = (w - 16) / 3;
    const counts = [3, 2, 3];
    let out = "";
    counts.forEach((count, c) => {
      const x = 8 + c * col;
      out += `<rect x="${n(x + 2)}" y="8" width="${n(col - 4)}" height="${h - 16}" rx="3" fill="${ink.soft}" stroke="none"/>`;
      for (let i = 0; i < count; i++) {
        const fill = c === 2 ? ink.pale : ink.white;
        out += `<rect x="${n(x + 6)}" y="${14 + i * 22}" width="${n(col - 12)}" height="17" rx="2" fill="${fill}" stroke="${c === 1 ? ink.blue : ink.sky}" stroke-width="1.5"/>`;
      }
    });
    return out;
  },
};

/** Draws into a w × h screen. */
export type Content = (w: number, h: number) => string;

/**
 * A monitor (or wall display when `stand` is 0) facing the front-left, with `content` on its
 * glass. (x, y, z) is the base's back corner.
 */
export function screen(x: number, y: number, z: number, w: number, h: number, content: Content, stand = 26, glass: string = ink.navy): string {
  const d = 8;
  let out = "";
  if (stand > 0) out += box(x + w / 2 - 10, y - 4, z, 20, 16, 4, tone.navy) + box(x + w / 2 - 4, y, z + 4, 8, 8, stand, tone.navy);
  const bottom = z + (stand > 0 ? stand + 4 : 0);
  out += box(x, y, bottom, w, d, h, tone.navy);
  out += onFace(leftFace(x, y + d, bottom + h), `<rect x="5" y="5" width="${w - 10}" height="${h - 10}" rx="3" fill="${glass}" stroke="none"/>` + `<g transform="translate(5 5)">${content(w - 10, h - 10)}</g>`);
  return out;
}

/** A whiteboard on two legs, facing the front-left. */
export function board(x: number, y: number, w: number, h: number, content: Content, legs = 70): string {
  const d = 10;
  return (
    box(x + 10, y + 2, 0, 8, 6, legs, tone.navy) +
    box(x + w - 18, y + 2, 0, 8, 6, legs, tone.navy) +
    box(x, y, legs, w, d, h, tone.white) +
    onFace(leftFace(x, y + d, legs + h), `<rect x="8" y="8" width="${w - 16}" height="${h - 16}" rx="4" fill="${ink.white}" stroke="${ink.line}" stroke-width="2"/><g transform="translate(8 8)">${content(w - 16, h - 16)}</g>`)
  );
}

/** A laptop on a surface at height z, screen facing the front-left. */
export function laptop(x: number, y: number, z: number, content: Content = ui.code): string {
  return box(x, y, z, 70, 50, 4, tone.white) + screen(x, y - 2, z + 4, 70, 46, content, 0);
}

/** A phone standing on its edge, facing the front-left. */
export function phone(x: number, y: number, z: number, content: Content = ui.chat, w = 90, h = 160): string {
  const d = 10;
  return (
    box(x, y, z, w, d, h, tone.navy) +
    onFace(leftFace(x, y + d, z + h), `<rect x="6" y="10" width="${w - 12}" height="${h - 20}" rx="6" fill="${ink.white}" stroke="none"/><g transform="translate(6 16)">${content(w - 12, h - 32)}</g>`)
  );
}

export interface PersonOptions {
  /** Seen from behind (sitting at a screen that faces the viewer). */
  back?: boolean;
  headset?: boolean;
}

/** A person's upper body with its lowest point at screen point (x, y). */
function bust(x: number, y: number, shirt: string, opts: PersonOptions): string {
  const top = y - 56;
  const head = top - 20;
  reach(x - 26, head - 17);
  reach(x + 26, y);
  let out =
    `<path d="M${n(x - 25)} ${n(y)}V${n(top + 24)}a24 24 0 0 1 24-24h2a24 24 0 0 1 24 24V${n(y)}Z" fill="${shirt}"/>` +
    `<circle cx="${n(x)}" cy="${n(head)}" r="16" fill="${opts.back ? ink.navy : ink.white}"/>`;
  if (!opts.back) out += `<path d="M${n(x - 16)} ${n(head - 1)}a16 16 0 0 1 32 0c-9-2-19-5-25-11-2 5-4 9-7 11z" fill="${ink.navy}"/>`;
  if (opts.headset) out += `<path d="M${n(x - 18)} ${n(head + 2)}a18 18 0 0 1 36 0" fill="none" stroke="${ink.sky}" stroke-width="4"/><circle cx="${n(x - 18)}" cy="${n(head + 3)}" r="5" fill="${ink.sky}" stroke="none"/><circle cx="${n(x + 18)}" cy="${n(head + 3)}" r="5" fill="${ink.sky}" stroke="none"/>`;
  return out;
}

/** A person on a chair at floor point p, e.g. in front of a desk. */
export function person(p: P3, shirt: string = ink.blue, opts: PersonOptions = { back: true }): string {
  const [x, y] = proj([p[0], p[1], p[2] + 26]);
  return box(p[0] - 16, p[1] - 16, p[2], 32, 32, 26, tone.navy) + bust(x, y + 6, shirt, opts);
}

/** A standing person facing the viewer, feet at p. */
export function standing(p: P3, shirt: string = ink.blue): string {
  const [x, y] = proj(p);
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="24" ry="9" fill="${ink.navy}" fill-opacity=".1" stroke="none"/>` +
    `<path d="M${n(x - 13)} ${n(y)}V${n(y - 50)}h26V${n(y)}Z" fill="${ink.navy}"/><path d="M${n(x)} ${n(y)}v-34" stroke="#26498a"/>` +
    bust(x, y - 46, shirt, {})
  );
}

/** A cloud floating with its base centre at world point p (screen-space shape), `k` its scale. No shadow: it is sky, not furniture. */
export function cloud(p: P3, k = 1, fill: string = ink.white, mark?: IconName): string {
  const [x, y] = proj(p);
  const body = `<path d="M-80 30a34 34 0 0 1 8-66 50 50 0 0 1 92-14 40 40 0 0 1 58 38 30 30 0 0 1 2 42z" fill="${fill}"/>`;
  const accent = `<path d="M-56 12h84" stroke="${ink.sky}" stroke-width="5"/>`;
  const sign = mark ? icon(mark, 0, -14, 34, fill === ink.white ? ink.blue : ink.white) : accent;
  reach(x - 82 * k, y - 10 - 68 * k);
  reach(x + 82 * k, y - 10 + 32 * k);
  return `<g transform="translate(${n(x)} ${n(y - p[2] * 0 - 10)})${k === 1 ? "" : ` scale(${n(k)})`}">${body}${sign}</g>`;
}

/** A floating speech bubble at world point p (screen-space), with a few text lines. */
export function bubble(p: P3, w: number, h: number, fill: string = ink.white, tail: "left" | "right" = "left"): string {
  const [x, y] = proj(p);
  const tx = tail === "left" ? x + 18 : x + w - 18;
  const line = fill === ink.white ? ink.sky : ink.white;
  reach(x, y);
  reach(x + w, y + h + 14);
  let rows = "";
  for (let i = 0; i < Math.floor((h - 14) / 14); i++) rows += `M${n(x + 16)} ${n(y + 18 + i * 14)}h${n((w - 32) * (i % 2 ? 0.6 : 1))}`;
  return (
    `<path d="M${n(x + 10)} ${n(y)}h${w - 20}a10 10 0 0 1 10 10v${h - 20}a10 10 0 0 1-10 10H${n(tx + 8)}l-${tail === "left" ? 14 : 2} 14 ${tail === "left" ? 2 : -14}-14H${n(x + 10)}a10 10 0 0 1-10-10v-${h - 20}a10 10 0 0 1 10-10z" fill="${fill}"/>` +
    `<path d="${rows}" stroke="${line}" stroke-width="5" fill="none"/>`
  );
}

/** A stack of documents or cards lying on a surface at z. */
export function papers(x: number, y: number, z: number, count = 3, w = 60, d = 80): string {
  let out = "";
  for (let i = 0; i < count; i++) out += box(x + i * 3, y - i * 3, z + i * 5, w, d, 4, tone.white);
  const topZ = z + count * 5 - 1;
  return out + onFace(topFace(x + (count - 1) * 3, y - (count - 1) * 3, topZ), `<path d="M12 16h${w - 24}M12 28h${w - 30}M12 40h${w - 36}" stroke="${ink.sky}" stroke-width="4"/>`);
}

/** A database: a cylinder with rings, standing on (x, y, z). */
export function database(x: number, y: number, z = 0, r = 34, h = 70, t: Tone = tone.white): string {
  return shadow(x, y, r + 6, z) + cylinder(x, y, z, r, h, t, 2);
}

/** A shipping container (a software container) of size w × d × h with ribs on its sides. */
export function container(x: number, y: number, z: number, w = 70, d = 40, h = 36, t: Tone = tone.blue): string {
  let ribsL = "";
  for (let u = 10; u < w - 4; u += 10) ribsL += `M${u} 5V${h - 5}`;
  let ribsR = "";
  for (let u = 10; u < d - 4; u += 10) ribsR += `M${u} 5V${h - 5}`;
  const rib = (d: string) => `<path d="${d}" stroke="${t.top}" stroke-width="2" fill="none"/>`;
  return box(x, y, z, w, d, h, t) + onFace(leftFace(x, y + d, z + h), rib(ribsL)) + onFace(rightFace(x + w, y + d, z + h), rib(ribsR));
}

/** A small disc on the floor marking a node (a hub, a junction). */
export function node(x: number, y: number, r = 22, t: Tone = tone.blue, h = 10): string {
  return cylinder(x, y, 0, r, h, t);
}

/** Width and height on screen of a horizontal circle (for callers that place screen-space shapes). */
export { ellipseRadii };
