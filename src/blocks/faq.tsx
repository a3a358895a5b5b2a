import { css } from "@emotion/react";
import type { FaqBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { mq, onTone } from "../theme";
import { Disclosure } from "../ui/disclosure";
import { Section, sectionOf } from "../ui/section";

/** Frequently asked questions, in one or two columns; each item opens on its own. */
export function Faq({ block }: { block: FaqBlock }) {
  const t = usePhrase();
  const { columns } = block;
  return (
    <Section {...sectionOf(block)}>
      <div css={columns === 2 ? twoColumns : oneColumn}>
        {block.items.map((item) => (
          <Disclosure key={item.q} summary={t(item.q)} heading panelClass="max-h-96" css={itemCss}>
            <p>{t(item.a)}</p>
          </Disclosure>
        ))}
      </div>
    </Section>
  );
}

const oneColumn = css`
  max-width: 860px;
  margin: 0 auto;
`;
const twoColumns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: 48px;
  /* Each item as tall as itself: opening one leaves its neighbour in the row as it was. */
  align-items: start;
  ${mq.lg} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;
const itemCss = css`
  border-bottom: 1px solid ${onTone.line};
  h2, h3 { margin: 0; font-size: 1.0625rem; }
  button {
    display: flex;
    width: 100%;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    padding: 20px 4px;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 700;
    line-height: 1.5;
    color: ${onTone.ink};
    text-align: left;
    cursor: pointer;
  }
  /* The kicker's colour keeps 4.5:1 on every tone (the accent falls under it on the muted one). */
  button:hover { color: ${onTone.kicker}; }
  .chevron { color: ${onTone.muted}; }
  /* 24rem (max-h-96): the tallest an open answer gets before it scrolls. */
  .panel {
    max-height: 24rem;
    overflow-y: auto;
    padding: 0 4px 20px;
    color: ${onTone.body};
  }
  .panel p { margin: 0; }
`;
