import { css } from "@emotion/react";
import { color, mq, radius, shadow } from "../theme";

/**
 * `columns` equal columns for a grid list of `count` items, in which a last item alone on its row
 * takes the whole row instead of one column beside a hole (3 cards in 2 columns at 768 px, 5
 * client logos in 2 on a phone). For each width of a grid: the rule of the width before it is undone.
 */
export const columnsOf = (count: number, columns: number) =>
  `grid-template-columns:repeat(${columns},minmax(0,1fr));&>li:last-child{grid-column:${columns > 1 && count % columns === 1 ? "1/-1" : "auto"}}`;

/**
 * A list of `count` cards: one column on phones, then two, three and (when `widest` allows) four
 * from 768 / 1024 / 1280 px, never more columns than cards. Shared by plans and cases.
 */
export const cardList = (count: number, widest: 3 | 4) => css`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} { ${columnsOf(count, Math.min(count, 2))}; gap: 24px; }
  ${mq.lg} { ${columnsOf(count, Math.min(count, 3))}; }
  ${mq.xl} { ${columnsOf(count, Math.min(count, widest))}; }
`;

/** A card's surface: white, outlined, softly raised, its content in a column. */
export const cardSurface = css`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${color.line};
  border-radius: ${radius.md}px;
  background: #fff;
  box-shadow: ${shadow.card};
`;
