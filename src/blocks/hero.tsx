import type { ReactNode } from "react";
import type { HeroBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { button } from "../ui/button";
import { Icon } from "../ui/icon";
import { Picture } from "../ui/picture";
import { container } from "../ui/container";
import { SmartLink } from "../ui/smart-link";

/**
 * The top of a page: kicker, the page's one h1, subtitle, up to two actions and a scroll indicator,
 * in the tone, accent and composition its block asks for (docs/art-direction.md). `art`, a drawing
 * of another block (the home page's scene, scene-hero.tsx), stands where the picture would.
 * The looks are classes of the page's shared CSS (engine/page/hero-css.ts): they add nothing to the
 * script. `data-hero` names the composition, so a test can hold the drawing to it.
 */
export function Hero({ block, art }: { block: HeroBlock; art?: ReactNode }) {
  const t = usePhrase();
  const { variant, background, layout, tone, accent } = block;
  const main = variant === "main";
  const picture = block.image && (
    <div className={block.phoneImage ? "hero-art on-phones" : "hero-art"}>
      {/* The page's first picture, fetched first. */}
      <Picture image={block.image} slot="hero" priority />
    </div>
  );
  const cue = block.scrollTo && (
    <a href={`#${block.scrollTo}`} className="hero-cue">
      <span>{t(block.scrollLabel)}</span>
      <Icon name="arrow-down" size={main ? 20 : 18} />
    </a>
  );
  const drawing = art ?? picture;
  return (
    <section id={block.id} className={`hero hero-${tone} hero-${main ? "main" : "page"} accent-${accent}`} data-hero={`${layout} ${tone} ${accent}`}>
      {background === "animated" && (
        <div className="hero-glow" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
      <div className={`${container} hero-inner hero-${layout}${drawing ? " has-art" : ""}`}>
        <div className="hero-text">
          {block.kicker && <p className="hero-kicker">{t(block.kicker)}</p>}
          <h1>{t(block.title)}</h1>
          {block.subtitle && <p className="hero-sub">{t(block.subtitle)}</p>}
          {block.actions && block.actions.length > 0 && (
            <div className="hero-actions">
              {block.actions.map((action, i) => (
                <SmartLink key={action.href} href={action.href} className={i === 0 ? button.primary : tone === "dark" ? button.onDark : button.secondary}>
                  {t(action.label)}
                </SmartLink>
              ))}
            </div>
          )}
          {!main && cue}
        </div>
        {drawing}
      </div>
      {main && cue && <div className="hero-rail">{cue}</div>}
    </section>
  );
}
