/**
 * The one safety check of an SVG file, for every SVG the site takes in: the check and the build
 * (every SVG under public/, named or not), the image pipeline, and the studio's uploads.
 *
 * An SVG is a document: opened by itself (a link, a new tab, the dev server) it runs its scripts
 * with the site's origin. So an SVG is accepted only when it is a picture and nothing else:
 *   - well-formed XML in UTF-8, with an <svg> root in the SVG namespace;
 *   - no DOCTYPE (so no ENTITY, which could expand to anything) and no processing instruction
 *     (<?xml-stylesheet?> loads a style sheet);
 *   - only the elements of ELEMENTS, in the SVG namespace, whatever their prefix: so no script,
 *     foreignObject, animation (which can set an href), link (<a>), feImage or HTML;
 *   - only the attributes of ATTRIBUTES (no namespace), `xlink:href`/`xlink:title`,
 *     `xml:space`/`xml:lang` and namespace declarations: so no on… handler, xml:base, or an editor's
 *     private attributes (export a plain SVG);
 *   - every href/xlink:href a fragment of the same file (`#id`); `<image>` may also embed a PNG,
 *     JPEG, WebP or GIF as a data: URL (a raster picture cannot run anything);
 *   - CSS (the <style> element, style attributes and presentation attributes) that loads nothing:
 *     url() only to `#id`, no @import, no image-set()/image()/cross-fade()/element()/src(), and no
 *     backslash escape (CSS reads `\75 rl(` as url().
 * Values are read as the browser reads them: the parser decodes entities and character
 * references first, so `jav&#x61;script:` is seen as `javascript:`.
 *
 * A pure function of the file's bytes or text, without node: (the studio's page may use it too).
 * The reason is Korean, for the person who made the file (engine/check/messages.ts words it).
 */
import { SaxesParser, type SaxesTagNS } from "saxes";
import { svgReasons } from "../check/messages.ts";

/** `reason`: why not, one Korean clause with the line of the file (engine/check/messages.ts, svgReasons). */
export type SvgSafety = { ok: true } | { ok: false; reason: string };

const SVG = "http://www.w3.org/2000/svg";
const XLINK = "http://www.w3.org/1999/xlink";
const XML = "http://www.w3.org/XML/1998/namespace";
const XMLNS = "http://www.w3.org/2000/xmlns/";

/** The SVG elements a picture needs: shapes, text, paint servers, clipping and masking, filters (without feImage). */
const ELEMENTS = new Set(
  (
    "svg g defs symbol use title desc style switch " +
    "path rect circle ellipse line polyline polygon text tspan textPath image " +
    "linearGradient radialGradient stop pattern clipPath mask marker " +
    "filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting " +
    "feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur " +
    "feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence"
  ).split(" "),
);

/**
 * Attributes without a namespace, on any allowed element: the core ones, geometry, paint servers,
 * filters, text and the presentation attributes, as drawing tools (Illustrator, Figma, Inkscape's
 * plain SVG, svgo) write them. Besides these: aria-*, data-* and href (checked below).
 */
const ATTRIBUTES = new Set(
  (
    "id class style lang role version baseProfile viewBox preserveAspectRatio zoomAndPan focusable enable-background " +
    "x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points width height pathLength transform " +
    "dx dy rotate textLength lengthAdjust startOffset method spacing side " +
    "gradientUnits gradientTransform spreadMethod offset " +
    "patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits " +
    "markerUnits markerWidth markerHeight refX refY orient " +
    "filterUnits primitiveUnits in in2 result stdDeviation edgeMode mode operator k1 k2 k3 k4 type values tableValues " +
    "slope intercept amplitude exponent order kernelMatrix divisor bias targetX targetY preserveAlpha " +
    "surfaceScale diffuseConstant specularConstant specularExponent kernelUnitLength scale xChannelSelector yChannelSelector " +
    "radius baseFrequency numOctaves seed stitchTiles azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle " +
    "media requiredFeatures requiredExtensions systemLanguage " +
    "alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation color-interpolation-filters " +
    "color-rendering direction display dominant-baseline fill fill-opacity fill-rule filter flood-color flood-opacity " +
    "font font-family font-size font-size-adjust font-stretch font-style font-variant font-weight " +
    "glyph-orientation-horizontal glyph-orientation-vertical image-rendering isolation kerning letter-spacing lighting-color " +
    "marker marker-end marker-mid marker-start mask mask-type mix-blend-mode opacity overflow paint-order pointer-events " +
    "shape-rendering stop-color stop-opacity stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin " +
    "stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration text-rendering transform-origin " +
    "unicode-bidi vector-effect visibility word-spacing writing-mode"
  ).split(" "),
);
/** Plain text for assistive technology or scripts of the page: never read as CSS or a URL. */
const TEXT_ATTRIBUTE = /^(aria|data)-[a-z0-9-]+$/;

