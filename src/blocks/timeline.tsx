import { css } from "@emotion/react";
import type { TimelineBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq } from "../theme";
import { Heading, Section } from "../ui/section";

/**
 * A company history: entries in order along a vertical line. The year is real text (a `<time>`)
 * at the start of each entry, so it is read out and found by search, not only drawn.
 */
export function Timeline({ block }: { block: TimelineBlock }) {
  const t = usePhrase();
  return (
    <Section id={block.id} kicker={block.kicker} title={block.title} intro={block.intro}>
      <ol css={listCss}>
        {block.items.map((item, i) => (
          <li key={i}>
            <time dateTime={String(item.year)} className="year">
              {item.year}
            </time>
            <div className="body">
              <Heading>{t(item.title)}</Heading>
              {item.desc && <p>{t(item.desc)}</p>}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Dot and line geometry (px): the line runs through the dots' centres. */
const DOT = 14;
const LINE_X = 6;

const listCss = css`
  position: relative;
  max-width: 760px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  /* The line: from the first dot to the last. */
  &::before {
    content: "";
    position: absolute;
    top: 8px;
    bottom: 8px;
    left: ${LINE_X}px;
    width: 2px;
    background: ${color.line};
  }
  li {
    position: relative;
    padding: 0 0 36px ${LINE_X * 2 + 28}px;
  }
  li:last-of-type { padding-bottom: 0; }
  li::before {
    content: "";
    position: absolute;
    top: 7px;
    left: ${LINE_X + 1 - DOT / 2}px;
    width: ${DOT}px;
    height: ${DOT}px;
    border: 3px solid ${color.primary};
    border-radius: 50%;
    background: #fff;
    box-sizing: border-box;
  }
  .year {
    display: block;
    font-size: 1.25rem;
    font-weight: 800;
    line-height: 1.4;
    letter-spacing: -0.01em;
    color: ${color.primary};
  }
  h2, h3 { margin: 4px 0 0; font-size: 1.125rem; line-height: 1.45; color: ${color.ink}; }
  p { margin: 6px 0 0; color: ${color.body}; }
  ${mq.md} {
    li {
      display: grid;
      grid-template-columns: 88px minmax(0, 1fr);
      gap: 24px;
    }
    .year { font-size: 1.375rem; }
    h2, h3 { margin-top: 2px; }
  }
`;
