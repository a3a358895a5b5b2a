import { css } from "@emotion/react";
import { color, mq, radius, shadow } from "../theme";

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
  ${mq.md} { grid-template-columns: repeat(${Math.min(count, 2)}, minmax(0, 1fr)); gap: 24px; }
  ${mq.lg} { grid-template-columns: repeat(${Math.min(count, 3)}, minmax(0, 1fr)); }
  ${mq.xl} { grid-template-columns: repeat(${Math.min(count, widest)}, minmax(0, 1fr)); }
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
