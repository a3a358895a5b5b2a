/**
 * Studio only (both servers): the studio's document API, as rows of the route table
 * (studio/server/routes.ts) that the studio server and the dev server both mount.
 *
 *   GET  /__studio/api/doc      the manifest as data, its version, its problems, the files in public/
 *   POST /__studio/api/change   { base, epoch, changes, atomic? } → applies each change to site.yaml
 *                               as it is now, field by field: a change carries what it expects to
 *                               find (studio/core/edits.ts) and is refused, alone, when its field
 *                               holds something else (another studio, a text editor, git): it comes
 *                               back in `conflicts`, with who wrote what is there, and nothing newer
 *                               is written over. `base` is the `seq` the studio last had: list
 *                               places are carried through the list operations applied since.
 *                               `atomic`: one refusal refuses all (an undo, a structural change)
 *   POST /__studio/api/upload   ?name=…  the bytes of an image, saved as public/uploads/<name>
 *                               (409 with a free name, `suggested`, when the name is taken)
 *   POST /__studio/api/upload-delete  ?name=…  deletes public/uploads/<name>, if site.yaml does not use it
 *
 * It writes only site.yaml, new files in public/uploads/ and deletes unused ones there. Who may ask
 * is the server's front to say (the Host, the Origin, the session): studio/server/gate.ts for the
 * studio server, studio/dev/plugin.ts's for the dev server.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";
import sharp from "sharp";
import { pictureEnd } from "../../engine/images/ends.ts";
import { svgSafety } from "../../engine/svg/safety.ts";
import { SVG_FIX } from "../../engine/check/messages.ts";
import { PIXEL_LIMIT } from "../../engine/images/files.ts";
import { josa } from "../../engine/core/particles.ts";
import { UPLOAD_DIR, usedUploads } from "../../engine/core/uploads.ts";
import { freeName, MAX_UPLOAD, uploadTooLarge } from "../core/upload-limits.ts";
import { checkSource } from "./check.ts";
import { writeAtomic } from "./files.ts";
import { pathKey, type LoggedOp, type Path } from "../core/edits.ts";
import { applyEdits, parsed, PatchError, type Change, type Writer } from "../core/patch.ts";
import { API } from "../core/addresses.ts";
import { HttpError, type Answer, type Route } from "./routes.ts";

/** Largest change request, in bytes. */
const MAX_BODY = 2 * 1024 * 1024;
export { UPLOAD_DIR };

/**
 * Picture types the studio accepts, by extension, with the format sharp must find when it decodes
 * the whole file (an AVIF is HEIF with AV1 pictures). SVG is text, checked by engine/svg/safety.ts.
 */
const RASTER_TYPES: Record<string, { format: string; compression?: string }> = {
  png: { format: "png" },
  jpg: { format: "jpeg" },
  jpeg: { format: "jpeg" },
  webp: { format: "webp" },
  avif: { format: "heif", compression: "av1" },
  gif: { format: "gif" },
};
const TYPES = [...Object.keys(RASTER_TYPES), "svg"];
const NAME = /^[a-z0-9][a-z0-9_-]{0,79}\.([a-z0-9]+)$/;
/** Files in public/ the studio offers for images and videos. */
const MEDIA = /\.(png|jpe?g|webp|avif|gif|svg|mp4|webm)$/i;

export interface StudioOptions {
  /** Project root: site.yaml and public/ are found from it. */
  root: string;
  /** The manifest, relative to `root`. */
  file: string;
  /** Told of every change written to the file, after it is written (the studio server's live updates and audit trail). */
  onChange?: (change: WrittenChange) => void;
}

/** How many list operations are kept for changes made before them: a studio further behind has its changes checked where they point. */
const KEPT_OPS = 2000;

/** A change written to site.yaml, for whoever listens (studio/server/). */
export interface WrittenChange {
  before: string;
  after: string;
  version: string;
  /** The server's count of writes after this one (studio/core/edits.ts). */
  seq?: number;
  changes: Change[];
  /** Who made it, as the server that called the handler knows them. */
  by?: string;
}

