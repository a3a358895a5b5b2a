// `npm test` runs this first (the `pretest` script), so that the README's command works on a fresh
// machine with nothing but Node and npm: it installs the npm packages when node_modules is
// missing (a clean clone), and the system programs the tests run (Chromium, nginx, openssl) with
// apt-get when it can (root on Debian); otherwise it says exactly what to run, and fails.
// Plain Node with no dependencies: it runs before anything is installed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isMainModule } from "./main-module.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Whether `name` is a program on PATH or at one of `paths`. */
function program(name, paths = []) {
  const dirs = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  return [...paths, ...dirs.map((dir) => join(dir, name))].some((path) => existsSync(path));
}

/** Whether Playwright's own Chromium is downloaded (`npx playwright install chromium`). */
function playwrightChromium() {
  const dir = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), ".cache/ms-playwright");
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith("chromium"));
}

/**
 * Whether the Korean system font that the page's fallback face names (engine/page/font-face.ts) is
 * installed. Linux's is Noto Sans CJK KR (Android's too); macOS and Windows carry their own.
 */
function koreanSystemFont() {
  if (process.platform !== "linux") return true;
  const found = spawnSync("fc-list", [":family=Noto Sans CJK KR", "family"], { encoding: "utf8" });
  return found.status === 0 && found.stdout.trim() !== "";
}

/**
 * The Debian packages the tests need, each with why, whether it is there and, for one that is not,
 * whether what is there will do (`enough`: the tests run, more slowly).
 */
export function systemNeeds() {
  return [
    // scripts/chromium.ts launches Debian's headless shell, else Debian's whole Chromium (the same
    // pages for about 40% more processor time), else Playwright's own. The shell is installed
    // wherever this may; without root, a whole Chromium is enough.
    {
      pkg: "chromium-headless-shell",
      why: "the browser tests",
      present: existsSync("/usr/bin/chromium-headless-shell") || playwrightChromium(),
      enough: existsSync("/usr/bin/chromium"),
    },
    // Without it a page whose web font is late shows boxes for Korean, laid out narrower than a
    // visitor's phone lays it out: pages.spec.ts compares the first view in both fonts.
    { pkg: "fonts-noto-cjk", why: "the pages' fallback font, the Korean font of a visitor's device", present: koreanSystemFont() },
    { pkg: "nginx", why: "the deploy tests, which run the build's nginx configuration", present: program("nginx", ["/usr/sbin/nginx", "/usr/bin/nginx"]) },
    { pkg: "openssl", why: "the deploy tests' self-signed certificate", present: program("openssl") },
  ];
}

/**
 * What to do before the tests: `commands` to run in order, or `advice` to print before failing.
 * `missing` are the needs that are not there; `nodeModules` whether the npm packages are installed;
 * `root` and `apt` whether this process may and can install system packages. `tried` is how many of
 * the first commands may fail without stopping the tests: installs of what is `enough` without.
 */
export function plan({ missing, nodeModules, root: isRoot, apt }) {
  const commands = nodeModules ? [] : [["npm", "ci", "--no-audit", "--no-fund"]];
  if (missing.length === 0) return { commands };
  const packages = missing.map((need) => need.pkg);
  const enough = missing.every((need) => need.enough);
  if (isRoot && apt) {
    const install = [["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", ...packages]];
    return { commands: [...install, ...commands], ...(enough && { tried: install.length }) };
  }
  if (enough) return { commands };
  const lines = ["npm test needs programs that are not installed:", ...missing.map((need) => `  ${need.pkg}, for ${need.why}`), "", "Run:", ""];
  if (apt) lines.push(`  sudo apt-get install -y ${packages.join(" ")}`);
  else lines.push(`  install ${packages.join(", ")} with the system's package manager`);
  if (packages.includes("chromium-headless-shell")) lines.push("", "(for Chromium alone, `npx playwright install chromium` also works, without root)");
  lines.push("", "then run `npm test` again.");
  return { commands, advice: lines.join("\n") };
}

if (isMainModule(import.meta.url)) {
  const needs = systemNeeds();
  const { commands, advice, tried = 0 } = plan({
    missing: needs.filter((need) => !need.present),
    // npm writes this file at the end of every install.
    nodeModules: existsSync(join(root, "node_modules/.package-lock.json")),
    root: process.getuid?.() === 0,
    apt: existsSync("/etc/debian_version") && program("apt-get"),
  });
  if (advice) {
    console.error(advice);
    process.exit(1);
  }
  for (const [index, [command, ...args]] of commands.entries()) {
    console.log(`pretest: ${command} ${args.join(" ")}`);
    const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status === 0) continue;
    console.error(`pretest: \`${command} ${args.join(" ")}\` failed${result.error ? `: ${result.error.message}` : ""}`);
    if (index >= tried) process.exit(1);
    // What it would install is only faster than what is there: the tests run all the same.
    console.error("pretest: going on without it (the browser tests run in the whole Chromium, more slowly)");
  }
}
