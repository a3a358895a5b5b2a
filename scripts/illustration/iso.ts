/**
 * The isometric geometry every illustration is drawn with: one projection, one palette, one
 * stroke. World units are screen pixels along each axis; x runs to the lower right, y to the lower
 * left and z up, so a larger x + y is nearer the viewer and is drawn later.
 */
import { color } from "../../src/theme.ts";

export const COS = Math.cos(Math.PI / 6);
export const SIN = 0.5;
export type P3 = readonly [number, number, number];

/** Scene size (4:3) and where the world origin lands on it. */
export const SCENE = { width: 1200, height: 900 } as const;
const ORIGIN = { x: 600, y: 470 } as const;

/** The one outline: navy, 2.2 px on the 1200-wide image, round joins (set once on the scene's root group). */
export const STROKE = { color: color.navy, width: 2.2 } as const;

/** Shades of a solid: top face lightest, the left (lit) side next, the right side darkest. */
export interface Tone {
  top: string;
  left: string;
  right: string;
}

export const tone = {
  white: { top: "#ffffff", left: "#edf3fd", right: "#d3e1f8" },
  blue: { top: "#5b97f6", left: color.primary, right: color.primaryDark },
  navy: { top: "#26498a", left: color.navy, right: color.navyDeep },
  floor: { top: color.soft, left: color.line, right: "#cbd5e4" },
  /** Equipment being retired (legacy systems, the old server in a migration). */
  grey: { top: "#eef0f3", left: "#d6dbe2", right: "#b9c1cc" },
} as const satisfies Record<string, Tone>;

/** Flat colours used inside faces and on icons. */
export const ink = {
  navy: color.navy,
  blue: color.primary,
  sky: "#8fb8ff",
  pale: color.primarySoft,
  soft: color.soft,
  line: color.line,
  white: "#ffffff",
  ok: color.success,
} as const;

/** A coordinate with at most one decimal, without "-0" or a trailing ".0". */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

/** The screen area a scene has drawn on so far; `document` centres the scene on it. */
const bounds = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };

/** Counts a screen point as drawn (shapes placed in screen space call this for their extent). */
export function reach(x: number, y: number): void {
  bounds.x0 = Math.min(bounds.x0, x);
  bounds.y0 = Math.min(bounds.y0, y);
  bounds.x1 = Math.max(bounds.x1, x);
  bounds.y1 = Math.max(bounds.y1, y);
}

export function proj([x, y, z]: P3): [number, number] {
  const sx = ORIGIN.x + (x - y) * COS;
  const sy = ORIGIN.y + (x + y) * SIN - z;
  reach(sx, sy);
  return [sx, sy];
}

/** Where a world direction points on screen (for arrowheads and face transforms). */
function screenDir([x, y, z]: P3): [number, number] {
  return [(x - y) * COS, (x + y) * SIN - z];
}

export function xy(p: P3): string {
  const [a, b] = proj(p);
  return `${n(a)} ${n(b)}`;
}

/** A closed polygon through world points. `attrs` is appended raw (e.g. ` stroke="none"`). */
export function poly(points: readonly P3[], fill: string, attrs = ""): string {
  return `<path d="M${points.map(xy).join("L")}Z" fill="${fill}"${attrs}/>`;
}

/** A solid box from (x, y, z) with size w × d × h; only the three visible faces are drawn. */
export function box(x: number, y: number, z: number, w: number, d: number, h: number, t: Tone): string {
  const t1 = z + h;
  return (
    poly([[x, y, t1], [x + w, y, t1], [x + w, y + d, t1], [x, y + d, t1]], t.top) +
    poly([[x, y + d, t1], [x + w, y + d, t1], [x + w, y + d, z], [x, y + d, z]], t.left) +
    poly([[x + w, y, t1], [x + w, y + d, t1], [x + w, y + d, z], [x + w, y, z]], t.right)
  );
}

/** A plane in the world onto which flat 2D drawings are mapped: origin, then the u (right) and v (down) directions. */
export interface Face {
  o: P3;
  u: P3;
  v: P3;
}

/** The top of a box: u along x, v along y. */
export const topFace = (x: number, y: number, z: number): Face => ({ o: [x, y, z], u: [1, 0, 0], v: [0, 1, 0] });
/** The front-left side (plane y = const), from its top-left corner: u along x, v downwards. */
export const leftFace = (x: number, y: number, z: number): Face => ({ o: [x, y, z], u: [1, 0, 0], v: [0, 0, -1] });
/** The front-right side (plane x = const), from its top-left corner: u towards −y, v downwards. */
export const rightFace = (x: number, y: number, z: number): Face => ({ o: [x, y, z], u: [0, -1, 0], v: [0, 0, -1] });

/** Draws flat SVG `content` (in face units) onto a face. */
export function onFace(face: Face, content: string): string {
  const [ox, oy] = proj(face.o);
  const [a, b] = screenDir(face.u);
  const [c, d] = screenDir(face.v);
  const k = (v: number) => String(Math.round(v * 1000) / 1000);
  return `<g transform="matrix(${k(a)} ${k(b)} ${k(c)} ${k(d)} ${n(ox)} ${n(oy)})">${content}</g>`;
}

/** Screen radii of a horizontal circle of world radius r. */
export function ellipseRadii(r: number): [number, number] {
  return [r * Math.SQRT2 * COS, r * Math.SQRT2 * SIN];
}