/** A short version tag of a text: what the studio sends back as "the file I edited". */
export function versionOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/** The body of POST /change: the changes, each with what it expects to find. */
const CHANGE_BODY = {
  type: "object",
  required: ["changes"],
  properties: { changes: { type: "array", items: { type: "object", required: ["expect"], properties: { expect: { type: "object" } } } }, atomic: { type: "boolean" } },
};

/** The document API: its rows of the route table, and what the studio server reads of the document besides. */
export function documentApi(options: StudioOptions) {
  const manifest = join(options.root, options.file);
  const publicDir = join(options.root, "public");
  // One change at a time: reading the version, checking it and writing stay together.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T> | T): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  // The state of the last text checked, as sent: reopening the studio, or asking again after the
  // dev server saw the studio's own write, costs a read and a hash, not a second check.
  let last: { version: string; json: string } | undefined;
  const stateJson = (source: string) => {
    const version = versionOf(source);
    if (last?.version !== version) {
      const { problems, data, blockLines } = checkSource(source, publicDir);
      last = { version, json: JSON.stringify({ version, data, problems, blockLines, file: manifest }) };
    }
    return last.json;
  };
  /** The data of a text as the studio is sent it (the check's, with its defaults): what a change's expectation was read from. */
  const dataOf = (source: string): unknown => (JSON.parse(stateJson(source)) as { data?: unknown }).data;
  const state = (source: string) => JSON.parse(withExtra(stateJson(source), sequence())) as object;

  /**
   * The order of what this server wrote: `seq` counts its writes (and each change made elsewhere it
   * finds), `epoch` names this run of the server (a studio that has another one's `seq` starts over),
   * `log` holds the list operations for changes made before them, `writers` who wrote each place.
   */
  const live = { epoch: randomBytes(6).toString("hex"), seq: 0, known: "", barrier: 0, log: [] as LoggedOp[], writers: new Map<string, Writer>() };
  /** site.yaml as it is; a version this server did not write is a change made elsewhere, after which list places are not known. */
  const read = () => {
    const source = readFileSync(manifest, "utf8");
    const version = versionOf(source);
    if (version !== live.known) {
      live.known = version;
      live.barrier = ++live.seq;
    }
    return source;
  };
  const sequence = () => ({ seq: live.seq, epoch: live.epoch, files: mediaFiles(publicDir) });
  /** The list operations since `base`, or undefined when they are not all known (another run of the server, a change made elsewhere, too long ago). */
  const opsSince = (base: unknown, epoch: unknown): readonly LoggedOp[] | undefined => {
    if (epoch !== live.epoch || typeof base !== "number" || base < live.barrier) return undefined;
    const first = live.log.findIndex((op) => op.seq > base);
    if (first < 0) return [];
    if (first === 0 && live.log.length === KEPT_OPS) return undefined;
    return live.log.slice(first);
  };
  /** Who last wrote `path` or a place around it, when it was written by this server since the last change made elsewhere. */
  const writerOf = (path: Path): Writer | undefined => {
    let found: Writer | undefined;
    for (let n = path.length; n > 0; n--) {
      const writer = live.writers.get(pathKey(path.slice(0, n)));
      if (writer && writer.seq > live.barrier && (!found || writer.seq > found.seq)) found = writer;
    }
    return found;
  };

  /** The changes of POST /change: each says what it changes from, so nothing sent here writes blind over a newer value. */
  const change = async (body: { base?: unknown; epoch?: unknown; atomic?: boolean; changes: Change[] }, by: string) => {
    const result = await serial(() => {
      let source: string;
      let since: readonly LoggedOp[] | undefined;
      let edited;
      // Read, apply, and write only if the file is still what was read: a text editor or git
      // that wrote meanwhile (another process) is read again, never written over.
      for (;;) {
        source = read();
        since = opsSince(body.base, body.epoch);
        try {
          edited = applyEdits(source, body.changes, { since, seq: live.seq, atomic: body.atomic === true, writerOf, dataOf });
        } catch (error) {
          if (error instanceof PatchError) throw new HttpError(422, error.message, state(source));
          throw error;
        }
        if (edited.source === source || readFileSync(manifest, "utf8") === source) break;
      }
      const extra = { inverse: edited.inverse, conflicts: edited.conflicts, ops: since && [...since] };
      if (edited.source === source) return { json: stateJson(source), extra, source };
      writeAtomic(manifest, edited.source);
      const at = Date.now();
      live.seq += edited.written.length;
      live.known = versionOf(edited.source);
      live.log.push(...edited.ops);
      if (live.log.length > KEPT_OPS) live.log.splice(0, live.log.length - KEPT_OPS);
      edited.written.forEach((path, i) => live.writers.set(pathKey(path), { by, at, seq: live.seq - edited.written.length + i + 1 }));
      const json = stateJson(edited.source);
      options.onChange?.({ before: source, after: edited.source, version: live.known, seq: live.seq, changes: edited.applied, by });
      return { json, extra, source: edited.source };
    });
    // Typing goes on: read the new text now, between keystrokes, rather than when the next change arrives.
    setImmediate(() => void serial(() => parsed(result.source)));
    return jsonText(withExtra(result.json, { ...sequence(), ...result.extra }));
  };

  const deleteUpload = (name: string) =>
    serial(() => {
      if (!NAME.test(name) || !existsSync(join(publicDir, UPLOAD_DIR, name))) throw new HttpError(404, `public/${UPLOAD_DIR}/${name} 파일이 없습니다.`);
      const { data } = JSON.parse(stateJson(readFileSync(manifest, "utf8"))) as { data?: unknown };
      // Checked against the file as it is now: a page may have started to use it since the list was shown.
      if (!data || usedUploads(data).has(`/${UPLOAD_DIR}/${name}`)) throw new HttpError(409, `public/${UPLOAD_DIR}/${name} 파일은 아직 사이트에서 쓰고 있어 지우지 않았습니다.`);
      rmSync(join(publicDir, UPLOAD_DIR, name));
    });

  /** The document API's rows of the route table; `by` names the person in the studio's own words (the dev server has none). */
  const routes: Route[] = [
    { method: "GET", path: `${API}/doc`, role: "editor", handler: async ({ query }) => jsonText(await doc(query)) },
    { method: "POST", path: `${API}/change`, role: "editor", bodyLimit: MAX_BODY, schema: CHANGE_BODY, handler: ({ body, user }) => change(body as Parameters<typeof change>[0], user.name) },
    {
      method: "POST",
      path: `${API}/upload`,
      role: "editor",
      reads: "bytes",
      bodyLimit: MAX_UPLOAD,
      tooLarge: uploadTooLarge,
      handler: async ({ bytes, query }) => ({ status: 200, body: { path: await serial(() => saveUpload(publicDir, query.get("name") ?? "", bytes)), files: mediaFiles(publicDir) } }),
    },
    {
      method: "POST",
      path: `${API}/upload-delete`,
      role: "editor",
      handler: async ({ query }) => (await deleteUpload(query.get("name") ?? ""), { status: 200, body: { files: mediaFiles(publicDir) } }),
    },
  ];
  /** Checks site.yaml ahead of the first visit, so the studio opens without waiting for it. */
  const warm = () => {
    // A manifest that cannot be checked is reported when the studio opens; here it must not throw.
    serial(() => stateJson(read())).catch(() => undefined);
  };
  /** The file's version now and its checked state (the studio server's preview draws it). */
  const current = () => {
    stateJson(read());
    return last!;
  };
  /** The state the studio's page carries, as GET /doc sends it. */
  const doc = (query?: URLSearchParams) =>
    serial(() => {
      const json = stateJson(read());
      const since = query && opsSince(Number(query.get("since")), query.get("epoch"));
      return withExtra(json, { ...sequence(), ops: since ? [...since] : null });
    });
  return { routes, warm, doc, current };
}

