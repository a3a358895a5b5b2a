/** The studio server's command line (studio/server/options.ts): what it opens, and what it refuses. */
import { describe, expect, it } from "vitest";
import { OptionsError, parseServeArgs } from "../../../../studio/server/options";

const env = { HOME: "/home/editor" };
const parse = (...args: string[]) => parseServeArgs(args, "/srv/site", env);

describe("npm run studio's flags", () => {
  it("opens on 127.0.0.1:4400, on the folder it runs in, with its data under XDG state", () => {
    expect(parse()).toEqual({ port: 4400, host: "127.0.0.1", publicUrl: undefined, repo: "/srv/site", remote: "origin", branch: "main", deployTo: undefined, dataDir: "/home/editor/.local/state/itsite-studio", trustProxy: [] });
    expect(parseServeArgs([], "/srv/site", { HOME: "/h", XDG_STATE_HOME: "/state" }).dataDir).toBe("/state/itsite-studio");
  });

  it("reads every flag of the command line's contract (docs/architecture.md), spaced or with =", () => {
    const options = parse("--port=4500", "--repo", "../copy", "--remote", "company", "--branch", "live", "--deploy-to", "/var/www/site", "--data", "/var/lib/studio", "--trust-proxy", "127.0.0.1, ::1");
    expect(options).toMatchObject({ port: 4500, repo: "/srv/copy", remote: "company", branch: "live", deployTo: "/var/www/site", dataDir: "/var/lib/studio", trustProxy: ["127.0.0.1", "::1"] });
  });

  it("refuses a remote or branch git would read as an option or that git refuses, before git sees it", () => {
    expect(() => parse("--remote=--upload-pack=touch /tmp/ran")).toThrow(
      new OptionsError("--remote --upload-pack=touch /tmp/ran: 원격 저장소 이름은 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 쓰고 영문이나 숫자로 시작합니다 (예: origin)."),
    );
    for (const branch of ["--orphan", "-x", "a..b", "main/", "/main", "a//b", "x.lock", "main.", "release/.hidden", "브랜치"]) expect(() => parse(`--branch=${branch}`), branch).toThrow(/^--branch .*: 브랜치 이름은/);
    expect(parse("--remote", "company-git.2", "--branch", "release/site_v2")).toMatchObject({ remote: "company-git.2", branch: "release/site_v2" });
  });

  it("refuses any address but loopback unless the public URL is https", () => {
    expect(() => parse("--host", "0.0.0.0")).toThrow(/--public-url https/);
    expect(() => parse("--host", "192.168.0.10", "--public-url", "http://studio.example.com")).toThrow(OptionsError);
    expect(() => parse("--host", "0.0.0.0", "--public-url", "https://studio.example.com/path")).toThrow(OptionsError);
    // A name is not loopback: it could resolve to any address.
    expect(() => parse("--host", "studio.internal")).toThrow(OptionsError);
    expect(parse("--host", "0.0.0.0", "--public-url", "https://studio.example.com/")).toMatchObject({ host: "0.0.0.0", publicUrl: "https://studio.example.com" });
    expect(parse("--host", "::1").host).toBe("::1");
    expect(parse("--host", "localhost").host).toBe("localhost");
  });

  it("keeps the data folder out of the working copy", () => {
    expect(() => parse("--data", "./.studio")).toThrow(/저장소/);
    expect(() => parse("--data", "/srv/site")).toThrow(OptionsError);
    expect(parse("--data", "/srv/site-data").dataDir).toBe("/srv/site-data");
  });

  it("says what is wrong with a flag, in Korean", () => {
    expect(() => parse("--prot", "4400")).toThrow("알 수 없는 옵션입니다: --prot");
    expect(() => parse("--port")).toThrow("--port 뒤에 값을 적어 주세요.");
    expect(() => parse("--port", "70000")).toThrow(OptionsError);
    expect(() => parse("--trust-proxy", "proxy.example")).toThrow(OptionsError);
  });
});
