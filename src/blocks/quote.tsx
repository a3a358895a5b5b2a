import { css } from "@emotion/react";
import type { QuoteBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq, radius } from "../theme";
import { Picture } from "../ui/picture";
import { Section } from "../ui/section";

/** A customer's words, large, with who said them: name, role and company, and the company's logo when given. */
export function Quote({ block }: { block: QuoteBlock }) {
  const t = usePhrase();
  const who = [block.role, block.company].filter((s): s is string => Boolean(s)).map(t).join(" · ");
  return (
    <Section id={block.id} tone={block.tone}>
      <figure css={figureCss}>
        {block.kicker && <p className="kicker">{t(block.kicker)}</p>}
        <blockquote>
          <p>{t(block.quote)}</p>
        </blockquote>
        <figcaption>
          {block.logo && (
            <span className="logo">
              <Picture image={block.logo} slot="companyLogo" />
            </span>
          )}
          <span className="who">
            <span className="name">{t(block.name)}</span>
            {who && <span className="role">{who}</span>}
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}

const figureCss = css`
  position: relative;
  max-width: 880px;
  margin: 0 auto;
  padding: 40px 24px 32px;
  border-radius: ${radius.lg}px;
  background: #fff;
  border: 1px solid ${color.line};
  box-shadow: 0 1px 2px rgba(15, 27, 51, 0.04), 0 20px 48px rgba(15, 27, 51, 0.08);
  ${mq.md} { padding: 56px 64px 48px; }
  /* A large opening quotation mark, drawn in CSS: decoration, not text. */
  &::before {
    content: "";
    position: absolute;
    top: -18px;
    left: 24px;
    width: 44px;
    height: 44px;
    border-radius: 12px;
    background: ${color.primary} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%23fff' d='M10 7H6a2 2 0 0 0-2 2v4h4v4l2-4zm10 0h-4a2 2 0 0 0-2 2v4h4v4l2-4z'/%3E%3C/svg%3E") center / 24px no-repeat;
    ${mq.md} { left: 64px; }
  }
  .kicker { margin: 0 0 16px; font-size: 0.8125rem; font-weight: 700; color: ${color.primaryDark}; }
  blockquote { margin: 0; }
  blockquote p {
    margin: 0;
    font-size: clamp(1.25rem, 1.05rem + 0.9vw, 1.625rem);
    font-weight: 700;
    line-height: 1.6;
    letter-spacing: -0.01em;
    color: ${color.ink};
    text-wrap: pretty;
  }
  figcaption { display: flex; align-items: center; gap: 16px; margin-top: 28px; padding-top: 24px; border-top: 1px solid ${color.line}; }
  .logo { display: flex; align-items: center; flex: none; max-width: 140px; height: 40px; padding-right: 16px; border-right: 1px solid ${color.line}; }
  .logo img { display: block; max-width: 100%; max-height: 40px; width: auto; height: auto; }
  .who { display: flex; flex-direction: column; gap: 2px; }
  .name { font-weight: 700; color: ${color.ink}; }
  .role { font-size: 0.9375rem; color: ${color.muted}; }
`;
