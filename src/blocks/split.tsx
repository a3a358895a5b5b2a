import { css } from "@emotion/react";
import type { SplitBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq, onTone, radius, typeScale } from "../theme";
import { Picture } from "../ui/picture";
import { Section } from "../ui/section";
import { ActionLinks, CheckList } from "../ui/text-parts";

/** Text (kicker, title, body, checklist, buttons) beside a picture; the picture's side is set per block, and on phones the two stack. */
export function Split({ block }: { block: SplitBlock }) {
  const t = usePhrase();
  const { tone, side } = block;
  const headingId = block.id ? `${block.id}-title` : undefined;
  return (
    <Section id={block.id} tone={tone} labelledBy={headingId}>
      <div css={[gridCss, side === "left" && pictureFirstCss]}>
        <div css={textCss}>
          {block.kicker && <p className="kicker">{t(block.kicker)}</p>}
          <h2 id={headingId}>{t(block.title)}</h2>
          {block.body && <p className="body">{t(block.body)}</p>}
          <CheckList items={block.points} />
          <ActionLinks actions={block.actions} />
        </div>
        <div css={[frameCss, tone !== "plain" && frameOnToneCss]}>
          <Picture image={block.image} slot="split" />
        </div>
      </div>
    </Section>
  );
}

const gridCss = css`
  display: grid;
  gap: 40px;
  align-items: center;
  ${mq.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 72px; }
`;
/** The picture on the left from 1024 px; the text stays first in reading order. */
const pictureFirstCss = css`
  ${mq.lg} { > :last-child { order: -1; } }
`;
const textCss = css`
  max-width: 560px;
  .kicker {
    margin: 0 0 12px;
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${onTone.kicker};
  }
  h2 {
    margin: 0;
    font-size: ${typeScale.section};
    line-height: 1.35;
    letter-spacing: -0.01em;
    color: ${onTone.ink};
    text-wrap: balance;
  }
  .body { margin: 16px 0 0; font-size: 1.0625rem; line-height: 1.75; color: ${onTone.body}; }
  ul { margin: 24px 0 0; padding: 0; list-style: none; display: grid; gap: 12px; }
  li { display: flex; gap: 12px; align-items: flex-start; font-weight: 600; color: ${onTone.ink}; }
  li svg {
    flex: none;
    box-sizing: content-box;
    padding: 3px;
    margin-top: 1px;
    border-radius: 50%;
    background: ${color.primarySoft};
    color: ${color.primary};
  }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 32px; }
`;
const frameCss = css`
  width: 100%;
  max-width: 560px;
  justify-self: center;
  padding: 20px;
  border: 1px solid ${color.line};
  border-radius: ${radius.lg}px;
  background: linear-gradient(160deg, ${color.soft} 0%, ${color.primarySoft} 100%);
  img { display: block; width: 100%; height: auto; border-radius: ${radius.md}px; }
`;
/** On a tinted or dark section the frame is plain white, so the drawing sits on its own light ground. */
const frameOnToneCss = css`background: #fff;`;
