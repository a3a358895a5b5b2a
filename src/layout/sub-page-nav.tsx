import { Link, useLocation } from "wouter";
import { useShell, useText } from "../site-context";
import { Icon } from "../ui/icon";
import { container } from "../ui/container";
import { placeOf } from "./route-tree";

/** The current page's place in the route tree, when it is a sub-page of a header section. */
function usePlace() {
  const { sections } = useShell();
  const [path] = useLocation();
  return placeOf(sections, path);
}

/**
 * Under a sub-page's hero: 홈 › its section › the page, with the same trail as BreadcrumbList
 * JSON-LD for search engines (a data block: it never runs, so the CSP has nothing to allow).
 */
export function Breadcrumbs() {
  const { site } = useShell();
  const t = useText();
  const place = usePlace();
  if (!place) return null;
  const trail = [{ href: "/", label: "홈" }, place.section, place.page].map((c) => ({ href: c.href, label: t(c.label) }));
  const data = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.label, item: site.baseUrl + c.href })),
  };
  return (
    <nav aria-label="현재 위치" className="crumbs">
      <ol className={container}>
        {trail.map((c, i) => (
          <li key={c.href}>
            {i < trail.length - 1 ? <Link href={c.href}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
    </nav>
  );
}

/** Near a sub-page's end, before its closing call to action: the other pages of its section. */
export function Siblings() {
  const t = useText();
  const place = usePlace();
  if (!place) return null;
  return (
    <section aria-labelledby="siblings-title" className="siblings">
      <div className={container}>
        <h2 id="siblings-title">같은 분야의 다른 서비스</h2>
        <ul>
          {place.section.pages
            .filter((p) => p !== place.page)
            .map((p) => (
              <li key={p.href}>
                <Link href={p.href}>
                  {t(p.label)}
                  <Icon name="arrow-right" size={20} />
                </Link>
              </li>
            ))}
        </ul>
      </div>
    </section>
  );
}
