import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { svgSafety } from "../../../../engine/svg/safety";

const root = join(import.meta.dirname, "../../../..");
const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (body: string, attrs = "") => `<svg ${NS}${attrs}>\n${body}\n</svg>`;

const svgsUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? svgsUnder(join(dir, e.name)) : e.name.endsWith(".svg") ? [join(dir, e.name)] : []));

describe("the SVG check accepts pictures", () => {
  it("every SVG of the site: illustrations, marks, partner logos, the logo and the favicon", () => {
    const files = svgsUnder(join(root, "public"));
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((file) => !svgSafety(readFileSync(file)).ok).map((file) => file.slice(root.length))).toEqual([]);
  });

  it.each([
    // Illustrator's "SVG 1.1" export: an XML declaration, a style sheet of classes, data-name, xml:space.
    [
      "Illustrator",
      `<?xml version="1.0" encoding="UTF-8"?>\n<svg id="Layer_1" data-name="Layer 1" ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" xml:space="preserve"><defs><style>.cls-1{fill:url(#linear-gradient);}.cls-2{fill:#231f20;font-family:Arial; font-size: 12px}</style><linearGradient id="linear-gradient" x1="0" y1="20" x2="120" y2="20" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#1f6feb"/><stop offset="1" stop-color="#0b3d91"/></linearGradient></defs><title>mark</title><rect class="cls-1" width="120" height="40"/><text class="cls-2" transform="translate(8 26)">Logo</text><use xlink:href="#Layer_1"/></svg>`,
    ],
    // Figma: a filter, a clip path, an embedded raster picture used through a pattern.
    [
      "Figma",
      svg(
        `<g clip-path="url(#clip0)" filter="url(#f)"><rect width="40" height="40" rx="4" fill="url(#pattern0)"/></g><defs><filter id="f" x="0" y="0" width="48" height="48" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feFlood flood-opacity="0" result="BackgroundImageFix"/><feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/><feOffset dy="4"/><feGaussianBlur stdDeviation="2"/><feBlend mode="normal" in2="BackgroundImageFix" result="effect1"/></filter><pattern id="pattern0" patternContentUnits="objectBoundingBox" width="1" height="1"><use href="#image0" transform="scale(0.01)"/></pattern><clipPath id="clip0"><rect width="40" height="40"/></clipPath><image id="image0" width="100" height="100" preserveAspectRatio="none" href="data:image/png;base64,iVBORw0KGgo="/></defs>`,
        ' width="48" height="48" fill="none"',
      ),
    ],
    // An icon set's icon: accessibility attributes, a marker, CDATA in the style sheet.
    ["an icon", svg(`<title id="t">화살표</title><style><![CDATA[ path { stroke: currentColor } ]]></style><defs><marker id="m" markerWidth="4" markerHeight="4" refX="2" refY="2" orient="auto"><circle cx="2" cy="2" r="2"/></marker></defs><path d="M2 12h18" marker-end="url('#m')" stroke-width="2"/>`, ' role="img" aria-labelledby="t" focusable="false"')],
  ])("from %s", (_, text) => {
    expect(svgSafety(text)).toEqual({ ok: true });
  });
});

