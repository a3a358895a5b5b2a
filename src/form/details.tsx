import { css } from "@emotion/react";
import type { FormDetails } from "../manifest/site.types";
import { color, radius } from "../theme";
import { Disclosure } from "../ui/disclosure";
import { SmartLink } from "../ui/smart-link";

/**
 * A details panel (e.g. what personal data is collected and why) behind a toggle (ui/disclosure.tsx):
 * closed, it stays in the HTML, and it shows open when no script runs.
 */
export function Details({ details, id }: { details: FormDetails; id: string }) {
  return (
    <Disclosure id={id} summary={details.label} iconSize={18} css={detailsCss}>
      <dl>
        {details.items.map((item) => (
          <div key={item.term}>
            <dt>{item.term}</dt>
            <dd>{item.desc}</dd>
          </div>
        ))}
      </dl>
      {details.link && (
        <p className="more">
          <SmartLink href={details.link.href}>{details.link.label}</SmartLink>
        </p>
      )}
    </Disclosure>
  );
}

const detailsCss = css`
  margin: 0 0 16px;
  > button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 8px 2px;
    border: 0;
    background: none;
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 700;
    color: ${color.primary};
    cursor: pointer;
    &:hover span { text-decoration: underline; text-underline-offset: 3px; }
  }
  .panel {
    margin-top: 4px;
    padding: 18px 20px;
    border-radius: ${radius.sm}px;
    background: ${color.soft};
    font-size: 0.9375rem;
  }
  dl { display: grid; gap: 12px; margin: 0; }
  dl > div { display: grid; gap: 2px; }
  @media (min-width: 640px) {
    dl > div { grid-template-columns: 8.5em minmax(0, 1fr); gap: 16px; }
  }
  dt { font-weight: 700; color: ${color.ink}; }
  dd { margin: 0; color: ${color.body}; }
  .more { margin: 14px 0 0; font-weight: 600; }
  /* primaryDark: plain primary falls under 4.5:1 on the soft panel. */
  .more a { color: ${color.primaryDark}; }
`;
