/**
 * The scenes: one per page of the site, each a diagram of what that service does, assembled from
 * parts.ts on the same floor, in the same projection. Things are drawn back to front (a smaller
 * x + y first).
 */
import { icon } from "./icons.ts";
import { box, COS, cylinder, dot, ink, leftFace, link, n, onFace, type P3, poly, proj, rightFace, shadow, slab, tone, topFace } from "./iso.ts";
import { board, bubble, cloud, container, database, decal, desk, laptop, nas, node, papers, person, phone, rack, screen, server, standing, tile, ui } from "./parts.ts";

/** The full floor most scenes stand on. */
const FLOOR = () => slab(-260, -260, 520, 520);

/** A small neural network: three layers of nodes, fully connected. */
function network(w: number, h: number): string {
  const layers = [3, 4, 2];
  const xs = layers.map((_, i) => 16 + (i * (w - 32)) / (layers.length - 1));
  const ys = (count: number) => Array.from({ length: count }, (_, i) => (h * (i + 1)) / (count + 1));
  let edges = "";
  let nodes = "";
  layers.forEach((count, i) => {
    const x = xs[i] ?? 0;
    for (const y of ys(count)) {
      const next = layers[i + 1];
      if (next !== undefined) for (const y2 of ys(next)) edges += `M${n(x)} ${n(y)}L${n(xs[i + 1] ?? 0)} ${n(y2)}`;
      nodes += `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${i === 1 ? ink.blue : ink.sky}" stroke="${ink.white}" stroke-width="2"/>`;
    }
  });
  return `<path d="${edges}" stroke="${ink.sky}" stroke-width="1.5" stroke-opacity=".7"/>${nodes}`;
}

/** A value-and-effort matrix: four quadrants, candidate dots, the best quadrant shaded. */
function matrix(w: number, h: number): string {
  const dots = [[0.2, 0.3], [0.35, 0.7], [0.62, 0.22], [0.75, 0.35], [0.3, 0.55], [0.8, 0.75], [0.55, 0.6]] as const;
  return (
    `<rect x="${n(w / 2)}" y="10" width="${n(w / 2 - 12)}" height="${n(h / 2 - 10)}" rx="3" fill="${ink.pale}" stroke="none"/>` +
    `<path d="M12 ${n(h / 2)}H${w - 12}M${n(w / 2)} 10V${h - 10}" stroke="${ink.sky}" stroke-width="3"/>` +
    dots.map(([u, v]) => `<circle cx="${n(12 + u * (w - 24))}" cy="${n(10 + v * (h - 20))}" r="7" fill="${u > 0.5 && v < 0.5 ? ink.blue : ink.white}" stroke="${ink.blue}" stroke-width="2"/>`).join("")
  );
}

/** Corner brackets on the floor around a rectangle: the scope of an assessment. */
function scope(x: number, y: number, w: number, d: number): string {
  const k = 34;
  const corners: P3[][] = [
    [[x, y + k, 0], [x, y, 0], [x + k, y, 0]],
    [[x + w - k, y, 0], [x + w, y, 0], [x + w, y + k, 0]],
    [[x + w, y + d - k, 0], [x + w, y + d, 0], [x + w - k, y + d, 0]],
    [[x + k, y + d, 0], [x, y + d, 0], [x, y + d - k, 0]],
  ];
  return corners.map((c) => link(c, { dashed: false })).join("");
}

/** A robot arm standing on (x, y): base, two links and a gripper (screen-space). */
function robotArm(x: number, y: number): string {
  const [bx, by] = proj([x, y, 40]);
  const elbow: [number, number] = [bx - 40, by - 90];
  const wrist: [number, number] = [bx + 50, by - 120];
  const seg = `M${n(bx)} ${n(by)}L${n(elbow[0])} ${n(elbow[1])}L${n(wrist[0])} ${n(wrist[1])}`;
  return (
    shadow(x, y, 46) +
    cylinder(x, y, 0, 40, 24, tone.navy) +
    cylinder(x, y, 24, 24, 16, tone.blue) +
    `<path d="${seg}" fill="none" stroke="${ink.navy}" stroke-width="26"/><path d="${seg}" fill="none" stroke="${ink.blue}" stroke-width="20"/>` +
    `<circle cx="${n(elbow[0])}" cy="${n(elbow[1])}" r="15" fill="${ink.white}"/><circle cx="${n(bx)}" cy="${n(by)}" r="13" fill="${ink.white}"/>` +
    `<path d="M${n(wrist[0] - 4)} ${n(wrist[1] + 6)}l4 30M${n(wrist[0] + 12)} ${n(wrist[1] - 2)}l14 24" fill="none" stroke="${ink.navy}" stroke-width="8"/>` +
    `<circle cx="${n(wrist[0])}" cy="${n(wrist[1])}" r="13" fill="${ink.white}"/>`
  );
}