describe("the SVG check refuses, saying why and where", () => {
  it.each([
    // The probe's files (issue 37).
    [svg('<s:script xmlns:s="http://www.w3.org/2000/svg">fetch("/__studio/api/doc")</s:script>'), "2번째 줄에 스크립트 요소(<s:script>)가 있습니다"],
    [svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), "2번째 줄에 스크립트 요소(<h:script>)가 있습니다"],
    [svg("<script>alert(1)</script>"), "2번째 줄에 스크립트 요소(<script>)가 있습니다"],
    [`<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>\n${svg("&x;")}`, "2번째 줄에 문서 형식 선언(<!DOCTYPE>)이 있습니다"],
    [`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg("<rect/>")}`, "1번째 줄에 문서 형식 선언(<!DOCTYPE>)이 있습니다"],
    [svg('<a href="jav&#x61;script:alert(1)"><rect/></a>'), "2번째 줄에 그림에 쓰지 않는 요소(<a>)가 있습니다"],
    [svg('<use href="jav&#x61;script:alert(1)"/>'), '2번째 줄에 파일 밖으로 가는 연결(href="javascript:alert(1)")이 있습니다'],
    [svg('<use xlink:href=" https://t.example.com/s.svg#a"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'), '2번째 줄에 파일 밖으로 가는 연결(xlink:href="https://t.example.com/s.svg#a")이 있습니다'],
    [svg('<s:foreignObject xmlns:s="http://www.w3.org/2000/svg"><div/></s:foreignObject>'), "2번째 줄에 HTML을 담는 요소(<s:foreignObject>)가 있습니다"],
    [svg("<style>@import 'https://t.example.com/x.css';</style>"), "2번째 줄에 바깥 파일을 불러오는 CSS(@import)가 있습니다"],
    [svg('<rect style="fill: url(https://t.example.com/x)"/>'), "2번째 줄에 바깥 파일을 불러오는 CSS(url(https://t.example.com/x))가 있습니다"],
    [svg('<rect fill="url(/x.svg#g)"/>'), "2번째 줄에 바깥 파일을 불러오는 CSS(url(/x.svg#g))가 있습니다"],
    [svg("<style>rect { background: image-set('x.png' 1x) }</style>"), "2번째 줄에 바깥 파일을 불러올 수 있는 CSS(image-set())가 있습니다"],
    [svg("<style>@import 'https://t.example.com/x.css';<style></style></style>"), "2번째 줄에 그림에 쓰지 않는 요소(<style>)가 있습니다"],
    [svg('<rect style="fill: u\\72l(https://t.example.com/x)"/>'), "2번째 줄에 CSS 이스케이프 문자(\\)가 있습니다"],
    [svg('<image href="https://t.example.com/p.png"/>'), '2번째 줄에 파일 밖으로 가는 연결(href="https://t.example.com/p.png")이 있습니다'],
    [svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), '2번째 줄에 파일 밖으로 가는 연결(href="data:image/svg+xml;base64,PHN2Zz4=")이 있습니다'],
    [svg('<use href="data:image/png;base64,iVBORw0KGgo="/>'), '2번째 줄에 파일 밖으로 가는 연결(href="data:image/png;base64,iVBORw0KGgo=")이 있습니다'],
    // Anything else that runs or loads.
    [svg('<rect onclick="x()"/>'), "2번째 줄에 이벤트 속성(onclick)이 있습니다"],
    [svg("<rect/>", ' onLoad="x()"'), "1번째 줄에 이벤트 속성(onLoad)이 있습니다"],
    [svg('<animate attributeName="href" to="javascript:alert(1)"/>'), "2번째 줄에 그림에 쓰지 않는 요소(<animate>)가 있습니다"],
    [svg('<filter><feImage href="https://t.example.com/p.png"/></filter>'), "2번째 줄에 그림에 쓰지 않는 요소(<feImage>)가 있습니다"],
    [svg("<rect/>", ' xml:base="https://t.example.com/"'), "1번째 줄에 그림에 쓰지 않는 속성(xml:base)이 있습니다"],
    [svg('<rect i:label="x"/>', ' xmlns:i="http://www.inkscape.org/namespaces/inkscape"'), "2번째 줄에 그림에 쓰지 않는 속성(i:label)이 있습니다"],
    [svg('<rect data-x="1"/><x:p xmlns:x="urn:x"/>'), "2번째 줄에 SVG가 아닌 요소(<x:p>)가 있습니다"],
    [`<?xml-stylesheet href="https://t.example.com/x.css"?>\n${svg("<rect/>")}`, "1번째 줄에 처리 명령(<?xml-stylesheet?>)이 있습니다"],
    [`<?xml version="1.0" encoding="ISO-2022-JP"?>${svg("<rect/>")}`, "1번째 줄에 UTF-8이 아닌 글자 인코딩(ISO-2022-JP)이 선언되어 있습니다"],
    [Buffer.from([0xff, 0xfe, 0x3c, 0x00]), "글자 인코딩이 UTF-8이 아닙니다"],
    // Not an SVG at all.
    ['<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>', "1번째 줄의 맨 바깥 요소가 SVG(xmlns=\"http://www.w3.org/2000/svg\"인 <svg>)가 아닙니다"],
    ["<svg><rect/></svg>", '1번째 줄의 맨 바깥 요소가 SVG(xmlns="http://www.w3.org/2000/svg"인 <svg>)가 아닙니다'],
    [svg("<rect>\n<rect>"), "4번째 줄의 XML 문법이 맞지 않습니다"],
    [svg("&unknown;"), "2번째 줄의 XML 문법이 맞지 않습니다"],
  ])("%s", (input, reason) => {
    expect(svgSafety(input)).toEqual({ ok: false, reason });
  });
});
