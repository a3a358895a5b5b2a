import { css } from "@emotion/react";
import type { LogosBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq, onTone, radius } from "../theme";
import { columnsOf } from "../ui/card-list";
import { Picture } from "../ui/picture";
import type { BuiltImage } from "../ui/image-slots";
import { Section, sectionOf } from "../ui/section";

/** A mark about as tall as it is wide (a certification badge) gets a taller tile than a wordmark, so its small print stays legible. */
const isSquarish = (image: LogosBlock["items"][number]["image"]) => {
  const { width, height } = image as BuiltImage;
  return Boolean(width && height && width < height * 1.6);
};

/** A still wall of logos (clients, certifications), each on its own tile with an optional label, and a caption below. */
export function Logos({ block }: { block: LogosBlock }) {
  const t = usePhrase();
  return (
    <Section {...sectionOf(block)}>
      <ul css={gridCss(block.items.length)}>
        {block.items.map((item) => (
          <li key={item.image.src + (item.label ?? "")}>
            <span className={isSquarish(item.image) ? "mark badge" : "mark"}>
              <Picture image={item.image} slot="logo" />
            </span>
            {item.label && <span className="label">{t(item.label)}</span>}
          </li>
        ))}
      </ul>
      {block.caption && <p css={captionCss}>{t(block.caption)}</p>}
    </Section>
  );
}

/**
 * Columns by width (columnsOf: an odd last tile takes its row). Marks sit at the top of their tiles, so a two-line label beside a one-line one does not set its
 * mark higher. A badge is up to 128 px (122 in a phone's two columns): the smallest text drawn in it
 * (BADGE_SMALLEST_TEXT of its 200 units, scripts/illustration/marks.ts) is then 12 px or more.
 */
const gridCss = (count: number) => css`
  display: grid;
  ${columnsOf(count, 2)};
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.sm} { ${columnsOf(count, 3)}; }
  /* Up to six in one row; more wrap in rows of five or four, whichever leaves no short last row. */
  ${mq.lg} { ${columnsOf(count, count <= 6 ? count : count % 5 === 0 || count > 8 ? 5 : 4)}; gap: 16px; }
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: flex-start;
    gap: 12px;
    min-height: 120px;
    padding: 24px 16px;
    border: 1px solid ${color.line};
    border-radius: ${radius.md}px;
    background: #fff;
    text-align: center;
  }
  .mark { display: flex; align-items: center; justify-content: center; width: 100%; max-width: 160px; height: 48px; }
  img { display: block; max-width: 100%; max-height: 48px; width: auto; height: auto; object-fit: contain; }
  .badge { height: 128px; }
  .badge img { max-height: 128px; }
  .label { font-size: 0.875rem; font-weight: 600; line-height: 1.4; color: ${color.body}; }
`;
const captionCss = css`
  margin: 24px 0 0;
  text-align: center;
  font-size: 0.875rem;
  color: ${onTone.muted};
`;
