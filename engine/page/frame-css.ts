/**
 * The CSS of the frame (the header and its panels, the drawer, the skip link, the page width, the
 * buttons, the footer, the contact shortcut, the notices' place, a sub-page's breadcrumbs and siblings), by
 * class name. It rides in the plain <style> of every page (page-css.ts) rather than in Emotion
 * styles: the first view's code (the frame and the page's hero) then uses no Emotion, and a first
 * visit loads none of it (docs/performance.md).
 *
 * Flat CSS (no nesting): Safari 16 and Firefox 115, which package.json's browserslist names, read
 * no nested rules.
 */
// vite.config.ts loads this module (through page-css.ts): its imports name their files in full.
import { breakpoint, color, contactBarHeight, contactTabWidth, headerHeight, maxWidth, radius, shadow, sideGutter } from "../../src/theme.ts";

const md = `@media (min-width:${breakpoint.md}px)`;
const lg = `@media (min-width:${breakpoint.lg}px)`;

/**
 * The page width (src/ui/section.tsx's `container`). From lg up the side margins are at least
 * `sideGutter`, where the contact tab sits: it never covers content. Buttons (src/ui/button.ts),
 * for links and buttons alike; `on-dark` sits on navy.
 */
const basics = `
.container{width:100%;max-width:${maxWidth + 48}px;margin:0 auto;padding:0 20px}
${md}{.container{padding:0 24px}}
${lg}{.container{max-width:${maxWidth + 2 * sideGutter}px;padding:0 ${sideGutter}px}}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:48px;padding:12px 24px;border-radius:${radius.sm}px;font-weight:700;font-size:1rem;line-height:1.2;text-decoration:none;border:1px solid transparent;cursor:pointer;transition:background-color .2s,color .2s,border-color .2s}
.btn-primary{background:${color.primary};color:#fff}
.btn-primary:hover{background:${color.primaryDark}}
.btn-primary:disabled{background:${color.muted};cursor:progress}
.btn-secondary{background:#fff;color:${color.navy};border-color:${color.line}}
.btn-secondary:hover{border-color:${color.primary};color:${color.primary}}
.btn-on-dark{background:transparent;color:#fff;border-color:rgba(255,255,255,.6)}
.btn-on-dark:hover{background:rgba(255,255,255,.12)}
.skip-link{position:absolute;top:-100px;left:12px;z-index:100;padding:10px 16px;border-radius:8px;background:${color.navy};color:#fff;font-weight:700}
.skip-link:focus{top:12px}
main{display:block;min-height:60vh}
main:focus{outline:none}`;

/** The header (src/layout/header.tsx): opaque, so text scrolling under it never shows through; a shadow once the page has scrolled. */
const header = `
.site-header{position:fixed;inset:0 0 auto 0;z-index:50;height:${headerHeight.base}px;background:#fff;border-bottom:1px solid ${color.line};transition:box-shadow .2s}
${lg}{.site-header{height:${headerHeight.lg}px}}
.site-header[data-scrolled=true]{box-shadow:${shadow.raised}}
.header-row{display:flex;align-items:center;height:100%;gap:24px}
.header-logo{display:inline-flex;align-items:center;flex:none;min-height:44px}
.header-logo img{display:block;width:140px;height:auto;aspect-ratio:160/36}
${lg}{.header-logo img{width:160px}}
.header-nav{display:none;align-self:stretch;margin-left:auto}
${lg}{.header-nav{display:block}}
.header-nav>ul{display:flex;gap:4px;height:100%;margin:0;padding:0;list-style:none}
.header-nav>ul>li{display:flex;align-items:center}
.header-nav>ul>li>a{display:block;padding:10px 12px;border-radius:8px;font-weight:600;color:${color.ink};text-decoration:none;white-space:nowrap}
.header-nav>ul>li>a:hover{color:${color.primaryDark};background:${color.soft}}
.header-nav>ul>li>a[aria-current=page]{color:${color.primaryDark};box-shadow:inset 0 -2px 0 ${color.primary};border-radius:0}
.header-cta{display:none;flex:none;min-height:44px;padding:8px 20px}
${lg}{.header-cta{display:inline-flex}}
.menu-button{display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;margin-left:auto;margin-right:-8px;border:0;border-radius:8px;background:none;color:${color.ink};cursor:pointer}
${lg}{.menu-button{display:none}}`;

