import { css } from "@emotion/react";
import { useEffect } from "react";
import { color, radius, shadow } from "../theme";
import { Icon } from "./icon";
import { NOTICE_DURATION_MS, type Shown } from "./notices";

/** One notice: its title and description, dismissed by its button or after NOTICE_DURATION_MS. */
export function NoticeItem({ notice, onDismiss }: { notice: Shown; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(notice.id), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice.id, onDismiss]);
  const destructive = notice.variant === "destructive";
  return (
    <div css={[itemCss, destructive && destructiveCss]} role={destructive ? "alert" : "status"} data-variant={notice.variant ?? "default"}>
      <div>
        <p className="title">{notice.title}</p>
        {notice.description && <p className="desc">{notice.description}</p>}
      </div>
      <button type="button" aria-label="알림 닫기" onClick={() => onDismiss(notice.id)}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

const itemCss = css`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 16px 16px 16px 18px;
  border-radius: ${radius.md}px;
  border-left: 4px solid ${color.success};
  background: #fff;
  box-shadow: ${shadow.raised};
  pointer-events: auto;
  > div { flex: 1; }
  .title { margin: 0; font-weight: 700; color: ${color.ink}; }
  .desc { margin: 4px 0 0; font-size: 0.9375rem; color: ${color.body}; }
  button { flex: none; display: inline-flex; padding: 4px; border: 0; background: none; color: ${color.muted}; cursor: pointer; }
`;
const destructiveCss = css`
  border-left-color: ${color.danger};
  background: #fff5f5;
  .title { color: ${color.danger}; }
`;
