import { useShell } from "../site-context";
import { keepPhrases, usePhrase } from "../ui/phrases";
import { container } from "../ui/container";
import { SmartLink } from "../ui/smart-link";

/** The shared footer (its CSS: engine/page/frame-css.ts): link groups, company facts (with the business lines a Korean company's footer carries), contact e-mail, hours and the copyright line. */
export function Footer() {
  const { site, footer } = useShell();
  const t = usePhrase();
  return (
    <footer className="site-footer">
      <div className={`${container} footer-top`}>
        <div className="footer-about">
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
        <nav aria-label="사이트 전체 메뉴" className="footer-groups">
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
      <div className={`${container} footer-bottom`}>
        <p>{t(footer.copyright)}</p>
      </div>
    </footer>
  );
}
