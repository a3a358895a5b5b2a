/**
 * The CSS of the frame's navigation (the header's panels, the drawer, a
 * sub-page's breadcrumbs and siblings), by class name. It rides in the plain <style> of every page
 * (page-css.ts) rather than in Emotion styles, which the browser's script would have to carry as
 * well: on /contact that script is within a few hundred bytes of its budget.
 */
// vite.config.ts loads this module (through page-css.ts): its imports name their files in full.
import { breakpoint, color, radius, shadow } from "../../src/theme.ts";

const md = `@media (min-width:${breakpoint.md}px)`;

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
.drawer-contact svg{flex:none;color:${color.primary}}`;

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
export const frameCss = [panels, drawer, subPage].join("").replace(/\n/g, "");
