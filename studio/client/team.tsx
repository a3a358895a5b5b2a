/**
 * Studio only, under the studio server: the others in the studio (the top bar names them, with the
 * page each one has open) and, for admins, the audit trail (변경 기록: who changed what, when).
 * Neither shows under `npm start`, which has one person and no trail.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import type { AuditEntry } from "../serve/audit.ts";
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


const OPS: Record<string, string> = { set: "바꿈", delete: "삭제", insert: "추가", duplicate: "복제", move: "순서 바꿈" };
/** A value as a person reads it: a text as it is, yes/no as 켬/끔, a list or group by its size (the whole of it on hover). */
function Shown({ value }: { value: unknown }) {
  if (value === undefined) return null;
  if (typeof value === "boolean") return <>{value ? "켬" : "끔"}</>;
  if (value === null || typeof value !== "object") return <>{String(value)}</>;
  return <span title={JSON.stringify(value, null, 1)}>{Array.isArray(value) ? `(항목 ${value.length}개)` : `(내용 ${Object.keys(value).length}개)`}</span>;
}

/** Where a change was made: in words, or (a line written before the trail had them) the page, block and key. */
const placeOf = (entry: AuditEntry) => entry.place ?? [entry.page, entry.block && `${entry.block}번째 블록`, entry.field].filter(Boolean).join(" › ");

/** The top bar's 변경 기록 for admins (the server answers others 403, and the button stays away). */
export function AuditLog() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [open, setOpen] = useState(false);
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
      <button type="button" aria-expanded={open} onClick={() => (open ? setOpen(false) : void load().then(() => setOpen(true)))}>
        변경 기록
      </button>
      {open && (
        <section className="audit" aria-label="변경 기록" role="dialog">
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
                  <td data-label="시각">{new Date(entry.at).toLocaleString("ko-KR")}</td>
                  <td data-label="사람">{entry.by}</td>
                  <td data-label="고친 곳">{placeOf(entry)}</td>
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
          <button type="button" onClick={() => setOpen(false)}>
            닫기
          </button>
        </section>
      )}
    </>
  );
}
