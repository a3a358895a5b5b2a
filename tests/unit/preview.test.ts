import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { swapIn } from "../../engine/build/dist-dir";
import { redirectsFile } from "../../engine/hosting";
import { serveDist } from "../../scripts/serve";

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
});
