import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { FastifyInstance } from "fastify";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkSource } from "../../../../studio/server/check";
import { documentApi } from "../../../../studio/server/document";
import { serveRoutes } from "../serve-routes";
import { MAX_UPLOAD } from "../../../../studio/core/upload-limits";

/**
 * The studio's endpoint (studio/server/document.ts) on a plain HTTP server, with a project of its
 * own in a temporary folder: uploads and what the studio is told about them.
 */
const root = mkdtempSync(join(tmpdir(), "studio-handler-"));
const siteYaml = readFileSync(join(import.meta.dirname, "../../../fixtures/base.yaml"), "utf8");
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  writeFileSync(join(root, "site.yaml"), siteYaml);
  mkdirSync(join(root, "public"));
  const served = await serveRoutes(documentApi({ root, file: "site.yaml" }).routes, () => ({ id: "kim", name: "kim", role: "editor" }));
  app = served.app;
  port = Number(new URL(served.url).port);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

/** Sends `body` to the studio's API as its own page would; the status and the answer, or the connection's error. */
function post(path: string, body: Buffer): Promise<{ status: number; json: { error?: string; path?: string } }> {
  return new Promise((resolve, reject) => {
    const origin = `127.0.0.1:${port}`;
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers: { Host: origin, Origin: `http://${origin}`, "Content-Length": body.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString("utf8")) as { error?: string } }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
const upload = (name: string, body: Buffer) => post(`/__studio/api/upload?name=${name}`, body);
const uploaded = (name: string) => existsSync(join(root, "public/uploads", name));

const PNG = () => sharp({ create: { width: 4, height: 3, channels: 3, background: "#1f6feb" } }).png().toBuffer();

describe("an upload", () => {
  it("over 5 MB is answered 413 with a Korean message, not a reset connection", async () => {
    const { status, json } = await upload("big.png", Buffer.alloc(MAX_UPLOAD + 1024 * 1024));
    expect(status).toBe(413);
    expect(json.error).toBe("파일이 너무 큽니다(6MB). 5MB 이하로 줄여 올려 주세요.");
    expect(uploaded("big.png")).toBe(false);
  });

  it("of an SVG that runs script is refused, saying why", async () => {
    const worm = '<svg xmlns="http://www.w3.org/2000/svg">\n<s:script xmlns:s="http://www.w3.org/2000/svg">fetch("/__studio/api/doc")</s:script>\n</svg>';
    const { status, json } = await upload("worm.svg", Buffer.from(worm));
    expect(status).toBe(415);
    expect(json.error).toBe("이 SVG 파일은 올릴 수 없습니다: 2번째 줄에 스크립트 요소(<s:script>)가 있습니다. 그림 도구에서 스크립트와 외부 연결 없이 일반 SVG로 다시 내보내세요.");
    expect(uploaded("worm.svg")).toBe(false);
  });

  it("of an SVG that is a picture is saved", async () => {
    const { status, json } = await upload("mark.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>'));
    expect([status, json.path]).toEqual([200, "/uploads/mark.svg"]);
  });

  it("that starts as a PNG and goes on as HTML is refused: the whole picture is decoded", async () => {
    const polyglot = Buffer.concat([(await PNG()).subarray(0, 33), Buffer.from("<html><script>fetch('/__studio/api/doc')</script></html>")]);
    const { status, json } = await upload("polyglot.png", polyglot);
    expect(status).toBe(415);
    expect(json.error).toBe("파일 내용이 온전한 PNG 이미지가 아닙니다. 그림 도구에서 PNG로 다시 저장해 올려 주세요.");
    expect(uploaded("polyglot.png")).toBe(false);
  });

  it("of a whole picture with anything after its end is refused, for every kind taken: decoders skip what follows, the browser may not", async () => {
    const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: "#1f6feb" } });
    const page = Buffer.from("<html><script>fetch('/__studio/api/doc')</script></html>");
    const kinds = { png: picture.clone().png(), jpg: picture.clone().jpeg(), webp: picture.clone().webp(), gif: picture.clone().gif(), avif: picture.clone().avif() };
    for (const [ext, made] of Object.entries(kinds)) {
      const whole = await made.toBuffer();
      const { status, json } = await upload(`after.${ext}`, Buffer.concat([whole, page]));
      expect([status, json.error], ext).toEqual([415, `이 ${ext.toUpperCase()} 파일은 그림이 끝난 뒤에 다른 내용(${page.length}바이트)이 붙어 있어 올릴 수 없습니다. 그림 도구에서 ${ext.toUpperCase()}로 다시 저장해 올려 주세요.`]);
      expect(uploaded(`after.${ext}`), ext).toBe(false);
      expect((await upload(`whole.${ext}`, whole)).json.path, ext).toBe(`/uploads/whole.${ext}`);
    }
  });

  it("of a PNG named .jpg is refused; a real PNG is saved as it is", async () => {
    const png = await PNG();
    expect((await upload("photo.jpg", png)).status).toBe(415);
    expect((await upload("photo.png", png)).json.path).toBe("/uploads/photo.png");
    expect(readFileSync(join(root, "public/uploads/photo.png")).equals(png)).toBe(true);
  });
});

describe("a site.yaml the check refuses for its aliases", () => {
  // 51 uses of one alias: one over the check's limit (engine/check/parse.ts).
  const aliased = `${siteYaml}\nshared: &shared x\nmany: [${Array(51).fill("*shared").join(", ")}]\n`;

  it("gives the studio the check's message, not an exception", () => {
    const { problems, data } = checkSource(aliased, join(root, "public"));
    expect(data).toBeUndefined();
    expect(problems.map((p) => p.message)).toEqual(["별칭(*이름)이 너무 많이 펼쳐집니다(최대 50개). 앵커(&)와 별칭(*)을 지우고 내용을 직접 쓰세요."]);
  });
});

describe("a change read from the data the studio is sent", () => {
  it("moves blocks whose data carries the check's defaults (the studio's view, not the file's bare text)", async () => {
    const get = await fetch(`http://127.0.0.1:${port}/__studio/api/doc`, { headers: { Host: `127.0.0.1:${port}` } });
    const state = (await get.json()) as { seq: number; epoch: string; data: { pages: { blocks: Record<string, unknown>[] }[] } };
    const blocks = state.data.pages[0]!.blocks;
    // The studio's data has values the file does not write (the schema's defaults).
    expect(JSON.stringify(blocks)).not.toBe(JSON.stringify(parse(readFileSync(join(root, "site.yaml"), "utf8")).pages[0].blocks));
    const move = { op: "move", path: ["pages", 0, "blocks"], from: 0, to: 1, expect: { value: blocks } };
    const { status, json } = await post("/__studio/api/change", Buffer.from(JSON.stringify({ base: state.seq, epoch: state.epoch, atomic: true, changes: [move] })));
    expect(status).toBe(200);
    expect((json as { conflicts?: unknown[] }).conflicts).toEqual([]);
    expect(parse(readFileSync(join(root, "site.yaml"), "utf8")).pages[0].blocks.map((b: { type: string }) => b.type)).toEqual([blocks[1]!.type, blocks[0]!.type]);
    writeFileSync(join(root, "site.yaml"), siteYaml);
  });
});
