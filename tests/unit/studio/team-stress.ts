/**
 * Many editors typing at once, against the studio's real endpoint (studio/server/document.ts on a
 * plain HTTP server) through the studio's real Session (studio/client/session.ts), while the file
 * is also changed from outside: a text editor's write and a `git checkout` of an older copy.
 *
 * Each editor types words of its own ("e3w17") at the end of fields it picks (several editors
 * share each field), pauses, reloads its tab (sometimes closing it with its last send, sometimes
 * as a crash), and adds items to a list. A change the studio refuses is offered back; the editor
 * keeps the saved text and types its words again on top, as a person would.
 *
 * The oracle: every word confirmed to an editor (its save answered without a conflict) and every
 * word a text editor wrote is in the final file, unless a `git checkout` written after it was sent
 * took it away (the only change here that may remove words); and no word typed is lost unsaid:
 * each is in the file or in an offer still open.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { getIn, type Path } from "../../../studio/core/edits.ts";
import { Session, type DocState } from "../../../studio/client/session.ts";
import { documentApi } from "../../../studio/server/document.ts";
import { serveRoutes } from "./serve-routes.ts";
import { applyChanges } from "../../../studio/core/patch.ts";

export interface StressOptions {
  editors: number;
  ms: number;
  seed: number;
}

export interface StressResult {
  /** Words confirmed or written from outside, missing from the final file without a checkout after them. */
  lost: string[];
  /** Words typed and neither in the file nor offered. */
  vanished: string[];
  confirmed: number;
  conflicts: number;
  reloads: number;
  outside: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small deterministic random source, so a failing seed can be run again. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

const WORD = /\b[ex]\d+w\d+\b/g;
const trail = new Map<string, string[]>();
const note = (text: string, what: string, t: number) => {
  for (const word of text.match(WORD) ?? []) trail.set(word, [...(trail.get(word) ?? []), `${Math.round(t)} ${what}`]);
};

/** `list`: a list of objects, `item` makes a new one that carries the word. */
/** The one person every session is: the document API as the dev server runs it, with no accounts. */
const NOBODY = { id: "", name: "", role: "editor" } as const;

