// Makes public/og-image.png, the 1200×630 Open Graph share image, by rendering an HTML
// page in headless Chromium (font: Noto Sans CJK KR from Debian's fonts-noto-cjk).
// Run: npx tsx scripts/make-og-image.ts
// Needs: playwright-core (dev dependency), Chromium (/usr/bin/chromium if present),
// and ImageMagick's `convert` for the final palette reduction (skipped if missing).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { launchOptions } from './chromium';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'public', 'og-image.png');
const WIDTH = 1200;
const HEIGHT = 630;
// Share previews fetch this image over mobile networks; keep it small.
const MAX_BYTES = 150 * 1024;

const SERVICES = ['IT컨설팅', '시스템개발', 'AI통합구축', 'ICT인프라', 'ITO서비스'];
const NAVY = '#0b2a5b';
const BLUE = '#1f6feb';

/** Launches headless Chromium with the project's shared options (Debian's build when present). */
function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** The page to screenshot; the mark is the same file the site uses as favicon. */
function pageHtml(): string {
  const mark = readFileSync(join(ROOT, 'public', 'favicon.svg'));
  const markUrl = `data:image/svg+xml;base64,${mark.toString('base64')}`;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<style>
  * { margin: 0; box-sizing: border-box; }
  html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body {
    position: relative;
    background: ${NAVY};
    color: #fff;
    font-family: 'Noto Sans CJK KR', sans-serif;
    word-break: keep-all;
  }
  /* Flat shapes instead of gradients: they read well as thumbnails and compress small. */
  .deco { position: absolute; inset: 0; }
  .brand { position: absolute; left: 88px; top: 80px; display: flex; align-items: center; gap: 20px; }
  .brand img { width: 72px; height: 72px; border-radius: 16px; box-shadow: 0 0 0 2px rgba(255,255,255,.28); }
  .brand-name { font-size: 34px; font-weight: 700; letter-spacing: .06em; line-height: 1; }
  .brand-name span { color: #8fb8ff; }
  .brand-ko { margin-top: 8px; font-size: 20px; font-weight: 400; letter-spacing: .04em; opacity: .85; }
  .copy { position: absolute; left: 88px; top: 300px; width: 1000px; }
  .bar { width: 72px; height: 6px; border-radius: 3px; background: ${BLUE}; margin-bottom: 28px; }
  h1 { font-size: 68px; font-weight: 700; line-height: 1.2; letter-spacing: -.01em; }
  p { margin-top: 30px; font-size: 30px; font-weight: 400; line-height: 1.4; }
  /* Explicit gaps: the font's own spacing around U+00B7 is uneven at this size. */
  .sep { display: inline-block; margin: 0 .5em; }
</style>
</head>
<body>
  <svg class="deco" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" aria-hidden="true">
    <rect x="860" y="-140" width="460" height="460" rx="96" fill="#fff" fill-opacity=".04" transform="rotate(12 1090 90)"/>
    <rect x="960" y="-40" width="300" height="300" rx="64" fill="#fff" fill-opacity=".05" transform="rotate(12 1110 110)"/>
    <rect x="0" y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="${BLUE}"/>
    <rect x="0" y="${HEIGHT - 10}" width="420" height="10" fill="#fff" fill-opacity=".9"/>
  </svg>
  <div class="brand">
    <img src="${markUrl}" alt="">
    <div>
      <div class="brand-name">HANBIT <span>IT</span></div>
      <div class="brand-ko">한빛아이티</div>
    </div>
  </div>
  <div class="copy">
    <div class="bar"></div>
    <h1>기술로 비즈니스를 혁신합니다</h1>
    <p>${SERVICES.join('<span class="sep">·</span>')}</p>
  </div>
</body>
</html>`;
}

/** Reduces the PNG to a palette image; the art is flat, so 64 colours are visually lossless. */
function compressPng(file: string): void {
  try {
    execFileSync('convert', [file, '-strip', '-dither', 'None', '-colors', '64', '-define', 'png:compression-level=9', `PNG8:${file}`]);
  } catch {
    console.warn('ImageMagick `convert` not found or failed; keeping the uncompressed PNG.');
  }
}

async function main(): Promise<void> {
  const browser = await launchBrowser();
  const workDir = mkdtempSync(join(tmpdir(), 'og-image-'));
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    await page.setContent(pageHtml(), { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    const raw = join(workDir, 'og.png');
    writeFileSync(raw, await page.screenshot({ type: 'png' }));
    compressPng(raw);
    writeFileSync(OUT, readFileSync(raw));
  } finally {
    await browser.close();
    rmSync(workDir, { recursive: true, force: true });
  }
  const bytes = statSync(OUT).size;
  console.log(`wrote ${OUT} (${WIDTH}×${HEIGHT}, ${bytes} bytes)`);
  if (bytes > MAX_BYTES) console.warn(`warning: ${bytes} bytes is over the ${MAX_BYTES}-byte budget`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