/**
 * The footer (src/layout/footer.tsx). The address's links are underlined: links inside a line of
 * text need more than colour to stand out from it. Each group's link is a tap target of its own:
 * 44 px tall on touch screens, 32 px where a mouse points. The room under the bottom rule is its
 * line's own: the container's padding shorthand (per width) would undo a padding-top on the row.
 */
const footer = `
.site-footer{padding:56px 0 24px;background:${color.navyDeep};color:rgba(255,255,255,.75);font-size:.9375rem}
.site-footer a{color:rgba(255,255,255,.85);text-decoration:none}
.site-footer a:hover{color:#fff;text-decoration:underline}
.footer-top{display:grid;gap:40px}
${lg}{.footer-top{grid-template-columns:minmax(0,1fr) minmax(0,2.2fr);gap:56px}}
.footer-about .name{margin:0;font-size:1.125rem;font-weight:800;color:#fff}
.footer-about .tagline{margin:10px 0 0}
.footer-about address{margin-top:18px;font-style:normal}
.footer-about address p{margin:4px 0 0}
.footer-about address a{text-decoration:underline}
.footer-groups{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:28px 20px}
${md}{.footer-groups{grid-template-columns:repeat(3,minmax(0,1fr))}}
.footer-groups h2{margin:0 0 2px;font-size:.9375rem;color:#fff}
.footer-groups ul{margin:0;padding:0;list-style:none}
.footer-groups a{display:inline-flex;align-items:center;min-height:44px}
${lg}{.footer-groups a{min-height:32px}}
.footer-bottom{margin-top:40px;border-top:1px solid rgba(255,255,255,.14);font-size:.875rem}
.footer-bottom p{margin:0;padding-top:20px}`;

/**
 * The contact shortcut (src/layout/floating-contact.tsx): a bar across the foot of narrow screens;
 * on wide ones a tab on the right edge, centred vertically, that widens on hover or focus. And the
 * place of the notices (src/ui/notices.tsx), above that bar.
 */
const shortcut = `
.contact-shortcut{position:fixed;z-index:40;display:flex;align-items:center;justify-content:center;gap:8px;color:#fff;background:${color.primary};font-weight:700;text-decoration:none;box-shadow:0 6px 20px rgba(7,29,64,.25);inset:auto 0 0 0;height:${contactBarHeight}px;padding-bottom:env(safe-area-inset-bottom)}
.contact-shortcut:hover{background:${color.primaryDark}}
.contact-shortcut .wide{display:none}
${lg}{.contact-shortcut{inset:50% 0 auto auto;min-width:${contactTabWidth}px;height:auto;transform:translateY(-50%);padding:16px 12px;border-radius:12px 0 0 12px}.contact-shortcut .narrow{display:none}.contact-shortcut .wide{display:inline-block;max-width:0;overflow:hidden;white-space:nowrap;transition:max-width .25s ease}.contact-shortcut:hover .wide,.contact-shortcut:focus-visible .wide{max-width:6em}}
.notices{position:fixed;z-index:70;right:16px;bottom:72px;left:16px;display:flex;flex-direction:column;align-items:flex-end;pointer-events:none}
.notices>div{display:flex;flex-direction:column;gap:10px;width:min(100%,400px)}`;

/** The header's service items (src/layout/nav-panel.tsx). */
const panels = `
.nav-item{position:relative;display:flex;align-items:center;height:100%}
.nav-toggle{display:inline-flex;align-items:center;justify-content:center;width:24px;height:44px;margin-left:-8px;padding:0;border:0;border-radius:6px;background:none;color:${color.muted};cursor:pointer}
.nav-toggle svg{transition:transform .2s}
.nav-toggle:hover{color:${color.primary}}
.nav-item[data-open]>.nav-toggle svg{transform:rotate(180deg)}
.nav-panel{position:absolute;top:100%;left:0;z-index:1;min-width:240px;padding:8px;border:1px solid ${color.line};border-radius:0 0 ${radius.md}px ${radius.md}px;background:#fff;box-shadow:${shadow.raised};visibility:hidden;opacity:0;transform:translateY(-4px);transition:opacity .15s,transform .15s,visibility 0s .15s}
.nav-item[data-open]>.nav-panel{visibility:visible;opacity:1;transform:none;transition:opacity .15s,transform .15s}
@media (scripting:none){.nav-item:hover>.nav-panel,.nav-item:focus-within>.nav-panel{visibility:visible;opacity:1;transform:none;transition:opacity .15s,transform .15s}}
.nav-panel ul{margin:0;padding:0;list-style:none}
.nav-panel a{display:block;padding:10px 14px;border-radius:8px;font-weight:600;font-size:.9375rem;white-space:nowrap;color:${color.ink};text-decoration:none}
.nav-panel a:hover,.nav-panel a:focus-visible{color:${color.primary};background:${color.soft}}
.nav-panel a[aria-current=page]{color:${color.primary}}`;

