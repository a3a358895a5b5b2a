/**
 * Studio only: editing beside others, at the field. Who else is in a field (their name in their
 * colour, as a shared document shows it), the field held while someone who came first types in it,
 * and typing the server refused because the field changed meanwhile, offered back with both texts
 * until the person chooses (studio/client/session.ts).
 */
import { useSyncExternalStore } from "react";
import type { Path } from "../core/edits.ts";
import { holderOf, presence, type Someone } from "./live.ts";
import { whoChanged, type Session } from "./session.ts";

/** A person's colour, the same in every studio: picked from their name, among colours that read on white. */
const COLOURS = ["#b4236e", "#1f6f43", "#8a4b00", "#5b3cc4", "#0b6a8a", "#a3321f"];
export function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/** The person who holds the field at `path`, when it is someone else (the field is read-only meanwhile). */
export function useHolder(path: Path): Someone | undefined {
  const others = useSyncExternalStore(presence.subscribe, presence.others);
  return holderOf(path.join("."), others);
}

/** What is said at a field: who else is in it, and typing offered back. */
export function Together({ path, session, holder }: { path: Path; session: Session; holder: Someone | undefined }) {
  const others = useSyncExternalStore(presence.subscribe, presence.others);
  const offers = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.offersAt(path),
  );
  const here = others.filter((someone) => someone.field === path.join("."));
  return (
    <>
      {here.length > 0 && (
        <p className="together" data-testid="field-presence">
          {here.map((someone) => (
            <span key={someone.id} className="someone" style={{ background: colourOf(someone.name) }}>
              {someone.name}
            </span>
          ))}
          {holder ? ` 님이 이 칸을 고치는 중입니다. 그분이 칸을 떠나면 바로 고칠 수 있습니다.` : " 님도 이 칸에 있습니다."}
        </p>
      )}
      {offers.map((offer, i) => (
        <div key={i} className="offer" role="group" aria-label="저장되지 않은 내 글" data-testid="offer">
          <p>이 칸은 {whoChanged(offer)} 내 글은 저장하지 않고 여기 두었습니다.</p>
          <dl>
            <dt>내 글</dt>
            <dd>{shown(offer.mine)}</dd>
            <dt>{offer.by ? `${offer.by} 님의 글 (지금 저장된 값)` : "지금 저장된 값"}</dt>
            <dd>{"value" in offer.theirs ? shown(offer.theirs.value) : "(없음)"}</dd>
          </dl>
          <button type="button" onClick={() => void session.settle(offer, "mine")}>
            내 글로 바꾸기
          </button>{" "}
          <button type="button" className="quiet" onClick={() => void session.settle(offer, "theirs")}>
            {offer.by ? `${offer.by} 님의 글 두기` : "저장된 값 두기"}
          </button>
        </div>
      ))}
    </>
  );
}

const shown = (value: unknown) => (value === undefined || value === null ? "(비움)" : typeof value === "object" ? JSON.stringify(value) : String(value));