/** A JSON text made here (the state, with its extras) as an answer. */
function jsonText(json: string): Answer {
  return { status: 200, body: json, headers: { "content-type": "application/json; charset=utf-8" } };
}

/** A state's JSON with more keys: the files in public/ (they change without site.yaml changing: an upload), the order of writes, an answer's own. */
function withExtra(json: string, extra: object): string {
  return `${json.slice(0, -1)},${JSON.stringify(extra).slice(1)}`;
}

/** Checks and saves an uploaded image; returns its site path ("/uploads/name.png"). */
export async function saveUpload(publicDir: string, name: string, bytes: Buffer): Promise<string> {
  const match = NAME.exec(name);
  if (!match) throw new HttpError(400, "파일 이름은 영문 소문자, 숫자, -, _로 쓰고 확장자를 붙여 주세요 (예: office-photo.jpg).");
  const ext = match[1]!;
  if (!TYPES.includes(ext)) throw new HttpError(415, `올릴 수 있는 파일은 ${TYPES.join(", ")} 이미지입니다.`);
  if (bytes.length > MAX_UPLOAD) throw new HttpError(413, uploadTooLarge(bytes.length));
  if (ext === "svg") {
    const safety = svgSafety(bytes);
    if (!safety.ok) throw new HttpError(415, `이 SVG 파일은 올릴 수 없습니다: ${safety.reason}. ${SVG_FIX}`);
  } else {
    const kind = ext.toUpperCase();
    const again = `그림 도구에서 ${kind}로 다시 저장해 올려 주세요.`;
    // Decoders stop at the picture's end and skip the rest: a PNG with a page of HTML after it decodes as the PNG.
    const end = pictureEnd(bytes);
    if (end === undefined || !(await decodes(bytes, RASTER_TYPES[ext]!))) throw new HttpError(415, `파일 내용이 온전한 ${kind} 이미지가 아닙니다. ${again}`);
    if (end < bytes.length) throw new HttpError(415, `이 ${kind} 파일은 그림이 끝난 뒤에 다른 내용(${(bytes.length - end).toLocaleString("en-US")}바이트)이 붙어 있어 올릴 수 없습니다. ${again}`);
  }
  const dir = join(publicDir, UPLOAD_DIR);
  mkdirSync(dir, { recursive: true });
  const target = join(dir, name);
  if (existsSync(target)) {
    const suggested = freeName(name, (candidate) => existsSync(join(dir, candidate)));
    throw new HttpError(409, `public/${UPLOAD_DIR}/${name} 파일이 이미 있습니다. 새 이름 ${josa(suggested, "으로/로")} 올릴 수 있습니다.`, { suggested });
  }
  writeAtomic(target, bytes);
  return `/${UPLOAD_DIR}/${name}`;
}

/**
 * Whether `bytes` is a picture of `type` that decodes: sharp decodes every pixel, so a file that
 * starts as a PNG and goes on as HTML (or anything cut short) is refused, not only a wrong header.
 * What follows a whole picture sharp skips: engine/images/ends.ts finds it.
 */
async function decodes(bytes: Buffer, type: { format: string; compression?: string }): Promise<boolean> {
  try {
    // No larger picture than the build takes is decoded (a 76 KB PNG can claim 400 million pixels).
    const image = sharp(bytes, { failOn: "warning", animated: true, limitInputPixels: PIXEL_LIMIT });
    const { format, compression } = await image.metadata();
    if (format !== type.format || (type.compression !== undefined && compression !== type.compression)) return false;
    await image.raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Images and videos under public/, as site paths, sorted. */
export function mediaFiles(publicDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (MEDIA.test(entry.name)) out.push("/" + relative(publicDir, full).split(sep).join("/"));
    }
  };
  if (existsSync(publicDir)) walk(publicDir);
  return out.sort();
}