/** A building: a tall block with rows of windows on both sides. */
function building(x: number, y: number, w: number, d: number, h: number): string {
  const windows = (width: number) => {
    let out = "";
    for (let v = 18; v + 22 <= h - 40; v += 34) for (let u = 14; u + 18 <= width - 8; u += 30) out += `<rect x="${u}" y="${v}" width="18" height="22" rx="2"/>`;
    return `<g fill="${ink.pale}" stroke="${ink.sky}" stroke-width="1.5">${out}</g>`;
  };
  const door = `<rect x="${w / 2 - 22}" y="${h - 42}" width="44" height="42" fill="${ink.blue}"/>`;
  return box(x, y, 0, w, d, h, tone.white) + onFace(leftFace(x, y + d, h), windows(w) + door) + onFace(rightFace(x + w, y + d, h), windows(d)) + box(x - 8, y - 8, h, w + 16, d + 16, 12, tone.navy);
}

/** A conveyor: a low belt along x with rollers on its side. */
function conveyor(x: number, y: number, w: number, d = 60): string {
  let rollers = "";
  for (let u = 14; u < w; u += 28) rollers += `<circle cx="${u}" cy="12" r="6"/>`;
  return box(x, y, 0, w, d, 36, tone.white) + onFace(topFace(x, y, 36), `<path d="M0 10H${w}M0 ${d - 10}H${w}" stroke="${ink.line}" stroke-width="3"/>`) + onFace(leftFace(x, y + d, 36), `<g fill="${ink.pale}" stroke="${ink.sky}" stroke-width="2">${rollers}</g>`);
}

/** A wall panel standing on the floor along x (the back of an operations room). */
function wall(x: number, y: number, w: number, h: number): string {
  return box(x, y, 0, w, 16, h, tone.white);
}

/** A flat shield plate standing upright, facing front-left (screen-space via its face). */
function shieldPlate(x: number, y: number, z: number, size: number): string {
  const s = size / 40;
  const shape = `M0-20l17 6v11c0 12-8 21-17 25-9-4-17-13-17-25v-11z`;
  // The plate's far corner, so the scene is framed round all of it.
  proj([x + size, y, z - size]);
  return (
    onFace(leftFace(x, y, z), `<g transform="translate(${size / 2} ${size / 2}) scale(${n(s)})" stroke-width="${n(2 / s)}"><path d="${shape}" fill="${ink.blue}"/><path d="M-8 1l6 6 11-12" fill="none" stroke="${ink.white}" stroke-width="${n(6 / s)}"/></g>`)
  );
}

/** A floor connector between two floor points, routed along x then y (isometric right angles). */
function route(a: readonly [number, number], b: readonly [number, number], arrow = false, packet = false): string {
  const mid: P3 = [b[0], a[1], 0];
  const pts: P3[] = [[a[0], a[1], 0], mid, [b[0], b[1], 0]];
  return link(pts, { arrow, packets: packet ? [mid] : [] });
}

export interface Scene {
  name: string;
  /** What the picture shows (written into the file's comment). */
  about: string;
  draw: () => string;
}

