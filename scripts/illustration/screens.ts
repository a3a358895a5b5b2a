/**
 * Product screens: the service as its customer sees it working, drawn flat and face on, for the
 * first screens of the service landing pages (docs/art-direction.md). The same language as the
 * isometric scenes (iso.ts): the theme's palette, the one navy outline, connectors in the accent
 * blue (dashed for data, with white-rimmed packets), the same line icons (icons.ts); the screens add
 * only a window's frame. Their interfaces are abstract like the scenes' (bars, icons, marks), but
 * for the few words a reader needs to know what they look at (the chat's question, the pipeline's
 * stages, the board's legend and scale), drawn as outlines (text.ts): a Korean glyph as a path costs
 * 0.3-0.6 KB, and every file stays under 12 KB. No figures: a figure is the copy's to state.
 *
 * Two shapes: a strip (1200 × 240) that a centred hero shows whole under its text, and a window
 * (1200 × 900, the scenes' 4:3) that stands beside the text.
 */
import { icon, type IconName } from "./icons.ts";
import { generatedNote, ink, n, STROKE } from "./iso.ts";
import { outline, type Weight } from "./text.ts";

export interface ProductScreen {
  /** File name without extension: `<route>-screen`. */
  name: string;
  about: string;
  width: number;
  height: number;
  draw: () => string;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, attrs = "") => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="10" fill="${fill}"${attrs}/>`;
const label = (text: string, size: number, x: number, y: number, colour: string = ink.navy, anchor: "start" | "middle" | "end" = "start", weight: Weight = "SemiBold") =>
  `<path d="${outline(text, size, x, y, weight, anchor).d}" fill="${colour}" stroke="none"/>`;
const bar = (x: number, y: number, w: number, colour: string = ink.line, h = 10) => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${h}" rx="${h / 2}" fill="${colour}" stroke="none"/>`;
const packet = (x: number, y: number) => `<circle cx="${n(x)}" cy="${n(y)}" r="8" fill="${ink.blue}" stroke="${ink.white}" stroke-width="3"/>`;
const wire = (d: string, dashed = true) => `<path d="${d}" fill="none" stroke="${ink.blue}" stroke-width="3"${dashed ? ' stroke-dasharray="10 8"' : ""}/>`;

/** A window: white, outlined, with a title bar (three dots and the screen's name). */
function frame(x: number, y: number, w: number, h: number, bar = 48): string {
  return (
    rect(x, y, w, h, ink.white) +
    `<path d="M${x} ${y + bar}H${x + w}" stroke="${ink.line}" stroke-width="2"/>` +
    [0, 1, 2].map((i) => `<circle cx="${x + 28 + i * 22}" cy="${y + bar / 2}" r="6" fill="${i === 2 ? ink.blue : ink.sky}" stroke="none"/>`).join("") +
    `<rect x="${x + 108}" y="${n(y + bar / 2 - 5)}" width="150" height="10" rx="5" fill="${ink.line}" stroke="none"/>`
  );
}

/** A square tile with a line icon, filled blue when it is the one the screen is about. */
function tile(cx: number, cy: number, name: IconName, strong = false, size = 84): string {
  return rect(cx - size / 2, cy - size / 2, size, size, strong ? ink.blue : ink.pale) + icon(name, cx, cy, size * 0.5, strong ? ink.white : ink.navy);
}

