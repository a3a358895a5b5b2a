import { describe, expect, test } from "vitest";
import { Session, withValue } from "../../../../studio/client/session.ts";

describe("withValue: typing laid over the server's data", () => {
  const data = { site: { name: "회사" }, pages: [{ path: "/", blocks: [{ title: "제목" }, { title: "둘" }] }, { path: "/about", blocks: [] }] };

  test("sets the value and copies only the objects on its path", () => {
    const next = withValue(data, ["pages", 0, "blocks", 0, "title"], "새 제목");
    expect(next.pages[0].blocks[0].title).toBe("새 제목");
    expect(data.pages[0]!.blocks[0]!.title).toBe("제목");
    // Untouched branches keep their identity: their forms are not drawn again.
    expect(next.site).toBe(data.site);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pages[0].blocks[1]).toBe(data.pages[0]!.blocks[1]);
    expect(next.pages).not.toBe(data.pages);
  });

  test("undefined removes a key or a list item; missing objects on the way are made", () => {
    expect(withValue(data, ["site", "name"], undefined).site).toEqual({});
    expect(withValue(data, ["pages", 0, "blocks", 0], undefined).pages[0].blocks).toEqual([{ title: "둘" }]);
    expect(withValue(data, ["site", "facts", "projects"], "100").site.facts).toEqual({ projects: "100" });
  });
});

describe("a closed tab's typing, restored", () => {
  const state = (title: string) => ({ version: "v", seq: 1, epoch: "e", data: { pages: [{ path: "/", blocks: [{ title }] }] }, problems: [], files: [] });
  const path = ["pages", 0, "blocks", 0, "title"];
  const opened = (title: string, kept: unknown[]) => {
    const storage = new Map([["studio-unsaved:site.yaml", JSON.stringify(kept)]]);
    const sent: unknown[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ ...state("저장됨"), seq: 2, inverse: [], conflicts: [] }), { status: 200 });
    }) as typeof globalThis.fetch;
    const session = new Session(state(title), { fetch, origin: "", storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) } });
    session.restore();
    return { session, sent };
  };
  // The tab typed "닫" (sent, on its way as it closed) and then "닫기시험" on top of it.
  const kept = [{ path, value: "닫기시험", remove: false, from: { value: "원래 제목" }, via: ["닫"], offered: false }];

  test("is sent where the field holds what it was typed on, or a save of its own that landed on the way", async () => {
    for (const title of ["원래 제목", "닫"]) {
      const { session, sent } = opened(title, kept);
      await session.flush();
      expect(sent).toEqual([expect.objectContaining({ changes: [{ op: "set", path, value: "닫기시험", expect: { value: title } }] })]);
      expect(session.openOffers).toEqual([]);
    }
  });

  test("is offered, not sent, where someone else changed the field since", async () => {
    const { session, sent } = opened("다른 사람의 제목", kept);
    await session.flush();
    expect(sent).toEqual([]);
    expect(session.openOffers).toEqual([{ path, mine: "닫기시험", theirs: { value: "다른 사람의 제목" } }]);
  });
});
