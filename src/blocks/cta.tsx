import { css } from "@emotion/react";
import type { CtaBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq, radius } from "../theme";
import { button } from "../ui/button";
import { useBlockId } from "../ui/section";
import { container } from "../ui/container";
import { SmartLink } from "../ui/smart-link";

/** A closing call to action: a title, a line of text and one or two buttons. Its room around it is the page CSS's `section.cta` (engine/page/section-css.ts). */
export function Cta({ block }: { block: CtaBlock }) {
  const t = usePhrase();
  const headingId = `${useBlockId(block.id)}-title`;
  return (
    <section id={block.id} aria-labelledby={headingId} className="cta">
      <div className={container}>
        <div css={boxCss}>
          <h2 id={headingId}>{t(block.title)}</h2>
          {block.desc && <p>{t(block.desc)}</p>}
          <div css={actionsCss}>
            <SmartLink href={block.action.href} className={button.primary}>
              {t(block.action.label)}
            </SmartLink>
            {block.secondary && (
              <SmartLink href={block.secondary.href} className={button.onDark}>
                {t(block.secondary.label)}
              </SmartLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

const boxCss = css`
  padding: 48px 24px;
  border-radius: ${radius.lg}px;
  background: linear-gradient(120deg, ${color.navy} 0%, #134a9c 100%);
  color: #fff;
  text-align: center;
  ${mq.md} { padding: 64px 48px; }
  h2 { margin: 0; font-size: clamp(1.5rem, 1.2rem + 1.4vw, 2.125rem); line-height: 1.35; }
  p { margin: 14px auto 0; max-width: 36em; color: rgba(255, 255, 255, 0.85); }
`;
const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 28px;
`;