/** A vertical cylinder standing on (x, y, z). `bands` draws rings round the side (a database). */
export function cylinder(x: number, y: number, z: number, r: number, h: number, t: Tone, bands = 0): string {
  const [cx, bottom] = proj([x, y, z]);
  const top = bottom - h;
  const [rx, ry] = ellipseRadii(r);
  const L = n(cx - rx);
  const R = n(cx + rx);
  const arc = `A${n(rx)} ${n(ry)} 0 0 0 ${R} `;
  let out =
    `<path d="M${L} ${n(top)}V${n(bottom)}${arc}${n(bottom)}V${n(top)}Z" fill="${t.left}"/>` +
    `<path d="M${n(cx)} ${n(top + ry)}V${n(bottom + ry)}${arc}${n(bottom)}V${n(top)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx)} ${n(top + ry)}Z" fill="${t.right}" stroke="none"/>` +
    `<path d="M${R} ${n(top)}V${n(bottom)}" fill="none"/>`;
  for (let i = 1; i <= bands; i++) {
    const yb = top + (h * i) / (bands + 1);
    out += `<path d="M${L} ${n(yb)}${arc}${n(yb)}" fill="none"/>`;
  }
  return out + `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rx)}" ry="${n(ry)}" fill="${t.top}"/>`;
}

/** The floor a scene stands on: a slab with a faint grid, its top at z = 0. */
export function slab(x: number, y: number, w: number, d: number, grid = 80, thick = 18): string {
  let lines = "";
  for (let gx = x + grid; gx < x + w - 1; gx += grid) lines += `M${xy([gx, y, 0])}L${xy([gx, y + d, 0])}`;
  for (let gy = y + grid; gy < y + d - 1; gy += grid) lines += `M${xy([x, gy, 0])}L${xy([x + w, gy, 0])}`;
  return box(x, y, -thick, w, d, thick, tone.floor) + (lines ? `<path d="${lines}" stroke="${ink.line}" stroke-width="1.5" fill="none"/>` : "");
}

/** A soft shadow on the floor under something that floats. */
export function shadow(x: number, y: number, r: number, z = 0): string {
  const [cx, cy] = proj([x, y, z]);
  const [rx, ry] = ellipseRadii(r);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${ink.navy}" fill-opacity=".1" stroke="none"/>`;
}

export interface LinkOptions {
  /** Arrowhead at the last point. */
  arrow?: boolean;
  dashed?: boolean;
  /** Points along the way where a small data packet is drawn (0–1 of each segment's index). */
  packets?: readonly P3[];
  colour?: string;
}

/** A connector through world points (usually on the floor), in the accent colour. */
export function link(points: readonly P3[], opts: LinkOptions = {}): string {
  const colour = opts.colour ?? ink.blue;
  const dash = opts.dashed === false ? "" : ` stroke-dasharray="10 8"`;
  let out = `<path d="M${points.map(xy).join("L")}" fill="none" stroke="${colour}" stroke-width="3"${dash}/>`;
  const last = points[points.length - 1];
  const prev = points[points.length - 2];
  if (opts.arrow && last && prev) out += arrowhead(prev, last, colour);
  for (const p of opts.packets ?? []) out += dot(p, colour);
  return out;
}

/** A filled arrowhead at `to`, pointing away from `from`. */
export function arrowhead(from: P3, to: P3, colour: string = ink.blue): string {
  const [x1, y1] = proj(from);
  const [x2, y2] = proj(to);
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const size = 16;
  const bx = x2 - ux * size;
  const by = y2 - uy * size;
  const pts = [
    [x2 + ux * 2, y2 + uy * 2],
    [bx - uy * size * 0.55, by + ux * size * 0.55],
    [bx + uy * size * 0.55, by - ux * size * 0.55],
  ];
  return `<path d="M${pts.map(([a, b]) => `${n(a ?? 0)} ${n(b ?? 0)}`).join("L")}Z" fill="${colour}" stroke="${colour}" stroke-width="2"/>`;
}

/** A data packet: a small disc with a white rim. */
export function dot(p: P3, colour: string = ink.blue, r = 7): string {
  const [cx, cy] = proj(p);
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${colour}" stroke="${ink.white}" stroke-width="3"/>`;
}

/** Every scene is enlarged by the same factor (so stroke and detail match across the set). */
const ZOOM = 1.16;
/** Space kept clear round a scene's drawing. */
const MARGIN = 36;

/** The comment that marks a file as generated (the test and the image check look for it). */
export function generatedNote(name: string, about: string): string {
  return `<!-- Generated by scripts/make-illustrations.ts (npm run illustrations): ${name}, ${about}. Edit the script, not this file. -->`;
}

/**
 * Draws a scene and wraps it in the SVG document every scene shares, centred on what it drew and
 * enlarged by ZOOM (less only if it would not fit).
 */
export function sceneDocument(name: string, about: string, draw: () => string): string {
  Object.assign(bounds, { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity });
  const body = draw();
  const { width, height } = SCENE;
  const k = Math.min(ZOOM, (width - 2 * MARGIN) / (bounds.x1 - bounds.x0), (height - 2 * MARGIN) / (bounds.y1 - bounds.y0));
  const tx = width / 2 - ((bounds.x0 + bounds.x1) / 2) * k;
  const ty = height / 2 - ((bounds.y0 + bounds.y1) / 2) * k;
  const r = (v: number) => String(Math.round(v * 1000) / 1000);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${generatedNote(name, about)}\n` +
    `<g transform="matrix(${r(k)} 0 0 ${r(k)} ${n(tx)} ${n(ty)})" stroke="${STROKE.color}" stroke-width="${n(STROKE.width / k)}" stroke-linejoin="round" stroke-linecap="round">${body}</g>\n</svg>\n`
  );
}
