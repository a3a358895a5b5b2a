/**
 * Studio only, under the studio server: the others in the studio (the top bar names them, with the
 * page each one has open) and, for admins, the audit trail (변경 기록: who changed what, when).
 * Neither shows under `npm start`, which has one person and no trail.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { AuditEntry } from "../core/wire.ts";
import { ON_STUDIO_SERVER, presence } from "./live.ts";
import { API } from "./session.ts";

/** "함께 편집 중: kim (/about), lee (/)"; tells the others which page this tab shows. */
export function Presence({ page }: { page: string }) {
  const others = useSyncExternalStore(presence.subscribe, presence.others);
  useEffect(() => presence.show(page), [page]);
  if (others.length === 0) return null;
  return (
    <p className="presence" role="status" data-testid="presence">
      함께 편집 중: {others.map((someone) => `${someone.name}${someone.page ? ` (${someone.page})` : ""}`).join(", ")}
    </p>
  );
}


const OPS: Record<string, string> = {
  set: "바꿈",
  delete: "삭제",
  insert: "추가",
  duplicate: "복제",
  move: "순서 바꿈",
  publish: "게시",
  restore: "이전 버전 되돌림",
  discard: "변경 버림",
  review: "검토 요청",
  return: "돌려보냄",
  "push-failed": "올리기 실패",
  "sign-in": "로그인",
  "sign-out": "로그아웃",
};
/** A value as a person reads it: a text as it is, yes/no as 켬/끔, a list or group by its size (the whole of it on hover). */
function Shown({ value }: { value: unknown }) {
  if (value === undefined) return null;
  if (typeof value === "boolean") return <>{value ? "켬" : "끔"}</>;
  if (value === null || typeof value !== "object") return <>{String(value)}</>;
  return <span title={JSON.stringify(value, null, 1)}>{Array.isArray(value) ? `(항목 ${value.length}개)` : `(내용 ${Object.keys(value).length}개)`}</span>;
}

/** Where a change was made: in words, or (a line written before the trail had them) the page, block and key; an event's own words. */
const placeOf = (entry: AuditEntry) => entry.summary ?? entry.place ?? [entry.page, entry.block && `${entry.block}번째 블록`, entry.field].filter(Boolean).join(" › ");
const time = (iso: string) => new Date(iso).toLocaleString("ko-KR");
/** When: a typing burst from its first save to its last. */
const whenOf = (entry: AuditEntry) => (entry.until ? `${time(entry.at)} ~ ${new Date(entry.until).toLocaleTimeString("ko-KR")}` : time(entry.at));

/** The top bar's 변경 기록 for admins (the server answers others 403, and the button stays away). */
export function AuditLog() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // Esc closes it wherever the focus is; opening puts the focus in it.
  useEffect(() => {
    if (!open) return;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const load = async () => {
    const response = await fetch(`${API}/audit?limit=300`).catch(() => undefined);
    setEntries(response?.ok ? ((await response.json()) as { entries: AuditEntry[] }).entries : null);
  };
  useEffect(() => {
    if (ON_STUDIO_SERVER) void load();
  }, []);
  if (!entries) return null;
  return (
    <>
      <button ref={button} type="button" aria-expanded={open} onClick={() => (open ? close() : void load().then(() => setOpen(true)))}>
        변경 기록
      </button>
      {open && (
        <section ref={dialog} className="audit" aria-label="변경 기록" role="dialog" tabIndex={-1}>
          <h2>변경 기록 (최근 {entries.length}건)</h2>
          <table>
            <thead>
              <tr>
                <th>시각</th>
                <th>사람</th>
                <th>고친 곳</th>
                <th>변경</th>
                <th>전</th>
                <th>후</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, i) => (
                <tr key={i}>
                  <td data-label="시각">{whenOf(entry)}</td>
                  <td data-label="사람">{entry.by || "스튜디오 서버"}</td>
                  <td data-label="고친 곳">
                    {placeOf(entry)}
                    {entry.detail && (
                      <details>
                        <summary>git이 남긴 원문</summary>
                        <pre>{entry.detail}</pre>
                      </details>
                    )}
                  </td>
                  <td data-label="변경">{OPS[entry.op] ?? entry.op}</td>
                  <td data-label="전">
                    <Shown value={entry.before} />
                  </td>
                  <td data-label="후">
                    <Shown value={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" onClick={close}>
            닫기
          </button>
        </section>
      )}
    </>
  );
}