/** A raster picture embedded in <image>: cannot run anything or load more. */
const RASTER_DATA_URL = /^data:image\/(png|jpeg|webp|gif)[;,]/i;
/** CSS functions that load a file from a URL or a string besides url(). */
const CSS_LOADERS = /(?:^|[^a-z0-9_-])((?:-webkit-)?image-set|image|cross-fade|element|src)\s*\(/i;

/** Thrown from the parser's handlers: the first reason found ends the reading. */
class Refused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Whether `input`, the bytes or the text of an .svg file, is a picture that can neither run nor load anything. */
export function svgSafety(input: string | Uint8Array): SvgSafety {
  let text: string;
  if (typeof input === "string") text = input;
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(input);
    } catch {
      return { ok: false, reason: svgReasons.notUtf8() };
    }
  }
  const parser = new SaxesParser({ xmlns: true, position: true });
  const refuse: Refuse = (make) => {
    throw new Refused(make(parser.line));
  };
  let depth = 0;
  let style: string | undefined;
  parser.on("xmldecl", ({ encoding }) => {
    if (encoding !== undefined && !/^utf-8$/i.test(encoding)) refuse((line) => svgReasons.encoding(line, encoding));
  });
  parser.on("doctype", () => refuse(svgReasons.doctype));
  parser.on("processinginstruction", ({ target }) => refuse((line) => svgReasons.instruction(line, target)));
  parser.on("opentag", (tag) => {
    if (depth === 0 && (tag.uri !== SVG || tag.local !== "svg")) refuse(svgReasons.notSvg);
    // A style sheet holds text only: an element inside one (another <style>) would hide the text before it from the scan below.
    if (style !== undefined) refuse((line) => svgReasons.element(line, tag.name));
    depth++;
    checkElement(tag, refuse);
    if (tag.local === "style") style = "";
  });
  const addText = (chunk: string) => {
    if (style !== undefined) style += chunk;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", (tag) => {
    depth--;
    if (tag.local !== "style" || style === undefined) return;
    checkCss(style, refuse);
    style = undefined;
  });
  try {
    parser.write(text.replace(/^\uFEFF/, "")).close();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    return { ok: false, reason: svgReasons.syntax(parser.line) };
  }
  return { ok: true };
}

type Refuse = (make: (line: number) => string) => never;

function checkElement(tag: SaxesTagNS, refuse: Refuse) {
  const name = tag.name;
  // Named for what they are in any namespace: <h:script> in XHTML runs as well.
  if (tag.local === "script") refuse((line) => svgReasons.script(line, name));
  if (tag.local === "foreignObject") refuse((line) => svgReasons.foreignObject(line, name));
  if (tag.uri !== SVG) refuse((line) => svgReasons.foreignElement(line, name));
  if (!ELEMENTS.has(tag.local)) refuse((line) => svgReasons.element(line, name));
  for (const attr of Object.values(tag.attributes)) {
    const { uri, local, value } = attr;
    if (uri === XMLNS) continue;
    if (/^on/i.test(local)) refuse((line) => svgReasons.handler(line, attr.name));
    const allowed =
      uri === "" ? ATTRIBUTES.has(local) || TEXT_ATTRIBUTE.test(local) || local === "href" : uri === XLINK ? local === "href" || local === "title" : uri === XML && (local === "space" || local === "lang");
    if (!allowed) refuse((line) => svgReasons.attribute(line, attr.name));
    if (local === "href") {
      const target = value.trim();
      if (!target.startsWith("#") && !(tag.local === "image" && RASTER_DATA_URL.test(target))) refuse((line) => svgReasons.link(line, attr.name, target));
    } else if (!TEXT_ATTRIBUTE.test(local) && uri === "") checkCss(value, refuse);
  }
}

/** Refuses CSS (a style sheet, a style attribute or a presentation attribute's value) that could load a file. */
function checkCss(css: string, refuse: Refuse) {
  // A comment between two letters splits a word: without them, what is left is read as the browser reads it.
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, " ");
  if (plain.includes("\\")) refuse((line) => svgReasons.cssEscape(line));
  if (/@import/i.test(plain)) refuse((line) => svgReasons.cssImport(line));
  for (const match of plain.matchAll(/url\s*\(\s*(["']?)([^"')]*)/gi)) {
    const target = match[2]!.trim();
    if (!target.startsWith("#")) refuse((line) => svgReasons.cssUrl(line, target));
  }
  const loader = CSS_LOADERS.exec(plain);
  if (loader) refuse((line) => svgReasons.cssLoader(line, loader[1]!));
}
