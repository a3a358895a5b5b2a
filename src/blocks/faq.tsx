import { css } from "@emotion/react";
import type { FaqBlock } from "../manifest/site.types";
import { useText } from "../site-context";
import { mq } from "../theme";
import { AccordionItem } from "../ui/accordion";
import { Section } from "../ui/section";

/** Frequently asked questions, in one or two columns; each item opens on its own. */
export function Faq({ block }: { block: FaqBlock }) {
  const t = useText();
  const { columns } = block;
  return (
    <Section id={block.id} title={block.title} intro={block.intro}>
      <div css={columns === 2 ? twoColumns : oneColumn}>
        {block.items.map((item) => (
          <AccordionItem key={item.q} question={t(item.q)}>
            <p>{t(item.a)}</p>
          </AccordionItem>
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
