import { css } from "@emotion/react";
import { createContext, useContext, useId, type HTMLAttributes, type ReactNode } from "react";
import { usePhrase } from "./phrases";
import type { CardGridBlock } from "../manifest/site.types";
import { container } from "./container";
import { startsAt } from "./section-rule";
import { headerHeight, mq, onTone, typeScale } from "../theme";


/** The look of a section, from the schema's `tone`, `align` and `width` (its defaults are the schema's, per block). */
export type Tone = CardGridBlock["tone"];
export type Align = CardGridBlock["align"];
export type Width = CardGridBlock["width"];

const sectionCss = css`
  padding: 64px 0;
  scroll-margin-top: ${headerHeight.base}px;
  ${mq.md} { padding: 88px 0; }
  ${mq.lg} { scroll-margin-top: ${headerHeight.lg}px; }
`;
/** A band rather than a section (the moving partner strip): little room around it, least below, where the next section's own padding follows. */
const compactCss = css`
  padding: 40px 0 16px;
  ${mq.md} { padding: 48px 0 24px; }
`;

export interface SectionProps {
  id?: string;
  tone?: Tone;
  align?: Align;
  width?: Width;
  kicker?: string;
  title?: string;
  intro?: string;
  /** The id of a heading inside `children` that names the section, when it has no `title` of its own. */
  labelledBy?: string;
  /** Less room around it (compactCss). */
  compact?: boolean;
  children: ReactNode;
}

/**
 * A page section: optional kicker, h2 title and intro above its content, inside the page width, in
 * one of the looks the schema offers (tone, heading alignment, width), so neighbouring sections
 * differ by data, not by a copy of a block. The looks are classes of the page's shared CSS
 * (engine/page/section-css.ts): they add nothing to the script.
 */
export function Section({ id, tone = "plain", align = "center", width = "normal", kicker, title, intro, labelledBy, compact = false, children }: SectionProps) {
  const t = usePhrase();
  const headingId = id && title ? `${id}-title` : labelledBy;
  return (
    <section id={id} aria-labelledby={headingId} className={`s-${tone}`} css={[sectionCss, compact && compactCss]}>
      <div className={width === "narrow" ? `${container} s-narrow` : container}>
        {(kicker || title || intro) && (
          <header className={startsAt(align, intro) ? "s-start" : undefined} css={headCss}>
            {kicker && <p className="kicker">{t(kicker)}</p>}
            {title && <h2 id={headingId}>{t(title)}</h2>}
            {intro && <p className="intro">{t(intro)}</p>}
          </header>
        )}
        <SectionContent titled={Boolean(title)}>{children}</SectionContent>
      </div>
    </section>
  );
}

const headCss = css`
  max-width: 760px;
  margin: 0 auto 40px;
  text-align: center;
  .kicker {
    margin: 0 0 10px;
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${onTone.kicker};
  }
  h2 {
    margin: 0;
    font-size: ${typeScale.section};
    line-height: 1.35;
    color: ${onTone.ink};
  }
  .intro {
    margin: 14px 0 0;
    font-size: 1.0625rem;
    color: ${onTone.muted};
  }
`;
/** The level of the first headings inside a section's content. */
const HeadingLevel = createContext<2 | 3>(2);

/**
 * A section's content: the headings in it (a card's, an entry's, a question's) are h3 under the
 * section's own h2 title, and h2 when the section has none, so the outline never skips a level.
 */
export function SectionContent({ titled, children }: { titled: boolean; children: ReactNode }) {
  return <HeadingLevel.Provider value={titled ? 3 : 2}>{children}</HeadingLevel.Provider>;
}

/** A heading inside a section's content, at the level the section gives it (SectionContent). */
export function Heading(props: HTMLAttributes<HTMLHeadingElement>) {
  const Tag = useContext(HeadingLevel) === 3 ? "h3" : "h2";
  return <Tag {...props} />;
}

/**
 * The base of a block's element ids: the block's own id, or one React makes from its place in the
 * tree, the same in the prerendered HTML and in the browser, never a fixed word two blocks could share.
 */
export function useBlockId(id: string | undefined): string {
  const generated = useId();
  return id ?? generated;
}

/** The Section props a block carries under the same names: its id, its look and its heading. */
export function sectionOf(block: Pick<SectionProps, "id" | "tone" | "align" | "width" | "kicker" | "title" | "intro">): Omit<SectionProps, "children"> {
  const { id, tone, align, width, kicker, title, intro } = block;
  return { id, tone, align, width, kicker, title, intro };
}
