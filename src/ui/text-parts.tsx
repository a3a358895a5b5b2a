import type { LinkItem } from "../manifest/site.types";
import { usePhrase } from "./phrases";
import { button } from "./button";
import { Icon } from "./icon";
import { SmartLink } from "./smart-link";

/** A list of short points, each after a check mark; nothing when there are none. Styled by the block around it. */
export function CheckList({ items }: { items?: string[] }) {
  const t = usePhrase();
  if (!items || items.length === 0) return null;
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>
          <Icon name="check" size={18} />
          {t(item)}
        </li>
      ))}
    </ul>
  );
}

/** A block's buttons in `<div class="actions">`: the first primary, the rest secondary; nothing when there are none. */
export function ActionLinks({ actions }: { actions?: LinkItem[] }) {
  const t = usePhrase();
  if (!actions || actions.length === 0) return null;
  return (
    <div className="actions">
      {actions.map((action, i) => (
        <SmartLink key={i} href={action.href} className={i === 0 ? button.primary : button.secondary}>
          {t(action.label)}
        </SmartLink>
      ))}
    </div>
  );
}
