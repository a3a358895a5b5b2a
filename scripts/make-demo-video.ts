// Makes public/media/chatbot-demo.mp4 (a 12 s, 640×400 loop of a Korean chatbot conversation),
// its portrait cut for phones (chatbot-demo-portrait.mp4: the same conversation in a narrow page
// with larger type, see scripts/demo-video-cuts.ts) and a poster for each (its first frame).
// Run: npx tsx scripts/make-demo-video.ts
// Needs: playwright-core (dev dependency), Chromium (/usr/bin/chromium if present), ffmpeg with
// libx264, and the Noto Sans CJK KR font (Debian: fonts-noto-cjk).
//
// The animation is a pure function of time: the page exposes render(t), and each frame is
// rendered and screenshotted in turn, so the output does not depend on machine speed.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { launchOptions } from './chromium';
import { DEMO_CUTS, type DemoCut } from './demo-video-cuts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'public', 'media');
const FPS = 25;
/** Length in seconds; the last frames equal the first, so the looping video has no visible jump. */
const DURATION = 12;
const POSTER_MAX_BYTES = 60 * 1024;

/** A customer question: typed into the composer from `typeAt`, sent as a bubble at `sendAt` (seconds). */
interface Question {
  text: string;
  typeAt: number;
  sendAt: number;
}

/** A bot answer: typing dots from `thinkAt`, replaced by the answer at `replyAt` (seconds). */
interface Answer {
  html: string;
  thinkAt: number;
  replyAt: number;
}

const GREETING = '안녕하세요! 한빛아이티 AI 어시스턴트입니다. 시스템 점검, 장애 문의, 계정 지원을 도와드려요.';

const CONVERSATION: Array<[Question, Answer]> = [
  [
    { text: '서버 점검 일정 알려줘', typeAt: 0.8, sendAt: 2.2 },
    {
      thinkAt: 2.5,
      replyAt: 3.6,
      html: `이번 주 정기 서버 점검 일정입니다.
        <dl class="card">
          <dt>일시</dt><dd>토요일 02:00 – 06:00</dd>
          <dt>대상</dt><dd>그룹웨어 · ERP 서버</dd>
          <dt>영향</dt><dd>점검 중 접속 일시 중단</dd>
        </dl>`,
    },
  ],
  [
    { text: 'VPN 접속 오류가 나요', typeAt: 5.3, sendAt: 6.8 },
    {
      thinkAt: 7.1,
      replyAt: 8.2,
      html: `VPN 접속 오류는 아래 순서로 확인해 보세요.
        <ol>
          <li>VPN 클라이언트를 최신 버전으로 업데이트</li>
          <li>사내 계정 비밀번호 만료 여부 확인</li>
          <li>다른 네트워크에서 다시 접속 시도</li>
        </ol>
        <div class="chips"><span>헬프데스크 티켓 접수</span><span>담당 엔지니어 연결</span></div>`,
    },
  ],
];

/** When the conversation fades away and scrolls back to the greeting (seconds). */
const RESET_AT = 11;
const RESET_LENGTH = 0.6;

/** Launches headless Chromium with the project's shared options (Debian's build when present). */
function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The portrait cut's changes to the page: a narrow column, so bubbles may take most of its width
 * and chips wrap, and every chat text at `chatFontPx` or more.
 */
function portraitCss(cut: DemoCut): string {
  const px = cut.chatFontPx;
  return `
  header { height: 56px; padding: 0 14px; gap: 10px; }
  header .name { font-size: 16px; }
  header .status { font-size: 13px; }
  header .brand { display: none; }
  .thread { padding: 14px 12px 6px; }
  .row { gap: 6px; }
  .avatar { width: 26px; height: 26px; }
  .bubble { max-width: 250px; padding: 10px 13px; font-size: ${px + 1}px; line-height: 1.5; }
  .card { grid-template-columns: auto; gap: 0; font-size: ${px}px; }
  .card dd + dt { margin-top: 6px; }
  ol { margin-left: 18px; font-size: ${px}px; }
  .chips { flex-wrap: wrap; }
  .chips span { font-size: ${px}px; }
  footer { height: 64px; padding: 0 12px; }
  .input { padding: 0 14px; font-size: ${px}px; }`;
}

