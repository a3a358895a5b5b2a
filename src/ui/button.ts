import { css } from "@emotion/react";
import { color, radius } from "../theme";

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 12px 24px;
  border-radius: ${radius.sm}px;
  font-weight: 700;
  font-size: 1rem;
  line-height: 1.2;
  text-decoration: none;
  border: 1px solid transparent;
  cursor: pointer;
  transition: background-color 0.2s, color 0.2s, border-color 0.2s;
`;

/** Button looks, for links and buttons alike. `onDark` variants sit on navy backgrounds. */
export const button = {
  primary: css`
    ${base};
    background: ${color.primary};
    color: #fff;
    &:hover { background: ${color.primaryDark}; }
    &:disabled { background: ${color.muted}; cursor: progress; }
  `,
  secondary: css`
    ${base};
    background: #fff;
    color: ${color.navy};
    border-color: ${color.line};
    &:hover { border-color: ${color.primary}; color: ${color.primary}; }
  `,
  onDark: css`
    ${base};
    background: transparent;
    color: #fff;
    border-color: rgba(255, 255, 255, 0.6);
    &:hover { background: rgba(255, 255, 255, 0.12); }
  `,
};