/** The mobile drawer (drawer.tsx): a dialog or popover, restyled from the browser's centred box. */
const drawer = `
@keyframes drawer-in{from{transform:translateX(100%)}to{transform:none}}
.drawer:is([open],:popover-open){position:fixed;inset:0 0 0 auto;display:flex;flex-direction:column;width:min(86vw,360px);max-width:none;height:100%;max-height:none;margin:0;padding:72px 20px 24px;border:0;background:#fff;color:${color.body};box-shadow:-8px 0 24px rgba(7,29,64,.2);overflow-y:auto;overscroll-behavior:contain;animation:drawer-in .22s ease-out}
.drawer::backdrop{background:rgba(7,29,64,.5)}
.drawer-close{position:absolute;top:8px;right:12px;display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;border:0;background:none;color:${color.ink};cursor:pointer}
.drawer nav>ul{margin:0 0 24px;padding:0;list-style:none}
.drawer nav>ul>li{position:relative;border-bottom:1px solid ${color.line}}
.drawer nav a{display:block;padding:12px 8px;font-size:1.0625rem;font-weight:600;color:${color.ink};text-decoration:none}
.drawer nav a[aria-current=page]{color:${color.primary}}
.drawer summary{position:absolute;top:0;right:0;display:flex;align-items:center;justify-content:center;width:48px;height:52px;color:${color.muted};cursor:pointer;list-style:none}
.drawer summary::-webkit-details-marker{display:none}
.drawer summary span{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.drawer summary svg{transition:transform .2s}
.drawer details[open] summary svg{transform:rotate(180deg)}
.drawer details ul{margin:0 0 10px;padding:0 0 0 12px;list-style:none;border-left:2px solid ${color.line}}
.drawer details a{padding:10px 8px;font-size:1rem;font-weight:500;color:${color.body}}
.drawer-contact{display:grid;gap:4px;margin:20px 0 0}
.drawer-contact a{display:flex;align-items:center;gap:10px;min-height:44px;color:${color.ink};font-weight:600;text-decoration:none}
.drawer-contact svg{flex:none;color:${color.primary}}
.drawer-cta{width:100%}`;

/** A sub-page's breadcrumbs and siblings (sub-page-nav.tsx). */
const subPage = `
.crumbs{border-bottom:1px solid ${color.line};background:${color.soft};font-size:.875rem}
.crumbs ol{display:flex;flex-wrap:wrap;margin:0 auto;list-style:none}
.crumbs li{display:flex;align-items:center}
.crumbs li+li::before{content:"›";margin:0 8px;color:${color.muted}}
.crumbs a,.crumbs span{display:inline-flex;align-items:center;min-height:44px}
.crumbs a{color:${color.muted};text-decoration:none}
.crumbs a:hover{color:${color.primary};text-decoration:underline}
.crumbs span{color:${color.ink};font-weight:600}
.siblings{padding:56px 0;border-top:1px solid ${color.line}}
.siblings h2{margin:0 0 20px;font-size:1.25rem;color:${color.ink}}
.siblings ul{display:grid;gap:12px;margin:0;padding:0;list-style:none}
${md}{.siblings ul{grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}}
.siblings a{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:56px;padding:14px 18px;border:1px solid ${color.line};border-radius:${radius.md}px;font-weight:700;color:${color.ink};text-decoration:none}
.siblings a:hover{border-color:${color.primary};color:${color.primary}}
.siblings svg{flex:none;color:${color.primary}}`;

/** All of it, with the line breaks that only made it readable here taken out. */
export const frameCss = [panels, drawer, subPage, basics, header, footer, shortcut].join("").replace(/\n/g, "");
