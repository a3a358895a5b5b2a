/**
 * How the built site is served: security headers, the Content-Security-Policy, caching, file
 * types and compression. This is the one place to change them. engine/hosting/ turns it into
 * dist/_nginx.conf and dist/_headers (both written by `npm run build`) and the headers of the
 * preview server (scripts/serve.ts), so none of them can disagree. Redirects are not here: they
 * live in site.yaml (`redirects:`).
 * Plain values: this file imports nothing of the site's code. What depends on a build, the hash of
 * the inline boot script, is handed in (`scripts`) by whoever asks, and engine/page/boot.ts
 * compiles the script only then.
 */
import { lookup } from "mrmime";

/**
 * The Content-Security-Policy sent with every response, directive by directive. `scripts` are the
 * CSP sources of the inline scripts allowed, by hash (engine/page/boot.ts: bootScriptSource).
 */
export const csp = (scripts: string[]): Record<string, string[]> => ({
  "default-src": ["'self'"],
  // Only the bundle's own files run, and the one inline script that starts them, by its hash
  // (src/boot.ts, inlined by engine/page/boot.ts); page data is non-executable JSON.
  "script-src": ["'self'", ...scripts],
  // Emotion writes <style> elements, prerendered and at run time, whose content differs per page
  // and per build, so one header for all pages cannot name their hashes. Each prerendered page
  // narrows this with a <meta> policy that lists the hashes of exactly its own styles (see
  // `withStylePolicy` in engine/hosting/style-policy.ts); a browser enforces both, so inline styles other
  // than those are refused.
  "style-src": ["'self'", "'unsafe-inline'"],
  // data: for the small SVG icons inlined in CSS.
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "media-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "frame-ancestors": ["'none'"],
  // No form submits anywhere: the inquiry form has no action (the script opens the mail client
  // through a link, which form-action does not govern).
  "form-action": ["'none'"],
});

/**
 * Browser features the site does not use, switched off for it and anything it could embed.
 * Autoplay (the muted demo video), fullscreen and picture-in-picture (the video's controls) and
 * the clipboard (the form copies a long message) stay at their defaults.
 */
export const DISABLED_FEATURES = [
  "accelerometer", "camera", "display-capture", "encrypted-media", "geolocation", "gyroscope",
  "hid", "idle-detection", "magnetometer", "microphone", "midi", "payment",
  "publickey-credentials-get", "screen-wake-lock", "serial", "usb", "xr-spatial-tracking",
];

/** The policy as header text. */
export function cspText(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");
}

/** Headers every response carries, over HTTP and HTTPS alike; `scripts` as for `csp`. */
export const securityHeaders = (scripts: string[]): Record<string, string> => ({
  "Content-Security-Policy": cspText(csp(scripts)),
  "X-Content-Type-Options": "nosniff",
  // Chosen: strict-origin-when-cross-origin. A link to another site (a partner, a map) tells it
  // only that the visitor came from this origin, never the path or query; an HTTPS-to-HTTP link
  // tells it nothing. No URL of this site carries anything private (the inquiry goes by mail,
  // never into a URL), so the origin is all there is to leak, and partners may see where
  // visitors come from. `no-referrer` would hide even that and gain nothing.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  // Other sites' pages may not load our files into theirs (hotlinking, cross-site leaks); crawlers
  // that fetch the share image are not browsers and do not apply it.
  "Cross-Origin-Resource-Policy": "same-origin",
  // No Flash or PDF plug-in may read a cross-domain policy file from this host.
  "X-Permitted-Cross-Domain-Policies": "none",
  // frame-ancestors covers current browsers; this covers old ones.
  "X-Frame-Options": "DENY",
});

/** Headers only an HTTPS response carries (browsers ignore HSTS over plain HTTP). 2 years, in seconds. */
export const HTTPS_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/** Where Vite writes files whose names carry a hash of their content. */
export const HASHED_PREFIX = "/assets/";

export const CACHE = {
  /** Hashed files never change under their name: keep them a year (in seconds). */
  hashed: "public, max-age=31536000, immutable",
  /** Pages and files with fixed names (fonts, media, images): revalidate on every use, which ETag and Last-Modified make a cheap 304. */
  other: "no-cache",
};

/** The file extensions this site serves. */
const EXTENSIONS = ["html", "css", "js", "mjs", "json", "map", "webmanifest", "xml", "txt", "svg", "png", "jpg", "jpeg", "gif", "webp", "avif", "ico", "woff2", "woff", "mp4", "webm", "pdf"];

/**
 * The kinds of file the build publishes from public/ as they are (pictures, icons, fonts, video,
 * documents, text), by extension: all the site serves but its own pages, scripts, styles, data and
 * XML. One of those in public/ would go out unchecked and run on the site's address (an HTML page,
 * an XML file with a stylesheet), as would a kind no check reads (.svgz), so the build leaves every
 * other kind out and the check names it.
 */
export const PUBLIC_EXTENSIONS = EXTENSIONS.filter((ext) => !["html", "css", "js", "mjs", "json", "map", "xml"].includes(ext));

/**
 * Content types by file extension; the server answers with exactly these. mrmime's table (the one
 * sirv serves with), but for two types the site has always sent: mrmime has no .ico, and names .xml
 * text/xml where the sitemap has gone out as application/xml.
 */
export const MIME_TYPES: Record<string, string> = Object.fromEntries(
  EXTENSIONS.map((ext) => [ext, ({ xml: "application/xml", ico: "image/x-icon" } as Record<string, string>)[ext] ?? lookup(ext)!]),
);

/** Types sent with `; charset=utf-8`. */
export const UTF8_TYPES = ["text/html", "text/css", "text/javascript", "text/plain", "application/json", "application/manifest+json", "image/svg+xml"];

/** Types worth compressing on the fly (images, fonts and video are compressed already). */
export const COMPRESSIBLE_TYPES = ["text/html", "text/css", "text/javascript", "text/plain", "application/json", "application/manifest+json", "application/xml", "image/svg+xml", "image/x-icon"];

/** Files in dist/ that are instructions for hosts (static hosts read the first two, nginx the last), never content for visitors. */
export const HOST_FILES = ["/_headers", "/_redirects", "/_nginx.conf"];

/**
 * A path with a part that starts with a dot (/.env, /.git/config) is never content: the build
 * does not copy such files and the servers refuse such paths, except under this folder, which
 * holds what must be public (ACME challenges, security.txt).
 */
export const WELL_KNOWN = "/.well-known/";
