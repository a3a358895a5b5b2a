import { css } from "@emotion/react";
import type { LinkItem, Plan, PlansBlock } from "../manifest/site.types";
import { useText } from "../site-context";
import { keepPhrases, usePhrase } from "../ui/phrases";
import { color, mq, radius, shadow } from "../theme";
import { button } from "../ui/button";
import { cardList, cardSurface } from "../ui/card-list";
import { Icon } from "../ui/icon";
import { Heading, Section, sectionOf } from "../ui/section";
import { SmartLink } from "../ui/smart-link";
import { visuallyHidden } from "../ui/visually-hidden";

/** Plans or tiers side by side; a highlighted one carries a badge and a stronger border. */
export function Plans({ block }: { block: PlansBlock }) {
  const t = useText();
  const badge = t(block.highlightLabel);
  return (
    <Section {...sectionOf(block)}>
      <ul css={cardList(block.plans.length, 4)}>
        {block.plans.map((plan, i) => (
          <PlanCard key={i} plan={plan} badge={badge} />
        ))}
      </ul>
    </Section>
  );
}

function PlanCard({ plan, badge }: { plan: Plan; badge: string }) {
  const t = usePhrase();
  const plain = useText();
  const name = plain(plan.name); // plain text: PlanAction looks for it in its label
  return (
    <li css={[cardCss, plan.highlight && highlightCss]}>
      {plan.highlight && <p css={badgeCss}>{badge}</p>}
      <Heading css={nameCss}>{keepPhrases(name)}</Heading>
      {plan.desc && <p css={descCss}>{t(plan.desc)}</p>}
      {(plan.capacity || plan.price) && (
        <div css={figuresCss}>
          {/* Only a figure earns the large type: a price given by quote ("견적 문의") is a quiet line, the button below asks for it. */}
          {plan.price && <p className={/\d/.test(plan.price) ? "price" : "quote"}>{t(plan.price)}</p>}
          {plan.capacity && <p className="capacity">{t(plan.capacity)}</p>}
        </div>
      )}
      <ul css={featuresCss}>
        {plan.features.map((feature, fi) => (
          <li key={fi}>
            <Icon name="check" size={16} />
            {t(feature)}
          </li>
        ))}
      </ul>
      {plan.action && <PlanAction action={plan.action} plan={name} primary={Boolean(plan.highlight)} />}
    </li>
  );
}

/** A plan's button. Several plans often share one label ("견적 요청"), so the plan's name is added for screen readers unless the label already says it. */
function PlanAction({ action, plan, primary }: { action: LinkItem; plan: string; primary: boolean }) {
  const label = useText()(action.label);
  return (
    <SmartLink href={action.href} className={primary ? button.primary : button.secondary} css={actionCss}>
      {keepPhrases(label)}
      {!label.includes(plan) && <span css={visuallyHidden}>{` : ${plan}`}</span>}
    </SmartLink>
  );
}

const cardCss = css`
  ${cardSurface};
  padding: 32px 24px 28px;
`;
/** Two pixels of primary colour; the inset shadow adds the second pixel so the size does not change. */
const highlightCss = css`
  border-color: ${color.primary};
  box-shadow: inset 0 0 0 1px ${color.primary}, ${shadow.raised};
`;
const badgeCss = css`
  position: absolute;
  top: 0;
  left: 24px;
  margin: 0;
  padding: 4px 12px;
  border-radius: 999px;
  transform: translateY(-50%);
  background: ${color.primary};
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.5;
`;
const nameCss = css`
  margin: 0;
  font-size: 1.25rem;
  line-height: 1.4;
  color: ${color.ink};
`;
const descCss = css`
  margin: 8px 0 0;
  color: ${color.body};
`;
const figuresCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-top: 20px;
  padding: 16px 0;
  border-top: 1px solid ${color.line};
  border-bottom: 1px solid ${color.line};
  p { margin: 0; }
  .price { font-size: 1.375rem; font-weight: 800; letter-spacing: -0.01em; color: ${color.navy}; }
  .quote { font-size: 0.9375rem; font-weight: 700; color: ${color.muted}; }
  .capacity { padding: 2px 10px; border-radius: 999px; background: ${color.primarySoft}; font-size: 0.875rem; font-weight: 700; color: ${color.primaryDark}; }
`;
const featuresCss = css`
  flex: 1;
  margin: 20px 0 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: 8px; align-items: flex-start; margin-top: 8px; font-size: 0.9375rem; color: ${color.body}; }
  li:first-of-type { margin-top: 0; }
  svg { flex: none; margin-top: 5px; color: ${color.primary}; }
`;
const actionCss = css`
  margin-top: 28px;
  width: 100%;
`;