/** The chat page. Every animated element carries its timing in data attributes read by render(t). */
function pageHtml(cut: DemoCut): string {
  const WIDTH = cut.width;
  const HEIGHT = cut.height;
  const mark = readFileSync(join(ROOT, 'public', 'favicon.svg'));
  const markUrl = `data:image/svg+xml;base64,${mark.toString('base64')}`;
  const avatar = `<img class="avatar" src="${markUrl}" alt="">`;

  const rows = CONVERSATION.map(
    ([q, a]) => `
      <div class="row user" data-at="${q.sendAt}"><div class="bubble">${escapeHtml(q.text)}</div></div>
      <div class="row bot" data-at="${a.thinkAt}" data-until="${a.replyAt}">${avatar}<div class="bubble dots"><i></i><i></i><i></i></div></div>
      <div class="row bot" data-at="${a.replyAt}">${avatar}<div class="bubble">${a.html}</div></div>`,
  ).join('');

  // The composer's typing schedule, consumed by render(t).
  const typing = CONVERSATION.map(([q]) => ({ text: [...q.text], typeAt: q.typeAt, sendAt: q.sendAt }));

  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<style>
  * { margin: 0; padding: 0; box-sizing: border-box; }
  html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body { font-family: 'Noto Sans CJK KR', sans-serif; color: #1c2838; background: #f3f6fb; word-break: keep-all; }
  .app { display: flex; flex-direction: column; height: 100%; }
  header { flex: none; height: 58px; display: flex; align-items: center; gap: 12px; padding: 0 20px; background: #0b2a5b; color: #fff; }
  header img { width: 32px; height: 32px; border-radius: 8px; box-shadow: 0 0 0 1.5px rgba(255,255,255,.3); }
  header .name { font-size: 15px; font-weight: 700; line-height: 1.2; }
  header .status { font-size: 12px; color: #b9c8e2; line-height: 1.4; }
  header .status::before { content: ''; display: inline-block; width: 7px; height: 7px; margin-right: 6px; border-radius: 50%; background: #3ecf8e; vertical-align: 1px; }
  header .brand { margin-left: auto; font-size: 12px; font-weight: 700; letter-spacing: .12em; color: #8fb8ff; }
  .viewport { flex: 1; position: relative; overflow: hidden; }
  .thread { position: absolute; left: 0; right: 0; top: 0; padding: 16px 20px 6px; will-change: transform; }
  .row { display: flex; align-items: flex-end; gap: 8px; margin-bottom: 12px; }
  .row.user { justify-content: flex-end; }
  .avatar { flex: none; width: 28px; height: 28px; border-radius: 7px; }
  .bubble { max-width: 430px; padding: 10px 14px; font-size: 14px; line-height: 1.55; border-radius: 16px; }
  .bot .bubble { background: #fff; border: 1px solid #dde4ef; border-bottom-left-radius: 4px; box-shadow: 0 1px 2px rgba(11,42,91,.06); }
  .user .bubble { background: #1f6feb; color: #fff; border-bottom-right-radius: 4px; }
  .card { display: grid; grid-template-columns: auto 1fr; gap: 4px 14px; margin-top: 8px; padding: 10px 12px; border-radius: 10px; background: #f0f5fd; border-left: 3px solid #1f6feb; font-size: 13px; }
  .card dt { color: #5b6472; }
  .card dd { color: #0b2a5b; font-weight: 700; }
  ol { margin: 6px 0 0 20px; font-size: 13.5px; }
  .chips { display: flex; gap: 6px; margin-top: 10px; }
  .chips span { padding: 4px 11px; border: 1px solid #1f6feb; border-radius: 999px; color: #1f6feb; font-size: 12.5px; font-weight: 700; }
  .dots { display: flex; gap: 5px; padding: 14px 16px; }
  .dots i { width: 7px; height: 7px; border-radius: 50%; background: #8a97ab; }
  footer { flex: none; height: 62px; display: flex; align-items: center; gap: 10px; padding: 0 20px; background: #fff; border-top: 1px solid #dde4ef; }
  .input { flex: 1; height: 40px; display: flex; align-items: center; padding: 0 16px; border: 1px solid #cfd8e6; border-radius: 20px; font-size: 14px; background: #f8fafd; white-space: pre; }
  .input .placeholder { color: #8a97ab; }
  .caret { display: inline-block; width: 1.5px; height: 18px; margin-left: 1px; background: #0b2a5b; }
  .send { flex: none; width: 40px; height: 40px; border-radius: 50%; display: grid; place-items: center; background: #c9d3e3; }
  .send.active { background: #1f6feb; }${cut === DEMO_CUTS.portrait ? portraitCss(cut) : ''}
</style>
</head>
<body>
<div class="app">
  <header>
    <img src="${markUrl}" alt="">
    <div><div class="name">한빛 AI 어시스턴트</div><div class="status">온라인 · 24시간 응대</div></div>
    <div class="brand">HANBIT IT</div>
  </header>
  <div class="viewport" id="viewport">
    <div class="thread" id="thread">
      <div class="row bot">${avatar}<div class="bubble">${escapeHtml(GREETING)}</div></div>
      ${rows}
    </div>
  </div>
  <footer>
    <div class="input"><span id="typed"></span><span class="caret" id="caret"></span><span class="placeholder" id="placeholder">메시지를 입력하세요</span></div>
    <div class="send" id="send"><svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true"><path d="M9 15V3M4 8l5-5 5 5" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg></div>
  </footer>
</div>
<script>
  // All times are in seconds from the start of the video.
  const TYPING = ${JSON.stringify(typing)};
  const RESET_AT = ${RESET_AT};
  const RESET_LENGTH = ${RESET_LENGTH};
  const RESET_END = RESET_AT + RESET_LENGTH;
  const APPEAR = 0.3;   // bubble fade/slide-in length
  const SCROLL = 0.3;   // scroll easing length; shorter than the closest pair of layout changes
  const PER_CHAR = 0.09;

  const clamp01 = (x) => Math.min(1, Math.max(0, x));
  const ease = (x) => 1 - Math.pow(1 - clamp01(x), 3);
  const thread = document.getElementById('thread');
  const viewport = document.getElementById('viewport');
  const timed = [...thread.querySelectorAll('[data-at]')].map((el) => ({
    el,
    at: Number(el.dataset.at),
    until: el.dataset.until === undefined ? Infinity : Number(el.dataset.until),
  }));
  // Moments when the thread's layout changes, in ascending order.
  const changes = [...new Set(timed.flatMap((x) => [x.at, x.until]).filter(Number.isFinite))].sort((a, b) => a - b);

  function shown(x, t) { return t >= x.at && t < x.until && t < RESET_END; }

  /** Lays the thread out as it stands at time t and returns how far it must scroll up (px). */
  function layoutAt(t) {
    for (const x of timed) x.el.style.display = shown(x, t) ? '' : 'none';
    return Math.max(0, thread.offsetHeight - viewport.clientHeight);
  }

  function scrollAt(t) {
    const last = changes.filter((c) => c <= t).pop();
    if (t >= RESET_AT) return layoutAt(RESET_AT) * (1 - ease((t - RESET_AT) / RESET_LENGTH));
    if (last === undefined) return layoutAt(t);
    const before = layoutAt(last - 0.001);
    const after = layoutAt(last);
    return before + (after - before) * ease((t - last) / SCROLL);
  }

  function renderComposer(t) {
    let text = '';
    let typing = false;
    for (const q of TYPING) {
      if (t >= q.typeAt && t < q.sendAt) {
        const n = Math.min(q.text.length, Math.floor((t - q.typeAt) / PER_CHAR) + 1);
        text = q.text.slice(0, n).join('');
        typing = n < q.text.length;
      }
    }
    document.getElementById('typed').textContent = text;
    document.getElementById('placeholder').style.display = text ? 'none' : '';
    // Caret: steady while typing, otherwise blinking once per second (so t=0 and t=12 match).
    document.getElementById('caret').style.opacity = typing || t % 1 < 0.5 ? '1' : '0';
    document.getElementById('send').classList.toggle('active', text.length > 0);
  }

  window.render = (t) => {
    const offset = scrollAt(t);
    layoutAt(t);
    thread.style.transform = 'translateY(' + (-offset).toFixed(2) + 'px)';
    const fade = 1 - clamp01((t - RESET_AT) / RESET_LENGTH);
    for (const x of timed) {
      if (!shown(x, t)) continue;
      const p = ease((t - x.at) / APPEAR);
      x.el.style.opacity = String(p * fade);
      x.el.style.transform = 'translateY(' + ((1 - p) * 10).toFixed(2) + 'px)';
      x.el.querySelectorAll('.dots i').forEach((dot, i) => {
        const wave = Math.sin((t - x.at) * 2 * Math.PI * 1.6 - i * 0.9);
        dot.style.transform = 'translateY(' + (-Math.max(0, wave) * 4).toFixed(2) + 'px)';
        dot.style.opacity = String(0.45 + 0.55 * Math.max(0, wave));
      });
    }
    renderComposer(t);
  };
</script>
</body>
</html>`;
}

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Draws every frame of `cut` with `browser`, encodes them and writes its poster. */
async function makeCut(browser: Browser, cut: DemoCut): Promise<void> {
  const video = join(OUT_DIR, cut.video);
  const poster = join(OUT_DIR, cut.poster);
  const frameDir = mkdtempSync(join(tmpdir(), 'chatbot-demo-'));
  try {
    const page = await browser.newPage({ viewport: { width: cut.width, height: cut.height }, deviceScaleFactor: cut.scale });
    await page.setContent(pageHtml(cut), { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');

    const frames = DURATION * FPS;
    for (let i = 0; i < frames; i++) {
      // Frame i shows time i / FPS; ffmpeg's pattern below expects 0-based, 4-digit numbering.
      await page.evaluate(`render(${i / FPS})`);
      await page.screenshot({ path: join(frameDir, `frame-${String(i).padStart(4, '0')}.png`) });
    }

    // Poster: the opening frame (greeting shown), at the highest JPEG quality under budget.
    await page.evaluate('render(0)');
    for (let quality = 90; quality >= 50; quality -= 5) {
      writeFileSync(poster, await page.screenshot({ type: 'jpeg', quality }));
      if (statSync(poster).size <= POSTER_MAX_BYTES) break;
    }
    await page.close();

    run('ffmpeg', [
      '-y', '-loglevel', 'error',
      '-framerate', String(FPS),
      '-i', join(frameDir, 'frame-%04d.png'),
      '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', '24',
      '-pix_fmt', 'yuv420p',
      '-movflags', '+faststart',
      '-an',
      video,
    ]);
  } finally {
    rmSync(frameDir, { recursive: true, force: true });
  }
  console.log(`wrote ${video} (${statSync(video).size} bytes)`);
  console.log(`wrote ${poster} (${statSync(poster).size} bytes)`);
}

async function main(): Promise<void> {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('ffmpeg was not found on PATH; install it (Debian: apt-get install ffmpeg) and run again.');
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await launchBrowser();
  try {
    for (const cut of Object.values(DEMO_CUTS)) await makeCut(browser, cut);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