export const SCENES: Scene[] = [
  {
    name: "consulting",
    about: "an assessment and roadmap board with the team, and the assess → target → roadmap steps",
    draw: () =>
      FLOOR() +
      board(-230, -220, 270, 150, ui.roadmap, 60) +
      desk(100, -170, 140, 100) +
      laptop(130, -160, 54, ui.chart) +
      papers(200, -100, 54, 2, 40, 50) +
      person([170, -48, 0], ink.navy) +
      link([[-180, 150, 0], [-60, 150, 0]], { arrow: true, dashed: false }) +
      link([[20, 150, 0], [130, 150, 0]], { arrow: true, dashed: false }) +
      tile(-250, 110, 0, 70, tone.white, "search", 20) +
      tile(-50, 110, 0, 70, tone.white, "chart", 20) +
      tile(140, 110, 0, 70, tone.blue, "flag", 20) +
      standing([-120, 0, 0], ink.blue) +
      standing([-40, 40, 0], ink.navy),
  },
  {
    name: "consulting-infrastructure",
    about: "an infrastructure assessment: racks and network in scope, checked against a checklist",
    draw: () =>
      FLOOR() +
      link([[-130, -150, 0], [-130, 40, 0], [-40, 40, 0]], { packets: [[-130, -60, 0]] }) +
      link([[20, -150, 0], [20, 40, 0]]) +
      scope(-250, -250, 320, 120) +
      rack(-230, -230) + rack(-170, -230) + rack(-110, -230, 0, 140) +
      server(-40, -210, 0, 80, 70, 30) +
      screen(110, -230, 0, 130, 90, ui.dash) +
      tile(-40, 10, 0, 80, tone.blue, "search", 24) +
      tile(110, 10, 0, 80, tone.white, "shield", 24) +
      board(-250, 40, 160, 120, (w, h) => ui.list(w, h, 3), 50) +
      standing([-60, 190, 0], ink.navy) +
      tile(100, 150, 0, 80, tone.white, "chart", 24),
  },
  {
    name: "consulting-erp",
    about: "ERP modules (finance, HR, supply chain, production, sales, inventory) connected to one core",
    draw: () => {
      const mods = [
        [-200, -40, "coin"],
        [-150, -190, "users"],
        [0, -220, "truck"],
        [150, -150, "gear"],
        [190, 20, "cart"],
        [-40, 170, "box"],
      ] as const;
      const sorted = [...mods].sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
      let out = FLOOR();
      for (const [x, y] of mods) out += link([[0, 0, 0], [x, y, 0]], { packets: [[x / 2, y / 2, 0]] });
      const back = sorted.filter(([x, y]) => x + y < 0);
      const front = sorted.filter(([x, y]) => x + y >= 0);
      for (const [x, y, i] of back) out += tile(x - 40, y - 40, 0, 80, tone.white, i, 24);
      out += node(0, 0, 90, tone.navy, 20) + database(0, 0, 20, 50, 90, tone.blue);
      for (const [x, y, i] of front) out += tile(x - 40, y - 40, 0, 80, tone.white, i, 24);
      return out;
    },
  },
  {
    name: "consulting-ai-strategy",
    about: "an AI roadmap: steps from data readiness to an AI service, with the plan on a board",
    draw: () =>
      FLOOR() +
      board(-240, -230, 200, 120, ui.roadmap, 50) +
      tile(-110, 120, 0, 80, tone.white, "search", 24) +
      tile(-20, 30, 0, 80, tone.white, "db", 60) +
      tile(70, -60, 0, 80, tone.blue, "gear", 96) +
      tile(160, -150, 0, 80, tone.navy, "spark", 132) +
      box(195, -115, 132, 4, 4, 80, tone.navy) +
      `<path d="M${proj([199, -111, 212]).map(n).join(" ")}l44-6-10 18 10 18-44 6z" fill="${ink.blue}"/>` +
      link([[-70, 160, 64], [20, 70, 100], [110, -20, 136], [180, -90, 166]], { arrow: true, packets: [[20, 70, 100], [110, -20, 136]] }) +
      standing([-170, 200, 0], ink.blue),
  },
  {
    name: "development",
    about: "a delivery pipeline: commit, build, test and deploy, with the developer who starts it",
    draw: () =>
      FLOOR() +
      link([[-170, -60, 0], [230, -60, 0]], { arrow: true, dashed: false, packets: [[-40, -60, 0], [100, -60, 0]] }) +
      screen(-250, -120, 0, 100, 80, ui.code) +
      tile(-110, -110, 0, 90, tone.navy, "gear", 50) +
      tile(20, -110, 0, 90, tone.white, "check", 50) +
      rack(170, -150, 0, 150) +
      cloud([210, -120, 230], 0.7, ink.white) +
      desk(-200, 90, 150, 80) +
      laptop(-160, 100, 54, ui.code) +
      person([-125, 195, 0], ink.blue) +
      link([[-125, 90, 0], [-125, 0, 0], [-200, 0, 0], [-200, -30, 0]], { arrow: true }),
  },
  {
    name: "development-enterprise",
    about: "an enterprise system in tiers: web, desktop and mobile clients, application servers and security, databases",
    draw: () =>
      FLOOR() +
      [-170, -40, 90].map((x, i) => link([[x, -180, 0], [x, 140, 0]], { packets: i === 1 ? [[x, 40, 0]] : [[x, -110, 0]] })).join("") +
      database(-170, -200, 0, 40, 80, tone.blue) +
      database(-40, -210, 0, 40, 80, tone.white) +
      rack(62, -250, 0, 150) +
      server(-215, -80, 0) + server(-215, -80, 22) + server(-215, -80, 44, 90, 70, 22, tone.blue) +
      server(-85, -80, 0) + server(-85, -80, 22) +
      tile(50, -85, 0, 80, tone.navy, "shield", 30) +
      screen(-225, 110, 0, 110, 74, ui.dash) +
      laptop(-75, 120, 0, ui.chart) +
      phone(60, 120, 0, ui.list, 60, 110),
  },
  {
    name: "development-cloud",
    about: "cloud-native services: the same containers running across three clouds, deployed from one pipeline",
    draw: () => {
      const cell = (x: number, y: number, fill: string) =>
        slab(x, y, 200, 200, 100) +
        container(x + 40, y + 60, 0, 70, 40, 36) +
        container(x + 120, y + 60, 0, 50, 40, 36, tone.navy) +
        container(x + 40, y + 60, 36, 70, 40, 36, tone.white) +
        container(x + 60, y + 130, 0, 90, 40, 36, tone.white) +
        cloud([x + 110, y + 110, 130], 0.6, fill);
      return (
        cell(-270, -270, ink.white) +
        link([[-70, -170, 0], [70, -170, 0]], { dashed: true, packets: [[0, -170, 0]] }) +
        link([[-170, -70, 0], [-170, 70, 0]], { dashed: true, packets: [[-170, 0, 0]] }) +
        cell(70, -270, ink.pale) +
        cell(-270, 70, ink.pale) +
        link([[170, -70, 0], [170, 130, 0], [110, 130, 0]], { arrow: true }) +
        link([[130, 170, 0], [-60, 170, 0]], { arrow: true }) +
        slab(110, 110, 150, 150, 150) +
        tile(140, 140, 0, 90, tone.navy, "grid", 30)
      );
    },
  },
  {
    name: "development-integration",
    about: "systems linked through an API gateway and a message bus: databases, ERP, cloud, web and mobile",
    draw: () =>
      FLOOR() +
      database(-180, -190, 0, 36, 70, tone.white) +
      rack(-40, -240, 0, 130) +
      cloud([150, -200, 110], 0.7, ink.white) +
      link([[-180, -150, 0], [-180, -40, 0]]) +
      link([[-10, -180, 0], [-10, -40, 0]]) +
      link([[150, -150, 0], [150, -40, 0]]) +
      box(-250, -40, 0, 500, 50, 18, tone.navy) +
      dot([-120, -15, 18], ink.sky) + dot([90, -15, 18], ink.sky) +
      box(-40, -50, 18, 90, 70, 60, tone.blue) +
      onFace(leftFace(-40, 20, 78), icon("key", 45, 30, 36, ink.white)) +
      link([[-170, 10, 0], [-170, 140, 0]]) +
      link([[10, 10, 0], [10, 120, 0]]) +
      link([[170, 10, 0], [170, 140, 0]]) +
      screen(-230, 140, 0, 100, 70, ui.dash) +
      tile(-30, 120, 0, 80, tone.white, "coin", 30) +
      phone(150, 140, 0, ui.chat, 60, 110),
  },
  {
    name: "ai",
    about: "an AI service: company data prepared in a pipeline, a model trained on it, results on a dashboard",
    draw: () =>
      FLOOR() +
      database(-210, -150, 0, 34, 64, tone.white) +
      database(-120, -210, 0, 34, 64, tone.blue) +
      papers(-250, -60, 0, 3) +
      link([[-165, -110, 0], [-165, -20, 0], [-70, -20, 0]], { arrow: true, packets: [[-165, -60, 0]] }) +
      link([[60, -45, 0], [165, -45, 0]], { arrow: true, packets: [[110, -45, 0]] }) +
      box(-60, -80, 0, 120, 120, 30, tone.navy) +
      screen(-45, -30, 30, 90, 90, network, 0, ink.navy) +
      screen(140, -70, 0, 110, 80, ui.dash) +
      tile(-210, 110, 0, 80, tone.blue, "spark", 24) +
      standing([10, 170, 0], ink.navy),
  },
  {
    name: "ai-chatbot-platform",
    about: "an AI chatbot answering from the company's knowledge base: documents indexed, questions answered in chat",
    draw: () =>
      FLOOR() +
      link([[-160, -190, 0], [-100, -190, 0]], { arrow: true }) +
      link([[-20, -190, 0], [130, -190, 0], [130, -110, 0]], { arrow: true, packets: [[60, -190, 0]] }) +
      link([[130, 0, 0], [130, 60, 0], [20, 60, 0], [20, 90, 0]], { arrow: true, packets: [[80, 60, 0]] }) +
      papers(-250, -240, 0, 3, 70, 90) +
      database(-60, -200, 0, 38, 76, tone.white) +
      tile(80, -100, 0, 100, tone.navy, "spark", 40) +
      phone(-50, 100, 0, ui.chat, 120, 200) +
      bubble([-240, 100, 190], 160, 58, ink.white, "right") +
      bubble([80, 130, 170], 160, 58, ink.blue, "left") +
      standing([170, 190, 0], ink.blue),
  },
  {
    name: "ai-automation",
    about: "process automation: documents on a line, a robot handling each step, the finished work checked",
    draw: () =>
      FLOOR() +
      screen(-240, -220, 0, 150, 100, (w, h) => ui.list(w, h, 2)) +
      robotArm(20, -140) +
      conveyor(-250, -40, 500) +
      papers(-230, -40, 36, 2, 50, 56) +
      papers(-90, -40, 36, 2, 50, 56) +
      box(60, -36, 36, 50, 50, 30, tone.blue) +
      decal(60, -36, 66, 50, 50, "check", 32, ink.white) +
      tile(180, 100, 0, 70, tone.navy, "check", 24) +
      link([[215, 30, 0], [215, 90, 0]], { arrow: true }) +
      tile(-230, 110, 0, 70, tone.white, "doc", 24) +
      tile(-110, 110, 0, 70, tone.white, "mail", 24) +
      tile(10, 110, 0, 70, tone.white, "calendar", 24) +
      standing([-40, 250, 0], ink.navy),
  },
  {
    name: "ai-model-development",
    about: "the model development loop: data, training, evaluation and deployment, round again",
    draw: () => {
      const r = 170;
      const ring: P3[] = [];
      for (let i = 0; i <= 48; i++) ring.push([Math.cos((i / 48) * Math.PI * 2) * r, Math.sin((i / 48) * Math.PI * 2) * r, 0]);
      const at = (deg: number): P3 => [Math.cos((deg * Math.PI) / 180) * r, Math.sin((deg * Math.PI) / 180) * r, 0];
      const arrowAt = (deg: number) => link([at(deg - 6), at(deg)], { arrow: true, dashed: false });
      return (
        FLOOR() +
        link(ring, { dashed: true }) +
        arrowAt(-95) + arrowAt(-5) + arrowAt(85) + arrowAt(175) +
        dot(at(-60)) + dot(at(120)) +
        tile(-40, -40, 0, 80, tone.blue, "spark", 30) +
        database(-120, -120, 0, 40, 70, tone.white) +
        box(70, -170, 0, 100, 100, 40, tone.navy) +
        decal(70, -170, 40, 100, 100, "gear", 56, ink.sky) +
        rack(-176, 92, 0, 120) + rack(-120, 92, 0, 120) +
        tile(80, 80, 0, 80, tone.white, "chart", 30)
      );
    },
  },
  {
    name: "ict",
    about: "a data centre: two rows of racks, network and cooling, watched from a console",
    draw: () => {
      let racks = "";
      for (let i = 0; i < 5; i++) racks += rack(-230 + i * 60, -240, 0, 170);
      let front = "";
      for (let i = 0; i < 5; i++) front += rack(-230 + i * 60, -60, 0, i === 4 ? 120 : 170);
      return (
        FLOOR() +
        racks +
        box(80, -240, 0, 70, 100, 120, tone.white) +
        onFace(leftFace(80, -140, 120), `<g fill="none" stroke="${ink.sky}" stroke-width="3"><circle cx="35" cy="40" r="20"/><path d="M35 20v40M15 40h40M14 90h42M14 100h42"/></g>`) +
        link([[-200, -120, 0], [190, -120, 0]], { packets: [[50, -120, 0]] }) +
        link([[-150, 0, 0], [-150, 110, 0]], { packets: [[-150, 60, 0]] }) +
        front +
        desk(-230, 110, 150, 70) +
        screen(-200, 106, 54, 90, 60, ui.dash) +
        person([-155, 202, 0], ink.navy) +
        tile(60, 60, 0, 80, tone.white, "shield", 24) +
        tile(160, 60, 0, 80, tone.blue, "chart", 24)
      );
    },
  },
  {
    name: "ict-serverbuild",
    about: "a server migration: data moving from old servers to a new rack being built and cabled",
    draw: () =>
      FLOOR() +
      box(-250, -220, 0, 60, 90, 110, tone.grey) +
      box(-180, -220, 0, 60, 90, 90, tone.grey) +
      onFace(leftFace(-250, -130, 110), `<path d="M10 16h40M10 28h40M10 40h40" stroke="#b9c1cc" stroke-width="4"/>`) +
      onFace(leftFace(-180, -130, 90), `<path d="M10 16h40M10 28h40" stroke="#b9c1cc" stroke-width="4"/>`) +
      link([[-150, -120, 0], [-150, -20, 0], [70, -20, 0]], { arrow: true, packets: [[-150, -70, 0], [-40, -20, 0]] }) +
      rack(80, -120, 0, 180, 70, 70) + rack(150, -120, 0, 180, 70, 70) +
      box(50, 40, 0, 130, 80, 50, tone.white) +
      server(60, 45, 50, 100, 70, 24, tone.blue) +
      standing([-10, 170, 0], ink.blue) +
      desk(-240, 90, 120, 70) +
      laptop(-215, 98, 54, ui.list),
  },
  {
    name: "ict-storage",
    about: "NAS storage: redundant arrays behind a switch, shared with the office's desktops and laptops",
    draw: () =>
      FLOOR() +
      nas(-220, -230) + nas(-140, -230) + nas(-60, -230) +
      link([[-190, -150, 0], [-190, -30, 0]]) +
      link([[-110, -150, 0], [-110, -30, 0]]) +
      link([[-30, -150, 0], [-30, -30, 0]]) +
      server(-220, -40, 0, 200, 50, 20, tone.navy) +
      link([[-120, 10, 0], [-120, 120, 0]], { packets: [[-120, 60, 0]] }) +
      link([[-30, -15, 0], [150, -15, 0], [150, 60, 0]], { packets: [[60, -15, 0]] }) +
      database(150, -170, 0, 40, 60, tone.blue) +
      link([[150, -120, 0], [150, -20, 0]], { dashed: true }) +
      screen(-200, 130, 0, 110, 74, ui.chart) +
      desk(90, 80, 150, 80) +
      laptop(120, 90, 54, ui.list),
  },
  {
    name: "ict-backupdr",
    about: "3-2-1 backup: the primary site, a second copy on another medium nearby, and one copy offsite in the cloud",
    draw: () =>
      slab(-270, -140, 170, 200, 85) +
      rack(-240, -110) + rack(-180, -110, 0, 140) +
      link([[-100, -20, 0], [-60, -20, 0]], { arrow: true, packets: [[-80, -20, 0]] }) +
      slab(-50, -120, 150, 180, 75) +
      nas(-20, -90) +
      box(50, -80, 0, 30, 60, 40, tone.navy) +
      link([[100, -20, 0], [140, -20, 0]], { arrow: true, packets: [[120, -20, 0]] }) +
      slab(150, -110, 130, 160, 65) +
      cloud([240, -60, 110], 0.8, ink.white, "lock") +
      box(190, -60, 0, 50, 50, 24, tone.blue) +
      link([[-180, 100, 0], [-180, 220, 0], [215, 220, 0], [215, 100, 0]], { dashed: true, arrow: true }) +
      tile(-40, 180, 0, 80, tone.white, "clock", 24),
  },
  {
    name: "ict-cloudms",
    about: "a cloud tenant: business apps, accounts and licences managed from one console",
    draw: () =>
      FLOOR() +
      cloud([-40, -40, 240], 1.1, ink.white) +
      link([[-40, -40, 0], [-40, -40, 120]], { dashed: true }) +
      [["mail", -230, -230], ["calendar", -130, -230], ["chat", -30, -230], ["doc", -230, -130], ["grid", -130, -130], ["users", -30, -130]]
        .map(([i, x, y]) => tile(Number(x), Number(y), 0, 80, i === "grid" ? tone.blue : tone.white, i as "mail", 20))
        .join("") +
      link([[-90, 0, 0], [-90, 80, 0]]) +
      papers(100, -200, 0, 3, 80, 60) +
      decal(106, -206, 14, 80, 60, "key", 30, ink.blue) +
      screen(-220, 80, 0, 130, 88, ui.list) +
      standing([40, 140, 0], ink.blue) +
      standing([120, 100, 0], ink.navy) +
      tile(140, 160, 0, 80, tone.navy, "lock", 24),
  },
  {
    name: "it-service",
    about: "an IT operations help desk: monitoring wall, engineers on headsets, tickets moving to resolved",
    draw: () =>
      FLOOR() +
      wall(-240, -260, 460, 230) +
      screen(-220, -246, 70, 130, 100, ui.dash, 0) +
      screen(-70, -246, 70, 130, 100, ui.kanban, 0) +
      screen(80, -246, 70, 120, 100, ui.chart, 0) +
      desk(-220, -40, 160, 80) +
      screen(-190, -40, 54, 90, 60, ui.dash) +
      person([-140, 62, 0], ink.blue, { back: true, headset: true }) +
      desk(20, -40, 160, 80) +
      screen(50, -40, 54, 90, 60, ui.list) +
      person([100, 62, 0], ink.navy, { back: true, headset: true }) +
      link([[-200, 190, 0], [200, 190, 0]], { arrow: true }) +
      tile(-230, 160, 0, 60, tone.white, "mail", 16) +
      tile(-60, 160, 0, 60, tone.blue, "headset", 16) +
      tile(110, 160, 0, 60, tone.navy, "check", 16),
  },
  {
    name: "dx",
    about: "digital transformation: legacy systems and paper moving to cloud services and live dashboards",
    draw: () =>
      slab(-270, -150, 220, 300, 110) +
      box(-250, -120, 0, 70, 90, 120, tone.grey) +
      onFace(leftFace(-250, -30, 120), `<path d="M10 18h50M10 32h50M10 46h30" stroke="#b9c1cc" stroke-width="5"/>`) +
      papers(-160, -100, 0, 4, 60, 80, ) +
      box(-240, 30, 0, 90, 70, 60, tone.grey) +
      link([[-40, 0, 0], [40, 0, 0]], { arrow: true, dashed: false, packets: [[0, 0, 0]] }) +
      slab(50, -200, 220, 400, 100) +
      screen(80, -190, 0, 150, 96, ui.dash) +
      cloud([150, -150, 200], 0.8, ink.white) +
      tile(70, -40, 0, 70, tone.blue, "spark", 24) +
      tile(170, -40, 0, 70, tone.white, "chart", 24) +
      tile(70, 90, 0, 70, tone.navy, "gear", 24) +
      tile(170, 90, 0, 70, tone.white, "users", 24),
  },
  {
    name: "about",
    about: "the company: the office building and the team around a planning table",
    draw: () =>
      FLOOR() +
      building(-230, -240, 170, 140, 280) +
      tile(20, -230, 0, 70, tone.white, "flag", 20) +
      tile(110, -230, 0, 70, tone.blue, "shield", 20) +
      person([30, -12, 0], ink.navy, {}) +
      person([120, -12, 0], ink.blue, {}) +
      box(-20, 10, 0, 200, 110, 50, tone.white) +
      laptop(20, 30, 50, ui.chart) +
      papers(110, 40, 50, 2, 40, 50) +
      person([60, 142, 0], ink.blue) +
      standing([-150, 150, 0], ink.blue),
  },
  {
    name: "contact",
    about: "an inquiry being sent: a message from a customer's desk to the company's consultant, answered in chat",
    draw: () =>
      FLOOR() +
      link([[-100, -80, 0], [-100, 40, 0], [100, 40, 0]], { arrow: true, packets: [[0, 40, 0]] }) +
      desk(-230, -200, 150, 90) +
      laptop(-200, -190, 54, ui.list) +
      person([-155, -88, 0], ink.blue) +
      shadow(45, 30, 44) +
      box(0, 0, 130, 90, 60, 14, tone.white) +
      decal(0, 0, 144, 90, 60, "mail", 44, ink.blue) +
      phone(110, -20, 0, ui.chat, 90, 150) +
      bubble([40, -60, 250], 150, 58, ink.blue, "right") +
      standing([220, 110, 0], ink.navy) +
      tile(-230, 130, 0, 70, tone.white, "calendar", 20) +
      tile(-120, 130, 0, 70, tone.white, "headset", 20),
  },
  {
    name: "privacy",
    about: "personal data protected: records kept locked, access checked, a shield over the data",
    draw: () =>
      FLOOR() +
      link([[-170, -100, 0], [-170, 60, 0], [-60, 60, 0]], { arrow: true }) +
      link([[80, -140, 0], [80, 100, 0]], { arrow: true }) +
      database(-170, -160, 0, 44, 80, tone.white) +
      papers(40, -240, 0, 3, 80, 90) +
      box(-50, 20, 0, 120, 60, 16, tone.navy) +
      shieldPlate(-30, 60, 196, 170) +
      tile(100, 120, 0, 80, tone.navy, "lock", 24) +
      tile(-240, 120, 0, 80, tone.white, "key", 24),
  },
  // Second pictures of sub-pages whose route scene sits in a section near the top: the hero shows
  // the service as a whole, the section the detail it explains.
  {
    name: "consulting-infrastructure-roadmap",
    about: "from today's infrastructure to a target architecture: the old racks, three roadmap steps, the target in the cloud and new racks",
    draw: () =>
      FLOOR() +
      link([[-150, -150, 0], [-150, -20, 0]], { arrow: true }) +
      link([[-100, 10, 0], [-60, 10, 0]], { arrow: true }) +
      link([[40, 10, 0], [80, 10, 0]], { arrow: true }) +
      link([[180, 10, 0], [200, 10, 0], [200, 90, 0]], { arrow: true, packets: [[200, 40, 0]] }) +
      box(-250, -250, 0, 56, 56, 150, tone.grey) +
      box(-188, -250, 0, 56, 56, 120, tone.grey) +
      box(-126, -250, 0, 56, 56, 90, tone.grey) +
      board(0, -250, 200, 120, ui.roadmap, 50) +
      tile(-200, -30, 0, 90, tone.white, "search", 24) +
      tile(-50, -30, 0, 90, tone.white, "doc", 24) +
      tile(90, -30, 0, 90, tone.blue, "flag", 24) +
      slab(80, 100, 180, 160, 90) +
      rack(110, 130, 0, 130) + rack(170, 130, 0, 100) +
      standing([-230, 120, 0], ink.navy) +
      standing([-150, 170, 0], ink.blue),
  },
  {
    name: "consulting-ai-strategy-priorities",
    about: "choosing where AI pays off: candidate tasks sorted by value and effort on a board, the first picks lifted onto a pilot platform",
    draw: () =>
      FLOOR() +
      board(-240, -240, 230, 150, matrix, 50) +
      papers(-250, 40, 0, 3, 70, 90) +
      link([[-170, 60, 0], [-60, 60, 0]], { arrow: true, packets: [[-120, 60, 0]] }) +
      slab(-40, -10, 260, 200, 100) +
      tile(-10, 20, 0, 80, tone.white, "doc", 30) +
      tile(90, 20, 0, 80, tone.blue, "spark", 60) +
      tile(-10, 110, 0, 80, tone.white, "chart", 30) +
      tile(90, 110, 0, 80, tone.navy, "gear", 30) +
      screen(80, -230, 0, 150, 96, ui.chart) +
      standing([-150, 190, 0], ink.blue) +
      standing([240, -60, 0], ink.navy),
  },
  {
    name: "development-cloud-pipeline",
    about: "one pipeline from commit to three clouds: the developer's laptop, build and test, the same container shipped to each cloud",
    draw: () =>
      FLOOR() +
      link([[-200, 100, 0], [-200, -60, 0], [-150, -60, 0]], { arrow: true }) +
      link([[-60, -60, 0], [-10, -60, 0]], { arrow: true, packets: [[-35, -60, 0]] }) +
      link([[80, -60, 0], [120, -60, 0], [120, -190, 0], [150, -190, 0]], { arrow: true }) +
      link([[120, -60, 0], [150, -60, 0]], { arrow: true }) +
      link([[120, -60, 0], [120, 70, 0], [150, 70, 0]], { arrow: true }) +
      tile(-150, -105, 0, 90, tone.navy, "gear", 40) +
      tile(-10, -105, 0, 90, tone.white, "check", 40) +
      [-240, -110, 20].map((y, i) => slab(150, y, 110, 110, 110) + decal(150, y, 0, 40, 110, "cloud", 30, ink.blue) + container(190, y + 35, 0, 56, 40, 34, i === 1 ? tone.navy : tone.blue)).join("") +
      desk(-250, 110, 140, 80) +
      laptop(-220, 120, 54, ui.code) +
      person([-180, 215, 0], ink.blue),
  },
  {
    name: "ai-chatbot-platform-service",
    about: "the chatbot at work: customers ask on the website and on phones, the bot answers from company documents, and hard questions go to a person",
    draw: () =>
      FLOOR() +
      link([[-120, -110, 0], [-120, -10, 0], [-40, -10, 0]], { arrow: true, packets: [[-120, -60, 0]] }) +
      link([[-170, 160, 0], [-170, 40, 0], [-40, 40, 0]], { arrow: true }) +
      link([[100, -180, 0], [100, -80, 0]], { dashed: true, arrow: true }) +
      link([[110, 60, 0], [110, 130, 0]], { arrow: true, packets: [[110, 95, 0]] }) +
      screen(-250, -240, 0, 180, 110, ui.chat) +
      papers(40, -250, 0, 3, 60, 70) +
      database(150, -200, 0, 30, 60, tone.white) +
      tile(-30, -60, 0, 120, tone.navy, "spark", 40) +
      phone(-250, 120, 0, ui.chat, 60, 110) +
      bubble([-170, 110, 190], 120, 46, ink.blue, "left") +
      desk(60, 140, 150, 70) +
      laptop(90, 148, 54, ui.list) +
      person([135, 235, 0], ink.navy, { back: true, headset: true }),
  },
  {
    name: "ict-backupdr-recovery",
    about: "a recovery drill: the primary systems stopped, service restored from the backup copy onto standby servers within the target time, checked off a list",
    draw: () =>
      FLOOR() +
      box(-250, -250, 0, 56, 56, 150, tone.grey) +
      box(-188, -250, 0, 56, 56, 150, tone.grey) +
      link([[-220, -180, 0], [-220, -60, 0]], { dashed: true }) +
      nas(-250, -60) +
      link([[-170, -20, 0], [40, -20, 0], [40, -120, 0], [80, -120, 0]], { arrow: true, packets: [[-60, -20, 0], [40, -80, 0]] }) +
      slab(70, -250, 190, 180, 90) +
      rack(100, -220, 0, 150) + rack(160, -220, 0, 150) +
      decal(100, -220, 150, 56, 56, "check", 30, ink.white) +
      tile(-240, 120, 0, 90, tone.blue, "clock", 30) +
      board(-80, 60, 170, 120, (w, h) => ui.list(w, h, 3), 50) +
      standing([170, 150, 0], ink.navy),
  },
  {
    name: "delivery-stages",
    about: "four stages in a loop: assess, design, build and run, with what running teaches fed back into the next assessment",
    draw: () =>
      FLOOR() +
      link([[-100, -170, 0], [60, -170, 0]], { arrow: true, dashed: false }) +
      link([[170, -100, 0], [170, 60, 0]], { arrow: true, dashed: false }) +
      link([[100, 170, 0], [-60, 170, 0]], { arrow: true, dashed: false }) +
      link([[-170, 100, 0], [-170, -60, 0]], { arrow: true, packets: [[-170, 20, 0]] }) +
      slab(-250, -250, 150, 150, 150) + tile(-215, -215, 0, 80, tone.white, "search", 30) +
      slab(100, -250, 150, 150, 150) + board(115, -235, 120, 90, (w, h) => ui.list(w, h, 2), 30) +
      slab(100, 100, 150, 150, 150) + tile(115, 115, 0, 60, tone.navy, "gear", 30) + container(180, 120, 0, 50, 40, 36, tone.blue) +
      slab(-250, 100, 150, 150, 150) + screen(-235, 120, 0, 110, 80, ui.dash) +
      standing([-40, 10, 0], ink.blue) +
      standing([50, 40, 0], ink.navy),
  },
];

/**
 * The scene drawn for a route: the file of the same name ("/ict/storage" → "ict-storage"). The
 * home page has none: its hero is a drawing of its own (the sceneHero block, made from site.yaml).
 */
export function sceneName(route: string): string {
  return route.slice(1).replaceAll("/", "-");
}

export { COS };
