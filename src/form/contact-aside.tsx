import { css } from "@emotion/react";
import type { FormAside } from "../manifest/site.types";
import { color, headerHeight, mq, radius, shadow } from "../theme";
import { Icon, type IconKey } from "../ui/icon";
import { SmartLink } from "../ui/smart-link";

/** Direct contact beside the form: telephone and mail links, and when to expect an answer. */
export function ContactAside({ aside, id }: { aside: FormAside; id: string }) {
  const headingId = `${id}-title`;
  return (
    <aside css={asideCss} aria-labelledby={headingId}>
      <h2 id={headingId}>{aside.title}</h2>
      {aside.desc && <p className="desc">{aside.desc}</p>}
      <ul className="contacts">
        {aside.contacts.map((contact) => (
          <li key={contact.href}>
            <SmartLink href={contact.href}>
              <span className="icon">
                <Icon name={iconFor(contact.href)} size={20} />
              </span>
              <span className="text">
                <span className="label">{contact.label}</span>
                <span className="value">{contact.value}</span>
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
      {aside.notes && aside.notes.length > 0 && (
        <dl className="notes">
          {aside.notes.map((note) => (
            <div key={note.label}>
              <dt>
                <Icon name="clock" size={16} />
                {note.label}
              </dt>
              <dd>{note.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}

function iconFor(href: string): IconKey {
  if (href.startsWith("tel:")) return "phone";
  if (href.startsWith("mailto:")) return "mail";
  return "arrow-right";
}

const asideCss = css`
  padding: 28px 24px;
  border-radius: ${radius.lg}px;
  background: ${color.navy};
  color: #fff;
  box-shadow: ${shadow.card};
  ${mq.md} { padding: 32px 28px; }
  ${mq.lg} { position: sticky; top: ${headerHeight.lg + 24}px; }
  h2 { margin: 0; font-size: 1.25rem; line-height: 1.4; color: #fff; }
  .desc { margin: 8px 0 0; font-size: 0.9375rem; color: rgba(255, 255, 255, 0.8); }
  .contacts { display: grid; gap: 10px; margin: 22px 0 0; padding: 0; list-style: none; }
  .contacts a {
    display: flex;
    align-items: center;
    gap: 14px;
    padding: 14px 16px;
    border: 1px solid rgba(255, 255, 255, 0.16);
    border-radius: ${radius.md}px;
    background: rgba(255, 255, 255, 0.06);
    color: #fff;
    text-decoration: none;
    transition: background-color 0.2s, border-color 0.2s;
    &:hover { background: rgba(255, 255, 255, 0.12); border-color: rgba(255, 255, 255, 0.32); }
  }
  .icon {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: rgba(156, 194, 255, 0.16);
    color: #9cc2ff;
  }
  .text { display: grid; min-width: 0; }
  .label { font-size: 0.8125rem; color: rgba(255, 255, 255, 0.75); }
  .value { font-size: 1.0625rem; font-weight: 700; overflow-wrap: anywhere; }
  .notes { display: grid; gap: 14px; margin: 24px 0 0; padding: 20px 0 0; border-top: 1px solid rgba(255, 255, 255, 0.16); }
  .notes dt { display: flex; align-items: center; gap: 6px; font-size: 0.8125rem; color: rgba(255, 255, 255, 0.75); }
  .notes dt svg { color: #9cc2ff; }
  .notes dd { margin: 2px 0 0; font-weight: 700; }
`;
