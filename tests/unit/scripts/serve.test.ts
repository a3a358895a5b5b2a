import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { swapIn } from "../../../engine/build/dist-dir";
import { redirectsFile } from "../../../engine/hosting";
import { byteRange, serveDist } from "../../../scripts/serve";

let dir: string;
let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A built site in `folder`: a page at /about whose text is `about`, a 404 page, and `redirects`. */
function site(folder: string, about: string, redirects: { from: string; to: string }[] = []) {
  mkdirSync(join(folder, "about"), { recursive: true });
  writeFileSync(join(folder, "index.html"), "<!doctype html><title>home</title>");
  writeFileSync(join(folder, "about/index.html"), `<!doctype html><title>about</title><p>${about}</p><script>boot()</script>`);
  writeFileSync(join(folder, "404.html"), `<!doctype html><title>404 ${about.length}</title>`);
  writeFileSync(join(folder, "_redirects"), redirectsFile(redirects));
  return folder;
}

async function start(dist: string): Promise<string> {
  server = await serveDist(dist);
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe("npm run preview (scripts/serve.ts)", () => {
  it("serves what is on disk now: after a rebuild a page comes back whole, not cut at its old size", async () => {
    dir = mkdtempSync(join(tmpdir(), "preview-"));
    const dist = site(join(dir, "dist"), "짧은 글");
    const base = await start(dist);
    expect(await (await fetch(`${base}/about`)).text()).toBe(readFileSync(join(dist, "about/index.html"), "utf8"));

    // A rebuild, as scripts/build.ts does it: a new folder swapped in, every file a new size.
    await swapIn(site(join(dir, "next"), "다시 만든 뒤에 훨씬 길어진 글입니다. ".repeat(40), [{ from: "/old", to: "/about" }]), dist);
    const response = await fetch(`${base}/about`);
    const onDisk = readFileSync(join(dist, "about/index.html"));
    expect(Number(response.headers.get("content-length"))).toBe(onDisk.length);
    expect(Buffer.from(await response.arrayBuffer()).equals(onDisk)).toBe(true);
    // The rebuild's redirects and 404 page apply at once too.
    const redirect = await fetch(`${base}/old`, { redirect: "manual" });
    expect([redirect.status, redirect.headers.get("location")]).toEqual([301, "/about"]);
    const missing = await fetch(`${base}/nothing`);
    expect([missing.status, await missing.text()]).toEqual([404, readFileSync(join(dist, "404.html"), "utf8")]);
  });

  it("refuses dotfiles, however the dot is spelled, but serves /.well-known/", async () => {
    dir = mkdtempSync(join(tmpdir(), "preview-"));
    const dist = site(join(dir, "dist"), "x");
    mkdirSync(join(dist, ".well-known"));
    mkdirSync(join(dist, ".git"));
    writeFileSync(join(dist, ".env"), "TOKEN=secret");
    writeFileSync(join(dist, ".git/config"), "[core]");
    writeFileSync(join(dist, ".well-known/security.txt"), "Contact: x");
    const base = await start(dist);
    for (const path of ["/.env", "/%2eenv", "/.git/config", "/_redirects"]) expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    expect(await (await fetch(`${base}/.well-known/security.txt`)).text()).toBe("Contact: x");
  });

  it("refuses the files meant for hosts however the path is spelled, and a file asked for as a folder, as nginx does", async () => {
    dir = mkdtempSync(join(tmpdir(), "preview-"));
    const dist = site(join(dir, "dist"), "x");
    writeFileSync(join(dist, "_nginx.conf"), "server {}");
    writeFileSync(join(dist, "logo.svg"), "<svg/>");
    const base = await start(dist);
    for (const path of ["/_nginx.conf", "/_nginx.conf/", "/%5fnginx.conf", "/%5Fnginx.conf", "//_nginx.conf", "/logo.svg/"]) {
      const response = await fetch(`${base}${path}`);
      expect([response.status, await response.text()], path).toEqual([404, readFileSync(join(dist, "404.html"), "utf8")]);
    }
    expect(await (await fetch(`${base}/logo.svg`)).text()).toBe("<svg/>");
  });

  it("sends the range a request asks for, the last bytes too, and 416 for one it cannot satisfy without stopping", async () => {
    dir = mkdtempSync(join(tmpdir(), "preview-"));
    const dist = site(join(dir, "dist"), "x");
    const video = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    mkdirSync(join(dist, "media"));
    writeFileSync(join(dist, "media/clip.mp4"), video);
    const base = await start(dist);
    const get = async (range: string) => {
      const response = await fetch(`${base}/media/clip.mp4`, { headers: { Range: range } });
      return { status: response.status, range: response.headers.get("content-range"), body: Buffer.from(await response.arrayBuffer()) };
    };
    expect(await get("bytes=-50")).toEqual({ status: 206, range: "bytes 250-299/300", body: video.subarray(250) });
    expect(await get("bytes=0-0")).toEqual({ status: 206, range: "bytes 0-0/300", body: video.subarray(0, 1) });
    expect(await get("bytes=100-")).toEqual({ status: 206, range: "bytes 100-299/300", body: video.subarray(100) });
    expect(await get("bytes=5-2")).toEqual({ status: 416, range: "bytes */300", body: Buffer.alloc(0) });
    expect(await get("bytes=300-")).toEqual({ status: 416, range: "bytes */300", body: Buffer.alloc(0) });
    // Still serving after all of them.
    expect((await fetch(`${base}/media/clip.mp4`)).status).toBe(200);
  });
});

describe("a Range header, as nginx reads it", () => {
  it("gives the part of the file, clipped to its end, 416 when unsatisfiable, and the whole file for several ranges or another unit", () => {
    expect(byteRange("bytes=100-199", 1000)).toEqual({ start: 100, end: 199 });
    expect(byteRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=-50", 1000)).toEqual({ start: 950, end: 999 });
    expect(byteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange("bytes=0-0", 1000)).toEqual({ start: 0, end: 0 });
    for (const header of ["bytes=5-2", "bytes=1000-", "bytes=-0", "bytes=-", "bytes=abc"]) expect(byteRange(header, 1000), header).toBe("unsatisfiable");
    for (const header of ["bytes=0-1,5-6", "items=0-1"]) expect(byteRange(header, 1000), header).toBeUndefined();
  });
});