export const SCREENS: ProductScreen[] = [
  {
    name: "consulting-screen",
    about: "the assessment board: each area's level today and the level it should reach on a five-step scale, and the first steps of the roadmap, taken from the widest gaps",
    width: 1200,
    height: 900,
    draw: () => {
      // The areas and example levels of /consulting's maturity chart (site.yaml), drawn as that
      // chart draws them: a solid bar to today's level, a dashed one on to the target.
      const areas: [IconName, number, number][] = [
        ["cloud", 2, 4],
        ["grid", 3, 4],
        ["db", 2, 4],
        ["shield", 3, 5],
        ["headset", 2, 3],
        ["spark", 1, 3],
      ];
      // The roadmap's first steps, in order: the rows with the widest gaps, marked on the board by a tile.
      const steps = [0, 2, 5];
      const x0 = 330;
      const col = 156;
      const end = (level: number) => x0 + level * col - 8;
      const rowY = (i: number) => 240 + i * 64;
      return (
        frame(40, 60, 1120, 780) +
        bar(80, 140, 180, ink.sky, 12) +
        // The legend, in the chart's words: today solid, the target dashed.
        bar(836, 138, 40, ink.blue, 16) +
        label("현재", 20, 886, 153) +
        rect(964, 137, 40, 18, ink.white, ` stroke="${ink.blue}" stroke-width="3" stroke-dasharray="8 5"`) +
        label("목표", 20, 1014, 153) +
        // The scale's five levels, a column each, and the rules between rows.
        rect(x0, 172, 5 * col, 48, ink.soft, ` stroke="none"`) +
        [1, 2, 3, 4, 5].map((level) => label(String(level), 22, x0 + (level - 0.5) * col, 204, ink.navy, "middle", "Bold")).join("") +
        `<path d="${[1, 2, 3, 4].map((i) => `M${x0 + i * col} 172V${rowY(6)}`).join("")}${[1, 2, 3, 4, 5].map((i) => `M80 ${rowY(i) - 6}H1120`).join("")}" stroke="${ink.line}" stroke-width="2"/>` +
        areas
          .map(([name, current, target], i) => {
            const y = rowY(i);
            return (
              (steps.includes(i) ? tile(98, y + 23, name, false, 48) : icon(name, 98, y + 23, 30)) +
              bar(140, y + 18, 140 - (i % 3) * 24, ink.line, 10) +
              rect(x0 + 8, y + 7, end(target) - x0 - 8, 32, ink.white, ` stroke="${ink.blue}" stroke-width="3" stroke-dasharray="10 7"`) +
              rect(x0 + 8, y + 7, end(current) - x0 - 8, 32, ink.blue) +
              `<circle cx="${end(current) - 16}" cy="${y + 23}" r="7" fill="${ink.white}" stroke="none"/>`
            );
          })
          .join("") +
        // The roadmap's first steps: the first under way, the next two planned.
        rect(80, 660, 1040, 150, ink.soft) +
        bar(104, 684, 120, ink.sky, 12) +
        steps
          .map((row, i) => {
            const x = 104 + i * 340;
            const now = i === 0;
            return (
              rect(x, 712, 312, 76, now ? ink.blue : ink.white) +
              tile(x + 42, 750, areas[row]![0], false, 48) +
              bar(x + 82, 734, 150 - i * 20, now ? ink.white : ink.navy, 10) +
              bar(x + 82, 756, 96, now ? ink.sky : ink.line, 8) +
              (now ? status(x + 276, 750, false, 16, true) : "") +
              (i < steps.length - 1 ? arrow(x + 312, x + 340, 750) : "")
            );
          })
          .join("")
      );
    },
  },
  {
    name: "development-screen",
    about: "a delivery pipeline: a change committed, built, tested and being deployed, each stage with its state, the change's test results and the recent deployments",
    width: 1200,
    height: 900,
    draw: () => {
      const stages: [IconName, string][] = [
        ["code", "커밋"],
        ["gear", "빌드"],
        ["check", "테스트"],
        ["cloud", "배포"],
      ];
      // Deployments, the newest first: the one under way, then finished ones.
      const deploys = [false, true, true, true];
      const rowY = (i: number) => 584 + i * 56;
      return (
        frame(40, 60, 1120, 780) +
        // The run: the change it carries, and its state.
        bar(80, 136, 260, ink.navy, 12) +
        bar(80, 160, 130, ink.line, 8) +
        rect(1000, 128, 120, 40, ink.pale) +
        icon("clock", 1026, 148, 22, ink.blue) +
        bar(1046, 143, 56, ink.sky, 10) +
        // The four stages, joined by the work flowing through them; the last one running.
        stages
          .map(([name, word], i) => {
            const x = 80 + i * 268;
            const done = i < stages.length - 1;
            return (
              rect(x, 200, 236, 140, ink.soft) +
              tile(x + 46, 246, name, !done, 56) +
              label(word, 24, x + 88, 255, ink.navy, "start", "Bold") +
              status(x + 206, 246, done) +
              bar(x + 24, 298, 188, ink.line, 12) +
              bar(x + 24, 298, done ? 188 : 96, done ? ink.ok : ink.blue, 12) +
              (done ? arrow(x + 236, x + 268, 270) : "")
            );
          })
          .join("") +
        // The change's tests, a cell each, in three suites: all passed.
        rect(80, 372, 1040, 112, ink.white, ` stroke="${ink.line}" stroke-width="2"`) +
        bar(104, 396, 110, ink.sky, 12) +
        status(120, 446, true, 14) +
        `<path d="M156 446H486M510 446H888M912 446H1098" stroke="${ink.ok}" stroke-width="24" stroke-dasharray="18 6" stroke-linecap="butt"/>` +
        // The recent deployments: the change, where it went, when.
        rect(80, 512, 1040, 298, ink.white, ` stroke="${ink.line}" stroke-width="2"`) +
        bar(104, 536, 130, ink.sky, 12) +
        `<path d="${[1, 2, 3].map((i) => `M104 ${rowY(i) - 10}H1096`).join("")}" stroke="${ink.line}" stroke-width="2"/>` +
        deploys
          .map((done, i) => {
            const y = rowY(i);
            return (
              status(120, y + 14, done, 14) +
              bar(152, y + 2, 280 - (i % 3) * 40, ink.navy, 10) +
              bar(152, y + 22, 140, ink.line, 8) +
              rect(640, y - 2, 104, 32, done ? ink.pale : ink.blue, ` stroke="none"`) +
              bar(662, y + 10, 60, done ? ink.sky : ink.white, 8) +
              bar(1000, y + 10, 96, ink.line, 8)
            );
          })
          .join("")
      );
    },
  },
  {
    name: "ai-screen",
    about: "the in-house AI assistant answering a question from the company's own documents, with the sources it used",
    width: 1200,
    height: 240,
    draw: () => {
      const sources: IconName[] = ["doc", "mail", "db"];
      return (
        frame(12, 8, 1176, 224, 44) +
        // The question, on the left.
        icon("user", 62, 124, 34) +
        rect(92, 96, 318, 60, ink.soft) +
        label("출장비 정산 기준이 궁금해요", 22, 114, 134) +
        // The sources the answer is drawn from, joined to the model.
        wire("M410 126H450") +
        sources.map((name, i) => tile(492 + i * 112, 118, name, false, 68) + bar(466 + i * 112, 170, 52, ink.line, 8)).join("") +
        wire("M720 118H772") +
        packet(746, 118) +
        tile(818, 118, "spark", true, 80) +
        wire("M858 118H900", false) +
        // The answer, with its sources cited.
        rect(900, 66, 260, 144, ink.blue) +
        bar(924, 90, 204, ink.white) +
        bar(924, 112, 176, ink.white) +
        bar(924, 134, 190, ink.white) +
        rect(924, 160, 112, 34, ink.white) +
        icon("doc", 946, 177, 20, ink.blue) +
        bar(962, 172, 56, ink.sky, 10)
      );
    },
  },
  {
    name: "ict-screen",
    about: "an infrastructure map: offices through the firewall and core network to servers, storage, backup and the cloud",
    width: 1200,
    height: 240,
    draw: () => {
      const chain: [number, IconName, boolean][] = [
        [110, "users", false],
        [290, "shield", false],
        [470, "grid", true],
      ];
      const branch: [number, IconName][] = [
        [86, "box"],
        [132, "db"],
        [178, "clock"],
      ];
      return (
        frame(12, 8, 1176, 224, 44) +
        `<circle cx="1150" cy="30" r="7" fill="${ink.ok}" stroke="none"/>` +
        wire("M146 124H254") +
        wire("M326 124H434") +
        packet(380, 124) +
        chain.map(([x, name, strong]) => tile(x, 124, name, strong, 72) + bar(x - 32, 180, 64, ink.line, 8)).join("") +
        // The core's three branches in the machine room, and the cloud beside it.
        wire("M506 124H574M574 86V178M574 86H640M574 132H640M574 178H640", false) +
        rect(620, 58, 300, 152, ink.soft) +
        branch.map(([y, name]) => tile(664, y, name, false, 40) + bar(700, y - 4, 80, ink.line, 8) + bar(810, y - 4, 90, ink.sky, 8)).join("") +
        wire("M920 124H1014") +
        packet(966, 124) +
        tile(1070, 124, "cloud", true, 72) +
        bar(1038, 180, 64, ink.line, 8)
      );
    },
  },
  {
    name: "it-service-screen",
    about: "the monthly service-level report: each commitment against its target, requests handled by week and the open ones with their state",
    width: 1200,
    height: 900,
    draw: () => {
      const kpis: IconName[] = ["shield", "clock", "gear", "headset"];
      const tickets = [false, true, true, false];
      return (
        frame(40, 60, 1120, 780) +
        // Sidebar.
        `<path d="M150 108V840" stroke="${ink.line}" stroke-width="2"/>` +
        (["chart", "headset", "clock", "shield"] as IconName[]).map((name, i) => (i === 0 ? rect(70, 132 + i * 80, 56, 56, ink.pale) : "") + icon(name, 98, 160 + i * 80, 30)).join("") +
        // Each commitment: its bar against the target's mark, met in green.
        kpis
          .map((name, i) => {
            const x = 182 + i * 240;
            return (
              rect(x, 136, 220, 150, ink.soft) +
              icon(name, x + 36, 172, 28) +
              bar(x + 62, 167, 80, ink.sky, 10) +
              bar(x + 20, 214, 180, ink.line, 14) +
              bar(x + 20, 214, 150 + (i % 2) * 22, ink.ok, 14) +
              `<path d="M${x + 164} 204V238" stroke="${ink.navy}" stroke-width="3"/>` +
              `<path d="M${x + 164} 250l-8 14h16z" fill="${ink.navy}"/>` +
              icon("check", x + 196, 166, 22, ink.ok)
            );
          })
          .join("") +
        // Requests by week: a line against the committed response.
        rect(182, 318, 580, 490, ink.white, ` stroke="${ink.line}" stroke-width="2"`) +
        bar(206, 346, 150, ink.sky, 12) +
        `<path d="M214 470H730" stroke="${ink.sky}" stroke-width="3" stroke-dasharray="10 8"/>` +

        `<path d="M214 700L290 620L366 650L442 560L518 590L594 520L670 545L730 500" fill="none" stroke="${ink.blue}" stroke-width="5"/>` +
        [290, 442, 594].map((x, i) => packet(x, [620, 560, 520][i]!)).join("") +
        [0, 1, 2, 3, 4, 5].map((i) => bar(224 + i * 88, 760, 40, ink.line, 8)).join("") +
        // Open requests and their state.
        rect(790, 318, 340, 490, ink.white, ` stroke="${ink.line}" stroke-width="2"`) +
        bar(814, 346, 110, ink.sky, 12) +
        tickets
          .map((done, i) => {
            const y = 396 + i * 100;
            return (
              `<path d="M814 ${y + 70}H1106" stroke="${ink.line}" stroke-width="2"/>` +
              bar(814, y + 8, 150 - (i % 2) * 30, ink.navy, 10) +
              bar(814, y + 34, 120, ink.line, 8) +
              rect(1010, y, 96, 36, done ? ink.ok : ink.pale) +
              (done ? icon("check", 1058, y + 18, 20, ink.white) : bar(1034, y + 14, 48, ink.sky, 8))
            );
          })
          .join("")
      );
    },
  },
  {
    name: "dx-screen",
    about: "a transformation roadmap: five workstreams as bars across four stages, milestones and where the work stands today",
    width: 1200,
    height: 900,
    draw: () => {
      const stages = ["1", "2", "3", "4"];
      const rows: [IconName, number, number, boolean][] = [
        ["search", 0, 1, true],
        ["users", 0.6, 1.6, true],
        ["code", 1.4, 3.2, false],
        ["spark", 2.2, 3.6, false],
        ["flag", 3, 4, false],
      ];
      const x0 = 330;
      const col = 200;
      return (
        frame(40, 80, 1120, 740) +
        stages.map((text, i) => rect(x0 + i * col + 4, 124, col - 8, 48, i < 2 ? ink.pale : ink.soft) + label(text, 22, x0 + i * col + col / 2, 157, ink.navy, "middle", "Bold")).join("") +
        stages.map((_, i) => `<path d="M${x0 + i * col} 184V780" stroke="${ink.line}" stroke-width="2"/>`).join("") +
        rows
          .map(([name, from, to, done], i) => {
            const y = 232 + i * 110;
            return (
              icon(name, 96, y + 20, 30) +
              bar(128, y + 15, 150 - (i % 3) * 24, ink.line, 10) +
              rect(x0 + from * col + 6, y, (to - from) * col - 12, 40, done ? ink.blue : ink.white, done ? "" : ` stroke="${ink.blue}" stroke-width="3"`) +
              (done ? icon("check", x0 + to * col - 30, y + 20, 22, ink.white) : bar(x0 + from * col + 24, y + 15, Math.max(40, (to - from) * col * 0.45), ink.sky, 10)) +
              `<path d="M${x0 + to * col - 6} ${y + 56}l12 12-12 12-12-12z" fill="${done ? ink.blue : ink.sky}"/>`
            );
          })
          .join("") +
        // Where the work stands today.
        `<path d="M${x0 + 1.7 * col} 184V790" stroke="${ink.ok}" stroke-width="4"/>` +
        `<circle cx="${x0 + 1.7 * col}" cy="790" r="12" fill="${ink.ok}" stroke="${ink.white}" stroke-width="3"/>`
      );
    },
  },
];

/** A status disc: a check on green for what is finished, the clock on blue (white on a blue surface) for what is under way. */
const status = (cx: number, cy: number, done: boolean, r = 16, onBlue = false) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${done ? ink.ok : onBlue ? ink.white : ink.blue}" stroke="none"/>` +
  icon(done ? "check" : "clock", cx, cy, r * 1.1, onBlue ? ink.blue : ink.white);

/** A solid process arrow from x1 to x2 at y (the scenes' connectors for a step that follows another). */
const arrow = (x1: number, x2: number, y: number) => wire(`M${x1} ${y}H${x2 - 10}`, false) + `<path d="M${x2 - 12} ${y - 8}l12 8-12 8z" fill="${ink.blue}" stroke="none"/>`;

/** A product screen's SVG document: its own size, the scenes' outline set once on its root group. */
export function screenDocument(screen: ProductScreen): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${screen.width}" height="${screen.height}" viewBox="0 0 ${screen.width} ${screen.height}">\n${generatedNote(screen.name, screen.about)}\n` +
    `<g stroke="${STROKE.color}" stroke-width="${STROKE.width}" stroke-linejoin="round" stroke-linecap="round">${screen.draw()}</g>\n</svg>\n`
  );
}
