import { css } from "@emotion/react";
import { useShell } from "../site-context";
import { keepPhrases, usePhrase } from "../ui/phrases";
import { color, mq } from "../theme";
import { container } from "../ui/section";
import { SmartLink } from "../ui/smart-link";

/** The shared footer: link groups, company facts (with the business lines a Korean company's footer carries), contact e-mail, hours and the copyright line. */
export function Footer() {
  const { site, footer } = useShell();
  const t = usePhrase();
  return (
    <footer css={footerCss}>
      <div css={[container, topCss]}>
        <div css={aboutCss}>
          <p className="name">{site.name}</p>
          {footer.tagline && <p className="tagline">{t(footer.tagline)}</p>}
          <address>
            {site.legal?.map((line) => (
              <p key={line.label}>
                {line.label} {keepPhrases(line.value)}
              </p>
            ))}
            <p>{site.address}</p>
            <p>
              전화 <a href={`tel:${site.phone.replace(/[^0-9+]/g, "")}`}>{keepPhrases(site.phone)}</a>
              <span aria-hidden="true"> · </span>
              팩스 {keepPhrases(site.fax)}
            </p>
            <p>
              이메일 <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>업무 시간 {keepPhrases(site.hours)}</p>
          </address>
        </div>
        <nav aria-label="사이트 전체 메뉴" css={groupsCss}>
          {footer.groups.map((group) => (
            <div key={group.title}>
              <h2>{t(group.title)}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href}>{t(link.label)}</SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div css={[container, bottomCss]}>
        <p>{t(footer.copyright)}</p>
      </div>
    </footer>
  );
}

const footerCss = css`
  padding: 56px 0 24px;
  background: ${color.navyDeep};
  color: rgba(255, 255, 255, 0.75);
  font-size: 0.9375rem;
  a { color: rgba(255, 255, 255, 0.85); text-decoration: none; }
  a:hover { color: #fff; text-decoration: underline; }
`;
const topCss = css`
  display: grid;
  gap: 40px;
  ${mq.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 2.2fr); gap: 56px; }
`;
/** The address's links are underlined: links inside a line of text need more than colour to stand out from it. */
const aboutCss = css`
  .name { margin: 0; font-size: 1.125rem; font-weight: 800; color: #fff; }
  .tagline { margin: 10px 0 0; }
  address { margin-top: 18px; font-style: normal; }
  address p { margin: 4px 0 0; }
  address a { text-decoration: underline; }
`;
const groupsCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 28px 20px;
  ${mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  h2 { margin: 0 0 2px; font-size: 0.9375rem; color: #fff; }
  ul { margin: 0; padding: 0; list-style: none; }
  /* Each link is a tap target of its own: 44 px tall on touch screens, 32 px where a mouse points. */
  a { display: inline-flex; align-items: center; min-height: 44px; ${mq.lg} { min-height: 32px; } }
`;
/** The room under the rule is the line's own: the container's padding shorthand (per width) would undo a padding-top here. */
const bottomCss = css`
  margin-top: 40px;
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  font-size: 0.875rem;
  p { margin: 0; padding-top: 20px; }
`;
