// Where the time of one visit to `/` goes, for `npm run bench` (e2e/src/bench.ts): the page's own
// Performance timeline (navigation, resource timing, paint) read after the first goods card showed, printed as
// a waterfall so a request that waits for another (manifest → remoteEntry → chunk → /api) is plain to see.
import type { BrowserContext, Page } from 'playwright-core';

export interface Request {
  path: string;
  kind: string;
  start: number;
  end: number;
  /** Bytes over the wire (0 when served from the memory cache or a preload already counted). */
  bytes: number;
}

export interface Timeline {
  /** performance.now() when the first goods card entered the DOM (MutationObserver in the page). */
  cardInDom: number;
  /** The time of the first frame that lays the card out in the viewport (IntersectionObserver), i.e. paints it. */
  cardShown: number;
  /** Response end of the HTML, DOMContentLoaded, first paint and first contentful paint. */
  marks: { name: string; at: number }[];
  requests: Request[];
}

declare global {
  interface Window {
    __firstCardAt?: number;
    __firstCardShownAt?: number;
  }
}

/**
 * Notes, inside the page, when the first goods card enters the DOM, and the frame that first lays it out in
 * the viewport: an IntersectionObserver entry's time is that frame's rendering step (the card is painted in
 * it). Installed before any page script runs. A string: tsx would wrap a named function of this file in a
 * helper the page does not have.
 */
const FIRST_CARD_WATCH = `(() => {
  const shown = new IntersectionObserver((entries) => {
    const entry = entries.find((e) => e.isIntersecting);
    if (!entry) return;
    window.__firstCardShownAt = entry.time;
    shown.disconnect();
  });
  const observer = new MutationObserver(() => {
    const card = document.querySelector('[data-testid=goods-card]');
    if (window.__firstCardAt === undefined && card) {
      window.__firstCardAt = performance.now();
      observer.disconnect();
      shown.observe(card);
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

export async function watchFirstCard(context: BrowserContext): Promise<void> {
  await context.addInitScript(FIRST_CARD_WATCH);
}

/** The first frame with the card on screen, once there (the test may see the card before that frame ran). */
export async function cardShownAt(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__firstCardShownAt !== undefined);
  return page.evaluate(() => window.__firstCardShownAt ?? Number.NaN);
}

/** What a request was for, by its path: the kinds the first screen waits on. */
function kindOf(path: string, initiator: string): string {
  if (path.endsWith('/mf-manifest.json')) return 'manifest';
  if (path.endsWith('/remoteEntry.js')) return 'entry';
  if (path.startsWith('/api/') && /\.(svg|png|jpe?g|webp|gif)$/.test(path)) return 'image';
  if (path.startsWith('/api/')) return 'api';
  if (/\.js$/.test(path)) return 'chunk';
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  if (/\.(svg|png|jpe?g|webp|gif|ico)$/.test(path) || initiator === 'img') return 'image';
  if (/\.css$/.test(path)) return 'css';
  return initiator;
}

/** The page's timeline, read once the first goods card is on it and the network is idle. */
export async function readTimeline(page: Page): Promise<Timeline> {
  const raw = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      url: r.name,
      initiator: r.initiatorType,
      start: r.startTime,
      end: r.responseEnd,
      bytes: r.transferSize,
    }));
    const paints = performance.getEntriesByType('paint').map((p) => ({ name: p.name, at: p.startTime }));
    return {
      cardInDom: window.__firstCardAt ?? Number.NaN,
      cardShown: window.__firstCardShownAt ?? Number.NaN,
      html: nav ? { start: nav.requestStart, end: nav.responseEnd, bytes: nav.transferSize, dcl: nav.domContentLoadedEventEnd } : null,
      resources,
      paints,
    };
  });
  const requests: Request[] = raw.resources.map((r) => {
    const url = new URL(r.url);
    const path = url.pathname + url.search;
    return { path, kind: kindOf(url.pathname, r.initiator), start: r.start, end: r.end, bytes: r.bytes };
  });
  if (raw.html) requests.unshift({ path: '/', kind: 'html', start: raw.html.start, end: raw.html.end, bytes: raw.html.bytes });
  const marks = [...(raw.html ? [{ name: 'DOMContentLoaded', at: raw.html.dcl }] : []), ...raw.paints];
  return { cardInDom: raw.cardInDom, cardShown: raw.cardShown, marks, requests: requests.sort((a, b) => a.start - b.start) };
}

const WIDTH = 48;
const ms = (n: number) => `${n.toFixed(0)}`.padStart(5);

/**
 * Prints the requests that started before the first goods card, each as start–end and a bar on one time
 * scale, with the paint marks in between; what came after the card is summed up per kind.
 */
export function printWaterfall(timeline: Timeline, cardSeen: number): void {
  const scale = Math.max(cardSeen, ...timeline.requests.filter((r) => r.start < timeline.cardInDom).map((r) => r.end));
  const bar = (start: number, end: number) => {
    const from = Math.round((start / scale) * WIDTH);
    const to = Math.max(from + 1, Math.round((end / scale) * WIDTH));
    return `${' '.repeat(from)}${'█'.repeat(Math.min(to, WIDTH) - from)}`.padEnd(WIDTH);
  };
  const lines: { at: number; text: string }[] = [];
  const before = timeline.requests.filter((r) => r.start < timeline.cardInDom);
  for (const r of before) {
    const size = r.bytes ? `${(r.bytes / 1024).toFixed(1)} KiB` : 'cached';
    lines.push({ at: r.start, text: `  ${ms(r.start)} ${ms(r.end)}  ${bar(r.start, r.end)}  ${r.kind.padEnd(8)} ${size.padStart(9)}  ${r.path}` });
  }
  const mark = (name: string, at: number) => lines.push({ at, text: `  ${ms(at)}        ${bar(at, at)}  ── ${name}` });
  for (const m of timeline.marks) mark(m.name, m.at);
  mark('first goods card in the DOM', timeline.cardInDom);
  mark('first goods card on screen (its first frame)', timeline.cardShown);
  mark('first goods card seen by the test', cardSeen);
  lines.sort((a, b) => a.at - b.at);

  console.log('\n一次访问的时间去向（where the time of one visit goes: start / end ms from navigation, resource timing）');
  console.log(`  start   end  ${'0'.padEnd(WIDTH - 6)}${ms(scale)}  kind      transfer  path`);
  for (const line of lines) console.log(line.text);
  const after = new Map<string, { count: number; bytes: number }>();
  for (const r of timeline.requests.filter((x) => x.start >= timeline.cardInDom)) {
    const k = after.get(r.kind) ?? { count: 0, bytes: 0 };
    after.set(r.kind, { count: k.count + 1, bytes: k.bytes + r.bytes });
  }
  const rest = [...after].map(([kind, k]) => `${kind} ${k.count} (${(k.bytes / 1024).toFixed(1)} KiB)`).join(', ');
  console.log(`  after the card: ${rest || 'nothing'}`);
}
