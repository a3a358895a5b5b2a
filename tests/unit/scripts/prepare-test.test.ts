import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { plan, systemNeeds } from "../../../scripts/prepare-test.mjs";

const root = join(import.meta.dirname, "../../..");
const all = () => systemNeeds().map((need) => ({ ...need, present: false, enough: false }));

describe("npm test on a fresh machine (scripts/prepare-test.mjs)", () => {
  it("runs first, as npm's pretest, and CI runs the README's command and nothing else", () => {
    const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts as Record<string, string>;
    expect(scripts.pretest).toBe("node scripts/prepare-test.mjs");
    const commands = readFileSync(join(root, ".ci/run"), "utf8").split("\n").filter((line) => line.trim() && !line.startsWith("#"));
    expect(commands).toEqual(["set -euo pipefail", 'cd "$(dirname "$0")/.."', "npm test"]);
    expect(readFileSync(join(root, "README.md"), "utf8")).toMatch(/```sh\nnpm install && npm start[^\n]*\nnpm test /);
  });

  it("needs Chromium's headless shell, a Korean system font, nginx and openssl", () => {
    expect(systemNeeds().map((need) => need.pkg)).toEqual(["chromium-headless-shell", "fonts-noto-cjk", "nginx", "openssl"]);
  });

  it("in a clean clone as root on Debian, installs the programs with apt-get, then the npm packages", () => {
    expect(plan({ missing: all(), nodeModules: false, root: true, apt: true })).toEqual({
      commands: [["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "chromium-headless-shell", "fonts-noto-cjk", "nginx", "openssl"], ["npm", "ci", "--no-audit", "--no-fund"]],
    });
  });

  it("does nothing when everything is there", () => {
    expect(plan({ missing: [], nodeModules: true, root: false, apt: true })).toEqual({ commands: [] });
  });

  it("without root, says exactly what to run and why, and runs nothing", () => {
    const nginx = all().filter((need) => need.pkg === "nginx");
    const { advice, commands } = plan({ missing: nginx, nodeModules: true, root: false, apt: true });
    expect(commands).toEqual([]);
    expect(advice).toContain("  nginx, for the deploy tests");
    expect(advice).toContain("\n  sudo apt-get install -y nginx\n");
    expect(advice).not.toContain("playwright");
    expect(plan({ missing: all(), nodeModules: true, root: true, apt: false }).advice).toContain("install chromium-headless-shell, fonts-noto-cjk, nginx, openssl with the system's package manager");
    expect(plan({ missing: all(), nodeModules: true, root: false, apt: true }).advice).toContain("npx playwright install chromium");
  });

  it("installs the headless shell where it may, and without root runs the tests in a whole Chromium that is there", () => {
    const shell = all().filter((need) => need.pkg === "chromium-headless-shell");
    const whole = shell.map((need) => ({ ...need, enough: true }));
    // Tried: apt-get's two commands may fail, and the tests go on in the whole browser.
    expect(plan({ missing: whole, nodeModules: false, root: true, apt: true })).toEqual({
      commands: [["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "chromium-headless-shell"], ["npm", "ci", "--no-audit", "--no-fund"]],
      tried: 2,
    });
    expect(plan({ missing: whole, nodeModules: true, root: false, apt: true })).toEqual({ commands: [] });
    expect(plan({ missing: [...whole, ...all().filter((need) => need.pkg === "nginx")], nodeModules: true, root: false, apt: true }).advice).toContain("sudo apt-get install -y chromium-headless-shell nginx");
    expect(plan({ missing: shell, nodeModules: true, root: false, apt: true }).advice).toContain("  chromium-headless-shell, for the browser tests");
  });
});
