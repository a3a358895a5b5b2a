import { css } from "@emotion/react";
import type { Card, CardGridBlock, Columns } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq, onTone, radius, shadow } from "../theme";
import { Icon } from "../ui/icon";
import { Heading, Section, sectionOf } from "../ui/section";
import { columnsOf } from "../ui/card-list";
import { SmartLink } from "../ui/smart-link";
import { visuallyHidden } from "../ui/visually-hidden";

/** A card shows at most this many of its points. */
export const MAX_POINTS = 3;

/** A grid of cards with per-breakpoint columns and an empty state. */
export function CardGrid({ block }: { block: CardGridBlock }) {
  const t = usePhrase();
  return (
    <Section {...sectionOf(block)}>
      {block.cards.length === 0 ? (
        <p css={emptyCss}>{t(block.empty)}</p>
      ) : (
        <ul css={gridCss(block.columns, block.cards.length)}>
          {block.cards.map((card, i) => (
            <CardItem key={i} card={card} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function CardItem({ card }: { card: Card }) {
  const t = usePhrase();
  return (
    <li css={cardCss}>
      {card.icon && (
        <span css={iconCss}>
          <Icon name={card.icon} size={26} />
        </span>
      )}
      <Heading css={titleCss}>{t(card.title)}</Heading>
      {card.desc && <p css={descCss}>{t(card.desc)}</p>}
      {card.points && card.points.length > 0 && (
        <ul css={pointsCss}>
          {card.points.slice(0, MAX_POINTS).map((point) => (
            <li key={point}>
              <Icon name="check" size={16} />
              {t(point)}
            </li>
          ))}
        </ul>
      )}
      {card.tags && card.tags.length > 0 && (
        <ul css={tagsCss} aria-label="기술">
          {card.tags.map((tag) => (
            <li key={tag}>{t(tag)}</li>
          ))}
        </ul>
      )}
      {card.value && <p css={valueCss}>{t(card.value)}</p>}
      {card.href && (
        <SmartLink href={card.href} css={linkCss}>
          {t(card.linkLabel)}
          <span css={visuallyHidden}> : {t(card.title)}</span>
          <Icon name="arrow-right" size={18} />
        </SmartLink>
      )}
    </li>
  );
}

const gridCss = (c: Required<Columns>, n: number) => css`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${columnsOf(n, c.base)};
  ${mq.sm} { ${columnsOf(n, c.sm)}; }
  ${mq.md} { ${columnsOf(n, c.md)}; gap: 24px; }
  ${mq.lg} { ${columnsOf(n, c.lg)}; }
`;
const cardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 28px 24px;
  border: 1px solid ${color.line};
  border-radius: ${radius.md}px;
  background: #fff;
  box-shadow: ${shadow.card};
  transition: transform 0.2s, box-shadow 0.2s, border-color 0.2s;
  &:has(a:hover) { transform: translateY(-3px); border-color: ${color.primary}; }
`;
const iconCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  margin-bottom: 18px;
  border-radius: 12px;
  background: ${color.primarySoft};
  color: ${color.primary};
`;
const titleCss = css`
  margin: 0;
  font-size: 1.1875rem;
  line-height: 1.4;
  color: ${color.ink};
`;
const descCss = css`
  margin: 10px 0 0;
  color: ${color.body};
`;
const pointsCss = css`
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: 8px; align-items: flex-start; margin-top: 6px; font-size: 0.9375rem; color: ${color.body}; }
  svg { flex: none; margin-top: 5px; color: ${color.primary}; }
`;
const tagsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  li { padding: 4px 10px; border-radius: 999px; background: ${color.soft}; font-size: 0.8125rem; color: ${color.navy}; }
`;
const valueCss = css`
  margin: 16px 0 0;
  padding-top: 14px;
  border-top: 1px solid ${color.line};
  font-weight: 600;
  color: ${color.navy};
`;
const linkCss = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: auto;
  padding-top: 20px;
  font-weight: 700;
  color: ${color.primary};
  text-decoration: none;
  /* The whole card is the link's hit area. */
  &::after { content: ""; position: absolute; inset: 0; border-radius: ${radius.md}px; }
  &:focus-visible::after { outline: 3px solid ${color.primary}; outline-offset: 2px; }
`;
const emptyCss = css`
  padding: 40px 0;
  text-align: center;
  color: ${onTone.muted};
`;