export async function stress(source: string, fields: Path[], list: { path: Path; item: (word: string) => unknown }, options: StressOptions): Promise<StressResult> {
  const root = mkdtempSync(join(tmpdir(), "studio-stress-"));
  mkdirSync(join(root, "public"));
  const file = join(root, "site.yaml");
  writeFileSync(file, source);
  const { app, url: origin } = await serveRoutes(documentApi({ root, file: "site.yaml" }).routes, () => NOBODY);

  const rng = random(options.seed);
  /** word → when its request was sent (ms). */
  const confirmed = new Map<string, number>();
  /** word → when it was typed (ms). */
  const typed = new Map<string, number>();
  /** When each checkout finished writing (ms). */
  const checkouts: number[] = [];
  const result: StressResult = { lost: [], vanished: [], confirmed: 0, conflicts: 0, reloads: 0, outside: 0 };

  /** The studio's fetch, with the Origin a page of the server sends, recording what each answer confirmed. */
  // A tab reloaded is gone: its requests still reach the server, but it hears no answer and writes no storage.
  const io = (storage: Map<string, string>, tab: { gone: boolean }) => ({
    origin,
    storage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void (tab.gone || storage.set(k, v)), removeItem: (k: string) => void (tab.gone || storage.delete(k)) },
    fetch: (async (url: string, init?: RequestInit) => {
      const sent = performance.now();
      const response = await fetch(url, { ...init, headers: { ...(init?.headers as object), Origin: origin } });
      note(String(init?.body ?? ""), `SEND${tab.gone ? " gone" : ""} ${String(init?.body ?? "").slice(0, 300)} -> ${JSON.stringify(((await response.clone().json().catch(() => ({}))) as any).conflicts)}`, sent - started);
      if (tab.gone) await new Promise(() => undefined);
      if (!String(url).endsWith("/change") || !response.ok) return response;
      const body = JSON.parse(String(init!.body)) as { changes: { value?: unknown }[] };
      const answer = (await response.clone().json()) as { conflicts?: { index: number }[] };
      const refused = new Set((answer.conflicts ?? []).map((c) => c.index));
      result.conflicts += refused.size;
      body.changes.forEach((change, i) => {
        if (refused.has(i) || change.value === undefined) return;
        for (const word of JSON.stringify(change.value).match(WORD) ?? []) if (!confirmed.has(word)) confirmed.set(word, sent);
      });
      return response;
    }) as typeof fetch,
  });
  const open = async (storage: Map<string, string>) => {
    const state = (await (await fetch(`${origin}/__studio/api/doc`)).json()) as DocState;
    const tab = { gone: false };
    const session = new Session(state, io(storage, tab));
    session.restore();
    return { session, close: () => void (tab.gone = true) };
  };

  const started = performance.now();
  const until = started + options.ms;
  let words = 0;

  const editor = async (id: number) => {
    const storage = new Map<string, string>();
    let tab = await open(storage);
    let session = tab.session;
    while (performance.now() < until) {
      const roll = rng.next();
      // Typing offered back: keep what is saved, type my words again on top (nothing of theirs removed).
      for (const offer of session.openOffers) {
        const mine = String(offer.mine ?? "").match(WORD) ?? [];
        await session.settle(offer, "theirs");
        const now = String(getIn(session.data, offer.path) ?? "");
        const there = new Set(now.match(WORD) ?? []);
        const missing = mine.filter((word) => !there.has(word));
        note(mine.join(" "), `SETTLE by ${id} missing=${missing.join(",")}`, performance.now() - started);
        if (missing.length) session.type(offer.path, `${now} ${missing.join(" ")}`);
      }
      if (roll < 0.7) {
        const path = rng.pick(fields);
        for (let k = 1 + rng.int(6); k > 0; k--) {
          const word = `e${id}w${words++}`;
          typed.set(word, performance.now());
          note(word, `TYPE by ${id} ${JSON.stringify(path)}`, performance.now() - started);
          session.type(path, `${String(getIn(session.data, path) ?? "")} ${word}`);
          await sleep(15 + rng.int(60));
        }
      } else if (roll < 0.8) {
        await sleep(50 + rng.int(200));
      } else if (roll < 0.9) {
        // A reload: a closing tab sends its last typing; a crash leaves it in the browser's storage.
        if (rng.next() < 0.5) session.sendBeforeLeaving();
        tab.close();
        result.reloads++;
        note([...storage.values()].join(" "), `RELOAD by ${id} storage`, performance.now() - started);
        tab = await open(storage);
        session = tab.session;
        note([...storage.values()].join(" "), `REOPENED by ${id} storage; offers=${JSON.stringify(session.openOffers).slice(0, 200)} save=${session.save} notice=${session.notice}`, performance.now() - started);
      } else {
        await session.change([{ op: "insert", path: [...list.path, (getIn(session.data, list.path) as unknown[]).length], value: list.item(`e${id}w${words++}`) }]);
      }
    }
    await session.flush();
    await session.flush();
    note(JSON.stringify(session.openOffers), `END by ${id} offers`, performance.now() - started);
    return session;
  };

  const outside = async () => {
    const snapshots: string[] = [];
    while (performance.now() < until - options.ms * 0.3) {
      await sleep(150 + rng.int(250));
      if (performance.now() > until - options.ms * 0.3) break;
      const text = readFileSync(file, "utf8");
      snapshots.push(text);
      result.outside++;
      if (rng.next() < 0.75 || snapshots.length < 3) {
        // A text editor: reads, adds a word at the end of one field, saves (in one go, as the studio writes in one go).
        const path = rng.pick(fields);
        const word = `x0w${words++}`;
        const now = String(getIn(parse(text), path) ?? "");
        writeFileSync(file, applyChanges(text, [{ op: "set", path, value: `${now} ${word}` }]).source);
        confirmed.set(word, performance.now());
      } else {
        // git checkout of an older copy: may take away anything written after it.
        writeFileSync(file, rng.pick(snapshots.slice(0, -1)));
        checkouts.push(performance.now());
      }
    }
  };

  const sessions = await Promise.all([...Array.from({ length: options.editors }, (_, i) => editor(i + 1)), outside().then(() => undefined)]);
  // Offers still open at the end stay offered: their words are not lost.
  const offered = new Set<string>();
  for (const session of sessions) for (const offer of session?.openOffers ?? []) for (const word of String(offer.mine ?? "").match(WORD) ?? []) offered.add(word);
  await sleep(100);
  const final = readFileSync(file, "utf8");
  const inFile = new Set(final.match(WORD) ?? []);
  const lastCheckout = checkouts.at(-1) ?? -Infinity;
  for (const [word, sent] of confirmed) if (!inFile.has(word) && sent > lastCheckout) result.lost.push(word);
  // A word a closing tab wrote was never confirmed to its editor, and a checkout after it may take it away.
  for (const [word, at] of typed) if (!inFile.has(word) && !offered.has(word) && !confirmed.has(word) && at > lastCheckout) result.vanished.push(word);
  result.confirmed = confirmed.size;
  if (process.env.TRAIL && result.vanished[0]) console.log(result.vanished[0], trail.get(result.vanished[0]));
  await app.close();
  rmSync(root, { recursive: true, force: true });
  return result;
}

