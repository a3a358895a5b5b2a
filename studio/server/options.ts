/**
 * The studio server's command line (`npm run studio -- …`, whose contract docs/architecture.md states): flags in, the
 * server's options out, or a Korean message saying what is wrong. Pure, so it is unit-tested.
 */
import { isIP } from "node:net";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { refNameProblem } from "../publish/git.ts";

export interface ServeOptions {
  port: number;
  host: string;
  /** The address people open, behind the TLS proxy ("https://studio.example.com"); none on loopback. */
  publicUrl?: string;
  /** The git working copy of the site: site.yaml and public/. */
  repo: string;
  remote: string;
  branch: string;
  deployTo?: string;
  /** Accounts, sessions, the audit trail and the server's state: outside the repo, 0700. */
  dataDir: string;
  /** Proxies whose X-Forwarded-* headers are believed. */
  trustProxy: string[];
}

export class OptionsError extends Error {}

const FLAGS = ["port", "host", "public-url", "repo", "remote", "branch", "deploy-to", "data", "trust-proxy"] as const;
type Flag = (typeof FLAGS)[number];

/** Whether `host` is this machine's own loopback address (a name is not: it could resolve elsewhere). */
export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));
}

/** The default data folder: `${XDG_STATE_HOME:-$HOME/.local/state}/itsite-studio`. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_STATE_HOME || join(env.HOME || homedir(), ".local/state"), "itsite-studio");
}

/** Reads the flags (`--port 4400` or `--port=4400`); `cwd` is where relative paths start. */
export function parseServeArgs(args: string[], cwd = process.cwd(), env: NodeJS.ProcessEnv = process.env): ServeOptions {
  const given = new Map<Flag, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const flag = match?.[1] as Flag | undefined;
    if (!match || !flag || !FLAGS.includes(flag)) throw new OptionsError(`알 수 없는 옵션입니다: ${arg}. 쓸 수 있는 옵션: ${FLAGS.map((f) => `--${f}`).join(", ")}`);
    const value = match[2] ?? args[++i];
    if (value === undefined || value === "") throw new OptionsError(`--${flag} 뒤에 값을 적어 주세요.`);
    given.set(flag, value);
  }
  const port = Number(given.get("port") ?? 4400);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new OptionsError(`--port는 0부터 65535까지의 숫자입니다: ${given.get("port")}`);
  const host = given.get("host") ?? "127.0.0.1";
  const publicUrl = given.get("public-url");
  if (publicUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(publicUrl);
    } catch {
      url = undefined;
    }
    // Only an origin: the studio's paths are its own (/__studio…), and the proxy passes them as they are.
    if (!url || url.protocol !== "https:" || url.origin !== publicUrl.replace(/\/$/, "")) {
      throw new OptionsError(`--public-url은 https://로 시작하는 주소 하나입니다 (경로 없이, 예: https://studio.example.com): ${publicUrl}`);
    }
  }
  // Anything but loopback is reachable from other machines: only behind the TLS proxy, whose address people open.
  if (!isLoopback(host) && publicUrl === undefined) {
    throw new OptionsError(`--host ${host}: 이 컴퓨터 밖에서 접속할 수 있는 주소로 열려면 --public-url https://…도 함께 적어 주세요. 스튜디오는 TLS(HTTPS) 프록시 뒤에서만 밖으로 열립니다.`);
  }
  const repo = resolve(cwd, given.get("repo") ?? ".");
  const dataDir = resolve(cwd, given.get("data") ?? defaultDataDir(env));
  const inside = (dir: string, parent: string) => dir === parent || dir.startsWith(parent.endsWith("/") ? parent : `${parent}/`);
  if (inside(dataDir, repo)) throw new OptionsError(`--data ${dataDir}: 계정과 세션을 두는 폴더는 사이트 저장소(${repo}) 밖에 있어야 합니다.`);
  const remote = given.get("remote") ?? "origin";
  const branch = given.get("branch") ?? "main";
  for (const [kind, name] of [["remote", remote], ["branch", branch]] as const) {
    const problem = refNameProblem(kind, name);
    if (problem) throw new OptionsError(problem);
  }
  const trustProxy = (given.get("trust-proxy") ?? "").split(",").map((a) => a.trim()).filter(Boolean);
  for (const address of trustProxy) if (isIP(address) === 0) throw new OptionsError(`--trust-proxy에는 IP 주소를 쉼표로 나누어 적어 주세요: ${address}`);
  return {
    port,
    host,
    publicUrl: publicUrl?.replace(/\/$/, ""),
    repo,
    remote,
    branch,
    deployTo: given.get("deploy-to") && resolve(cwd, given.get("deploy-to")!),
    dataDir,
    trustProxy,
  };
}
