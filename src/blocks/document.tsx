import { css } from "@emotion/react";
import type { DocumentBlock, DocumentContent } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, headerHeight, mq, radius } from "../theme";
import { DataTable } from "../ui/data-table";
import { Heading, Section, sectionOf, useBlockId } from "../ui/section";

/** Room (px) left between the fixed header and a section scrolled to by its anchor. */
const ANCHOR_GAP = 16;

/**
 * A long text such as the privacy policy: its facts (effective date, version), a table of contents
 * and one anchored section per entry. Everything is drawn from structured manifest data; no
 * manifest text is ever inserted as HTML.
 */
export function Document({ block }: { block: DocumentBlock }) {
  const t = usePhrase();
  const tocId = `${useBlockId(block.id)}-toc`;
  return (
    <Section {...sectionOf(block)} align="start">
      <div css={layoutCss}>
        <div css={asideCss}>
          {block.meta && block.meta.length > 0 && (
            <dl css={metaCss}>
              {block.meta.map((m, i) => (
                <div key={i}>
                  <dt>{t(m.label)}</dt>
                  <dd>{t(m.value)}</dd>
                </div>
              ))}
            </dl>
          )}
          <nav aria-labelledby={tocId} css={tocCss}>
            <Heading id={tocId}>{t(block.tocTitle)}</Heading>
            <ol>
              {block.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{t(section.title)}</a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <div css={bodyCss}>
          {block.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} css={sectionCss}>
              <Heading id={`${section.id}-title`}>{t(section.title)}</Heading>
              {section.body.map((content, i) => (
                <DocumentPart key={i} content={content} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </Section>
  );
}

/** One body item: the schema allows exactly one of `p`, `list` or `table`. */
function DocumentPart({ content }: { content: DocumentContent }) {
  const t = usePhrase();
  if (content.p !== undefined) return <p>{t(content.p)}</p>;
  if (content.list) {
    return (
      <ul>
        {content.list.map((item, i) => (
          <li key={i}>{t(item)}</li>
        ))}
      </ul>
    );
  }
  if (content.table) return <DataTable table={content.table} />;
  return null;
}

const layoutCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 28px;
  ${mq.lg} { grid-template-columns: 280px minmax(0, 1fr); gap: 56px; align-items: start; }
`;
/** On wide screens the facts and contents stay in view beside the text. */
const asideCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  ${mq.lg} {
    position: sticky;
    top: ${headerHeight.lg + 24}px;
    max-height: calc(100vh - ${headerHeight.lg + 48}px);
    overflow-y: auto;
  }
`;
/** Below lg the facts share one line, so the first section starts in the first screen of a phone. */
const metaCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 0;
  padding: 10px 16px;
  ${mq.lg} { display: grid; gap: 8px; padding: 16px 20px; }
  border-radius: ${radius.md}px;
  background: ${color.soft};
  font-size: 0.9375rem;
  > div { display: flex; gap: 12px; }
  dt { font-weight: 700; color: ${color.ink}; }
  ${mq.lg} { dt { min-width: 4.5em; } }
  dd { margin: 0; color: ${color.body}; }
`;
/**
 * Below lg the contents are one row of numbered links that scrolls sideways (the thirteen entries
 * of the privacy policy stacked took a phone's whole first screen); from lg a list beside the text.
 */
const tocCss = css`
  h2, h3 { margin: 0 0 8px; font-size: 1rem; color: ${color.ink}; }
  ol { display: flex; gap: 8px; margin: 0 -20px; padding: 0 20px 6px; overflow-x: auto; list-style: none; font-size: 0.9375rem; counter-reset: toc; }
  li { flex: none; counter-increment: toc; }
  li a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 14px; border: 1px solid ${color.line}; border-radius: 999px; white-space: nowrap; }
  li a::before { content: counter(toc) "."; margin-right: 6px; color: ${color.muted}; }
  a { color: ${color.body}; text-decoration: none; }
  a:hover { color: ${color.primary}; text-decoration: underline; }
  ${mq.md} { ol { margin: 0 -24px; padding: 0 24px 6px; } }
  ${mq.lg} {
    padding: 20px;
    border: 1px solid ${color.line};
    border-radius: ${radius.md}px;
    h2, h3 { margin-bottom: 10px; }
    ol { display: block; margin: 0; padding: 0 0 0 1.4em; overflow: visible; list-style: decimal; }
    li { margin-top: 6px; padding-left: 2px; color: ${color.muted}; }
    li a { display: inline; min-height: 0; padding: 0; border: 0; border-radius: 0; white-space: normal; }
    li a::before { content: none; }
  }
`;
const bodyCss = css`
  display: grid;
  gap: 44px;
  max-width: 820px;
`;
/** Anchors clear the fixed header (its height plus a little air). */
const sectionCss = css`
  scroll-margin-top: ${headerHeight.base + ANCHOR_GAP}px;
  ${mq.lg} { scroll-margin-top: ${headerHeight.lg + ANCHOR_GAP}px; }
  h2, h3 {
    margin: 0 0 14px;
    padding-bottom: 10px;
    border-bottom: 1px solid ${color.line};
    font-size: 1.25rem;
    line-height: 1.45;
    color: ${color.ink};
  }
  p { margin: 12px 0 0; color: ${color.body}; }
  ul { margin: 12px 0 0; padding-left: 1.3em; color: ${color.body}; }
  li { margin-top: 6px; }
  figure { margin-top: 16px; }
`;
