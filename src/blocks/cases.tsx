import { css } from "@emotion/react";
import type { CaseItem, CasesBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, radius } from "../theme";
import { cardList, cardSurface } from "../ui/card-list";
import { Icon } from "../ui/icon";
import { Picture } from "../ui/picture";
import { Heading, Section, sectionOf } from "../ui/section";
import { SmartLink } from "../ui/smart-link";
import { visuallyHidden } from "../ui/visually-hidden";

/** Case studies as cards: industry, title, the challenge and what was done, 1-3 result figures and an optional link. */
export function Cases({ block }: { block: CasesBlock }) {
  return (
    <Section {...sectionOf(block)}>
      <ul css={cardList(block.items.length, 3)}>
        {block.items.map((item) => (
          <CaseCard key={item.title} item={item} />
        ))}
      </ul>
    </Section>
  );
}

function CaseCard({ item }: { item: CaseItem }) {
  const t = usePhrase();
  return (
    <li css={cardCss}>
      <div className="top">
        <span className="industry">{t(item.industry)}</span>
        {item.logo && <Picture image={item.logo} slot="companyLogo" className="logo" />}
      </div>
      <Heading className="title">{t(item.title)}</Heading>
      <dl className="story">
        <div>
          <dt>과제</dt>
          <dd>{t(item.challenge)}</dd>
        </div>
        <div>
          <dt>수행</dt>
          <dd>{t(item.solution)}</dd>
        </div>
      </dl>
      <dl className="results">
        {item.results.map((r) => (
          <div key={r.label}>
            <dt>{t(r.label)}</dt>
            <dd>{t(r.value)}</dd>
          </div>
        ))}
      </dl>
      {item.href && (
        <SmartLink href={item.href} className="more">
          {t(item.linkLabel)}
          <span css={visuallyHidden}> : {t(item.title)}</span>
          <Icon name="arrow-right" size={18} />
        </SmartLink>
      )}
    </li>
  );
}

const cardCss = css`
  ${cardSurface};
  padding: 28px 24px 24px;
  transition: transform 0.2s, border-color 0.2s;
  &:has(a:hover) { transform: translateY(-3px); border-color: ${color.primary}; }
  .top { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 28px; }
  .industry {
    padding: 4px 10px;
    border-radius: 999px;
    background: ${color.primarySoft};
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${color.primaryDark};
  }
  .logo { display: block; max-width: 112px; max-height: 28px; width: auto; height: auto; }
  .title { margin: 16px 0 0; font-size: 1.1875rem; line-height: 1.45; color: ${color.ink}; }
  .story { margin: 16px 0 24px; display: grid; gap: 12px; }
  .story div { display: grid; grid-template-columns: 2.5em 1fr; gap: 8px; }
  .story dt { font-size: 0.8125rem; font-weight: 700; line-height: 1.7; color: ${color.muted}; }
  .story dd { margin: 0; font-size: 0.9375rem; line-height: 1.65; color: ${color.body}; }
  .results {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 12px;
    margin: auto 0 0;
    padding-top: 20px;
    border-top: 1px solid ${color.line};
  }
  .results div { display: flex; flex-direction: column; }
  .results dt { order: 2; font-size: 0.8125rem; line-height: 1.4; color: ${color.muted}; }
  .results dd { order: 1; margin: 0 0 4px; font-size: 1.625rem; font-weight: 800; line-height: 1.2; letter-spacing: -0.02em; color: ${color.primary}; }
  .more {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    margin-top: 20px;
    font-weight: 700;
    color: ${color.primary};
    text-decoration: none;
    &::after { content: ""; position: absolute; inset: 0; border-radius: ${radius.md}px; }
    &:focus-visible::after { outline: 3px solid ${color.primary}; outline-offset: 2px; }
  }
`;
